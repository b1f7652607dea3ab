import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../db/client';

/**
 * The brand a lead is about, from what its form sends (docs/decisions/0028): a price request names a family by its
 * name (the family page's form), and so does a contact message sent from a family page (its subject); a brand's
 * name counts too. Null when the text names no family or brand, or names families of more than one brand: a lead
 * with no brand is seen by the roles that see every brand (docs/product.md §6).
 */
export async function leadBrandOf(db: Database, text: string): Promise<number | null> {
  const name = text.trim().toLowerCase();
  if (name === '') return null;
  const rows = await selectRows<{ brand_id: number }>(
    db,
    sql`select distinct brand_id from families where lower(name) = ${name} or lower(family) = ${name}
        union
        select id from brands where lower(name) = ${name}`,
  );
  return rows.length === 1 && rows[0] ? Number(rows[0].brand_id) : null;
}

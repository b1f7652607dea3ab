import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/**
 * The embedded database has no autovacuum: after a bulk write, clear dead rows and refresh the planner's
 * statistics ourselves, or catalogue reads slow down as stock is imported. A PostgreSQL server does this by itself.
 */
export async function tidyCatalogueTables(handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== 'pglite') return;
  await handle.db.execute(sql`vacuum analyze stock_units, best_offers, families, versions`);
}

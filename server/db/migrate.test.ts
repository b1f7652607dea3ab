import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import { type DatabaseHandle, selectRows } from './client';
import { migrationsApplied } from './migrate';

describe('migrations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('are all applied to a test database', async () => {
    expect(await migrationsApplied(handle.db)).toBe(true);
  });

  it('reject a duplicate chassis and a negative discount', async () => {
    await handle.db.execute(sql`insert into brands (id, slug, name) values (1, 'volkswagen', 'Volkswagen')`);
    const [family] = await selectRows<{ id: number }>(
      handle.db,
      sql`insert into families (brand_id, family, name) values (1, 'POLO', 'Polo') returning id`,
    );
    const familyId = family?.id;
    const [version] = await selectRows<{ id: number }>(
      handle.db,
      sql`insert into versions (family_id, name) values (${familyId}, 'Track') returning id`,
    );
    const versionId = version?.id;
    const insertUnit = (chassis: string, discount: number) =>
      handle.db.execute(sql`insert into stock_units (brand_id, family_id, subfamily_id, model, chassis, doors, color, location, model_year, list_price, discount)
        values (1, ${familyId}, ${versionId}, 'Polo Track', ${chassis}, 5, 'Blanco', 'San Juan', 2026, 30000000, ${discount})`);
    await insertUnit('9BWAB45U0RT000001', 0);
    await expect(insertUnit('9BWAB45U0RT000001', 0)).rejects.toThrow();
    await expect(insertUnit('9BWAB45U0RT000002', -1)).rejects.toThrow();
  });
});

import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../client';
import { selectRows } from '../client';
import { locations, testDriveUnits } from '../schema';
import { loadDemoDataWhereEmpty, resetDemoData } from './demo-data';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('the demo fleet of test drives', () => {
  it('gives every branch a demo unit of each family it has in stock, of a version stocked there', async () => {
    await loadDemoDataWhereEmpty(handle.db);
    const branches = await handle.db.select().from(locations);
    expect(branches.length).toBe(3);
    for (const branch of branches) {
      const [units] = await handle.db
        .select({ value: count() })
        .from(testDriveUnits)
        .where(eq(testDriveUnits.locationId, branch.id));
      expect(units?.value, branch.name).toBeGreaterThan(3);
    }
    const unstocked = await selectRows<{ id: number }>(
      handle.db,
      sql`select d.id from test_drive_units d join locations l on l.id = d.location_id
           where not exists (select 1 from stock_units u where u.subfamily_id = d.version_id and u.location = l.name)`,
    );
    expect(unstocked).toEqual([]);
    const duplicated = await selectRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from test_drive_units d join versions v on v.id = d.version_id
           group by d.location_id, v.family_id having count(*) > 1`,
    );
    expect(duplicated).toEqual([]);
  });

  it('is loaded again, the same, on a reset', async () => {
    const before = await handle.db.select().from(testDriveUnits).orderBy(testDriveUnits.id);
    await resetDemoData(handle.db);
    const after = await handle.db.select().from(testDriveUnits).orderBy(testDriveUnits.id);
    expect(after.map(({ id, locationId, versionId }) => ({ id, locationId, versionId }))).toEqual(
      before.map(({ id, locationId, versionId }) => ({ id, locationId, versionId })),
    );
  });
});

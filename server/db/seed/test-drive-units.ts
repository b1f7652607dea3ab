import { count, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../client';
import { testDriveUnits } from '../schema';
import { restartIdSequences } from './id-sequences';

/** True when no branch has a demo unit yet. */
export async function isTestDriveFleetEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(testDriveUnits);
  return (row?.value ?? 0) === 0;
}

/**
 * The demo fleet (docs/decisions/0087): at each branch, one demo unit of every family it has in stock, of the family's
 * first version among those stocked there (a branch lets buyers drive what it sells). Read from the catalogue and the
 * branches already loaded, so it follows whatever the demo data holds.
 */
export async function seedTestDriveUnits(db: Database): Promise<{ unidadesDePrueba: number }> {
  const picks = await selectRows<{ location_id: number; version_id: number; color: string }>(
    db,
    sql`select distinct on (l.id, v.family_id) l.id as location_id, v.id as version_id, u.color
          from locations l
          join stock_units u on u.location = l.name
          join versions v on v.id = u.subfamily_id
         where l.deleted_at is null
         order by l.id, v.family_id, v.sort_order, v.id, u.id`,
  );
  if (picks.length === 0) return { unidadesDePrueba: 0 };
  const rows = await db
    .insert(testDriveUnits)
    .values(
      picks.map((pick) => ({
        locationId: Number(pick.location_id),
        versionId: Number(pick.version_id),
        note: `Unidad de demostración, ${pick.color.toLowerCase()}`,
      })),
    )
    .returning({ id: testDriveUnits.id });
  return { unidadesDePrueba: rows.length };
}

/** Removes the demo fleet; a fleet with bookings is refused before (server/db/seed/demo-data.ts). */
export async function resetTestDriveUnits(db: Database): Promise<void> {
  await db.delete(testDriveUnits);
  await restartIdSequences(db, ['test_drive_units']);
}

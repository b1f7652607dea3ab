import { and, asc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { BranchCalendar } from '#domain/back-office/branch-agenda';
import { toRouteParam } from '#domain/shared/route-params';
import type { TestDriveBranch, TestDriveSlotDay, TestDriveVersion } from '#domain/test-drive/test-drive';
import { bookingWindow, freeSlots, type TakenTime } from '#domain/test-drive/test-drive-slots';
import type { Database } from '../db/client';
import { brands, families, locations, testDrives, testDriveUnits, versions } from '../db/schema';
import { nationalHoliday } from '../dealership';

/**
 * The calendars test drives are booked on (docs/decisions/0087): the branches with their hours, closures and slot
 * length, their demo units by version, and the time each unit is already taken. Every slot a page or the API offers is
 * computed here from the rule of domain/test-drive/test-drive-slots.ts.
 */

/** A branch as the slots need it. */
export interface BranchForTestDrives extends TestDriveBranch, BranchCalendar {
  slotMinutes: number;
}

/** A demo unit with the branch and the version it lets buyers drive. */
export interface DemoUnit {
  id: number;
  locationId: number;
  version: TestDriveVersion;
}

/** The branches that take test drives: every branch not removed, in the contact page's order. */
export async function testDriveBranches(db: Database): Promise<BranchForTestDrives[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(isNull(locations.deletedAt))
    .orderBy(asc(locations.sortOrder), asc(locations.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    mapUrl: row.mapUrl,
    weeklyHours: row.weeklyHours,
    closureDays: row.closureDays,
    slotMinutes: row.testDriveSlotMinutes,
  }));
}

export async function testDriveBranch(db: Database, branchId: number): Promise<BranchForTestDrives | null> {
  return (await testDriveBranches(db)).find((branch) => branch.id === branchId) ?? null;
}

/** The demo units in service, at the branches not removed, by brand, family and version order. */
export async function demoUnits(db: Database, filter: { locationId?: number } = {}): Promise<DemoUnit[]> {
  const rows = await db
    .select({
      id: testDriveUnits.id,
      locationId: testDriveUnits.locationId,
      versionId: versions.id,
      versionName: versions.name,
      familyId: families.id,
      familyName: families.name,
      brandId: brands.id,
      brandSlug: brands.slug,
      brandName: brands.name,
    })
    .from(testDriveUnits)
    .innerJoin(locations, eq(locations.id, testDriveUnits.locationId))
    .innerJoin(versions, eq(versions.id, testDriveUnits.versionId))
    .innerJoin(families, eq(families.id, versions.familyId))
    .innerJoin(brands, eq(brands.id, families.brandId))
    .where(
      and(
        isNull(testDriveUnits.retiredAt),
        isNull(locations.deletedAt),
        filter.locationId === undefined ? undefined : eq(testDriveUnits.locationId, filter.locationId),
      ),
    )
    .orderBy(
      asc(brands.id),
      asc(families.sortOrder),
      asc(families.id),
      asc(versions.sortOrder),
      asc(versions.id),
    );
  return rows.map((row) => ({
    id: row.id,
    locationId: row.locationId,
    version: {
      id: row.versionId,
      name: row.versionName,
      familyId: row.familyId,
      family: toRouteParam(row.familyName),
      familyName: row.familyName,
      brandId: row.brandId,
      brandSlug: row.brandSlug,
      brandName: row.brandName,
    },
  }));
}

/** The demo unit of a version at a branch, or null. */
export async function demoUnitOf(
  db: Database,
  branchId: number,
  versionId: number,
): Promise<DemoUnit | null> {
  const units = await demoUnits(db, { locationId: branchId });
  return units.find((unit) => unit.version.id === versionId) ?? null;
}

/** The time a demo unit is held by bookings not cancelled, between two instants; `except` a booking being moved. */
export async function takenTimes(
  db: Database,
  demoUnitId: number,
  between: { from: Date; to: Date },
  except?: number,
): Promise<TakenTime[]> {
  return db
    .select({ startsAt: testDrives.startsAt, endsAt: testDrives.endsAt })
    .from(testDrives)
    .where(
      and(
        eq(testDrives.demoUnitId, demoUnitId),
        ne(testDrives.state, 'cancelled'),
        lt(testDrives.startsAt, between.to),
        gt(testDrives.endsAt, between.from),
        except === undefined ? undefined : ne(testDrives.id, except),
      ),
    );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The free slots of a demo unit at its branch, from `from` (a day) to the end of the window. */
export async function freeSlotsOf(
  db: Database,
  branch: BranchForTestDrives,
  demoUnitId: number,
  options: { now: Date; from?: string | undefined; except?: number },
): Promise<TestDriveSlotDay[]> {
  const window = bookingWindow(options.now);
  // Wide enough for any slot of the window whatever its length; the rule keeps only what overlaps.
  const taken = await takenTimes(
    db,
    demoUnitId,
    {
      from: new Date(options.now.getTime() - DAY_MS),
      to: new Date(Date.parse(`${window.last}T00:00:00Z`) + 2 * DAY_MS),
    },
    options.except,
  );
  return freeSlots({
    calendar: branch,
    slotMinutes: branch.slotMinutes,
    holidayOf: nationalHoliday,
    now: options.now,
    taken,
    from: options.from,
  });
}

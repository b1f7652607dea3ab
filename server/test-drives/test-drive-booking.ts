import { randomBytes } from 'node:crypto';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { appointmentWhen } from '#domain/back-office/appointment-when';
import { findBrandById } from '#domain/catalogue/brands';
import { generateOperationCode } from '#domain/operation/operation-code';
import { keptVisitSource } from '#domain/shared/visit-source';
import {
  isOpenTestDrive,
  NEXT_SLOTS_OFFERED,
  TEST_DRIVE_MESSAGES,
  TEST_DRIVE_PATH,
  type TestDriveBooking,
  type TestDriveResult,
  type TestDriveSlot,
  type TestDriveSlotDay,
} from '#domain/test-drive/test-drive';
import type { TestDriveBookingInput } from '#domain/test-drive/test-drive-schemas';
import { firstSlots, isOfferedSlot, slotEnd } from '#domain/test-drive/test-drive-slots';
import { departmentEmail } from '../content';
import type { Database } from '../db/client';
import { testDrives } from '../db/schema';
import { isExclusionViolation } from '../db/unique-violation';
import { nationalHoliday } from '../dealership';
import { resolveLeadVehicle } from '../leads';
import { queueMail } from '../mail';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import { activeStaffWhoMay } from '../staff';
import { newTestDriveNotice, planTeamNotice, queueTeamNotice } from '../staff-notifications';
import {
  type BranchForTestDrives,
  demoUnitOf,
  freeSlotsOf,
  testDriveBranch,
  testDriveBranches,
} from './test-drive-calendar';
import { testDriveLinkPath, testDriveLinkUrl, verifyTestDriveSignature } from './test-drive-link';
import { type BookingFacts, bookedMail, cancelledMail, movedMail } from './test-drive-mails';

export interface TestDriveServiceDependencies {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'RESERVATION_LINK_SECRET'>;
  logger: Logger;
  /** The clock the slots are counted from (tests set it). */
  now?: () => Date;
}

type TestDriveRow = typeof testDrives.$inferSelect;
type Refusal = Extract<TestDriveResult, { ok: false }>;

/** The free slots of a version at a branch, or why there are none to ask for. */
export type SlotsAnswer =
  | { ok: true; branch: BranchForTestDrives; versionId: number; days: TestDriveSlotDay[] }
  | { ok: false; status: 404; message: string };

/**
 * Booking a test drive, and the buyer's own changes to it (docs/product.md §7 "Test drives", docs/decisions/0087).
 * A booking is saved with its e-mail to the buyer (a calendar event attached and the signed link to change it) and
 * the brand team's notice, in one transaction; it is a lead of the inbox, assigned to the brand's salesperson with the
 * fewest test drives ahead. The database refuses a second booking of a slot (the exclusion constraint of
 * test_drives): whoever loses the race is told the slot was just taken and offered the next free ones.
 */
export function createTestDriveService(deps: TestDriveServiceDependencies) {
  const { db, config, logger } = deps;
  const clock = deps.now ?? (() => new Date());

  const linkUrl = (code: string) => testDriveLinkUrl(config.PUBLIC_URL, config.RESERVATION_LINK_SECRET, code);

  function factsOf(row: TestDriveRow, branch: BranchForTestDrives): BookingFacts {
    return {
      code: row.code,
      revision: row.revision,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      vehicle: row.vehicle,
      hasLicence: row.hasLicence,
      name: row.name,
      email: row.email,
      branch: { name: branch.name, address: branch.address, mapUrl: branch.mapUrl },
      url: linkUrl(row.code),
      bookingPageUrl: `${config.PUBLIC_URL.replace(/\/+$/, '')}${TEST_DRIVE_PATH}`,
    };
  }

  function bookingOf(row: TestDriveRow, branch: BranchForTestDrives): TestDriveBooking {
    return {
      code: row.code,
      state: row.state,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      vehicle: row.vehicle,
      versionId: row.versionId ?? 0,
      branch: { id: branch.id, name: branch.name, address: branch.address, mapUrl: branch.mapUrl },
      name: row.name,
      path: testDriveLinkPath(config.RESERVATION_LINK_SECRET, row.code),
    };
  }

  async function slots(query: { branchId: number; versionId: number; from?: string | undefined }) {
    const branch = await testDriveBranch(db, query.branchId);
    if (!branch) return { ok: false, status: 404, message: TEST_DRIVE_MESSAGES.branchNotFound } as const;
    const unit = await demoUnitOf(db, branch.id, query.versionId);
    if (!unit) return { ok: false, status: 404, message: TEST_DRIVE_MESSAGES.noDemoUnit } as const;
    const days = await freeSlotsOf(db, branch, unit.id, { now: clock(), from: query.from });
    return { ok: true, branch, versionId: unit.version.id, unitId: unit.id, days } as const;
  }

  /** The slot taken under the buyer: the message, and the next free slots from that time on. */
  async function taken(
    branch: BranchForTestDrives,
    unitId: number,
    startsAt: Date,
    except?: number,
  ): Promise<Refusal> {
    const days = await freeSlotsOf(db, branch, unitId, { now: clock(), ...(except ? { except } : {}) });
    const later = days
      .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.startsAt > startsAt.toISOString()) }))
      .filter((day) => day.slots.length > 0);
    const next: TestDriveSlot[] = firstSlots(later.length > 0 ? later : days, NEXT_SLOTS_OFFERED);
    return { ok: false, status: 409, message: TEST_DRIVE_MESSAGES.slotTaken, nextSlots: next };
  }

  /** Refused before the database is asked: an instant that is not one of the branch's slots. */
  function notOffered(): Refusal {
    return {
      ok: false,
      status: 422,
      message: TEST_DRIVE_MESSAGES.slotNotOffered,
      fieldErrors: { starts_at: TEST_DRIVE_MESSAGES.slotNotOffered },
    };
  }

  const offered = (branch: BranchForTestDrives, startsAt: Date) =>
    isOfferedSlot(
      { calendar: branch, slotMinutes: branch.slotMinutes, holidayOf: nationalHoliday, now: clock() },
      startsAt,
    );

  /** The brand's salesperson with the fewest test drives ahead (then the first by name), or nobody. */
  async function assigneeFor(brandId: number | null) {
    if (brandId === null) return null;
    const people = await activeStaffWhoMay(db, 'leads.act', [brandId], ['sales']);
    if (people.length === 0) return null;
    const loads = await db
      .select({ accountId: testDrives.assignedAccountId, total: count() })
      .from(testDrives)
      .where(
        and(
          inArray(
            testDrives.assignedAccountId,
            people.map((person) => person.id),
          ),
          inArray(testDrives.state, ['booked', 'confirmed']),
          gte(testDrives.startsAt, clock()),
        ),
      )
      .groupBy(testDrives.assignedAccountId);
    const load = (id: number) => loads.find((row) => row.accountId === id)?.total ?? 0;
    return people.reduce((best, person) => (load(person.id) < load(best.id) ? person : best));
  }

  /** A bot's booking (the honeypot): answered as any booking, nothing kept or sent. */
  function decoy(input: TestDriveBookingInput, branch: BranchForTestDrives): TestDriveResult {
    const code = generateOperationCode();
    return {
      ok: true,
      message: TEST_DRIVE_MESSAGES.booked,
      booking: {
        code,
        state: 'booked',
        startsAt: input.starts_at.toISOString(),
        endsAt: slotEnd(input.starts_at, branch.slotMinutes).toISOString(),
        vehicle: '',
        versionId: input.version,
        branch: { id: branch.id, name: branch.name, address: branch.address, mapUrl: branch.mapUrl },
        name: input.name,
        path: `${TEST_DRIVE_PATH}/${code}?firma=${randomBytes(16).toString('base64url')}`,
      },
    };
  }

  async function book(input: TestDriveBookingInput): Promise<TestDriveResult> {
    const branch = await testDriveBranch(db, input.branch);
    if (!branch) return { ok: false, status: 404, message: TEST_DRIVE_MESSAGES.branchNotFound };
    const unit = await demoUnitOf(db, branch.id, input.version);
    if (!unit) return { ok: false, status: 404, message: TEST_DRIVE_MESSAGES.noDemoUnit };
    if (!offered(branch, input.starts_at)) return notOffered();
    if (input.website !== undefined) {
      logger.info({ form: 'test-drive' }, 'honeypot filled; booking discarded');
      return decoy(input, branch);
    }
    const free = await freeSlotsOf(db, branch, unit.id, { now: clock() });
    const wanted = input.starts_at.toISOString();
    if (!free.some((day) => day.slots.some((slot) => slot.startsAt === wanted)))
      return taken(branch, unit.id, input.starts_at);

    const vehicle = await resolveLeadVehicle(db, { version_id: unit.version.id }, undefined);
    const brandId = vehicle.brandId ?? unit.version.brandId;
    // Read before the transaction (an embedded database runs one statement at a time, the transaction's included).
    const assignee = await assigneeFor(brandId);
    const team = await planTeamNotice(db, {
      brandId,
      fallbackAddress: () => departmentEmail(db, 'sales', brandId),
      logger,
    });
    const consentAt = clock();
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(testDrives)
          .values({
            code: generateOperationCode(),
            demoUnitId: unit.id,
            locationId: branch.id,
            versionId: unit.version.id,
            vehicle:
              vehicle.description ??
              `${unit.version.brandName} ${unit.version.familyName} ${unit.version.name}`,
            startsAt: input.starts_at,
            endsAt: slotEnd(input.starts_at, branch.slotMinutes),
            name: input.name,
            lastname: input.lastname,
            email: input.email,
            phone: input.phone,
            dni: input.dni,
            hasLicence: input.licence,
            consentAt,
            brandId,
            assignedAccountId: assignee?.id ?? null,
            ...keptVisitSource(input.source),
          })
          .returning();
        if (!inserted) throw new Error('test_drives insert returned no row');
        await queueMail(tx, bookedMail(factsOf(inserted, branch)));
        await queueTeamNotice(
          tx,
          team,
          newTestDriveNotice({
            kind: 'test_drive',
            id: inserted.id,
            about: inserted.vehicle,
            brandName: findBrandById(brandId)?.name ?? null,
            when: appointmentWhen(inserted.startsAt),
            branchName: branch.name,
            assigneeName: assignee?.name ?? null,
          }),
          { publicUrl: config.PUBLIC_URL },
        );
        return inserted;
      });
      logger.info({ form: 'test-drive', testDriveId: row.id }, 'test drive booked');
      return { ok: true, message: TEST_DRIVE_MESSAGES.booked, booking: bookingOf(row, branch) };
    } catch (error) {
      if (isExclusionViolation(error)) return taken(branch, unit.id, input.starts_at);
      throw error;
    }
  }

  /** The booking a signed link opens, with its branch; null when the code or the signature is wrong. */
  async function opened(code: string, signature: string) {
    if (
      !/^[0-9A-Z]{12}$/.test(code) ||
      !verifyTestDriveSignature(config.RESERVATION_LINK_SECRET, code, signature)
    )
      return null;
    const [row] = await db.select().from(testDrives).where(eq(testDrives.code, code)).limit(1);
    if (!row) return null;
    const branch = await testDriveBranch(db, row.locationId);
    return branch ? { row, branch } : null;
  }

  async function find(code: string, signature: string) {
    const found = await opened(code, signature);
    if (!found) return null;
    const { row, branch } = found;
    const days = isOpenTestDrive(row.state)
      ? await freeSlotsOf(db, branch, row.demoUnitId, { now: clock(), except: row.id })
      : [];
    return { booking: bookingOf(row, branch), days };
  }

  /**
   * Moves a booking to another free slot of its demo unit: by its buyer (from the signed page) or by staff (`byTeam`,
   * once the back office has checked who may, `alongside` writing its audit entry in the same transaction). The buyer
   * is e-mailed the new time with the calendar event that replaces the old one.
   */
  async function moveRow(
    row: TestDriveRow,
    startsAt: Date,
    byTeam: boolean,
    alongside?: (tx: Database) => Promise<void>,
  ): Promise<TestDriveResult> {
    const branch = await testDriveBranch(db, row.locationId);
    if (!branch) return { ok: false, status: 404, message: TEST_DRIVE_MESSAGES.branchNotFound };
    if (!isOpenTestDrive(row.state)) return { ok: false, status: 409, message: TEST_DRIVE_MESSAGES.notOpen };
    if (!offered(branch, startsAt)) return notOffered();
    try {
      const moved = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(testDrives)
          .set({
            startsAt,
            endsAt: slotEnd(startsAt, branch.slotMinutes),
            revision: sql`${testDrives.revision} + 1`,
            // A new time is reminded again.
            remindedAt: null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(testDrives.id, row.id), inArray(testDrives.state, ['booked', 'confirmed'])))
          .returning();
        if (!updated) return null;
        if (updated.personalDataRemovedAt === null)
          await queueMail(tx, movedMail(factsOf(updated, branch), byTeam));
        await alongside?.(tx);
        return updated;
      });
      if (!moved) return { ok: false, status: 409, message: TEST_DRIVE_MESSAGES.notOpen };
      return { ok: true, message: TEST_DRIVE_MESSAGES.moved, booking: bookingOf(moved, branch) };
    } catch (error) {
      if (isExclusionViolation(error)) return taken(branch, row.demoUnitId, startsAt, row.id);
      throw error;
    }
  }

  /** Cancels an open booking: its slot is free again, and the buyer is e-mailed the event's cancellation. */
  async function cancelRow(
    row: TestDriveRow,
    byTeam: boolean,
    alongside?: (tx: Database) => Promise<void>,
  ): Promise<TestDriveResult> {
    const branch = await testDriveBranch(db, row.locationId);
    if (!branch) return { ok: false, status: 404, message: TEST_DRIVE_MESSAGES.branchNotFound };
    const cancelled = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(testDrives)
        .set({ state: 'cancelled', revision: sql`${testDrives.revision} + 1`, updatedAt: sql`now()` })
        .where(and(eq(testDrives.id, row.id), inArray(testDrives.state, ['booked', 'confirmed'])))
        .returning();
      if (!updated) return null;
      if (updated.personalDataRemovedAt === null)
        await queueMail(tx, cancelledMail(factsOf(updated, branch), byTeam));
      await alongside?.(tx);
      return updated;
    });
    if (!cancelled) return { ok: false, status: 409, message: TEST_DRIVE_MESSAGES.notOpen };
    return { ok: true, message: TEST_DRIVE_MESSAGES.cancelled, booking: bookingOf(cancelled, branch) };
  }

  const linkNotValid: Refusal = { ok: false, status: 404, message: TEST_DRIVE_MESSAGES.linkNotValid };

  return {
    slots,
    book,
    find,
    branches: () => testDriveBranches(db),
    async move(code: string, signature: string, startsAt: Date): Promise<TestDriveResult> {
      const found = await opened(code, signature);
      return found ? moveRow(found.row, startsAt, false) : linkNotValid;
    },
    async cancel(code: string, signature: string): Promise<TestDriveResult> {
      const found = await opened(code, signature);
      return found ? cancelRow(found.row, false) : linkNotValid;
    },
    moveRow,
    cancelRow,
  };
}

export type TestDriveService = ReturnType<typeof createTestDriveService>;

import { and, asc, eq, gt, gte, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { BranchCalendar } from '#domain/back-office/branch-agenda';
import { normalizeOperationCode } from '#domain/operation/operation-code';
import {
  RESERVATION_VISIT_MINUTES,
  type ReservationVisitPlace,
  visitWindow,
} from '#domain/operation/reservation-visit';
import type { TestDriveSlotDay } from '#domain/test-drive/test-drive';
import { freeSlots, type TakenTime } from '#domain/test-drive/test-drive-slots';
import type { Database } from '../db/client';
import {
  locations,
  operations,
  reservationVisits,
  staffAccounts,
  stockUnits,
  testDrives,
} from '../db/schema';
import { nationalHoliday } from '../dealership';
import { activeStaffWhoMay } from '../staff';

/**
 * What a visit after a reservation is booked on (docs/decisions/0089): the operation, the branch of its unit with the
 * branch calendar, the people whose time it may hold and the time they are already taken. The slots themselves are
 * cut by the branch calendar's rule (domain/test-drive/test-drive-slots.ts) within the visit's window
 * (domain/operation/reservation-visit.ts `visitWindow`).
 */

export type VisitRow = typeof reservationVisits.$inferSelect;

export interface VisitBranch extends ReservationVisitPlace, BranchCalendar {
  id: number;
}

/**
 * An operation as its visit needs it; `open` when it still takes a visit: reserved, documents not yet received, and
 * no visit of it marked as one the buyer came to (one they missed leaves them to book another).
 */
export interface VisitOperation {
  id: number;
  code: string;
  brandId: number;
  model: string;
  email: string;
  firstName: string;
  reservedAt: Date;
  advisorAccountId: number | null;
  open: boolean;
  branch: VisitBranch;
  visit: (VisitRow & { advisorName: string | null }) | null;
}

export interface Person {
  id: number;
  name: string;
}

/** The operation of `code` with its branch and its visit to come; null when there is none or it has no branch. */
export async function visitOperation(db: Database, rawCode: string): Promise<VisitOperation | null> {
  const code = normalizeOperationCode(rawCode);
  if (!code) return null;
  const [row] = await db
    .select({
      id: operations.id,
      code: operations.code,
      status: operations.status,
      fulfilment: operations.fulfilment,
      brandId: operations.brandId,
      model: operations.model,
      email: operations.email,
      name: operations.name,
      reservedAt: operations.reservedAt,
      advisorAccountId: operations.advisorAccountId,
      location: stockUnits.location,
    })
    .from(operations)
    .innerJoin(stockUnits, eq(stockUnits.id, operations.stockUnitId))
    .where(eq(operations.code, code))
    .limit(1);
  if (!row?.reservedAt) return null;
  const [branch] = await db
    .select({
      id: locations.id,
      name: locations.name,
      address: locations.address,
      mapUrl: locations.mapUrl,
      weeklyHours: locations.weeklyHours,
      closureDays: locations.closureDays,
    })
    .from(locations)
    .where(and(eq(locations.name, row.location), isNull(locations.deletedAt)))
    .limit(1);
  if (!branch) return null;
  const visits = await db
    .select({ visit: reservationVisits, advisorName: staffAccounts.name })
    .from(reservationVisits)
    .leftJoin(staffAccounts, eq(staffAccounts.id, reservationVisits.advisorAccountId))
    .where(
      and(eq(reservationVisits.operationId, row.id), inArray(reservationVisits.state, ['booked', 'came'])),
    );
  const visit = visits.find((candidate) => candidate.visit.state === 'booked');
  const visited = visits.some((candidate) => candidate.visit.state === 'came');
  return {
    id: row.id,
    code: row.code,
    brandId: row.brandId,
    model: row.model,
    email: row.email,
    firstName: row.name ?? '',
    reservedAt: row.reservedAt,
    advisorAccountId: row.advisorAccountId,
    open: row.status === 'reserved' && row.fulfilment === 'awaiting_documents' && !visited,
    branch,
    visit: visit ? { ...visit.visit, advisorName: visit.advisorName } : null,
  };
}

/**
 * Whose time a visit may hold: the reservation's asesor while their account is active, else the brand's
 * salespeople (role `sales`, who may act on its reservations); nobody when the brand has none.
 */
export async function visitPeople(db: Database, operation: VisitOperation): Promise<Person[]> {
  if (operation.advisorAccountId !== null) {
    const [advisor] = await db
      .select({ id: staffAccounts.id, name: staffAccounts.name })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.id, operation.advisorAccountId), eq(staffAccounts.active, true)))
      .limit(1);
    if (advisor) return [advisor];
  }
  return activeStaffWhoMay(db, 'reservations.act', [operation.brandId], ['sales']);
}

/** A person a visit holds, to e-mail: their account while it is active, else nobody. */
export interface Holder extends Person {
  email: string;
}

export async function holderOf(db: Database, accountId: number | null | undefined): Promise<Holder | null> {
  if (accountId === null || accountId === undefined) return null;
  const [holder] = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name, email: staffAccounts.email })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, accountId), eq(staffAccounts.active, true)))
    .limit(1);
  return holder ?? null;
}

/**
 * The time each person is taken between two instants: their visits not cancelled (`except` the one being moved) and
 * the test drives they are assigned that are still to come.
 */
export async function takenByPerson(
  db: Database,
  people: readonly Person[],
  between: { from: Date; to: Date },
  except?: number,
): Promise<Map<number, TakenTime[]>> {
  const taken = new Map<number, TakenTime[]>(people.map((person) => [person.id, []]));
  if (people.length === 0) return taken;
  const ids = people.map((person) => person.id);
  const [visits, drives] = await Promise.all([
    db
      .select({
        accountId: reservationVisits.advisorAccountId,
        startsAt: reservationVisits.startsAt,
        endsAt: reservationVisits.endsAt,
      })
      .from(reservationVisits)
      .where(
        and(
          inArray(reservationVisits.advisorAccountId, ids),
          ne(reservationVisits.state, 'cancelled'),
          lt(reservationVisits.startsAt, between.to),
          gt(reservationVisits.endsAt, between.from),
          except === undefined ? undefined : ne(reservationVisits.id, except),
        ),
      ),
    db
      .select({
        accountId: testDrives.assignedAccountId,
        startsAt: testDrives.startsAt,
        endsAt: testDrives.endsAt,
      })
      .from(testDrives)
      .where(
        and(
          inArray(testDrives.assignedAccountId, ids),
          inArray(testDrives.state, ['booked', 'confirmed']),
          lt(testDrives.startsAt, between.to),
          gt(testDrives.endsAt, between.from),
        ),
      ),
  ]);
  for (const row of [...visits, ...drives])
    if (row.accountId !== null)
      taken.get(row.accountId)?.push({ startsAt: row.startsAt, endsAt: row.endsAt });
  return taken;
}

/** How many visits each person has from now on: a visit goes to the least busy of those free. */
export async function visitsAhead(db: Database, people: readonly Person[], now: Date) {
  if (people.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ accountId: reservationVisits.advisorAccountId })
    .from(reservationVisits)
    .where(
      and(
        inArray(
          reservationVisits.advisorAccountId,
          people.map((person) => person.id),
        ),
        eq(reservationVisits.state, 'booked'),
        gte(reservationVisits.startsAt, now),
      ),
    )
    .orderBy(asc(reservationVisits.startsAt));
  const counts = new Map<number, number>();
  for (const row of rows)
    if (row.accountId !== null) counts.set(row.accountId, (counts.get(row.accountId) ?? 0) + 1);
  return counts;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar a visit's slots are cut on: the branch's hours in slots of a visit's length, within the window. */
export function visitSlotQuery(operation: VisitOperation, now: Date) {
  return {
    calendar: operation.branch,
    slotMinutes: RESERVATION_VISIT_MINUTES,
    holidayOf: nationalHoliday,
    now,
    window: visitWindow(operation.reservedAt, now, operation.branch, nationalHoliday),
  };
}

/**
 * The free slots of each person within the visit's window; with nobody to hold (a brand without salespeople), the
 * branch's slots as they are.
 */
export async function freeSlotsByPerson(
  db: Database,
  operation: VisitOperation,
  people: readonly Person[],
  now: Date,
  except?: number,
): Promise<Map<number | null, TestDriveSlotDay[]>> {
  const query = visitSlotQuery(operation, now);
  if (people.length === 0) return new Map([[null, freeSlots({ ...query, taken: [] })]]);
  const taken = await takenByPerson(
    db,
    people,
    {
      from: new Date(now.getTime() - DAY_MS),
      to: new Date(Date.parse(`${query.window.last}T00:00:00Z`) + 2 * DAY_MS),
    },
    except,
  );
  return new Map(
    people.map((person) => [person.id, freeSlots({ ...query, taken: taken.get(person.id) ?? [] })]),
  );
}

/** The slots free for anyone of them, by day: a slot is offered when one person at least is free then. */
export function anyoneFree(byPerson: ReadonlyMap<number | null, TestDriveSlotDay[]>): TestDriveSlotDay[] {
  const days = new Map<string, Map<string, string>>();
  for (const personDays of byPerson.values())
    for (const day of personDays) {
      const slots = days.get(day.date) ?? new Map<string, string>();
      for (const slot of day.slots) slots.set(slot.startsAt, slot.time);
      days.set(day.date, slots);
    }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, slots]) => ({
      date,
      slots: [...slots.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([startsAt, time]) => ({ startsAt, time })),
    }));
}

import { and, eq, sql } from 'drizzle-orm';
import {
  RESERVATION_VISIT_MESSAGES,
  RESERVATION_VISIT_MINUTES,
  type ReservationVisitResult,
  type ReservationVisitView,
} from '#domain/operation/reservation-visit';
import { isOfferedSlot, slotEnd } from '#domain/test-drive/test-drive-slots';
import type { Database } from '../db/client';
import { reservationVisits } from '../db/schema';
import { isExclusionViolation, isUniqueViolation } from '../db/unique-violation';
import { myReservationUrl } from '../dealership';
import { queueMail } from '../mail';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import {
  anyoneFree,
  freeSlotsByPerson,
  type Person,
  type VisitOperation,
  type VisitRow,
  visitOperation,
  visitPeople,
  visitSlotQuery,
  visitsAhead,
} from './visit-calendar';
import { type VisitFacts, visitBookedMail, visitCancelledMail, visitMovedMail } from './visit-mails';

export interface ReservationVisitDependencies {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'RESERVATION_LINK_SECRET'>;
  logger: Logger;
  /** The clock the slots are counted from (tests set it). */
  now?: () => Date;
}

type Refusal = Extract<ReservationVisitResult, { ok: false }>;

const refusal = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });

/**
 * The visit after a reservation (docs/product.md §2 "Mi reserva", docs/decisions/0089): booked by the buyer from the
 * success page (by the operation's code, as the page itself is reached) or from "Mi reserva" (by its signed link, which
 * the page checks as every look-up by code, and which alone moves or cancels it), on the branch calendar of the unit's
 * branch. Each change is saved with the buyer's e-mail and its calendar event in one transaction. The database refuses a second visit to come of the operation and
 * two overlapping visits of a salesperson: whoever loses the race is told the slot was just taken.
 */
export function createReservationVisitService(deps: ReservationVisitDependencies) {
  const { db, config, logger } = deps;
  const clock = deps.now ?? (() => new Date());

  function factsOf(operation: VisitOperation, row: VisitRow, advisorName: string | null): VisitFacts {
    return {
      id: row.id,
      code: operation.code,
      revision: row.revision,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      model: operation.model,
      name: operation.firstName,
      email: operation.email,
      advisorName,
      branch: operation.branch,
      url: myReservationUrl(config.PUBLIC_URL, config.RESERVATION_LINK_SECRET, operation.code),
    };
  }

  /** The person a visit at `startsAt` holds: the least busy of those free then; null with nobody to hold. */
  async function personFor(
    operation: VisitOperation,
    startsAt: Date,
    except?: number,
  ): Promise<{ person: Person | null } | null> {
    const people = await visitPeople(db, operation);
    if (people.length === 0) return { person: null };
    const byPerson = await freeSlotsByPerson(db, operation, people, clock(), except);
    const wanted = startsAt.toISOString();
    const free = people.filter((person) =>
      byPerson.get(person.id)?.some((day) => day.slots.some((slot) => slot.startsAt === wanted)),
    );
    if (free.length === 0) return null;
    // Moving keeps the same person when they are free at the new time.
    const current = free.find((person) => person.id === operation.visit?.advisorAccountId);
    if (current) return { person: current };
    const ahead = await visitsAhead(db, free, clock());
    const load = (person: Person) => ahead.get(person.id) ?? 0;
    return { person: free.reduce((best, person) => (load(person) < load(best) ? person : best)) };
  }

  const offered = (operation: VisitOperation, startsAt: Date) =>
    isOfferedSlot(visitSlotQuery(operation, clock()), startsAt);

  async function view(code: string): Promise<ReservationVisitView | null> {
    const operation = await visitOperation(db, code);
    if (!operation?.open) return null;
    const people = await visitPeople(db, operation);
    const days = anyoneFree(
      await freeSlotsByPerson(db, operation, people, clock(), operation.visit?.id ?? undefined),
    );
    const { name, address, mapUrl } = operation.branch;
    return {
      booked: operation.visit
        ? {
            startsAt: operation.visit.startsAt.toISOString(),
            endsAt: operation.visit.endsAt.toISOString(),
            advisorName: operation.visit.advisorName,
            branch: { name, address, mapUrl },
          }
        : null,
      days,
      branch: { name, address, mapUrl },
    };
  }

  async function book(code: string, startsAt: Date): Promise<ReservationVisitResult> {
    const operation = await visitOperation(db, code);
    if (!operation) return refusal(404, RESERVATION_VISIT_MESSAGES.notOpen);
    if (!operation.open) return refusal(409, RESERVATION_VISIT_MESSAGES.notOpen);
    if (operation.visit) return refusal(409, RESERVATION_VISIT_MESSAGES.alreadyBooked);
    if (!offered(operation, startsAt)) return refusal(422, RESERVATION_VISIT_MESSAGES.slotNotOffered);
    const chosen = await personFor(operation, startsAt);
    if (!chosen) return refusal(409, RESERVATION_VISIT_MESSAGES.slotTaken);
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(reservationVisits)
          .values({
            operationId: operation.id,
            locationId: operation.branch.id,
            advisorAccountId: chosen.person?.id ?? null,
            startsAt,
            endsAt: slotEnd(startsAt, RESERVATION_VISIT_MINUTES),
          })
          .returning();
        if (!inserted) throw new Error('reservation_visits insert returned no row');
        if (operation.email)
          await queueMail(tx, visitBookedMail(factsOf(operation, inserted, chosen.person?.name ?? null)));
        return inserted;
      });
      logger.info({ visitId: row.id, operationId: operation.id }, 'reservation visit booked');
      return { ok: true, message: RESERVATION_VISIT_MESSAGES.booked };
    } catch (error) {
      if (isExclusionViolation(error)) return refusal(409, RESERVATION_VISIT_MESSAGES.slotTaken);
      if (isUniqueViolation(error)) return refusal(409, RESERVATION_VISIT_MESSAGES.alreadyBooked);
      throw error;
    }
  }

  async function move(code: string, startsAt: Date): Promise<ReservationVisitResult> {
    const operation = await visitOperation(db, code);
    if (!operation?.open) return refusal(409, RESERVATION_VISIT_MESSAGES.notOpen);
    const visit = operation.visit;
    if (!visit) return refusal(409, RESERVATION_VISIT_MESSAGES.noVisit);
    if (!offered(operation, startsAt)) return refusal(422, RESERVATION_VISIT_MESSAGES.slotNotOffered);
    const chosen = await personFor(operation, startsAt, visit.id);
    if (!chosen) return refusal(409, RESERVATION_VISIT_MESSAGES.slotTaken);
    try {
      const moved = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(reservationVisits)
          .set({
            startsAt,
            endsAt: slotEnd(startsAt, RESERVATION_VISIT_MINUTES),
            advisorAccountId: chosen.person?.id ?? null,
            revision: sql`${reservationVisits.revision} + 1`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(reservationVisits.id, visit.id), eq(reservationVisits.state, 'booked')))
          .returning();
        if (!updated) return null;
        if (operation.email)
          await queueMail(tx, visitMovedMail(factsOf(operation, updated, chosen.person?.name ?? null)));
        return updated;
      });
      if (!moved) return refusal(409, RESERVATION_VISIT_MESSAGES.noVisit);
      return { ok: true, message: RESERVATION_VISIT_MESSAGES.moved };
    } catch (error) {
      if (isExclusionViolation(error)) return refusal(409, RESERVATION_VISIT_MESSAGES.slotTaken);
      throw error;
    }
  }

  async function cancel(code: string): Promise<ReservationVisitResult> {
    const operation = await visitOperation(db, code);
    const visit = operation?.visit;
    if (!operation || !visit) return refusal(409, RESERVATION_VISIT_MESSAGES.noVisit);
    const cancelled = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(reservationVisits)
        .set({ state: 'cancelled', revision: sql`${reservationVisits.revision} + 1`, updatedAt: sql`now()` })
        .where(and(eq(reservationVisits.id, visit.id), eq(reservationVisits.state, 'booked')))
        .returning();
      if (!updated) return null;
      if (operation.email)
        await queueMail(tx, visitCancelledMail(factsOf(operation, updated, visit.advisorName)));
      return updated;
    });
    if (!cancelled) return refusal(409, RESERVATION_VISIT_MESSAGES.noVisit);
    return { ok: true, message: RESERVATION_VISIT_MESSAGES.cancelled };
  }

  return {
    view,
    /** A first visit: from the success page (reached by the code), or from "Mi reserva". */
    book,
    /** Only from "Mi reserva", once its signed link was checked (app/routes/concesionario-digital/mi-reserva.tsx). */
    move,
    cancel,
  };
}

export type ReservationVisitService = ReturnType<typeof createReservationVisitService>;

import { and, eq, sql } from 'drizzle-orm';
import { RESERVATION_VISIT_DESK_MESSAGES } from '#domain/back-office/reservation-visit-desk';
import type { StaffActor } from '#domain/back-office/staff';
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
import type { OutgoingMail } from '../mail';
import { queueMail } from '../mail';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import { recordAudit } from '../staff';
import {
  anyoneFree,
  freeSlotsByPerson,
  type Holder,
  holderOf,
  type Person,
  type VisitOperation,
  type VisitRow,
  visitOperation,
  visitPeople,
  visitSlotQuery,
  visitsAhead,
} from './visit-calendar';
import {
  advisorBookedMail,
  advisorCancelledMail,
  advisorMovedMail,
  type VisitChanger,
  type VisitFacts,
  visitBookedMail,
  visitCancelledMail,
  visitMovedMail,
} from './visit-mails';

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
 * Who asks to move or cancel a visit: the buyer, from "Mi reserva" once its signed link was checked; or a person of
 * the team, once the back office checked who may (server/reservation-visits/visit-desk.ts), about the visit of the page
 * they had open (`visitId`: a visit changed meanwhile is not changed again). The rules are the same; the team's
 * change is audited, and each is told in its own words.
 */
export type VisitRequester = { by: 'buyer' } | { by: 'staff'; actor: StaffActor; visitId: number };

const BUYER: VisitRequester = { by: 'buyer' };

const textsFor = (requester: VisitRequester) =>
  requester.by === 'staff' ? RESERVATION_VISIT_DESK_MESSAGES : RESERVATION_VISIT_MESSAGES;

const changerOf = (requester: VisitRequester): VisitChanger =>
  requester.by === 'staff' ? { by: 'staff', name: requester.actor.member.name } : { by: 'buyer' };

/** A person who made the change needs no e-mail about it. */
const toldOf = (holder: Holder | null, requester: VisitRequester) =>
  holder && !(requester.by === 'staff' && requester.actor.member.id === holder.id) ? holder : null;

/**
 * The visit after a reservation (docs/product.md §2 "Mi reserva", docs/decisions/0089): booked by the buyer from the
 * success page (by the operation's code, as the page itself is reached) or from "Mi reserva" (by its signed link, which
 * the page checks as every look-up by code, and which alone moves or cancels it on the buyer's side), on the branch
 * calendar of the unit's branch; moved and cancelled by the team too (`VisitRequester`). Each change is saved with the
 * buyer's e-mail and its calendar event, the salesperson's e-mail when it holds one's time, and the team's audit entry,
 * in one transaction. The database refuses a second visit to come of the operation and two overlapping visits of a
 * salesperson: whoever loses the race is told the slot was just taken.
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
    // Read before the transaction (an embedded database runs one statement at a time, the transaction's included).
    const holder = await holderOf(db, chosen.person?.id);
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
        const facts = factsOf(operation, inserted, chosen.person?.name ?? null);
        if (operation.email) await queueMail(tx, visitBookedMail(facts));
        if (holder) await queueMail(tx, advisorBookedMail(holder, facts, config.PUBLIC_URL, { by: 'buyer' }));
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

  /** The salesperson's e-mails about a move: the one it keeps or is given, and the one it leaves. */
  function advisorMailsOfMove(
    before: { facts: VisitFacts; holder: Holder | null },
    after: { facts: VisitFacts; holder: Holder | null },
    requester: VisitRequester,
  ): OutgoingMail[] {
    const changer = changerOf(requester);
    const kept = before.holder?.id === after.holder?.id;
    const gaining = toldOf(after.holder, requester);
    const leaving = kept ? null : toldOf(before.holder, requester);
    return [
      ...(gaining
        ? [
            kept
              ? advisorMovedMail(gaining, after.facts, config.PUBLIC_URL, changer)
              : advisorBookedMail(gaining, after.facts, config.PUBLIC_URL, changer, true),
          ]
        : []),
      ...(leaving
        ? [
            advisorCancelledMail(leaving, before.facts, config.PUBLIC_URL, changer, {
              startsAt: after.facts.startsAt,
              advisorName: after.facts.advisorName,
            }),
          ]
        : []),
    ];
  }

  /**
   * Moves the visit to come to another free slot of its window: the same rules and the same database constraints
   * whoever asks; the person it holds stays when free then, else it goes to the least busy of those free.
   */
  async function move(
    code: string,
    startsAt: Date,
    requester: VisitRequester = BUYER,
  ): Promise<ReservationVisitResult> {
    const texts = textsFor(requester);
    const operation = await visitOperation(db, code);
    if (!operation?.open) return refusal(409, texts.notOpen);
    const visit = operation.visit;
    if (!visit || (requester.by === 'staff' && requester.visitId !== visit.id))
      return refusal(409, texts.noVisit);
    if (!offered(operation, startsAt)) return refusal(422, texts.slotNotOffered);
    const chosen = await personFor(operation, startsAt, visit.id);
    if (!chosen) return refusal(409, texts.slotTaken);
    const [before, after] = await Promise.all([
      holderOf(db, visit.advisorAccountId),
      holderOf(db, chosen.person?.id),
    ]);
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
        const facts = factsOf(operation, updated, chosen.person?.name ?? null);
        if (operation.email) await queueMail(tx, visitMovedMail(facts, requester.by === 'staff'));
        const left = {
          ...factsOf(operation, visit, visit.advisorName),
          revision: updated.revision,
        };
        for (const mail of advisorMailsOfMove(
          { facts: left, holder: before },
          { facts, holder: after },
          requester,
        ))
          await queueMail(tx, mail);
        if (requester.by === 'staff')
          await recordAudit(tx, requester.actor, {
            action: 'reservation_visit.move',
            subjectType: 'operation',
            subjectId: operation.code,
            before: { appointmentAt: visit.startsAt.toISOString(), advisorAccountId: visit.advisorAccountId },
            after: { appointmentAt: startsAt.toISOString(), advisorAccountId: updated.advisorAccountId },
          });
        return updated;
      });
      if (!moved) return refusal(409, texts.noVisit);
      return { ok: true, message: texts.moved };
    } catch (error) {
      if (isExclusionViolation(error)) return refusal(409, texts.slotTaken);
      throw error;
    }
  }

  /** Cancels the visit to come: its time is free again; the buyer and the salesperson are told. */
  async function cancel(code: string, requester: VisitRequester = BUYER): Promise<ReservationVisitResult> {
    const texts = textsFor(requester);
    const operation = await visitOperation(db, code);
    const visit = operation?.visit;
    if (!operation || !visit || (requester.by === 'staff' && requester.visitId !== visit.id))
      return refusal(409, texts.noVisit);
    const holder = toldOf(await holderOf(db, visit.advisorAccountId), requester);
    const cancelled = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(reservationVisits)
        .set({ state: 'cancelled', revision: sql`${reservationVisits.revision} + 1`, updatedAt: sql`now()` })
        .where(and(eq(reservationVisits.id, visit.id), eq(reservationVisits.state, 'booked')))
        .returning();
      if (!updated) return null;
      const facts = factsOf(operation, updated, visit.advisorName);
      if (operation.email) await queueMail(tx, visitCancelledMail(facts, requester.by === 'staff'));
      if (holder)
        await queueMail(tx, advisorCancelledMail(holder, facts, config.PUBLIC_URL, changerOf(requester)));
      if (requester.by === 'staff')
        await recordAudit(tx, requester.actor, {
          action: 'reservation_visit.cancel',
          subjectType: 'operation',
          subjectId: operation.code,
          before: { state: visit.state },
          after: { state: updated.state },
        });
      return updated;
    });
    if (!cancelled) return refusal(409, texts.noVisit);
    return { ok: true, message: texts.cancelled };
  }

  return {
    view,
    /** A first visit: from the success page (reached by the code), or from "Mi reserva". */
    book,
    /**
     * The buyer's only from "Mi reserva", once its signed link was checked (app/routes/concesionario-digital/mi-reserva.tsx);
     * the team's from the visit's page in the back office.
     */
    move,
    cancel,
  };
}

export type ReservationVisitService = ReturnType<typeof createReservationVisitService>;

import { and, eq, sql } from 'drizzle-orm';
import {
  RESERVATION_VISIT_ACTIONS,
  RESERVATION_VISIT_DESK_MESSAGES,
  RESERVATION_VISIT_MARKED,
  type ReservationVisitAction,
  type ReservationVisitDeskResult,
  type ReservationVisitDeskSource,
  type ReservationVisitRecord,
} from '#domain/back-office/reservation-visit-desk';
import { staffMay } from '#domain/back-office/staff';
import { findBrandById } from '#domain/catalogue/brands';
import { RESERVATION_VISIT_STATE_LABELS } from '#domain/operation/reservation-visit';
import { refusedFields } from '#domain/shared/field-errors';
import { slotChoiceSchema } from '#domain/test-drive/test-drive-schemas';
import type { Database } from '../db/client';
import { locations, operations, reservationVisits, staffAccounts } from '../db/schema';
import { recordAudit } from '../staff';
import type { ReservationVisitService } from './visit-service';

const NOT_FOUND = { found: false, status: 404, message: 'No encontramos esa visita.' } as const;
const FORBIDDEN_READ = {
  found: false,
  status: 403,
  message: 'No tenés permiso para ver esta página.',
} as const;
const FORBIDDEN: ReservationVisitDeskResult = {
  ok: false,
  status: 403,
  message: 'No tenés permiso para cambiar esta visita.',
};
const TOO_EARLY = 'Todavía no llegó la hora de esta visita.';

/** The actions a visit allows in its state, at `now`: cancel while booked, came or no-show from its time on. */
function allowedActions(visit: { state: string; startsAt: Date }, now: Date): ReservationVisitAction[] {
  if (visit.state !== 'booked') return [];
  return RESERVATION_VISIT_ACTIONS.filter((action) => action === 'cancel' || visit.startsAt <= now);
}

/**
 * The visits after a reservation in the back office (docs/product.md §6 "The branch calendar", docs/decisions/0089):
 * a visit's page and the team's actions on it, each checked on the server against the visit's reservation
 * (`reservations.read` on its brand to see it, `reservations.act` to change it). Moving and cancelling are the visit
 * service's, the buyer's own rules with the team as who asks; "vino" and "no vino" are the team's alone, here. Each
 * change is written to the audit log in its transaction, as the reservation's.
 */
export function reservationVisitDesk(deps: {
  db: Database;
  service: ReservationVisitService;
  now?: () => Date;
}): ReservationVisitDeskSource {
  const { db, service } = deps;
  const clock = deps.now ?? (() => new Date());

  async function rowOf(id: number) {
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    const [row] = await db
      .select({
        visit: reservationVisits,
        code: operations.code,
        brandId: operations.brandId,
        model: operations.model,
        name: operations.name,
        lastname: operations.lastname,
        email: operations.email,
        telephone: operations.telephone,
        branchName: locations.name,
        branchAddress: locations.address,
        advisorName: staffAccounts.name,
      })
      .from(reservationVisits)
      .innerJoin(operations, eq(operations.id, reservationVisits.operationId))
      .innerJoin(locations, eq(locations.id, reservationVisits.locationId))
      .leftJoin(staffAccounts, eq(staffAccounts.id, reservationVisits.advisorAccountId))
      .where(eq(reservationVisits.id, id))
      .limit(1);
    return row;
  }

  const staffOf = (actor: Parameters<ReservationVisitDeskSource['act']>[0], visitId: number) =>
    ({ by: 'staff', actor, visitId }) as const;

  return {
    async record(member, id) {
      const row = await rowOf(id);
      if (!row) return NOT_FOUND;
      if (!staffMay(member, 'reservations.read', row.brandId)) return FORBIDDEN_READ;
      const { visit } = row;
      const mayAct = staffMay(member, 'reservations.act', row.brandId);
      // The buyer's own slots: the same window and people, its own time counted free.
      const days = mayAct && visit.state === 'booked' ? ((await service.view(row.code))?.days ?? []) : [];
      const brand = findBrandById(row.brandId);
      const record: ReservationVisitRecord = {
        id: visit.id,
        state: visit.state,
        startsAt: visit.startsAt.toISOString(),
        endsAt: visit.endsAt.toISOString(),
        code: row.code,
        vehicle: brand ? `${brand.name} ${row.model}` : row.model,
        brandName: brand?.name ?? null,
        branch: { id: visit.locationId, name: row.branchName, address: row.branchAddress },
        advisorName: row.advisorName,
        buyer: {
          name: [row.name, row.lastname].filter(Boolean).join(' '),
          email: row.email,
          telephone: row.telephone ?? '',
        },
        actions: mayAct ? allowedActions(visit, clock()) : [],
        days,
      };
      return { found: true, record };
    },

    async act(actor, id, action) {
      const row = await rowOf(id);
      if (!row) return { ok: false, status: 404, message: NOT_FOUND.message };
      if (!staffMay(actor.member, 'reservations.act', row.brandId)) return FORBIDDEN;
      const chosen = RESERVATION_VISIT_ACTIONS.find((candidate) => candidate === action);
      if (!chosen)
        return { ok: false, status: 400, message: 'No reconocemos esa acción. Recargá la página.' };
      const { visit } = row;
      if (!allowedActions(visit, clock()).includes(chosen)) {
        return {
          ok: false,
          status: 409,
          message:
            visit.state === 'booked'
              ? TOO_EARLY
              : `La visita ya está «${RESERVATION_VISIT_STATE_LABELS[visit.state]}».`,
        };
      }
      if (chosen === 'cancel') {
        const result = await service.cancel(row.code, staffOf(actor, visit.id));
        return result.ok ? result : { ok: false, status: 409, message: result.message };
      }
      const changed = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(reservationVisits)
          .set({ state: chosen, updatedAt: sql`now()` })
          .where(and(eq(reservationVisits.id, visit.id), eq(reservationVisits.state, 'booked')))
          .returning({ id: reservationVisits.id });
        if (!updated) return false;
        await recordAudit(tx, actor, {
          action: `reservation_visit.${chosen}`,
          subjectType: 'operation',
          subjectId: row.code,
          before: { state: visit.state },
          after: { state: chosen },
        });
        return true;
      });
      if (!changed) return { ok: false, status: 409, message: RESERVATION_VISIT_DESK_MESSAGES.noVisit };
      return { ok: true, message: RESERVATION_VISIT_MARKED[chosen] };
    },

    async move(actor, id, form) {
      const row = await rowOf(id);
      if (!row) return { ok: false, status: 404, message: NOT_FOUND.message };
      if (!staffMay(actor.member, 'reservations.act', row.brandId)) return FORBIDDEN;
      const parsed = slotChoiceSchema.safeParse(form);
      if (!parsed.success) return { ok: false, status: 400, ...refusedFields(parsed.error) };
      if (row.visit.state !== 'booked') {
        return {
          ok: false,
          status: 409,
          message: `La visita ya está «${RESERVATION_VISIT_STATE_LABELS[row.visit.state]}».`,
        };
      }
      const result = await service.move(row.code, parsed.data.starts_at, staffOf(actor, row.visit.id));
      if (result.ok) return result;
      if (result.status === 422)
        return {
          ok: false,
          status: 422,
          message: result.message,
          fieldErrors: { starts_at: result.message },
        };
      return { ok: false, status: result.status === 400 ? 400 : 409, message: result.message };
    },
  };
}

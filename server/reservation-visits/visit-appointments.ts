import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import type { AgendaAppointment } from '#domain/back-office/branch-agenda';
import { reservationVisitDeskPath } from '#domain/back-office/reservation-visit-desk';
import { staffBrandScope } from '#domain/back-office/staff';
import { RESERVATION_VISIT_STATE_LABELS } from '#domain/operation/reservation-visit';
import { formatClockTime } from '#domain/shared/mendoza-time';
import { brands, operations, reservationVisits, staffAccounts } from '../db/schema';
import { type AppointmentReader, brandScopeCondition } from '../dealership';

/**
 * The visits after a reservation on the branch calendar (docs/decisions/0072, 0089): the brand, the model and the
 * operation's code, the salesperson it holds and, once marked, whether the buyer came; no buyer's personal data. Each
 * links to its page, where the team acts on it. A `sales` member sees their brands' only; cancelled visits are left
 * out (the time is free again).
 */
export const reservationVisitAppointments: AppointmentReader = async (db, query) => {
  const rows = await db
    .select({
      id: reservationVisits.id,
      state: reservationVisits.state,
      at: reservationVisits.startsAt,
      code: operations.code,
      model: operations.model,
      brand: brands.name,
      advisor: staffAccounts.name,
    })
    .from(reservationVisits)
    .innerJoin(operations, eq(operations.id, reservationVisits.operationId))
    .innerJoin(brands, eq(brands.id, operations.brandId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, reservationVisits.advisorAccountId))
    .where(
      and(
        eq(reservationVisits.locationId, query.branchId),
        ne(reservationVisits.state, 'cancelled'),
        gte(reservationVisits.startsAt, query.from),
        lt(reservationVisits.startsAt, query.to),
        brandScopeCondition(operations.brandId, staffBrandScope(query.member, 'agenda.read')),
      ),
    )
    .orderBy(asc(reservationVisits.startsAt));
  return rows.map(
    (row): AgendaAppointment => ({
      kind: 'visit',
      at: row.at.toISOString(),
      time: formatClockTime(row.at),
      title: `${row.brand} ${row.model} · ${row.code}`,
      state:
        row.state === 'booked'
          ? row.advisor
            ? `Con ${row.advisor}`
            : 'Sin asesor asignado'
          : `${RESERVATION_VISIT_STATE_LABELS[row.state]}, ${row.advisor ? `con ${row.advisor}` : 'sin asesor asignado'}`,
      href: reservationVisitDeskPath(row.id),
    }),
  );
};

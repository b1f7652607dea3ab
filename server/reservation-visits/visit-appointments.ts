import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { AgendaAppointment } from '#domain/back-office/branch-agenda';
import { staffBrandScope } from '#domain/back-office/staff';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { formatClockTime } from '#domain/shared/mendoza-time';
import { brands, operations, reservationVisits, staffAccounts } from '../db/schema';
import { type AppointmentReader, brandScopeCondition } from '../dealership';

/**
 * The visits after a reservation on the branch calendar (docs/decisions/0072, 0089): the brand, the model and the
 * operation's code, and the salesperson it holds; no buyer's personal data. A `sales` member sees their brands' only.
 */
export const reservationVisitAppointments: AppointmentReader = async (db, query) => {
  const rows = await db
    .select({
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
        eq(reservationVisits.state, 'booked'),
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
      state: row.advisor ? `Con ${row.advisor}` : 'Sin asesor asignado',
      href: `${STAFF_PATHS.reservations}/${row.code}`,
    }),
  );
};

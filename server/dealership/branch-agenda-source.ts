import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import {
  type AgendaAppointment,
  type AppointmentKind,
  addDays,
  type BranchAgendaSource,
  closedDayReason,
  describeRanges,
  weekDays,
  weekdayOf,
  weeklyHoursLines,
} from '#domain/back-office/branch-agenda';
import { type StaffMember, staffBrandScope } from '#domain/back-office/staff';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { FULFILMENT_STAGE_LABELS } from '#domain/operation/operation-fulfilment';
import { mendozaInstant } from '#domain/shared/mendoza-instant';
import { formatClockTime, localDate } from '#domain/shared/mendoza-time';
import type { Database } from '../db/client';
import { brands, locations, operations } from '../db/schema';
import { nationalHoliday } from './holidays';
import { brandScopeCondition } from './reservations-desk-source';

/** The appointments of one kind at a branch between two instants, that the member may see. */
export type AppointmentReader = (
  db: Database,
  query: { branchId: number; from: Date; to: Date; member: StaffMember },
) => Promise<AgendaAppointment[]>;

/**
 * Each kind of appointment is read from its own records (docs/decisions/0072): a delivery is an operation's
 * appointment, read here; the other kinds' readers come from their modules (test drives: server/test-drives), handed
 * in by server/http, which knows every module.
 */
const DELIVERY_READER: { delivery: AppointmentReader } = {
  async delivery(db, { branchId, from, to, member }) {
    const rows = await db
      .select({
        code: operations.code,
        at: operations.deliveryAt,
        model: operations.model,
        brand: brands.name,
        fulfilment: operations.fulfilment,
      })
      .from(operations)
      .innerJoin(brands, eq(brands.id, operations.brandId))
      .where(
        and(
          eq(operations.deliveryLocationId, branchId),
          eq(operations.status, 'reserved'),
          inArray(operations.fulfilment, ['delivery_scheduled', 'delivered']),
          gte(operations.deliveryAt, from),
          lt(operations.deliveryAt, to),
          // A `sales` member's brands only, in the query itself (docs/product.md §6).
          brandScopeCondition(operations.brandId, staffBrandScope(member, 'agenda.read')),
        ),
      )
      .orderBy(asc(operations.deliveryAt));
    return rows.flatMap((row) =>
      row.at
        ? [
            {
              kind: 'delivery' as const,
              at: row.at.toISOString(),
              time: formatClockTime(row.at),
              title: `${row.brand} ${row.model} · ${row.code}`,
              state: FULFILMENT_STAGE_LABELS[row.fulfilment],
              href: `${STAFF_PATHS.reservations}/${row.code}`,
            },
          ]
        : [],
    );
  },
};

/**
 * The branches' calendars: a week of one branch with its hours, holidays and closures, and its appointments. Holds
 * no buyer's personal data (a code and a model), so reading it is not a bulk read of the audit log (decision 0045).
 */
export function branchAgendaSource({
  db,
  now,
  readers,
}: {
  db: Database;
  now?: () => Date;
  readers: Readonly<Record<Exclude<AppointmentKind, 'delivery'>, AppointmentReader>>;
}): BranchAgendaSource {
  const clock = now ?? (() => new Date());
  const appointmentReaders: Readonly<Record<AppointmentKind, AppointmentReader>> = {
    ...DELIVERY_READER,
    ...readers,
  };
  return {
    async week(member, query) {
      const branches = await db
        .select()
        .from(locations)
        .where(isNull(locations.deletedAt))
        .orderBy(asc(locations.sortOrder), asc(locations.id));
      const branch =
        query.branchId === null ? branches[0] : branches.find((candidate) => candidate.id === query.branchId);
      if (!branch) return null;
      const today = localDate(clock());
      const days = weekDays(query.date ?? today);
      const first = days[0] ?? today;
      const last = days[6] ?? today;
      const from = mendozaInstant(first, '00:00');
      const to = mendozaInstant(addDays(last, 1), '00:00');
      if (!from || !to) return null;
      const found = (
        await Promise.all(
          Object.values(appointmentReaders).map((read) =>
            read(db, { branchId: branch.id, from, to, member }),
          ),
        )
      )
        .flat()
        .sort((a, b) => a.at.localeCompare(b.at));
      return {
        branches: branches.map(({ id, name }) => ({ id, name })),
        branch: {
          id: branch.id,
          name: branch.name,
          address: branch.address,
          hoursLines: weeklyHoursLines(branch.weeklyHours),
        },
        week: first,
        previousWeek: addDays(first, -7),
        nextWeek: addDays(first, 7),
        thisWeek: weekDays(today)[0] ?? today,
        today,
        days: days.map((date) => {
          const closed = closedDayReason(branch, date, nationalHoliday);
          return {
            date,
            closed,
            hours: closed ? '' : describeRanges(branch.weeklyHours[weekdayOf(date)] ?? []),
            appointments: found.filter((appointment) => localDate(new Date(appointment.at)) === date),
          };
        }),
      };
    },
  };
}

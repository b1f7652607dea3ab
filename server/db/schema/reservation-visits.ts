import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { RESERVATION_VISIT_STATES, type ReservationVisitState } from '#domain/operation/reservation-visit';
import { valueList } from './columns';
import { locations } from './content';
import { operations } from './operations';
import { staffAccounts } from './staff';

/**
 * The visit a buyer books after paying the deposit (docs/decisions/0089): a time at the unit's branch with a
 * salesperson, on the branch calendar. It holds the buyer's personal data only through its operation.
 *
 * One visit to come per operation (a partial unique index), and no two visits not cancelled of one salesperson
 * overlap: the migration adds the exclusion constraint `reservation_visits_advisor_no_overlap`, which drizzle-kit
 * cannot write, as test drives' (docs/decisions/0087). A visit booked when the brand had no salesperson holds nobody's
 * time (`advisor_account_id` null) and the constraint leaves it out. After its time the team marks it `came` or
 * `no_show` (migration 0029); a visit marked keeps its time held, as it was spent.
 */
export const reservationVisits = pgTable(
  'reservation_visits',
  {
    id: serial('id').primaryKey(),
    operationId: integer('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    advisorAccountId: integer('advisor_account_id').references(() => staffAccounts.id, {
      onDelete: 'set null',
    }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    state: text('state').$type<ReservationVisitState>().notNull().default('booked'),
    /** The calendar event's SEQUENCE: one more at each move or cancellation. */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reservation_visits_operation_booked_key')
      .on(table.operationId)
      .where(sql`${table.state} = 'booked'`),
    index('reservation_visits_location_starts_idx').on(table.locationId, table.startsAt),
    check('reservation_visits_state_check', sql`${table.state} in (${valueList(RESERVATION_VISIT_STATES)})`),
    check('reservation_visits_time_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEAD_STATUSES, type LeadStatus } from '#domain/back-office/leads-inbox';
import { TEST_DRIVE_STATES, type TestDriveState } from '#domain/test-drive/test-drive';
import { brands, versions } from './catalogue';
import { valueList, visitSourceColumns } from './columns';
import { locations } from './content';
import { staffAccounts } from './staff';

/**
 * The demo units of each branch (docs/decisions/0087): one per version a branch lets buyers drive, edited by the team
 * on the branch calendar. A unit taken out of service keeps its row (its bookings refer to it) with `retiredAt`.
 */
export const testDriveUnits = pgTable(
  'test_drive_units',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    versionId: integer('version_id')
      .notNull()
      .references(() => versions.id, { onDelete: 'cascade' }),
    /** What tells the team which car it is ("Gris plata, AF 123 CD"); never shown to buyers. */
    note: text('note').notNull().default(''),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('test_drive_units_location_version_key')
      .on(table.locationId, table.versionId)
      .where(sql`${table.retiredAt} is null`),
  ],
);

/**
 * A test drive booked by a buyer: a slot of one demo unit, and a lead of the inbox (kind `test_drive`, with the inbox's
 * state, owner and brand columns, docs/decisions/0026). `state` is the appointment's, `status` the lead's.
 *
 * No two bookings of a demo unit that are not cancelled overlap: the migration adds the exclusion constraint
 * `test_drives_unit_no_overlap` (a GiST index over the unit and the booking's time range), which drizzle-kit cannot
 * write, so two buyers posting the same slot at once get one booking, whichever process answers them.
 */
export const testDrives = pgTable(
  'test_drives',
  {
    id: serial('id').primaryKey(),
    /** The booking's code in its signed link: 12 characters of Crockford base32. */
    code: text('code').notNull(),
    demoUnitId: integer('demo_unit_id')
      .notNull()
      .references(() => testDriveUnits.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    versionId: integer('version_id').references(() => versions.id, { onDelete: 'set null' }),
    /** The vehicle as the catalogue named it when booked ("Volkswagen Polo Track 1.6 MSI MT"). */
    vehicle: text('vehicle').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    state: text('state').$type<TestDriveState>().notNull().default('booked'),
    /** The calendar event's SEQUENCE: one more at each move or cancellation, so a calendar replaces the old one. */
    revision: integer('revision').notNull().default(0),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    dni: text('dni').notNull(),
    hasLicence: boolean('has_licence').notNull(),
    /** When the buyer agreed to the use of their data for the booking (Ley 25.326). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** Set in the transaction that queues the reminder: each booking is reminded once, whichever process runs. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When its personal data was emptied after the retention period (server/test-drives). */
    personalDataRemovedAt: timestamp('personal_data_removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The leads inbox's columns (server/db/schema/leads.ts): its state, the person on it, its brand.
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    assignedAccountId: integer('assigned_account_id').references(() => staffAccounts.id, {
      onDelete: 'set null',
    }),
    brandId: smallint('brand_id').references(() => brands.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...visitSourceColumns(),
  },
  (table) => [
    uniqueIndex('test_drives_code_key').on(table.code),
    index('test_drives_location_starts_idx').on(table.locationId, table.startsAt),
    index('test_drives_created_idx').on(table.createdAt),
    index('test_drives_reminder_idx').on(table.startsAt).where(sql`${table.remindedAt} is null`),
    check('test_drives_state_check', sql`${table.state} in (${valueList(TEST_DRIVE_STATES)})`),
    check('test_drives_status_check', sql`${table.status} in (${valueList(LEAD_STATUSES)})`),
    check('test_drives_time_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

import { sql } from 'drizzle-orm';
import {
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
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '#domain/back-office/leads-inbox';
import { brands } from './catalogue';
import { valueList, visitSourceColumns } from './columns';
import { staffAccounts } from './staff';

const leadStatusList = valueList(LEAD_STATUSES);

/** What the leads inbox keeps of every lead (docs/decisions/0026): its state, the person on it and its brand. */
const inboxColumns = () => ({
  status: text('status').$type<LeadStatus>().notNull().default('new'),
  assignedAccountId: integer('assigned_account_id').references(() => staffAccounts.id, {
    onDelete: 'set null',
  }),
  /** The brand the lead is about, when it is about one; a `sales` person sees the leads of their brands. */
  brandId: smallint('brand_id').references(() => brands.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    telephone: text('telephone').notNull(),
    email: text('email'),
    message: text('message'),
    createdAt: createdAt(),
    ...inboxColumns(),
    ...visitSourceColumns(),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    check('contact_messages_status_check', sql`${table.status} in (${leadStatusList})`),
  ],
);

export const priceRequests = pgTable(
  'price_requests',
  {
    id: serial('id').primaryKey(),
    /** The family name the buyer asked about. */
    vehicle: text('vehicle').notNull(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    cellphone: text('cellphone'),
    createdAt: createdAt(),
    ...inboxColumns(),
    ...visitSourceColumns(),
  },
  (table) => [
    index('price_requests_created_idx').on(table.createdAt),
    check('price_requests_status_check', sql`${table.status} in (${leadStatusList})`),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    cellphone: text('cellphone').notNull(),
    telephone: text('telephone'),
    email: text('email').notNull(),
    studies: text('studies'),
    position: text('position'),
    message: text('message'),
    zone: text('zone'),
    /** Relative to DATA_DIR/uploads. */
    cvPath: text('cv_path').notNull(),
    cvMimeType: text('cv_mime_type').notNull(),
    cvBytes: integer('cv_bytes').notNull(),
    createdAt: createdAt(),
    ...inboxColumns(),
    ...visitSourceColumns(),
  },
  (table) => [
    index('job_applications_created_idx').on(table.createdAt),
    check('job_applications_cv_size_check', sql`${table.cvBytes} > 0 and ${table.cvBytes} <= 5242880`),
    check('job_applications_status_check', sql`${table.status} in (${leadStatusList})`),
  ],
);

/** Internal notes on a lead, by staff. A lead is named by its kind and the id in that kind's table. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadKind: text('lead_kind').$type<LeadKind>().notNull(),
    leadId: integer('lead_id').notNull(),
    accountId: integer('account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('lead_notes_lead_idx').on(table.leadKind, table.leadId, table.createdAt),
    check('lead_notes_kind_check', sql`${table.leadKind} in (${valueList(LEAD_KINDS)})`),
  ],
);

/**
 * A lead's follow-up (docs/decisions/0070): when someone must take it up again, on Mendoza's clock, and the reminder
 * e-mailed to its owner at that time. `remindedAt` is set in the transaction that queues the reminder, so across
 * processes each follow-up is reminded once; setting a new time clears it.
 */
export const leadFollowUps = pgTable(
  'lead_follow_ups',
  {
    id: serial('id').primaryKey(),
    leadKind: text('lead_kind').$type<LeadKind>().notNull(),
    leadId: integer('lead_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Who set it: reminded when the lead has nobody assigned. */
    accountId: integer('account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('lead_follow_ups_lead_key').on(table.leadKind, table.leadId),
    index('lead_follow_ups_due_idx').on(table.dueAt).where(sql`${table.remindedAt} is null`),
  ],
);

/**
 * The reply templates the sales team edits (docs/decisions/0077): a name and a text with placeholders, filled for one
 * lead on its page (domain/back-office/reply-templates.ts). The same for every brand: `{marca}` names the lead's.
 */
export const leadReplyTemplates = pgTable('lead_reply_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

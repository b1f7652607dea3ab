import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { SeenList } from '#domain/back-office/staff-notices';
import { staffAccounts } from './staff';

/**
 * When each person last opened each list the panel counts new records of (docs/product.md §6 "Avisos al personal"):
 * the navigation's counts are what arrived after it.
 */
export const staffSeenMarks = pgTable(
  'staff_seen_marks',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    list: text('list').$type<SeenList>().notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.list] }),
    check('staff_seen_marks_list_check', sql`${table.list} in ('leads', 'reservations')`),
  ],
);

/**
 * A notice kept for the daily summary of a person who chose one instead of each e-mail: what the e-mail would have
 * said, without the buyer's personal data. `summarized_at` is set by the summary that lists it, so each is sent once.
 */
export const staffNoticeDigest = pgTable(
  'staff_notice_digest',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** The e-mail it stands for, e.g. 'staff-notice.lead_new'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    line: text('line').notNull(),
    /** The record's page in the panel, e.g. '/admin/consultas/precio/12'. */
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    summarizedAt: timestamp('summarized_at', { withTimezone: true }),
  },
  (table) => [
    index('staff_notice_digest_pending_idx')
      .on(table.accountId, table.createdAt)
      .where(sql`${table.summarizedAt} is null`),
  ],
);

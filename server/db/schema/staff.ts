import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES, type StaffRole } from '#domain/back-office/staff';
import type { StaffNoticeMode } from '#domain/back-office/staff-notices';
import { valueList } from './columns';

const roleList = valueList(STAFF_ROLES);

/**
 * A person who signs in to the back office (docs/decisions/0026). The password is an argon2id hash; null until the
 * person sets it through a one-time link. `brand_ids` scopes a `sales` person to their brands.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    brandIds: smallint('brand_ids').array().notNull().default(sql`'{}'::smallint[]`),
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Each notice by e-mail, or one summary a day (docs/product.md §6 "Avisos al personal"). */
    noticeMode: text('notice_mode').$type<StaffNoticeMode>().notNull().default('each'),
  },
  (table) => [
    uniqueIndex('staff_accounts_email_key').on(table.email),
    check('staff_accounts_role_check', sql`${table.role} in (${roleList})`),
    check('staff_accounts_email_check', sql`${table.email} = lower(${table.email})`),
    check('staff_accounts_notice_mode_check', sql`${table.noticeMode} in ('each', 'daily')`),
  ],
);

/**
 * A signed-in browser. The cookie carries a random token; only its SHA-256 is stored, so a copy of the database opens
 * no session. Ended after 12 idle hours (`last_seen_at`) and at sign-out (the row is deleted).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** The token every state-changing request of this session must carry. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_sessions_account_idx').on(table.accountId),
    index('staff_sessions_last_seen_idx').on(table.lastSeenAt),
  ],
);

export const STAFF_TOKEN_PURPOSES = ['set_password', 'reset_password'] as const;
export type StaffTokenPurpose = (typeof STAFF_TOKEN_PURPOSES)[number];

/** One-time links that set a password (a new account) or reset it. Only the token's SHA-256 is stored. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<StaffTokenPurpose>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_tokens_account_idx').on(table.accountId),
    check('staff_tokens_purpose_check', sql`${table.purpose} in ('set_password', 'reset_password')`),
  ],
);

/**
 * A request to reset a password, as the reset form took it: answered at once whether the e-mail has an account or not,
 * and turned into a link (or dropped, for an e-mail of no active account) by a background job a few seconds later
 * (docs/decisions/0043). Each row lives only until that job takes it.
 */
export const staffPasswordRequests = pgTable('staff_password_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** As typed, lower case: the job looks the account up by it. */
  email: text('email').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every staff action: who, when, what, on which record, the record before and after, and from which address. Kept
 * when the account is removed (the e-mail is copied).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    accountId: integer('account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    accountEmail: text('account_email').notNull(),
    /** e.g. 'operation.schedule_delivery', 'lead.status', 'staff.create', 'session.sign_in'. */
    action: text('action').notNull(),
    /** e.g. 'operation', 'lead', 'staff_account'. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_account_idx').on(table.accountId, table.at),
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId, table.at),
  ],
);

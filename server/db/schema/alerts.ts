import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Currency } from '#domain/catalogue/brands';
import type { SearchFilters } from '#domain/catalogue/stock-search-filters';
import { ALERT_KINDS, type AlertKind } from '#domain/content/alerts';
import { families, stockUnits } from './catalogue';
import { valueList } from './columns';

const alertKindList = valueList(ALERT_KINDS);

/**
 * The e-mail alerts (docs/decisions/0084): who asked to hear of what, whether they confirmed it, and what each kind
 * compares the catalogue with. A unit's alert goes with its unit; `token` opens its confirmation and unsubscribe links.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<AlertKind>().notNull(),
    email: text('email').notNull(),
    name: text('name'),
    /** 32 random bytes, URL-safe: the only key the links carry (domain/content/alerts.ts isAlertToken). */
    token: text('token').notNull().unique(),
    /** 'Avisame si baja el precio' and 'Avisame si se libera': the unit. */
    stockUnitId: integer('stock_unit_id').references(() => stockUnits.id, { onDelete: 'cascade' }),
    /** The family the demand counts the alert under: its unit's, or the search's `familia`. */
    familyId: integer('family_id').references(() => families.id, { onDelete: 'set null' }),
    /** 'Avisame cuando entre una unidad así': the search's filters and their key (searchFiltersKey). */
    searchFilters: jsonb('search_filters').$type<SearchFilters>(),
    searchKey: text('search_key'),
    /** 'Avisame si baja el precio': the final price to go below, in `watchedCurrency`; lowered by each e-mail. */
    watchedPrice: integer('watched_price'),
    watchedCurrency: text('watched_currency').$type<Currency>(),
    /** 'Avisame cuando entre una unidad así': the units already matched, which are never announced (again). */
    seenUnitIds: integer('seen_unit_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [
    check('alerts_kind_check', sql`${table.kind} in (${alertKindList})`),
    check(
      'alerts_subject_check',
      sql`case ${table.kind}
        when 'saved_search' then ${table.searchKey} is not null and ${table.stockUnitId} is null
        else ${table.stockUnitId} is not null and ${table.searchKey} is null end`,
    ),
    uniqueIndex('alerts_unit_email_key')
      .on(table.kind, table.stockUnitId, sql`lower(${table.email})`)
      .where(sql`${table.stockUnitId} is not null`),
    uniqueIndex('alerts_search_email_key')
      .on(table.searchKey, sql`lower(${table.email})`)
      .where(sql`${table.searchKey} is not null`),
    index('alerts_email_idx').on(sql`lower(${table.email})`),
    index('alerts_kind_confirmed_idx').on(table.kind, table.confirmedAt),
  ],
);

/**
 * How many alert e-mails each address was sent on each day of Mendoza (ALERT_DAILY_MAIL_CAP): taken in the transaction
 * that queues the e-mail; the days gone are deleted.
 */
export const alertMailDays = pgTable(
  'alert_mail_days',
  {
    address: text('address').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.address, table.day] })],
);

/** How many times each search (its filters' key, searchFiltersKey) was asked for each day of Mendoza: counts only. */
export const searchUses = pgTable(
  'search_uses',
  {
    queryKey: text('query_key').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.queryKey, table.day] }),
    index('search_uses_day_idx').on(table.day),
  ],
);

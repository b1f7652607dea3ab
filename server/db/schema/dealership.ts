import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from './catalogue';
import { softDelete } from './columns';

/**
 * Discount codes (docs/product.md §9 promotion value). Scope narrows from brand to family to one chassis; a null scope column
 * means "any". Codes are stored upper-case, so look-ups are case-insensitive.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    brandId: smallint('brand_id').references(() => brands.id),
    /** The family as the dealer system names it (families.family), compared case-insensitively. */
    family: text('family'),
    chassis: text('chassis'),
    moneyDiscount: integer('money_discount'),
    /** The currency of `moneyDiscount`: it applies only to units priced in it (docs/decisions/0032). */
    currency: text('currency'),
    percentageDiscount: numeric('percentage_discount', { precision: 5, scale: 2, mode: 'number' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    /** Offered by GET /api/promotion/discover without the buyer typing the code; one per scope. */
    discoverable: boolean('discoverable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...softDelete,
  },
  (table) => [
    uniqueIndex('promotions_code_key').on(table.code),
    uniqueIndex('promotions_discoverable_scope_key')
      .on(
        sql`coalesce(${table.brandId}, 0)`,
        sql`coalesce(upper(${table.family}), '')`,
        sql`coalesce(${table.chassis}, '')`,
      )
      .where(sql`${table.discoverable} and ${table.active} and ${table.deletedAt} is null`),
    check(
      'promotions_code_check',
      sql`${table.code} = upper(${table.code}) and length(${table.code}) between 3 and 40`,
    ),
    check(
      'promotions_value_check',
      sql`(${table.moneyDiscount} is not null and ${table.moneyDiscount} > 0) or (${table.percentageDiscount} is not null and ${table.percentageDiscount} > 0 and ${table.percentageDiscount} <= 100)`,
    ),
    check(
      'promotions_currency_check',
      sql`(${table.currency} is null or ${table.currency} in ('ars', 'usd')) and (${table.moneyDiscount} is null or ${table.currency} is not null)`,
    ),
    check(
      'promotions_usage_check',
      sql`${table.usageLimit} is null or ${table.usageCount} <= ${table.usageLimit}`,
    ),
  ],
);

/** The used-vehicle catalogue (docs/product.md §3): brands, models, versions identified by codia. */
export const usedBrands = pgTable('used_brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const usedModels = pgTable(
  'used_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => usedBrands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('used_models_brand_name_key').on(table.brandId, table.name)],
);

export const usedVersions = pgTable(
  'used_versions',
  {
    codia: integer('codia').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => usedModels.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /**
     * Taken out of the guide by staff: off the public choices and never quoted again, but kept, because valuations
     * name their version by codia (docs/decisions/0074). Null while the version is in use.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('used_versions_model_idx').on(table.modelId)],
);

/** Guide prices in pesos per version and model year (docs/product.md §D9). */
export const guidePrices = pgTable(
  'guide_prices',
  {
    codia: integer('codia')
      .notNull()
      .references(() => usedVersions.codia, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    price: integer('price').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.codia, table.year] }),
    check('guide_prices_price_check', sql`${table.price} > 0`),
    check('guide_prices_year_check', sql`${table.year} between 1980 and 2100`),
  ],
);

/** A quote for a used vehicle, computed on the server; the operation refers to it by id until it expires. */
export const valuations = pgTable(
  'valuations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codia: integer('codia')
      .notNull()
      .references(() => usedVersions.codia),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    vehicle: text('vehicle').notNull(),
    year: smallint('year').notNull(),
    kms: integer('kms').notNull(),
    /** Pesos. */
    amount: integer('amount').notNull(),
    operationCode: text('operation_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('valuations_operation_idx').on(table.operationCode),
    check('valuations_amount_check', sql`${table.amount} >= 0`),
    check('valuations_kms_check', sql`${table.kms} >= 0`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BODY_TYPES,
  type BodyType,
  FUELS,
  type Fuel,
  TRANSMISSIONS,
  type Transmission,
} from '#domain/catalogue/version-attributes';
import { type ImageRef, softDelete, valueList } from './columns';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const BODY_STYLES = ['hatchback', 'sedan', 'suv', 'pickup', 'van'] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];

export const brands = pgTable('brands', {
  id: smallint('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const families = pgTable(
  'families',
  {
    id: serial('id').primaryKey(),
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The family as the dealer system names it (e.g. "T-CROSS"); stock files and promotions refer to it. */
    family: text('family').notNull(),
    /** The name buyers see (e.g. "T-Cross"). */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** A custom picture; without one the page draws the body style's silhouette. */
    image: text('image'),
    bodyStyle: text('body_style').$type<BodyStyle>().notNull().default('sedan'),
    currency: text('currency').notNull().default('ars'),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Maintained by a trigger on stock_units (units available or held): lists stay fast as stock grows. Readers take
     * the units held now off it (server/catalogue/database-catalogue.ts).
     */
    unitsInStock: integer('units_in_stock').notNull().default(0),
    /** Maintained by a trigger: the largest discount among the family's available units. */
    maxDiscount: integer('max_discount').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('families_brand_family_key').on(table.brandId, table.family),
    index('families_brand_order_idx').on(table.brandId, table.sortOrder),
    check('families_currency_check', sql`${table.currency} in ('ars', 'usd')`),
    check('families_body_style_check', sql`${table.bodyStyle} in (${valueList(BODY_STYLES)})`),
  ],
);

export const versions = pgTable(
  'versions',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Maintained by a trigger on stock_units (units available or held). */
    unitsInStock: integer('units_in_stock').notNull().default(0),
    /** What a buyer searches by (domain/catalogue/version-attributes.ts); null until staff set it. */
    bodyType: text('body_type').$type<BodyType>(),
    fuel: text('fuel').$type<Fuel>(),
    transmission: text('transmission').$type<Transmission>(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('versions_family_name_key').on(table.familyId, table.name),
    index('versions_family_order_idx').on(table.familyId, table.sortOrder),
    check('versions_body_type_check', sql`${table.bodyType} in (${valueList(BODY_TYPES)})`),
    check('versions_fuel_check', sql`${table.fuel} in (${valueList(FUELS)})`),
    check('versions_transmission_check', sql`${table.transmission} in (${valueList(TRANSMISSIONS)})`),
  ],
);

export const STOCK_LOCATIONS = ['Godoy Cruz', 'San Rafael', 'San Juan'] as const;
export const STOCK_STATUSES = ['available', 'held', 'reserved', 'sold'] as const;

export const stockUnits = pgTable(
  'stock_units',
  {
    id: serial('id').primaryKey(),
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id),
    subfamilyId: integer('subfamily_id')
      .notNull()
      .references(() => versions.id),
    model: text('model').notNull(),
    chassis: text('chassis').notNull(),
    doors: smallint('doors').notNull(),
    color: text('color').notNull(),
    colorHex: text('color_hex').notNull().default('#9aa0a6'),
    location: text('location').notNull(),
    currency: text('currency').notNull().default('ars'),
    modelYear: smallint('model_year').notNull(),
    listPrice: integer('list_price').notNull(),
    discount: integer('discount').notNull().default(0),
    specialDiscount: integer('special_discount').notNull().default(0),
    licenseCost: integer('license_cost').notNull().default(0),
    preparationCost: integer('preparation_cost').notNull().default(0),
    deliveryPrice: integer('delivery_price').notNull().default(0),
    status: text('status').notNull().default('available'),
    /** A hold lapses by itself at this instant; no job is needed to free the unit. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** The operation the unit is held or reserved for (no foreign key: operations refer to units). */
    holderOperationId: integer('holder_operation_id'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('stock_units_chassis_key').on(table.chassis),
    index('stock_units_brand_family_subfamily_idx').on(table.brandId, table.familyId, table.subfamilyId),
    index('stock_units_family_subfamily_idx').on(table.familyId, table.subfamilyId),
    index('stock_units_subfamily_idx').on(table.subfamilyId),
    // The units held now, counted apart from the kept counts on every read of a brand's families or versions.
    index('stock_units_held_idx')
      .on(table.brandId, table.familyId, table.subfamilyId)
      .where(sql`${table.status} = 'held'`),
    index('stock_units_brand_offers_idx')
      .on(table.brandId, table.familyId, table.subfamilyId)
      .where(sql`${table.discount} + ${table.specialDiscount} > 0`),
    check('stock_units_currency_check', sql`${table.currency} in ('ars', 'usd')`),
    check('stock_units_location_check', sql`${table.location} in ('Godoy Cruz', 'San Rafael', 'San Juan')`),
    check('stock_units_status_check', sql`${table.status} in ('available', 'held', 'reserved', 'sold')`),
    check('stock_units_model_year_check', sql`${table.modelYear} between 2000 and 2100`),
    check('stock_units_doors_check', sql`${table.doors} between 2 and 5`),
    check('stock_units_list_price_check', sql`${table.listPrice} > 0`),
    check(
      'stock_units_costs_check',
      sql`${table.discount} >= 0 and ${table.specialDiscount} >= 0 and ${table.licenseCost} >= 0 and ${table.preparationCost} >= 0 and ${table.deliveryPrice} >= 0`,
    ),
    check(
      'stock_units_discounts_check',
      sql`${table.discount} + ${table.specialDiscount} < ${table.listPrice}`,
    ),
    check('stock_units_chassis_check', sql`${table.chassis} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
  ],
);

export interface BestOfferPayload {
  id: number;
  brand: string;
  brand_id: number;
  name: string;
  family: string;
  family_id: number;
  subfamily_id: number;
  color: string;
  image: string;
  model_year: number;
  currency: 'ars' | 'usd';
  discount_amount: number;
  full_price_with_discount: number;
}

/**
 * docs/product.md §9 best offers, one row per family, version and colour: the available unit with the largest discount.
 * Maintained by a trigger on stock_units so that reading the offers costs the same at any stock size.
 */
export const bestOffers = pgTable(
  'best_offers',
  {
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    subfamilyId: integer('subfamily_id')
      .notNull()
      .references(() => versions.id, { onDelete: 'cascade' }),
    colorKey: text('color_key').notNull(),
    stockUnitId: integer('stock_unit_id')
      .notNull()
      .references(() => stockUnits.id, { onDelete: 'cascade' }),
    discountAmount: integer('discount_amount').notNull(),
    /** The offer exactly as the offers endpoint answers it, so a read needs no join and no rebuilding. */
    payload: jsonb('payload').$type<BestOfferPayload>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.familyId, table.subfamilyId, table.colorKey] }),
    index('best_offers_brand_discount_idx').on(table.brandId, table.discountAmount.desc()),
  ],
);

export const savingsPlans = pgTable(
  'savings_plans',
  {
    id: serial('id').primaryKey(),
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id),
    familyId: integer('family_id').references(() => families.id),
    /** The plan's product line (e.g. "Autoahorro Volkswagen"), used by the savings-plan page's filter tabs. */
    product: text('product').notNull(),
    name: text('name').notNull(),
    model: text('model').notNull(),
    family: text('family').notNull(),
    installments: smallint('installments').notNull(),
    initialInstallment: integer('initial_installment').notNull(),
    firstInstallment: integer('first_installment').notNull(),
    integration: text('integration').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('savings_plans_brand_order_idx').on(table.brandId, table.sortOrder),
    check('savings_plans_installments_check', sql`${table.installments} between 1 and 120`),
    check(
      'savings_plans_money_check',
      sql`${table.initialInstallment} >= 0 and ${table.firstInstallment} > 0`,
    ),
  ],
);

export const creditPlans = pgTable(
  'credit_plans',
  {
    id: serial('id').primaryKey(),
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id),
    bank: text('bank').notNull(),
    name: text('name').notNull(),
    months: smallint('months').notNull(),
    /** Tasa nominal anual, in percent (e.g. 39.9). */
    annualRatePct: numeric('annual_rate_pct', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    maxAmount: integer('max_amount').notNull(),
    /** The largest share of the vehicle's price the plan finances, in percent. */
    maxSharePct: smallint('max_share_pct').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
    ...softDelete,
  },
  (table) => [
    index('credit_plans_brand_idx').on(table.brandId, table.active),
    check('credit_plans_months_check', sql`${table.months} between 1 and 120`),
    check('credit_plans_rate_check', sql`${table.annualRatePct} >= 0 and ${table.annualRatePct} < 1000`),
    check('credit_plans_max_amount_check', sql`${table.maxAmount} > 0`),
    check('credit_plans_share_check', sql`${table.maxSharePct} between 1 and 100`),
  ],
);

export const usdRates = pgTable(
  'usd_rates',
  {
    id: serial('id').primaryKey(),
    /** Pesos per dollar. */
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('usd_rates_effective_idx').on(table.effectiveAt.desc()),
    check('usd_rates_value_check', sql`${table.value} > 0`),
  ],
);

/**
 * Photos of one stock unit, taken in the yard (docs/decisions/0031): by chassis, so they outlive a stock import that
 * replaces the unit's row. At most 12 per unit, in the order of `position`; the list shows the first.
 */
export const stockUnitPhotos = pgTable(
  'stock_unit_photos',
  {
    id: serial('id').primaryKey(),
    chassis: text('chassis').notNull(),
    position: smallint('position').notNull(),
    /** The picture the unit's pages show large. */
    photo: jsonb('photo').$type<ImageRef>().notNull(),
    /** The same picture small, for lists. */
    thumbnail: jsonb('thumbnail').$type<ImageRef>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...softDelete,
  },
  (table) => [
    index('stock_unit_photos_chassis_idx').on(table.chassis, table.position),
    check('stock_unit_photos_position_check', sql`${table.position} between 1 and 12`),
    check('stock_unit_photos_chassis_check', sql`${table.chassis} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
  ],
);

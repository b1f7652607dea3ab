import { sql } from 'drizzle-orm';
import {
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
import type { ClosureDay, WeeklyHours } from '#domain/back-office/branch-agenda';
import type { ContactDepartment } from '#domain/content/content-choices';
import { DEFAULT_SLOT_MINUTES, SLOT_MINUTES_MAX, SLOT_MINUTES_MIN } from '#domain/test-drive/test-drive';
import { brands } from './catalogue';
import { editedAt, type ImageRef, softDelete } from './columns';
import { staffAccounts } from './staff';

/** The departments are the domain's (domain/content/content-choices.ts); contact_methods_department_check lists the same. */
export type { ContactDepartment };

/** docs/product.md §3 contact_methods: which contact links show, per brand and department. */
export const contactMethods = pgTable(
  'contact_methods',
  {
    id: serial('id').primaryKey(),
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id),
    department: text('department').$type<ContactDepartment>().notNull(),
    /** A phone number to call, or empty. */
    phone: text('phone'),
    zoomLink: text('zoom_link'),
    whatsappNumber: text('whatsapp_number'),
    email: text('email'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...softDelete,
  },
  (table) => [
    index('contact_methods_department_idx').on(table.department, table.sortOrder),
    check(
      'contact_methods_department_check',
      sql`${table.department} in ('sales', 'plans', 'services', 'administration')`,
    ),
  ],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** One or two sentences for lists and link previews; empty for items written before the back office. */
    summary: text('summary').notNull().default(''),
    /** Paragraphs separated by blank lines, with the small set of formatting of domain/content/news-body.ts. */
    content: text('content').notNull(),
    /** An optional external link ("Más información"). */
    url: text('url'),
    type: text('type').notNull(),
    category: text('category').notNull().default(''),
    images: jsonb('images').$type<ImageRef[]>().notNull().default([]),
    displayDate: timestamp('display_date', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(true),
    ...softDelete,
    ...editedAt,
  },
  (table) => [index('news_published_date_idx').on(table.published, table.displayDate.desc())],
);

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id),
    title: text('title').notNull(),
    slugUrl: text('slug_url').notNull(),
    category: text('category').notNull(),
    /** An MP4 path relative to the site root (docs/product.md §7). */
    videoPath: text('video_path').notNull(),
    posterPath: text('poster_path'),
    /** Where the story's button leads (a model, an offer), or none. */
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    ...softDelete,
    ...editedAt,
  },
  (table) => [
    uniqueIndex('stories_slug_key').on(table.slugUrl),
    index('stories_order_idx').on(table.sortOrder),
  ],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  /** The desktop picture first, then the phone's. */
  images: jsonb('images').$type<ImageRef[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Shown from and until these instants; null for no bound. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  ...softDelete,
  ...editedAt,
});

export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url'),
  image: jsonb('image').$type<ImageRef>().notNull(),
  active: boolean('active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  ...softDelete,
  ...editedAt,
});

export const salespeople = pgTable('salespeople', {
  id: serial('id').primaryKey(),
  brandId: smallint('brand_id')
    .notNull()
    .references(() => brands.id),
  fullname: text('fullname').notNull(),
  zoomLink: text('zoom_link'),
  whatsappNumber: text('whatsapp_number'),
  active: boolean('active').notNull().default(true),
  /**
   * The staff account of the person this card shows (docs/decisions/0065): assigning that account to a reservation
   * shows this card to the buyer.
   */
  accountId: integer('account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
  ...softDelete,
});

/** Per-brand parameters: the reservation deposit (docs/product.md §D1), savings-plan subscription link (§11). */
export const brandSettings = pgTable(
  'brand_settings',
  {
    brandId: smallint('brand_id')
      .primaryKey()
      .references(() => brands.id),
    bookingPrice: integer('booking_price'),
    serviceAppointmentUrl: text('service_appointment_url'),
    planSubscriptionUrlTemplate: text('plan_subscription_url_template'),
  },
  (table) => [
    check(
      'brand_settings_booking_price_check',
      sql`${table.bookingPrice} is null or ${table.bookingPrice} > 0`,
    ),
  ],
);

/** Site-wide parameters (e.g. the general WhatsApp number), one value per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export interface LocationPhone {
  /** null for the whole branch. */
  brandId: number | null;
  department: string;
  label: string;
  number: string;
  whatsapp: boolean;
}

export interface OpeningHours {
  days: string;
  hours: string;
}

/** The branches of the contact page: Godoy Cruz, San Rafael, San Juan. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    province: text('province').notNull(),
    address: text('address').notNull(),
    mapUrl: text('map_url').notNull(),
    latitude: text('latitude'),
    longitude: text('longitude'),
    phones: jsonb('phones').$type<LocationPhone[]>().notNull().default([]),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull().default([]),
    /** The hours appointments are booked in, by weekday (domain/back-office/branch-agenda.ts, docs/decisions/0071). */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull().default([]),
    /** Days the branch stays closed besides the national holidays. */
    closureDays: jsonb('closure_days').$type<ClosureDay[]>().notNull().default([]),
    /** How long a test drive's slot lasts at the branch (docs/decisions/0087). */
    testDriveSlotMinutes: smallint('test_drive_slot_minutes').notNull().default(DEFAULT_SLOT_MINUTES),
    sortOrder: integer('sort_order').notNull().default(0),
    ...softDelete,
  },
  (table) => [
    check(
      'locations_test_drive_slot_minutes_check',
      sql`${table.testDriveSlotMinutes} between ${sql.raw(String(SLOT_MINUTES_MIN))} and ${sql.raw(String(SLOT_MINUTES_MAX))}`,
    ),
  ],
);

export const serviceCategories = pgTable('service_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => serviceCategories.id, { onDelete: 'cascade' }),
    brandId: smallint('brand_id').references(() => brands.id),
    name: text('name').notNull(),
    priceDefault: integer('price_default').notNull(),
    pricePremium: integer('price_premium'),
    pricePromotion: integer('price_promotion'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('services_category_idx').on(table.categoryId, table.sortOrder),
    check(
      'services_prices_check',
      sql`${table.priceDefault} >= 0 and coalesce(${table.pricePremium}, 0) >= 0 and coalesce(${table.pricePromotion}, 0) >= 0`,
    ),
  ],
);

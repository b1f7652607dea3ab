import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
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
  },
  (table) => [index('price_requests_created_idx').on(table.createdAt)],
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
  },
  (table) => [
    index('job_applications_created_idx').on(table.createdAt),
    check('job_applications_cv_size_check', sql`${table.cvBytes} > 0 and ${table.cvBytes} <= 5242880`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { operations } from './operations';

/** A file sent with a message: a text file (a calendar event), kept whole in the row until it is sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every message is written here first and delivered by the sender with retries (docs/product.md §D16), so a mail failure
 * never loses a lead and a message is delivered once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What produced it, e.g. 'contact.department' or 'contact.acknowledgement'. */
    kind: text('kind').notNull(),
    /** The operation a message is about, so that staff see the e-mails each buyer was sent. */
    operationId: integer('operation_id').references(() => operations.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * Headers of the message's own beyond those every message has, by name (the alerts' `List-Unsubscribe`,
     * RFC 8058); null for none.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** The Message-ID header: the same on every attempt, so a receiver can drop a duplicate. */
    messageId: text('message_id').notNull().unique(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender that died mid-delivery leaves 'sending'; after this instant another may take the message. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_operation_idx').on(table.operationId).where(sql`${table.operationId} is not null`),
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

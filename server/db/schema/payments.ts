import { sql } from 'drizzle-orm';
import {
  bigserial,
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
  uuid,
} from 'drizzle-orm/pg-core';
import { OPEN_PAYMENT_STATUSES } from '#domain/operation/payment';
import { brands } from './catalogue';
import { valueList } from './columns';
import { operations } from './operations';

/**
 * One attempt to pay an operation's deposit through a gateway (docs/product.md §D15). The amount is the deposit read from
 * the database when the attempt was made; `status` is the gateway's, as last read back from it.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operationId: integer('operation_id')
      .notNull()
      .references(() => operations.id),
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id),
    gateway: text('gateway').$type<'sandbox' | 'mercadopago'>().notNull(),
    /** The gateway's id, once it answered. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** Sent with the creation: a retried request never charges twice. */
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    status: text('status').notNull().default('pending'),
    statusDetail: text('status_detail').notNull().default(''),
    /** Pesos (docs/product.md §D1). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('ARS'),
    installments: smallint('installments').notNull(),
    paymentMethod: text('payment_method').notNull(),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_gateway_payment_key').on(table.gateway, table.gatewayPaymentId),
    uniqueIndex('payments_idempotency_key').on(table.idempotencyKey),
    index('payments_operation_idx').on(table.operationId),
    // Reconciliation asks the gateway about these.
    index('payments_open_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} in (${valueList(OPEN_PAYMENT_STATUSES)})`),
    check('payments_amount_check', sql`${table.amount} > 0`),
    check('payments_installments_check', sql`${table.installments} between 1 and 3`),
    check('payments_gateway_check', sql`${table.gateway} in ('sandbox', 'mercadopago')`),
  ],
);

/** Every notification received, once: a gateway may deliver the same one many times. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    brandId: smallint('brand_id').notNull(),
    /** x-request-id: the same delivery repeated carries the same one. */
    requestId: text('request_id').notNull(),
    dataId: text('data_id').notNull(),
    /** What applying it did: applied, ignored, mismatch… */
    outcome: text('outcome').notNull().default('received'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_notifications_request_key').on(table.gateway, table.requestId)],
);

/**
 * The sandbox gateway's own ledger (docs/product.md §D15): what a card processor would keep on its side. Kept in the same
 * database so every process of the site sees the same sandbox.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The payment's id as the gateway gives it out: random, so nobody can guess another buyer's payment from theirs
     * (the sequential `id` stays inside the database).
     */
    reference: uuid('reference').notNull().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    externalReference: text('external_reference').notNull(),
    status: text('status').notNull(),
    statusDetail: text('status_detail').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('ARS'),
    paymentMethod: text('payment_method').notNull(),
    installments: smallint('installments').notNull(),
    /** The cardholder name and the card's last four digits; never the number. */
    card: jsonb('card').$type<{ holder: string; lastFour: string }>().notNull(),
    notificationUrl: text('notification_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_payments_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('sandbox_payments_reference_key').on(table.reference),
    index('sandbox_payments_reference_idx').on(table.externalReference),
  ],
);

/**
 * What the payment tests share: an app mounted like the real one (catalogue, operation and payment routes, gateways
 * from the config), complete operations ready to pay, the sandbox's card tokens and signed notifications delivered
 * through `app.request`, and the rows a test asserts on.
 *
 * PUBLIC_URL points at a port nothing listens on: the sandbox's own notification (an HTTP POST to PUBLIC_URL ~150 ms
 * after a payment changes) fails at once and is only logged, so every notification a test relies on is delivered
 * by the test itself.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, like, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import pino from 'pino';
import { expect } from 'vitest';
import type { OperationView } from '#domain/operation/operation';
import { SANDBOX_SECRET_HEADER } from '#domain/operation/payment';
import { createStockUnit } from '../../tests/support/factories';
import { catalogueRoutes, createDatabaseCatalogue } from '../catalogue';
import type { Database } from '../db/client';
import {
  mailOutbox,
  operations,
  paymentNotifications,
  payments,
  sandboxPayments,
  stockUnits,
} from '../db/schema';
import { operationRoutes } from '../dealership';
import {
  type JsonAnswer,
  newClient,
  type OperationApp,
  postJson,
  startOperation,
  updateOperation,
} from '../dealership/operations.fixtures';
import { errorResponse } from '../http/error-responses';
import { loadConfig } from '../platform/config';
import { createLogger, type Logger } from '../platform/logger';
import { createPaymentGateways } from './gateways';
import { CANCELLATION_PATH, PAYMENT_CREATE_PATH, PAYMENT_START_PATH, paymentRoutes } from './payment-routes';
import { createReservationService } from './reservations';
import { signNotification } from './webhook-signature';

export { CANCELLATION_PATH, PAYMENT_CREATE_PATH, PAYMENT_START_PATH, postJson };

/** Nothing listens on port 9 of the loopback: the sandbox's self-notification is refused at once. */
export const PUBLIC_URL = 'http://127.0.0.1:9';
export const SANDBOX_SECRET = 'sandbox-webhook-secret-of-the-tests';
/** docs/product.md §D1: the deposit of a brand without booking_price. */
export const DEFAULT_DEPOSIT = 200_000;
export const CARD_NUMBER = '4509 9535 6623 3704';

export const webhookPath = (kind: 'sandbox' | 'mercadopago', brandId: number) =>
  `/api/v2/territorio/dealership/webhooks/${kind}/${brandId}`;

/** The server's config as loadConfig reads it from an environment (nothing from the process's own). */
export function paymentConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    PUBLIC_URL,
    TRUST_PROXY: '1',
    HOLD_MINUTES: '20',
    CANCELLATION_DAYS: '10',
    PAYMENTS_SANDBOX: '1',
    SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
    ...env,
  });
}

/** A pino logger whose JSON lines stay in memory (no redaction: a line must not need it). */
export function memoryLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

/** The routes of the real app that the payment flow goes through, wired as server/http/app.ts wires them. */
export function buildPaymentApp(
  db: Database,
  options: { env?: Record<string, string>; logger?: Logger } = {},
) {
  const config = paymentConfig(options.env);
  const logger = options.logger ?? createLogger('silent');
  const app: OperationApp = new Hono();
  app.onError((error, c) => errorResponse(error, c, logger));
  app.route('/', catalogueRoutes(createDatabaseCatalogue(db)));
  app.route('/', operationRoutes({ db, config, logger }));
  const gateways = createPaymentGateways({ db, config, logger });
  const reservations = createReservationService({ db, gateways, config, logger });
  app.route('/', paymentRoutes({ db, reservations, gateways, config, logger }));
  return { app, config, gateways, reservations, logger };
}

export type PaymentApp = ReturnType<typeof buildPaymentApp>['app'];

let buyers = 0;
/** A buyer e-mail of its own: the mails of one operation are found by their address. */
export const newBuyerEmail = () => `comprador${++buyers}.${randomUUID().slice(0, 8)}@example.com`;

/**
 * Starts an operation for the unit and completes steps 1 and 2 (cash for the whole total, the personal data of an
 * adult), so that its status is data_complete. `start` is added to the start's body (the visit's `source`, say).
 */
export async function completeOperation(
  app: PaymentApp,
  unit: { id: number; brandId: number },
  email = newBuyerEmail(),
  start: Record<string, unknown> = {},
): Promise<OperationView> {
  const started = await startOperation(app, unit, { ...start, email });
  const answer = await updateOperation(app, started, {
    cash_amount: started.amounts.total,
    customer: {
      ...started.customer,
      name: 'Juana',
      lastname: 'Pérez',
      telephone: '261 555-1234',
      email,
      dni: '30.123.456',
    },
    purchase: { ...started.purchase, birthdate: '1985-03-15', marital_status_id: 2 },
  });
  if (answer.status !== 200 || answer.body.data.status !== 'data_complete') {
    throw new Error(`update answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data as OperationView;
}

/** A new unit of the brand and a complete operation for it. */
export async function newCompleteOperation(app: PaymentApp, db: Database, brandId = 1) {
  const unit = await createStockUnit(db, { brandId });
  const operation = await completeOperation(app, unit);
  return { unit, operation };
}

export const startPayment = (app: PaymentApp, code: string) => postJson(app, PAYMENT_START_PATH, { code });

/** The sandbox's card token for a cardholder name (APRO approves, CONT stays pending, OTHE is rejected). */
export async function cardToken(app: PaymentApp, holder: string): Promise<string> {
  const answer = await postJson(app, '/api/payments/sandbox/card-tokens', { holder, number: CARD_NUMBER });
  expect(answer.status).toBe(201);
  return answer.body.data.id as string;
}

/** POST …/mp with a sandbox card of this holder; `extra` is merged into the body (e.g. amounts a client made up). */
export async function pay(
  app: PaymentApp,
  code: string,
  holder: string,
  extra: Record<string, unknown> = {},
) {
  return postJson(app, PAYMENT_CREATE_PATH, {
    code,
    token: await cardToken(app, holder),
    payment_method_id: 'visa',
    installments: 1,
    ...extra,
  });
}

/** Holds a new unit for a new complete operation and pays with the holder's card; fails the test on a refusal. */
export async function paidOperation(app: PaymentApp, db: Database, holder: string, brandId = 1) {
  const { unit, operation } = await newCompleteOperation(app, db, brandId);
  const started = await startPayment(app, operation.code);
  expect(started.status).toBe(200);
  const paid = await pay(app, operation.code, holder);
  expect(paid.status).toBe(201);
  return {
    unit,
    operation,
    payment: paid.body.data as { payment_id: string; status: string; outcome: string },
  };
}

export interface SandboxNotification {
  /** The payment id the URL names (data.id). */
  dataId: string;
  brandId?: number;
  requestId?: string;
  secret?: string;
  /** The id the signature is computed over; by default dataId. */
  signedId?: string;
  /** Unix seconds; by default now. */
  ts?: string;
  /** Sends no x-signature header. */
  unsigned?: boolean;
}

/** A notification of the sandbox gateway, signed as the sandbox signs it, delivered through `app.request`. */
export async function notifySandbox(app: PaymentApp, notification: SandboxNotification) {
  const requestId = notification.requestId ?? randomUUID();
  const ts = notification.ts ?? String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-request-id': requestId,
    'x-forwarded-for': newClient(),
  };
  if (!notification.unsigned) {
    headers['x-signature'] = signNotification(
      notification.secret ?? SANDBOX_SECRET,
      notification.signedId ?? notification.dataId,
      requestId,
      ts,
    );
  }
  const query = new URLSearchParams({ 'data.id': notification.dataId, type: 'payment' });
  const response = await app.request(`${webhookPath('sandbox', notification.brandId ?? 1)}?${query}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ action: 'payment.updated', data: { id: notification.dataId }, type: 'payment' }),
  });
  return { status: response.status, body: await response.json(), requestId };
}

/** What a processor does to a pending sandbox payment later: settles it (its own notification goes nowhere). */
/** The sandbox's processor settles a pending payment, as whoever runs the site may (with the sandbox's secret). */
export async function settleSandbox(app: PaymentApp, paymentId: string, status: 'approved' | 'rejected') {
  const answer = await settleRequest(app, `/api/payments/sandbox/payments/${paymentId}/settle`, status);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

export async function settleRequest(
  app: PaymentApp,
  path: string,
  status: 'approved' | 'rejected',
  secret: string | null = SANDBOX_SECRET,
) {
  const response = await app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': newClient(),
      ...(secret === null ? {} : { [SANDBOX_SECRET_HEADER]: secret }),
    },
    body: JSON.stringify({ status }),
  });
  return { status: response.status, body: await response.json() } as JsonAnswer;
}

export async function operationRow(db: Database, code: string) {
  const [row] = await db.select().from(operations).where(eq(operations.code, code));
  if (!row) throw new Error(`no operation ${code}`);
  return row;
}

export async function unitRow(db: Database, id: number) {
  const [row] = await db.select().from(stockUnits).where(eq(stockUnits.id, id));
  if (!row) throw new Error(`no stock unit ${id}`);
  return row;
}

export async function paymentRows(db: Database, operationId: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.operationId, operationId))
    .orderBy(asc(payments.createdAt));
}

export async function sandboxPaymentRow(db: Database, id: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, id));
  if (!row) throw new Error(`no sandbox payment ${id}`);
  return row;
}

export async function notificationRows(db: Database, requestId: string) {
  return db.select().from(paymentNotifications).where(eq(paymentNotifications.requestId, requestId));
}

/** The queued mails that match, oldest first: what a test reads of each. */
function queuedMails(db: Database, where: SQL | undefined) {
  return db
    .select({
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(asc(mailOutbox.id));
}

/** The mails queued to an address, oldest first. */
export const mailsTo = (db: Database, address: string) => queuedMails(db, eq(mailOutbox.toAddress, address));

/** The mails queued about an operation (mail_outbox.operation_id), oldest first. */
export const mailsOfOperation = (db: Database, operationId: number) =>
  queuedMails(db, eq(mailOutbox.operationId, operationId));

/** The mails of a kind that name an operation code (staff mails go to the department, not the buyer). */
export const mailsAbout = (db: Database, code: string, kind?: string) =>
  queuedMails(
    db,
    kind
      ? and(like(mailOutbox.textBody, `%${code}%`), eq(mailOutbox.kind, kind))
      : like(mailOutbox.textBody, `%${code}%`),
  );

/** Makes an operation's hold lapse, as time passing would: both the unit's and the operation's instants in the past. */
export async function lapseHold(db: Database, operation: { id: number; stockUnitId: number }) {
  const past = new Date(Date.now() - 60_000);
  await db.update(stockUnits).set({ heldUntil: past }).where(eq(stockUnits.id, operation.stockUnitId));
  await db.update(operations).set({ holdExpiresAt: past }).where(eq(operations.id, operation.id));
}

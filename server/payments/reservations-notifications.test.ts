/**
 * docs/product.md §D1 and §D15: what a payment does to its operation (approved, pending then approved, rejected),
 * the deposit charged whatever the client sends, and the gateway's signed notifications: each applied once, forged
 * or stale ones refused, one that disagrees with the records not applied.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { PAYMENT_IN_PROGRESS_MESSAGE } from '#domain/operation/payment';
import { insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { brandSettings, sandboxPayments } from '../db/schema';
import { PAYMENT_MAIL_KINDS } from './payment-mails';
import {
  buildPaymentApp,
  DEFAULT_DEPOSIT,
  lapseHold,
  mailsAbout,
  mailsTo,
  memoryLogger,
  newCompleteOperation,
  notificationRows,
  notifySandbox,
  operationRow,
  type PaymentApp,
  paidOperation,
  pay,
  paymentRows,
  SANDBOX_SECRET,
  sandboxPaymentRow,
  settleSandbox,
  startPayment,
  unitRow,
} from './payments.fixtures';

const CHEVROLET_DEPOSIT = 350_000;

let handle: DatabaseHandle;
let app: PaymentApp;
const log = memoryLogger();

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  await handle.db.insert(brandSettings).values({ brandId: 2, bookingPrice: CHEVROLET_DEPOSIT });
  ({ app } = buildPaymentApp(handle.db, { logger: log.logger }));
});
afterAll(() => handle.close());

const catalogue = { 1: '/v1/vw/stock/stock', 2: '/v1/gm/stock/stock' } as const;

async function catalogueUnit(brandId: 1 | 2, unitId: number) {
  const response = await app.request(`${catalogue[brandId]}?id=${unitId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { available: boolean; status: string } }).data;
}

/** What the gateway charged for an operation: its own ledger, by the operation's transaction code. */
async function charges(transactionCode: string) {
  return handle.db
    .select({ status: sandboxPayments.status })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.externalReference, transactionCode));
}

async function receipts(email: string) {
  return (await mailsTo(handle.db, email)).filter((mail) => mail.kind === PAYMENT_MAIL_KINDS.receipt);
}

describe('POST /api/v2/territorio/dealership/mp with the sandbox', () => {
  it('reserves on an approved card (APRO): operation and unit reserved, catalogue unavailable, mails queued', async () => {
    const { unit, operation } = await newCompleteOperation(app, handle.db);
    const start = await startPayment(app, operation.code);
    expect(start.body.data.deposit).toBe(DEFAULT_DEPOSIT);

    // A client's own figures are never what is charged (docs/product.md §D1, §D2).
    const paid = await pay(app, operation.code, 'APRO', {
      amount: 1,
      transaction_amount: 1,
      deposit: 1,
      booking_price: 1,
    });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({
      status: 'approved',
      outcome: 'reserved',
      next: dealershipPaths.reserved(operation.code),
    });

    const row = await operationRow(handle.db, operation.code);
    expect(row).toMatchObject({ status: 'reserved', holdExpiresAt: null });
    expect(row.reservedAt).toBeInstanceOf(Date);
    expect(await unitRow(handle.db, unit.id)).toMatchObject({
      status: 'reserved',
      holderOperationId: row.id,
      heldUntil: null,
    });
    expect(await catalogueUnit(1, unit.id)).toMatchObject({ available: false, status: 'reserved' });

    const [payment, ...others] = await paymentRows(handle.db, row.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      gateway: 'sandbox',
      gatewayPaymentId: paid.body.data.payment_id,
      status: 'approved',
      amount: DEFAULT_DEPOSIT,
      currency: 'ARS',
      paymentMethod: 'visa',
      installments: 1,
    });
    expect(await sandboxPaymentRow(handle.db, paid.body.data.payment_id)).toMatchObject({
      amount: DEFAULT_DEPOSIT,
      externalReference: operation.purchase.transaction.code,
      status: 'approved',
    });

    const buyer = await receipts(operation.email);
    expect(buyer).toHaveLength(1);
    expect(buyer[0]?.text).toContain(operation.code);
    const sales = await mailsAbout(handle.db, operation.code, PAYMENT_MAIL_KINDS.salesNotice);
    expect(sales).toHaveLength(1);
    expect(sales[0]?.to).not.toBe(operation.email);
  });

  it("charges the brand's booking_price when it has one", async () => {
    const { unit, operation, payment } = await paidOperation(app, handle.db, 'APRO', 2);
    expect(payment.outcome).toBe('reserved');
    const [row] = await paymentRows(handle.db, (await operationRow(handle.db, operation.code)).id);
    expect(row?.amount).toBe(CHEVROLET_DEPOSIT);
    expect((await sandboxPaymentRow(handle.db, payment.payment_id)).amount).toBe(CHEVROLET_DEPOSIT);
    expect(await catalogueUnit(2, unit.id)).toMatchObject({ available: false });
    expect(await receipts(operation.email)).toHaveLength(1);
  });

  it('leaves a pending card (CONT) payment_pending, and reserves once its approval is notified', async () => {
    const { unit, operation, payment } = await paidOperation(app, handle.db, 'CONT');
    expect(payment).toMatchObject({
      status: 'in_process',
      outcome: 'pending',
      next: dealershipPaths.pending(operation.code),
    });
    const pending = await operationRow(handle.db, operation.code);
    expect(pending.status).toBe('payment_pending');
    expect((await paymentRows(handle.db, pending.id))[0]?.status).toBe('in_process');
    expect(await unitRow(handle.db, unit.id)).toMatchObject({
      status: 'held',
      holderOperationId: pending.id,
    });
    expect(await receipts(operation.email)).toHaveLength(0);

    await settleSandbox(app, payment.payment_id, 'approved');
    // Nothing changes on the gateway's word alone until its notification arrives.
    expect((await operationRow(handle.db, operation.code)).status).toBe('payment_pending');

    const delivered = await notifySandbox(app, { dataId: payment.payment_id });
    expect(delivered).toMatchObject({ status: 200, body: { data: { outcome: 'reserved' } } });
    expect((await operationRow(handle.db, operation.code)).status).toBe('reserved');
    expect((await unitRow(handle.db, unit.id)).status).toBe('reserved');
    expect((await paymentRows(handle.db, pending.id))[0]?.status).toBe('approved');
    expect(await receipts(operation.email)).toHaveLength(1);
  });

  it('keeps the unit held on a rejected card (OTHE), and another card pays at once, with no new start', async () => {
    const { unit, operation, payment } = await paidOperation(app, handle.db, 'OTHE');
    expect(payment).toMatchObject({ status: 'rejected', outcome: 'rejected', next: null });
    const row = await operationRow(handle.db, operation.code);
    expect(row.status).toBe('payment_pending');
    expect(row.holdExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(await unitRow(handle.db, unit.id)).toMatchObject({
      status: 'held',
      holderOperationId: row.id,
      heldUntil: row.holdExpiresAt,
    });
    expect(await catalogueUnit(1, unit.id)).toMatchObject({ available: false });

    const retried = await pay(app, operation.code, 'APRO');
    expect(retried.body.data).toMatchObject({ status: 'approved', outcome: 'reserved' });
    expect((await operationRow(handle.db, operation.code)).status).toBe('reserved');
    expect((await paymentRows(handle.db, row.id)).map((attempt) => attempt.status)).toEqual([
      'rejected',
      'approved',
    ]);
    expect(await receipts(operation.email)).toHaveLength(1);
  });

  it('keeps the hold when a pending payment is rejected while it lasts', async () => {
    const { unit, operation, payment } = await paidOperation(app, handle.db, 'CONT');
    await settleSandbox(app, payment.payment_id, 'rejected');
    const delivered = await notifySandbox(app, { dataId: payment.payment_id });
    expect(delivered.body.data.outcome).toBe('rejected');
    expect((await operationRow(handle.db, operation.code)).status).toBe('payment_pending');
    expect((await unitRow(handle.db, unit.id)).status).toBe('held');
  });

  it('gives the unit back when the rejection arrives after the hold lapsed', async () => {
    const { unit, operation, payment } = await paidOperation(app, handle.db, 'CONT');
    await lapseHold(handle.db, await operationRow(handle.db, operation.code));
    await settleSandbox(app, payment.payment_id, 'rejected');
    const delivered = await notifySandbox(app, { dataId: payment.payment_id });
    expect(delivered.body.data.outcome).toBe('rejected');
    expect(await operationRow(handle.db, operation.code)).toMatchObject({
      status: 'data_complete',
      holdExpiresAt: null,
    });
    expect(await unitRow(handle.db, unit.id)).toMatchObject({
      status: 'available',
      holderOperationId: null,
      heldUntil: null,
    });
    expect(await catalogueUnit(1, unit.id)).toMatchObject({ available: true });

    // Starting again holds it anew, and the payment goes through.
    expect((await startPayment(app, operation.code)).status).toBe(200);
    expect((await pay(app, operation.code, 'APRO')).body.data).toMatchObject({ outcome: 'reserved' });
  });
});

describe('a second charge of the same deposit', () => {
  it('is refused while a payment of the operation is in process, and allowed once that one is rejected', async () => {
    const { operation, payment } = await paidOperation(app, handle.db, 'CONT');
    const reference = operation.purchase.transaction.code;

    const second = await pay(app, operation.code, 'APRO');
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: PAYMENT_IN_PROGRESS_MESSAGE });
    expect(await charges(reference)).toEqual([{ status: 'in_process' }]);
    const row = await operationRow(handle.db, operation.code);
    expect(row.status).toBe('payment_pending');
    expect(await paymentRows(handle.db, row.id)).toHaveLength(1);

    await settleSandbox(app, payment.payment_id, 'rejected');
    expect((await notifySandbox(app, { dataId: payment.payment_id })).body.data.outcome).toBe('rejected');
    const retried = await pay(app, operation.code, 'APRO');
    expect(retried.body.data).toMatchObject({ status: 'approved', outcome: 'reserved' });
    expect((await charges(reference)).map((charge) => charge.status).sort()).toEqual([
      'approved',
      'rejected',
    ]);
  });

  it('is never taken when two payments are sent at once', async () => {
    const { operation } = await newCompleteOperation(app, handle.db);
    expect((await startPayment(app, operation.code)).status).toBe(200);

    const answers = await Promise.all([pay(app, operation.code, 'APRO'), pay(app, operation.code, 'APRO')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await charges(operation.purchase.transaction.code)).toEqual([{ status: 'approved' }]);
    const row = await operationRow(handle.db, operation.code);
    expect(row.status).toBe('reserved');
    expect((await paymentRows(handle.db, row.id)).map((attempt) => attempt.status)).toEqual(['approved']);
    expect(await receipts(operation.email)).toHaveLength(1);
  });
});

describe('POST /api/v2/territorio/dealership/webhooks/sandbox/:brand', () => {
  it('applies the same notification delivered 5 times once', async () => {
    const { operation, payment } = await paidOperation(app, handle.db, 'CONT');
    await settleSandbox(app, payment.payment_id, 'approved');
    const before = await operationRow(handle.db, operation.code);
    const requestId = randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));

    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () => notifySandbox(app, { dataId: payment.payment_id, requestId, ts })),
    );
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200, 200]);
    expect(deliveries.map((delivery) => delivery.body.data.outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'reserved',
    ]);

    const after = await operationRow(handle.db, operation.code);
    expect(after.status).toBe('reserved');
    expect(after.version).toBe(before.version + 1);
    expect(await notificationRows(handle.db, requestId)).toMatchObject([
      { gateway: 'sandbox', dataId: payment.payment_id, outcome: 'reserved' },
    ]);
    expect(await receipts(operation.email)).toHaveLength(1);
    expect(await mailsAbout(handle.db, operation.code, PAYMENT_MAIL_KINDS.salesNotice)).toHaveLength(1);

    // Another delivery about the same payment (payment.created after payment.updated) changes nothing either.
    const other = await notifySandbox(app, { dataId: payment.payment_id });
    expect(other.body.data.outcome).toBe('reserved');
    expect((await operationRow(handle.db, operation.code)).version).toBe(after.version);
    expect(await receipts(operation.email)).toHaveLength(1);
  });

  it('refuses forged and stale signatures with 401 and no effect', async () => {
    const { operation, payment } = await paidOperation(app, handle.db, 'CONT');
    const another = await paidOperation(app, handle.db, 'CONT');
    await settleSandbox(app, payment.payment_id, 'approved');
    const dataId = payment.payment_id;
    const sixMinutesAgo = String(Math.floor(Date.now() / 1000) - 6 * 60);

    const refused = [
      await notifySandbox(app, { dataId, secret: 'not-the-secret-of-the-sandbox' }),
      // A genuine signature of another payment, with this payment's id in the URL.
      await notifySandbox(app, { dataId, signedId: another.payment.payment_id }),
      await notifySandbox(app, { dataId, unsigned: true }),
      await notifySandbox(app, { dataId, ts: sixMinutesAgo }),
    ];
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 401, body: { error: 'Firma inválida.' } });
      expect(await notificationRows(handle.db, answer.requestId)).toEqual([]);
    }
    expect((await operationRow(handle.db, operation.code)).status).toBe('payment_pending');
    expect(await receipts(operation.email)).toHaveLength(0);

    // The same notification, genuinely signed now, is taken.
    const genuine = await notifySandbox(app, { dataId, secret: SANDBOX_SECRET });
    expect(genuine).toMatchObject({ status: 200, body: { data: { outcome: 'reserved' } } });
    expect((await operationRow(handle.db, operation.code)).status).toBe('reserved');
  });

  it('answers 404 for a gateway it does not have', async () => {
    const response = await app.request('/api/v2/territorio/dealership/webhooks/paypal/1?data.id=1', {
      method: 'POST',
    });
    expect(response.status).toBe(404);
  });

  it('does not apply a payment whose amount differs from its record, and logs it without personal data', async () => {
    const { unit, operation, payment } = await paidOperation(app, handle.db, 'CONT');
    await settleSandbox(app, payment.payment_id, 'approved');
    await handle.db
      .update(sandboxPayments)
      .set({ amount: DEFAULT_DEPOSIT - 1 })
      .where(eq(sandboxPayments.reference, payment.payment_id));
    const mark = log.lines.length;

    const delivered = await notifySandbox(app, { dataId: payment.payment_id });
    expect(delivered).toMatchObject({ status: 200, body: { data: { outcome: 'mismatch' } } });

    const row = await operationRow(handle.db, operation.code);
    expect(row.status).toBe('payment_pending');
    expect((await paymentRows(handle.db, row.id))[0]?.status).toBe('in_process');
    expect(await unitRow(handle.db, unit.id)).toMatchObject({ status: 'held', holderOperationId: row.id });
    expect(await receipts(operation.email)).toHaveLength(0);
    expect(await mailsAbout(handle.db, operation.code, PAYMENT_MAIL_KINDS.salesNotice)).toHaveLength(0);

    const lines = log.lines.slice(mark).filter((line) => line.includes('payment does not match its records'));
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    expect(JSON.parse(line)).toMatchObject({
      level: 50,
      msg: 'payment does not match its records: not applied',
      operationId: row.id,
      amount: true,
      currency: false,
      method: false,
    });
    for (const personal of [operation.email, '30123456', '30.123.456', operation.code]) {
      expect(line).not.toContain(personal);
    }
  });
});

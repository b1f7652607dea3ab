/**
 * docs/product.md §D5 and docs/decisions/0010: the unit's hold when payment starts (one winner of many), a payment approved after its hold
 * went to another buyer, the reconciliation of what no notification told, and the refusal when a brand has no
 * gateway.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIT_UNAVAILABLE_MESSAGE } from '#domain/operation/operation';
import { generateOperationCode, generateTransactionCode } from '#domain/operation/operation-code';
import { PAYMENT_UNAVAILABLE_MESSAGE } from '#domain/operation/payment';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { operations, payments, sandboxPayments } from '../db/schema';
import { PAYMENT_MAIL_KINDS } from './payment-mails';
import {
  buildPaymentApp,
  completeOperation,
  DEFAULT_DEPOSIT,
  lapseHold,
  mailsAbout,
  mailsTo,
  newCompleteOperation,
  notifySandbox,
  operationRow,
  type PaymentApp,
  paidOperation,
  pay,
  paymentRows,
  sandboxPaymentRow,
  settleSandbox,
  startPayment,
  unitRow,
} from './payments.fixtures';
import type { ReservationService } from './reservations';

let handle: DatabaseHandle;
let app: PaymentApp;
let reservations: ReservationService;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  ({ app, reservations } = buildPaymentApp(handle.db));
});
afterAll(() => handle.close());

async function catalogueAvailable(unitId: number) {
  const response = await app.request(`/v1/vw/stock/stock?id=${unitId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { available: boolean } }).data.available;
}

describe('POST /api/v2/territorio/dealership/payment/start', () => {
  it('holds the unit for exactly one of 20 operations starting payment at once', async () => {
    const unit = await createStockUnit(handle.db);
    const first = await operationRow(handle.db, (await completeOperation(app, unit)).code);
    // Nineteen more buyers' complete operations for the same unit, copied in the database: the race under test is
    // the payment start, and nineteen more starts and updates through HTTP would only slow the file down.
    const { id: _id, ...columns } = first;
    const copies = await handle.db
      .insert(operations)
      .values(
        Array.from({ length: 19 }, (_, n) => ({
          ...columns,
          code: generateOperationCode(),
          transactionCode: generateTransactionCode(),
          email: `comprador.${n}.${first.code.toLowerCase()}@example.com`,
        })),
      )
      .returning({ code: operations.code, status: operations.status });
    expect(copies.every((copy) => copy.status === 'data_complete')).toBe(true);
    const contenders = [first.code, ...copies.map((copy) => copy.code)];

    const answers = await Promise.all(contenders.map((code) => startPayment(app, code)));

    const winners = contenders.filter((_, index) => answers[index]?.status === 200);
    expect(winners).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.body).toEqual({ error: UNIT_UNAVAILABLE_MESSAGE });

    const winner = await operationRow(handle.db, winners[0] ?? '');
    const held = answers.find((answer) => answer.status === 200);
    expect(held?.body.data).toMatchObject({
      code: winner.code,
      deposit: DEFAULT_DEPOSIT,
      gateway: { kind: 'sandbox', publicKey: '' },
    });
    expect(winner.status).toBe('payment_pending');
    const row = await unitRow(handle.db, unit.id);
    expect(row).toMatchObject({ status: 'held', holderOperationId: winner.id });
    // HOLD_MINUTES is 20.
    const minutes = ((row.heldUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(19);
    expect(minutes).toBeLessThanOrEqual(20);
    expect(winner.holdExpiresAt?.getTime()).toBe(row.heldUntil?.getTime());

    for (const loser of contenders.filter((code) => code !== winner.code)) {
      expect((await operationRow(handle.db, loser)).status).toBe('data_complete');
    }
    expect(await catalogueAvailable(unit.id)).toBe(false);
  });

  it('lets the holder start again, and refuses an operation that is not complete', async () => {
    const { unit, operation } = await newCompleteOperation(app, handle.db);
    expect((await startPayment(app, operation.code)).status).toBe(200);
    const again = await startPayment(app, operation.code);
    expect(again.status).toBe(200);
    expect((await unitRow(handle.db, unit.id)).holderOperationId).toBe(
      (await operationRow(handle.db, operation.code)).id,
    );

    const other = await createStockUnit(handle.db);
    const started = await postStartOnly(other);
    const early = await startPayment(app, started);
    expect(early.status).toBe(409);
    expect((await unitRow(handle.db, other.id)).status).toBe('available');
  });
});

/** An operation started but not completed: its code. */
async function postStartOnly(unit: { id: number; brandId: number }) {
  const response = await app.request('/api/v2/territorio/dealership/start', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
    body: JSON.stringify({ email: 'apurado@example.com', stock_id: unit.id, brand_id: unit.brandId }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

describe('a payment approved after its hold lapsed (docs/product.md §D5)', () => {
  it('is refunded and its operation cancelled when another buyer holds the unit now', async () => {
    const unit = await createStockUnit(handle.db);
    const first = await completeOperation(app, unit);
    const second = await completeOperation(app, unit);
    expect((await startPayment(app, first.code)).status).toBe(200);
    const pending = await pay(app, first.code, 'CONT');
    expect(pending.body.data).toMatchObject({ status: 'in_process', outcome: 'pending' });
    const paymentId = pending.body.data.payment_id as string;

    const a = await operationRow(handle.db, first.code);
    await lapseHold(handle.db, a);
    expect((await startPayment(app, second.code)).status).toBe(200);
    const b = await operationRow(handle.db, second.code);

    await settleSandbox(app, paymentId, 'approved');
    const delivered = await notifySandbox(app, { dataId: paymentId });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data.outcome).toBe('refunded');

    expect(await sandboxPaymentRow(handle.db, paymentId)).toMatchObject({ status: 'refunded' });
    const [payment] = await paymentRows(handle.db, a.id);
    expect(payment).toMatchObject({ status: 'refunded', refundId: `refund-${paymentId}` });
    expect(payment?.refundedAt).toBeInstanceOf(Date);
    expect(await operationRow(handle.db, first.code)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'unit_taken',
      holdExpiresAt: null,
    });
    expect(await unitRow(handle.db, unit.id)).toMatchObject({ status: 'held', holderOperationId: b.id });
    expect((await operationRow(handle.db, second.code)).status).toBe('payment_pending');

    const staff = await mailsAbout(handle.db, first.code, PAYMENT_MAIL_KINDS.unitTakenStaff);
    expect(staff).toHaveLength(1);
    expect(staff[0]?.to).not.toBe(first.email);
    expect(staff[0]?.subject).toContain('devuelta');
    const buyer = (await mailsTo(handle.db, first.email)).map((mail) => mail.kind);
    expect(buyer).toContain(PAYMENT_MAIL_KINDS.unitTaken);
    expect(buyer).not.toContain(PAYMENT_MAIL_KINDS.receipt);

    // The same news again changes nothing more.
    const again = await notifySandbox(app, { dataId: paymentId });
    expect(again.body.data.outcome).toBe('refunded');
    expect(await mailsAbout(handle.db, first.code, PAYMENT_MAIL_KINDS.unitTakenStaff)).toHaveLength(1);
  });

  it('still reserves the unit when nobody took it in the meantime', async () => {
    const { unit, operation, payment } = await paidOperation(app, handle.db, 'CONT');
    const row = await operationRow(handle.db, operation.code);
    await lapseHold(handle.db, row);

    await settleSandbox(app, payment.payment_id, 'approved');
    const delivered = await notifySandbox(app, { dataId: payment.payment_id });
    expect(delivered.body.data.outcome).toBe('reserved');
    expect((await operationRow(handle.db, operation.code)).status).toBe('reserved');
    expect(await unitRow(handle.db, unit.id)).toMatchObject({
      status: 'reserved',
      holderOperationId: row.id,
      heldUntil: null,
    });
  });
});

describe('reconcile', () => {
  it('applies a payment settled at the gateway that no notification reported', async () => {
    const { unit, operation, payment } = await paidOperation(app, handle.db, 'CONT');
    // Settled on the gateway's side only: no notification is even attempted.
    await handle.db
      .update(sandboxPayments)
      .set({ status: 'approved', statusDetail: 'accredited' })
      .where(eq(sandboxPayments.reference, payment.payment_id));
    expect((await operationRow(handle.db, operation.code)).status).toBe('payment_pending');

    const result = await reservations.reconcile(0);
    expect(result.checked).toBeGreaterThanOrEqual(1);

    expect((await operationRow(handle.db, operation.code)).status).toBe('reserved');
    expect((await unitRow(handle.db, unit.id)).status).toBe('reserved');
    const [row] = await paymentRows(handle.db, (await operationRow(handle.db, operation.code)).id);
    expect(row?.status).toBe('approved');
    const kinds = (await mailsTo(handle.db, operation.email)).map((mail) => mail.kind);
    expect(kinds.filter((kind) => kind === PAYMENT_MAIL_KINDS.receipt)).toHaveLength(1);
  });

  it('puts an operation whose hold lapsed without a payment back to data_complete, not one still paying', async () => {
    const { unit, operation } = await newCompleteOperation(app, handle.db);
    expect((await startPayment(app, operation.code)).status).toBe(200);
    await lapseHold(handle.db, await operationRow(handle.db, operation.code));
    const paying = await paidOperation(app, handle.db, 'CONT');
    await lapseHold(handle.db, await operationRow(handle.db, paying.operation.code));

    const result = await reservations.reconcile(0);
    expect(result.lapsed).toBeGreaterThanOrEqual(1);

    expect(await operationRow(handle.db, operation.code)).toMatchObject({
      status: 'data_complete',
      holdExpiresAt: null,
    });
    expect(await catalogueAvailable(unit.id)).toBe(true);
    // Its payment is still open at the gateway: the operation waits for it.
    expect((await operationRow(handle.db, paying.operation.code)).status).toBe('payment_pending');

    // The buyer can start paying again.
    expect((await startPayment(app, operation.code)).status).toBe(200);
  });

  it('writes lapsed holds down as available, so the catalogue counts the unit again', async () => {
    const { unit, operation } = await newCompleteOperation(app, handle.db);
    expect((await startPayment(app, operation.code)).status).toBe(200);
    await lapseHold(handle.db, await operationRow(handle.db, operation.code));

    await reservations.reconcile(0);

    expect(await unitRow(handle.db, unit.id)).toMatchObject({
      status: 'available',
      heldUntil: null,
      holderOperationId: null,
    });
  });

  it('settles attempts the gateway never answered: found by reference, or closed so the unit goes back', async () => {
    // A charge that reached the gateway, whose answer was lost with the process: the attempt has no gateway id.
    const charged = await paidOperation(app, handle.db, 'CONT');
    const chargedRow = await operationRow(handle.db, charged.operation.code);
    await handle.db
      .update(payments)
      .set({ gatewayPaymentId: null, status: 'pending', createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(payments.operationId, chargedRow.id));
    await handle.db
      .update(sandboxPayments)
      .set({ status: 'approved', statusDetail: 'accredited' })
      .where(eq(sandboxPayments.reference, charged.payment.payment_id));
    // An attempt that never reached the gateway.
    const { operation } = await newCompleteOperation(app, handle.db);
    expect((await startPayment(app, operation.code)).status).toBe(200);
    const lostRow = await operationRow(handle.db, operation.code);
    await handle.db.insert(payments).values({
      operationId: lostRow.id,
      brandId: lostRow.brandId,
      gateway: 'sandbox',
      amount: 200_000,
      installments: 1,
      paymentMethod: 'visa',
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    await lapseHold(handle.db, lostRow);

    await reservations.reconcile(0);

    expect((await operationRow(handle.db, charged.operation.code)).status).toBe('reserved');
    const [attempt] = await paymentRows(handle.db, chargedRow.id);
    expect(attempt).toMatchObject({ status: 'approved', gatewayPaymentId: charged.payment.payment_id });
    expect((await paymentRows(handle.db, lostRow.id)).map((row) => row.status)).toEqual(['error']);
    expect((await operationRow(handle.db, operation.code)).status).toBe('data_complete');
  });
});

describe('a brand without a gateway', () => {
  it("answers 503 'Imposible procesar el pago en este momento.' and holds nothing", async () => {
    const { app: closed } = buildPaymentApp(handle.db, { env: { PAYMENTS_SANDBOX: '0' } });
    const { unit, operation } = await newCompleteOperation(closed, handle.db);

    const answer = await startPayment(closed, operation.code);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: PAYMENT_UNAVAILABLE_MESSAGE });
    expect(PAYMENT_UNAVAILABLE_MESSAGE).toBe('Imposible procesar el pago en este momento.');
    expect((await operationRow(handle.db, operation.code)).status).toBe('data_complete');
    expect(await unitRow(handle.db, unit.id)).toMatchObject({ status: 'available', holderOperationId: null });
  });
});

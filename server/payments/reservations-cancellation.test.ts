/**
 * docs/product.md §D6, the right to cancel (Botón de arrepentimiento): by code and e-mail, a full refund within
 * CANCELLATION_DAYS, the cancellation code at once and the same code when asked again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationDeadline } from '#domain/operation/deposit';
import { OPERATION_NOT_FOUND_MESSAGE } from '#domain/operation/operation';
import { localDate } from '#domain/shared/mendoza-time';
import { insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { operations } from '../db/schema';
import { PAYMENT_MAIL_KINDS } from './payment-mails';
import {
  buildPaymentApp,
  CANCELLATION_PATH,
  DEFAULT_DEPOSIT,
  mailsAbout,
  mailsTo,
  newCompleteOperation,
  operationRow,
  type PaymentApp,
  paidOperation,
  paymentRows,
  postJson,
  sandboxPaymentRow,
  startPayment,
  unitRow,
} from './payments.fixtures';

const DAY = 24 * 60 * 60 * 1000;
const CANCELLATION_CODE = /^[0-9A-HJKMNP-TV-Z]{12}$/;

let handle: DatabaseHandle;
let app: PaymentApp;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  ({ app } = buildPaymentApp(handle.db));
});
afterAll(() => handle.close());

const cancel = (code: string, email: string) => postJson(app, CANCELLATION_PATH, { code, email });

async function catalogueAvailable(unitId: number) {
  const response = await app.request(`/v1/vw/stock/stock?id=${unitId}`);
  return ((await response.json()) as { data: { available: boolean } }).data.available;
}

async function reservedDaysAgo(code: string, days: number) {
  await handle.db
    .update(operations)
    .set({ reservedAt: new Date(Date.now() - days * DAY) })
    .where(eq(operations.code, code));
}

describe('POST /api/v2/territorio/dealership/cancel', () => {
  it('cancels a reservation within the window: a code, the deposit refunded, the unit free, mails queued', async () => {
    const { unit, operation, payment } = await paidOperation(app, handle.db, 'APRO');
    // Nine days after paying is still within the ten.
    await reservedDaysAgo(operation.code, 9);

    // The code is read case-insensitively and the e-mail whatever its case.
    const answer = await cancel(operation.code.toLowerCase(), operation.email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ refunded: DEFAULT_DEPOSIT, already: false });
    const cancellationCode = answer.body.data.cancellation_code as string;
    expect(cancellationCode).toMatch(CANCELLATION_CODE);

    const row = await operationRow(handle.db, operation.code);
    expect(row).toMatchObject({ status: 'cancelled', cancellationCode, cancellationReason: 'buyer' });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(await sandboxPaymentRow(handle.db, payment.payment_id)).toMatchObject({ status: 'refunded' });
    expect((await paymentRows(handle.db, row.id))[0]).toMatchObject({
      status: 'refunded',
      refundId: `refund-${payment.payment_id}`,
    });
    expect(await unitRow(handle.db, unit.id)).toMatchObject({
      status: 'available',
      holderOperationId: null,
      heldUntil: null,
    });
    expect(await catalogueAvailable(unit.id)).toBe(true);

    const buyer = (await mailsTo(handle.db, operation.email)).filter(
      (mail) => mail.kind === PAYMENT_MAIL_KINDS.cancelled,
    );
    expect(buyer).toHaveLength(1);
    expect(buyer[0]?.subject).toContain(cancellationCode);
    const staff = await mailsAbout(handle.db, operation.code, PAYMENT_MAIL_KINDS.cancelledStaff);
    expect(staff).toHaveLength(1);
    expect(staff[0]?.text).toContain(cancellationCode);

    // Asking again answers the same code, and nothing is refunded or mailed twice.
    const again = await cancel(operation.code, operation.email);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ cancellation_code: cancellationCode, refunded: 0, already: true });
    expect(
      (await mailsTo(handle.db, operation.email)).filter(
        (mail) => mail.kind === PAYMENT_MAIL_KINDS.cancelled,
      ),
    ).toHaveLength(1);
  });

  it('answers the generic 404 for a wrong e-mail or an unknown code, and changes nothing', async () => {
    const { operation } = await paidOperation(app, handle.db, 'APRO');

    for (const [code, email] of [
      [operation.code, 'otra.persona@example.com'],
      ['ZZZZZZZZZZZZ', operation.email],
    ] as const) {
      const answer = await cancel(code, email);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: OPERATION_NOT_FOUND_MESSAGE });
    }
    expect((await operationRow(handle.db, operation.code)).status).toBe('reserved');
  });

  it('refuses with 422 once the window has closed, telling the day it closed', async () => {
    const { unit, operation, payment } = await paidOperation(app, handle.db, 'APRO');
    await reservedDaysAgo(operation.code, 11);
    const { reservedAt } = await operationRow(handle.db, operation.code);
    const closed = new Intl.DateTimeFormat('es-AR', {
      dateStyle: 'long',
      timeZone: 'America/Argentina/Mendoza',
    }).format(cancellationDeadline(reservedAt ?? new Date(), 10));

    const answer = await cancel(operation.code, operation.email);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      error: `El plazo para arrepentirte de esta reserva terminó el ${closed}.`,
    });
    expect((await operationRow(handle.db, operation.code)).status).toBe('reserved');
    expect((await sandboxPaymentRow(handle.db, payment.payment_id)).status).toBe('approved');
    expect((await unitRow(handle.db, unit.id)).status).toBe('reserved');
  });

  it('still cancels on the tenth calendar day, after ten times 24 hours have passed', async () => {
    const { operation } = await paidOperation(app, handle.db, 'APRO');
    // Paid ten calendar days ago, a second after midnight in Mendoza (03:00:01 UTC): more than 240 hours ago, and
    // today is the tenth calendar day after.
    const today = localDate(new Date());
    const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
    const reservedAt = new Date(Date.UTC(year, month - 1, day - 10, 3, 0, 1));
    expect(Date.now() - reservedAt.getTime()).toBeGreaterThan(10 * DAY);
    await handle.db.update(operations).set({ reservedAt }).where(eq(operations.code, operation.code));
    const answer = await cancel(operation.code, operation.email);
    expect(answer.status).toBe(200);
    expect(answer.body.data.refunded).toBeGreaterThan(0);
  });

  it('withdraws an operation whose payment has not been made, with nothing to refund', async () => {
    const { unit, operation } = await newCompleteOperation(app, handle.db);
    expect((await startPayment(app, operation.code)).status).toBe(200);

    const answer = await cancel(operation.code, operation.email);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ refunded: 0, already: false });
    expect(answer.body.data.cancellation_code).toMatch(CANCELLATION_CODE);
    expect((await operationRow(handle.db, operation.code)).status).toBe('cancelled');
    expect(await unitRow(handle.db, unit.id)).toMatchObject({ status: 'available', holderOperationId: null });
  });
});

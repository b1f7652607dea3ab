/**
 * docs/product.md §D15 end to end with a brand's MercadoPago credentials, against the local stand-in of its Payments API:
 * the payment created with the deposit and the transaction code, its notifications checked against the brand's
 * secret and read back, refunds, and the card networks the dealership does not take refused before any request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from '../../tests/support/mercadopago-stand-in';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { PAYMENT_MAIL_KINDS } from './payment-mails';
import {
  buildPaymentApp,
  CANCELLATION_PATH,
  completeOperation,
  DEFAULT_DEPOSIT,
  lapseHold,
  mailsAbout,
  mailsTo,
  newCompleteOperation,
  operationRow,
  PAYMENT_CREATE_PATH,
  type PaymentApp,
  PUBLIC_URL,
  paymentRows,
  postJson,
  startPayment,
  unitRow,
  webhookPath,
} from './payments.fixtures';

const PUBLIC_KEY = 'TEST-public-key-volkswagen';
const ACCESS_TOKEN = 'TEST-access-token-volkswagen';
const WEBHOOK_SECRET = 'mercadopago-webhook-secret-volkswagen';

let handle: DatabaseHandle;
let app: PaymentApp;
let standIn: MercadoPagoStandIn;
let tokens = 0;

/** The stand-in notifies the app in process, as MercadoPago would over HTTP. */
const send = async (url: string, init: RequestInit) => app.request(url, init);

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET });
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  ({ app } = buildPaymentApp(handle.db, {
    env: {
      MP_API_URL: standIn.url,
      MP_VOLKSWAGEN_PUBLIC_KEY: PUBLIC_KEY,
      MP_VOLKSWAGEN_ACCESS_TOKEN: ACCESS_TOKEN,
      MP_VOLKSWAGEN_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  }));
});
afterAll(async () => {
  await handle.close();
  await standIn.close();
});

/** POST …/mp with a card token of MercadoPago's test cardholder (APRO, CONT, OTHE). */
function payWithCard(code: string, holder: string, method: string, extra: Record<string, unknown> = {}) {
  return postJson(app, PAYMENT_CREATE_PATH, {
    code,
    token: `tok-${holder}-${++tokens}`,
    payment_method_id: method,
    installments: 1,
    ...extra,
  });
}

const requestsSince = (mark: number) => standIn.requests.slice(mark);

describe('the MercadoPago gateway of a brand with credentials', () => {
  it('creates the payment with the deposit and the transaction code, and reserves on approval', async () => {
    const { unit, operation } = await newCompleteOperation(app, handle.db);
    const start = await startPayment(app, operation.code);
    expect(start.status).toBe(200);
    expect(start.body.data).toMatchObject({
      deposit: DEFAULT_DEPOSIT,
      gateway: { kind: 'mercadopago', publicKey: PUBLIC_KEY },
    });

    const mark = standIn.requests.length;
    const paid = await payWithCard(operation.code, 'APRO', 'visa', {
      installments: 3,
      transaction_amount: 1,
      amount: 1,
    });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ status: 'approved', outcome: 'reserved' });

    const creations = requestsSince(mark).filter(
      (request) => request.method === 'POST' && request.path === '/v1/payments',
    );
    expect(creations).toHaveLength(1);
    const [creation] = creations;
    expect(creation?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(creation?.body).toMatchObject({
      transaction_amount: DEFAULT_DEPOSIT,
      external_reference: operation.purchase.transaction.code,
      payment_method_id: 'visa',
      installments: 3,
      payer: { email: operation.email },
      notification_url: `${PUBLIC_URL}${webhookPath('mercadopago', 1)}`,
    });

    const row = await operationRow(handle.db, operation.code);
    const [payment] = await paymentRows(handle.db, row.id);
    expect(payment).toMatchObject({
      gateway: 'mercadopago',
      gatewayPaymentId: paid.body.data.payment_id,
      amount: DEFAULT_DEPOSIT,
      status: 'approved',
      installments: 3,
    });
    expect(creation?.headers['x-idempotency-key']).toBe(payment?.idempotencyKey);
    expect(standIn.payments.get(paid.body.data.payment_id)?.transaction_amount).toBe(DEFAULT_DEPOSIT);

    expect(row.status).toBe('reserved');
    expect(await unitRow(handle.db, unit.id)).toMatchObject({
      status: 'reserved',
      holderOperationId: row.id,
    });
    expect(
      (await mailsTo(handle.db, operation.email)).filter((mail) => mail.kind === PAYMENT_MAIL_KINDS.receipt),
    ).toHaveLength(1);
  });

  it('refuses a notification signed with another secret, and reserves a Master payment approved later', async () => {
    const { unit, operation } = await newCompleteOperation(app, handle.db);
    expect((await startPayment(app, operation.code)).status).toBe(200);
    const paid = await payWithCard(operation.code, 'CONT', 'master');
    expect(paid.body.data).toMatchObject({ status: 'in_process', outcome: 'pending' });
    const id = paid.body.data.payment_id as string;

    standIn.setStatus(id, 'approved');
    const forged = await standIn.notify(id, { secret: 'somebody-elses-webhook-secret', send });
    expect(forged.status).toBe(401);
    expect((await operationRow(handle.db, operation.code)).status).toBe('payment_pending');

    const mark = standIn.requests.length;
    const genuine = await standIn.notify(id, { send });
    expect(genuine.status).toBe(200);
    expect(((await genuine.json()) as { data: { outcome: string } }).data.outcome).toBe('reserved');
    // Believed only after reading the payment back from MercadoPago.
    expect(requestsSince(mark)).toMatchObject([{ method: 'GET', path: `/v1/payments/${id}` }]);

    const row = await operationRow(handle.db, operation.code);
    expect(row.status).toBe('reserved');
    expect((await paymentRows(handle.db, row.id))[0]).toMatchObject({
      paymentMethod: 'master',
      status: 'approved',
    });
    expect((await unitRow(handle.db, unit.id)).status).toBe('reserved');
  });

  it("refuses 'amex' with 400 before any request reaches MercadoPago", async () => {
    const { operation } = await newCompleteOperation(app, handle.db);
    expect((await startPayment(app, operation.code)).status).toBe(200);
    const mark = standIn.requests.length;

    const answer = await payWithCard(operation.code, 'APRO', 'amex');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Aceptamos Visa, MasterCard o Naranja.');
    expect(requestsSince(mark)).toEqual([]);
    const row = await operationRow(handle.db, operation.code);
    expect(row.status).toBe('payment_pending');
    expect(await paymentRows(handle.db, row.id)).toEqual([]);
  });

  it('refunds at MercadoPago a payment approved after another buyer took the unit', async () => {
    const unit = await createStockUnit(handle.db);
    const first = await completeOperation(app, unit);
    const second = await completeOperation(app, unit);
    expect((await startPayment(app, first.code)).status).toBe(200);
    const paid = await payWithCard(first.code, 'CONT', 'visa');
    const id = paid.body.data.payment_id as string;
    await lapseHold(handle.db, await operationRow(handle.db, first.code));
    expect((await startPayment(app, second.code)).status).toBe(200);

    standIn.setStatus(id, 'approved');
    const mark = standIn.requests.length;
    const delivered = await standIn.notify(id, { send });
    expect(((await delivered.json()) as { data: { outcome: string } }).data.outcome).toBe('refunded');

    const refunds = requestsSince(mark).filter((request) => request.path === `/v1/payments/${id}/refunds`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.headers['x-idempotency-key']).toBeTruthy();
    expect(standIn.payments.get(id)?.status).toBe('refunded');
    expect(await operationRow(handle.db, first.code)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'unit_taken',
    });
    expect((await unitRow(handle.db, unit.id)).holderOperationId).toBe(
      (await operationRow(handle.db, second.code)).id,
    );
    expect(await mailsAbout(handle.db, first.code, PAYMENT_MAIL_KINDS.unitTakenStaff)).toHaveLength(1);
  });

  it('refunds the deposit at MercadoPago when the buyer cancels', async () => {
    const { operation } = await newCompleteOperation(app, handle.db);
    expect((await startPayment(app, operation.code)).status).toBe(200);
    const paid = await payWithCard(operation.code, 'APRO', 'naranja');
    const id = paid.body.data.payment_id as string;

    const answer = await postJson(app, CANCELLATION_PATH, { code: operation.code, email: operation.email });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ refunded: DEFAULT_DEPOSIT, already: false });
    expect(standIn.payments.get(id)).toMatchObject({
      status: 'refunded',
      transaction_amount_refunded: DEFAULT_DEPOSIT,
    });
    const row = await operationRow(handle.db, operation.code);
    expect((await paymentRows(handle.db, row.id))[0]?.status).toBe('refunded');
  });
});

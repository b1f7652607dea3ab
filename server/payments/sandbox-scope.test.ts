/**
 * The sandbox gateway takes no money, so nobody may use it to change a real buyer's payment: its payments go by a
 * random reference (never a sequence number anyone can count through), its processor endpoints take the sandbox's
 * secret, and its frames are looked up by code under the same per-client limit as every other look-up.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_CODE_LOOKUPS_MESSAGE } from '#domain/operation/operation';
import { insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { newClient } from '../dealership/operations.fixtures';
import { paymentPagesSource } from './payment-pages';
import {
  buildPaymentApp,
  operationRow,
  type PaymentApp,
  paidOperation,
  paymentConfig,
  settleRequest,
  settleSandbox,
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the sandbox gateway', () => {
  it('gives its payments random references, never sequence numbers', async () => {
    const first = await paidOperation(app, handle.db, 'CONT');
    const second = await paidOperation(app, handle.db, 'CONT');
    expect(first.payment.payment_id).toMatch(UUID);
    expect(second.payment.payment_id).toMatch(UUID);
    expect(first.payment.payment_id).not.toBe(second.payment.payment_id);
    // What a stranger could guess from their own payment finds nothing.
    for (const guess of ['1', '2', '3']) {
      expect(
        (await settleRequest(app, `/api/payments/sandbox/payments/${guess}/settle`, 'approved')).status,
      ).toBe(404);
    }
  });

  it('settles a pending payment only for a caller with its secret', async () => {
    const { operation, payment } = await paidOperation(app, handle.db, 'CONT');
    const path = `/api/payments/sandbox/payments/${payment.payment_id}/settle`;
    for (const secret of [null, '', 'not-the-secret']) {
      const refused = await settleRequest(app, path, 'rejected', secret);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Falta la clave del entorno de prueba o no es válida.');
    }
    const byOperation = await settleRequest(
      app,
      `/api/payments/sandbox/operations/${operation.code}/settle`,
      'approved',
      null,
    );
    expect(byOperation.status).toBe(403);
    expect((await operationRow(handle.db, operation.code)).status).toBe('payment_pending');

    expect(await settleSandbox(app, payment.payment_id, 'approved')).toMatchObject({ status: 'approved' });
  });
});

describe('the payment frames', () => {
  it('count an unknown code against the look-up limit, and then refuse any code', async () => {
    const { operation } = await paidOperation(app, handle.db, 'CONT');
    const client = newClient();
    const frame = (code: string) =>
      app.request(`/pagos/sandbox/${code}`, { headers: { 'x-forwarded-for': client } });
    for (let miss = 0; miss < 10; miss++) expect((await frame(`ZZZZZZZZZZ${miss}Q`)).status).toBe(404);
    const refused = await frame(operation.code);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(TOO_MANY_CODE_LOOKUPS_MESSAGE);
    // Another client is not held back by this one.
    expect(
      (await app.request(`/pagos/sandbox/${operation.code}`, { headers: { 'x-forwarded-for': newClient() } }))
        .status,
    ).not.toBe(429);
  });
});

describe('the outcome pages', () => {
  it('look a code up under the same per-client limit, and find nothing once it is spent', async () => {
    const { operation } = await paidOperation(app, handle.db, 'APRO');
    const pages = paymentPagesSource({ db: handle.db, reservations, config: paymentConfig() });
    const outcome = new Hono().get('/:code', async (c) =>
      c.json((await pages(c).payment(c.req.param('code'))) ?? null),
    );
    const client = newClient();
    const lookUp = async (code: string) =>
      (await outcome.request(`/${code}`, { headers: { 'x-forwarded-for': client } })).json();
    expect(await lookUp(operation.code)).toMatchObject({
      code: operation.code,
      status: 'reserved',
      firstName: 'Juana',
    });
    for (let miss = 0; miss < 10; miss++) expect(await lookUp(`YYYYYYYYYY${miss}Q`)).toBeNull();
    expect(await lookUp(operation.code)).toBeNull();
  });
});

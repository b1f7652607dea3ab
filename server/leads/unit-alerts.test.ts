/**
 * 'Avisame si se libera' (docs/product.md §2 units overlay, docs/decisions/0058): a visitor asks to be told when a unit
 * held by another buyer's payment comes free; the alert is recorded only for a unit held now, and sent once, when the
 * hold ends without a reservation (lapsed or cancelled), never when the unit is reserved.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UNIT_ALERT_RECEIVED_MESSAGE,
  UNIT_ALERT_UNIT_FREE_MESSAGE,
  UNIT_ALERT_UNIT_GONE_MESSAGE,
} from '#domain/content/leads';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { stockUnits, unitAlerts } from '../db/schema';
import {
  buildPaymentApp,
  CANCELLATION_PATH,
  lapseHold,
  mailsTo,
  newCompleteOperation,
  operationRow,
  type PaymentApp,
  PUBLIC_URL,
  pay,
  postJson,
  startPayment,
} from '../payments/payments.fixtures';
import type { ReservationService } from '../payments/reservations';
import { sendUnitAlerts } from './unit-alerts';

const ALERT_PATH = '/api/v2/territorio/unit-alert';
const KIND = 'unit-alert.free';

let handle: DatabaseHandle;
let site: ReturnType<typeof createTestApp>;
let payments: PaymentApp;
let reservations: ReservationService;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  site = createTestApp(handle.db);
  ({ app: payments, reservations } = buildPaymentApp(handle.db));
});
afterAll(() => handle.close());

let visitors = 0;
const newVisitor = () => `espera${++visitors}@example.com`;

async function askAlert(body: Record<string, unknown>) {
  const response = await site.request(ALERT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A unit another buyer is paying for now: its operation's payment started, so the unit is held. */
async function unitBeingPaid() {
  const { unit, operation } = await newCompleteOperation(payments, handle.db);
  expect((await startPayment(payments, operation.code)).status).toBe(200);
  return { unit, operation };
}

const alertsOf = (unitId: number) =>
  handle.db.select().from(unitAlerts).where(eq(unitAlerts.stockUnitId, unitId));
const freedMailsTo = async (email: string) =>
  (await mailsTo(handle.db, email)).filter((mail) => mail.kind === KIND);

describe('POST /api/v2/territorio/unit-alert', () => {
  it('records the alert of a held unit once per e-mail, whatever its case', async () => {
    const { unit } = await unitBeingPaid();
    const email = newVisitor();
    const first = await askAlert({ stock_id: unit.id, email, name: 'Rocío' });
    expect(first).toEqual({ status: 201, body: { data: { message: UNIT_ALERT_RECEIVED_MESSAGE } } });
    expect((await askAlert({ stock_id: unit.id, email: email.toUpperCase() })).status).toBe(201);
    expect(await alertsOf(unit.id)).toMatchObject([{ email, name: 'Rocío' }]);
  });

  it('refuses a unit that is not held: free, reserved or gone, each with its reason', async () => {
    const free = await createStockUnit(handle.db);
    expect(await askAlert({ stock_id: free.id, email: newVisitor() })).toEqual({
      status: 409,
      body: { error: UNIT_ALERT_UNIT_FREE_MESSAGE },
    });
    const lapsed = await createStockUnit(handle.db, {
      status: 'held',
      heldUntil: new Date(Date.now() - 1_000),
    });
    expect((await askAlert({ stock_id: lapsed.id, email: newVisitor() })).status).toBe(409);
    const reserved = await createStockUnit(handle.db, { status: 'reserved' });
    expect(await askAlert({ stock_id: reserved.id, email: newVisitor() })).toEqual({
      status: 409,
      body: { error: UNIT_ALERT_UNIT_GONE_MESSAGE },
    });
    expect(await askAlert({ stock_id: 999_999, email: newVisitor() })).toEqual({
      status: 404,
      body: { error: UNIT_ALERT_UNIT_GONE_MESSAGE },
    });
    for (const unit of [free, lapsed, reserved]) expect(await alertsOf(unit.id)).toEqual([]);
  });

  it('checks the fields with the shared schema and says what to fix, in Spanish', async () => {
    const { unit } = await unitBeingPaid();
    const bad = await askAlert({ stock_id: unit.id, email: 'no-es-un-mail' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ field: 'email', message: 'Ingresá un e-mail válido.' }]);
    const noUnit = await askAlert({ email: newVisitor() });
    expect(noUnit.status).toBe(400);
    expect(noUnit.body.issues).toEqual([{ field: 'stock_id', message: 'Indicá la unidad.' }]);
    expect(await alertsOf(unit.id)).toEqual([]);
  });

  it('answers a bot that fills the honeypot as anyone, and keeps nothing', async () => {
    const { unit } = await unitBeingPaid();
    const answer = await askAlert({ stock_id: unit.id, email: newVisitor(), website: 'http://spam.example' });
    expect(answer).toEqual({ status: 201, body: { data: { message: UNIT_ALERT_RECEIVED_MESSAGE } } });
    expect(await alertsOf(unit.id)).toEqual([]);
  });
});

describe('the alert of a held unit', () => {
  it('is sent once when the hold lapses without a payment, with a link to reserve the unit', async () => {
    const { unit, operation } = await unitBeingPaid();
    const email = newVisitor();
    await askAlert({ stock_id: unit.id, email, name: 'Rocío' });

    // Still held: nothing yet.
    await sendUnitAlerts(handle.db, PUBLIC_URL);
    expect(await freedMailsTo(email)).toEqual([]);

    await lapseHold(handle.db, await operationRow(handle.db, operation.code));
    await reservations.reconcile(0);
    await sendUnitAlerts(handle.db, PUBLIC_URL);
    await sendUnitAlerts(handle.db, PUBLIC_URL);
    const mails = await freedMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Hola, Rocío:');
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/vehiculos-0km/reservar/volkswagen/${unit.id}/`);
    expect(await alertsOf(unit.id)).toEqual([]);
  });

  it('is sent when the buyer paying cancels, and as soon as the hold lapses by the clock alone', async () => {
    const cancelled = await unitBeingPaid();
    const lapsed = await unitBeingPaid();
    const [toldOfCancel, toldOfLapse] = [newVisitor(), newVisitor()];
    await askAlert({ stock_id: cancelled.unit.id, email: toldOfCancel });
    await askAlert({ stock_id: lapsed.unit.id, email: toldOfLapse });

    const answer = await postJson(payments, CANCELLATION_PATH, {
      code: cancelled.operation.code,
      email: cancelled.operation.email,
    });
    expect(answer.status).toBe(200);
    // Nothing has written this hold down yet: its time is simply past.
    await handle.db
      .update(stockUnits)
      .set({ heldUntil: sql`now() - interval '1 second'` })
      .where(eq(stockUnits.id, lapsed.unit.id));

    expect(await sendUnitAlerts(handle.db, PUBLIC_URL)).toBeGreaterThanOrEqual(2);
    expect(await freedMailsTo(toldOfCancel)).toHaveLength(1);
    expect(await freedMailsTo(toldOfLapse)).toHaveLength(1);
  });

  it('is not sent when the buyer paying gets the unit, and is dropped unsent once the unit is sold', async () => {
    const { unit, operation } = await unitBeingPaid();
    const email = newVisitor();
    await askAlert({ stock_id: unit.id, email });
    expect((await pay(payments, operation.code, 'APRO')).status).toBe(201);
    expect((await operationRow(handle.db, operation.code)).status).toBe('reserved');

    await sendUnitAlerts(handle.db, PUBLIC_URL);
    expect(await freedMailsTo(email)).toEqual([]);

    await handle.db.update(stockUnits).set({ status: 'sold' }).where(eq(stockUnits.id, unit.id));
    await sendUnitAlerts(handle.db, PUBLIC_URL);
    expect(await alertsOf(unit.id)).toEqual([]);
    expect(await freedMailsTo(email)).toEqual([]);
  });
});

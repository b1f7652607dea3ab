import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditFor } from '#domain/operation/credit-selection';
import {
  creditHeldToPlanMessage,
  OPERATION_LOCKED_MESSAGES,
  OPERATION_STALE_MESSAGE,
  type OperationView,
  USED_VEHICLE_LIMIT_MESSAGE,
  VALUATION_EXPIRED_MESSAGE,
  VALUATION_NOT_FOUND_MESSAGE,
} from '#domain/operation/operation';
import { formatMoney } from '#domain/shared/money';
import { createCreditPlan, createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { operations, operationUsedVehicles, stockUnits, valuations } from '../db/schema';
import {
  buildOperationApp,
  createPromotion,
  createValuationRow,
  type OperationApp,
  postJson,
  START_PATH,
  saveOperation,
  startOperation,
  UPDATE_PATH,
  updateOperation,
} from './operations.fixtures';

const PRICE = 29_850_000;
const HOUR = 60 * 60 * 1000;

let handle: DatabaseHandle;
let app: OperationApp;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  app = buildOperationApp(handle.db);
});
afterAll(() => handle.close());

/** A Volkswagen unit whose full price with discount is PRICE. */
async function newOperation(extra: Record<string, unknown> = {}) {
  const unit = await createStockUnit(handle.db, { discount: 1_000_000, specialDiscount: 500_000 });
  return { unit, operation: await startOperation(app, unit, extra) };
}

const save = (operation: OperationView, changes: Record<string, unknown>) =>
  saveOperation(app, operation, changes);

async function rowOf(code: string) {
  const [row] = await handle.db.select().from(operations).where(eq(operations.code, code));
  if (!row) throw new Error('operation not stored');
  return row;
}

const personal = (operation: OperationView) => ({
  customer: {
    ...operation.customer,
    name: 'Juana',
    lastname: 'Pérez',
    telephone: '261 555-1234',
    dni: '30.123.456',
  },
  purchase: { ...operation.purchase, birthdate: '1985-03-15', marital_status_id: 2 },
});

describe('POST /api/v2/territorio/dealership/update', () => {
  it('saves cash, caps it at the full price with discount (docs/product.md §5) and reads text amounts', async () => {
    const { operation } = await newOperation();
    const saved = await save(operation, { cash_amount: '5.000.000' });
    expect(saved).toMatchObject({ cash_amount: 5_000_000, pending_amount: PRICE - 5_000_000, version: 2 });

    const capped = await save(saved, { cash_amount: 99_999_999 });
    expect(capped).toMatchObject({ cash_amount: PRICE, pending_amount: 0, status: 'payment_selected' });

    const unreadable = await save(capped, { cash_amount: 'mucho' });
    expect(unreadable).toMatchObject({ cash_amount: 0, pending_amount: PRICE, status: 'started' });
    expect((await rowOf(operation.code)).cashAmount).toBe(0);
  });

  it('changes nothing the buyer would pay when the client sends altered amounts', async () => {
    const { operation } = await newOperation();
    await createPromotion(handle.db, { code: 'TAMPER1', moneyDiscount: 250_000, percentageDiscount: null });
    const withPromotion = await startOperation(
      app,
      // All of its discount is the web one: a unit with a special discount takes no code (docs/product.md §9).
      await createStockUnit(handle.db, { discount: 1_500_000, specialDiscount: 0 }),
      { promotion_code: 'TAMPER1' },
    );
    const plan = await createCreditPlan(handle.db, { maxAmount: 8_000_000, maxSharePct: 70 });

    for (const start of [operation, withPromotion]) {
      const valuation = await createValuationRow(handle.db, { amount: 9_000_000 });
      const clean = await save(start, {
        cash_amount: 3_000_000,
        used_vehicles: [{ valuation_id: valuation.id }],
        credit_id: plan.id,
      });
      const cleanRow = await rowOf(start.code);

      const tampered = await updateOperation(app, clean, {
        fullprice: 1,
        special_discount: 29_000_000,
        total_amount: 1,
        pending_amount: 0,
        amounts: { ...clean.amounts, total: 1, pending: 0 },
        used_vehicles: [{ ...clean.used_vehicles[0], valuation: 99_000_000 }],
        credit_avg_installment: 1,
        credit_installments: 1,
        credit_name: 'Regalo',
        promotion: { code: 'TAMPER1', money_discount: 29_000_000, discount: 29_000_000 },
        deposit: 1,
        status: 'reserved',
        purchase: {
          ...clean.purchase,
          vehicle: { ...clean.purchase.vehicle, list_price: 1, full_price_with_discount: 1 },
          transaction: { code: 'X' },
        },
      });
      expect(tampered.status).toBe(200);
      expect(tampered.body.data).toEqual(clean);
      // Nothing was written: the row and its version are the clean update's.
      expect(await rowOf(start.code)).toEqual(cleanRow);
      expect(clean.amounts.total).toBe(PRICE - (start.promotion ? 250_000 : 0));
      expect(clean.amounts.used_vehicles).toBe(9_000_000);
      expect(clean.credit_amount).toBe(8_000_000);

      // The amount to finance is the buyer's to ask; the server holds it to the plan's maximum (docs/decisions/0014).
      const asked = await save(clean, { credit_amount: 99_000_000 });
      expect(asked.credit_amount).toBe(8_000_000);
      expect(asked.amounts).toEqual(clean.amounts);
      expect(asked.adjustments).toEqual([
        { field: 'credit_amount', message: creditHeldToPlanMessage(formatMoney(8_000_000, 'ars')) },
      ]);
    }
  });

  it('takes up to three used vehicles by valuation id, binds free quotes, and removes them', async () => {
    const { operation } = await newOperation();
    const quotes = await Promise.all(
      [4_000_000, 5_000_000, 6_000_000, 7_000_000].map((amount) => createValuationRow(handle.db, { amount })),
    );
    const [a, b, c, d] = quotes.map((quote) => ({ valuation_id: quote.id }));

    // A refused value is named and left out; the operation stays as it was.
    const four = await updateOperation(app, operation, { used_vehicles: [a, b, c, d] });
    expect(four.status).toBe(200);
    expect(four.body.refused).toEqual([{ field: 'used_vehicles', message: USED_VEHICLE_LIMIT_MESSAGE }]);
    expect(four.body.data).toMatchObject({ used_vehicles: [], version: 1 });

    const three = await save(operation, { used_vehicles: [a, b, c] });
    expect(three.used_vehicles.map((vehicle) => vehicle.valuation)).toEqual([
      4_000_000, 5_000_000, 6_000_000,
    ]);
    expect(three.amounts.used_vehicles).toBe(15_000_000);
    expect(three.status).toBe('payment_selected');
    const bound = await handle.db
      .select()
      .from(valuations)
      .where(eq(valuations.operationCode, operation.code));
    expect(bound).toHaveLength(3);

    const removed = await save(three, { used_vehicles: [c, a] });
    expect(removed.used_vehicles.map((vehicle) => vehicle.valuation)).toEqual([6_000_000, 4_000_000]);
    const [row] = await handle.db.select().from(operations).where(eq(operations.code, operation.code));
    const positions = await handle.db
      .select()
      .from(operationUsedVehicles)
      .where(eq(operationUsedVehicles.operationId, row?.id ?? 0));
    expect(positions.map((p) => [p.position, p.valuationId]).sort()).toEqual([
      [1, quotes[2]?.id],
      [2, quotes[0]?.id],
    ]);

    const none = await save(removed, { used_vehicles: [] });
    expect(none).toMatchObject({ used_vehicles: [], status: 'started', pending_amount: PRICE });
  });

  it('refuses an expired, unknown or another operation’s valuation with 422, and keeps the operation', async () => {
    const { operation } = await newOperation();
    const { operation: other } = await newOperation();
    const expired = await createValuationRow(handle.db, {
      createdAt: new Date(Date.now() - 8 * 24 * HOUR),
      expiresAt: new Date(Date.now() - 24 * HOUR),
    });
    const foreign = await createValuationRow(handle.db, { operationCode: other.code });
    const mine = await createValuationRow(handle.db, { operationCode: operation.code, amount: 3_000_000 });

    for (const [valuationId, message] of [
      [expired.id, VALUATION_EXPIRED_MESSAGE],
      [foreign.id, VALUATION_NOT_FOUND_MESSAGE],
      ['00000000-0000-4000-8000-000000000000', VALUATION_NOT_FOUND_MESSAGE],
    ] as const) {
      const answer = await updateOperation(app, operation, {
        used_vehicles: [{ valuation_id: mine.id }, { valuation_id: valuationId }],
      });
      expect(answer).toMatchObject({ status: 422, body: { error: message } });
    }
    expect((await rowOf(operation.code)).version).toBe(1);
    expect(
      (await save(operation, { used_vehicles: [{ valuation_id: mine.id }] })).used_vehicles,
    ).toHaveLength(1);

    const malformed = await updateOperation(app, operation, { used_vehicles: [{ valuation_id: 'abc' }] });
    expect(malformed.body.refused).toEqual([
      { field: 'used_vehicles.0', message: 'La cotización del vehículo usado no es válida.' },
    ]);
    expect(malformed.body.data.used_vehicles).toHaveLength(1);
  });

  it('keeps an accepted valuation after it expires, but never lets another operation take it', async () => {
    const { operation } = await newOperation();
    const quote = await createValuationRow(handle.db, { amount: 5_000_000 });
    const saved = await save(operation, { used_vehicles: [{ valuation_id: quote.id }] });
    await handle.db
      .update(valuations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(valuations.id, quote.id));
    const later = await save(saved, { cash_amount: 1_000_000 });
    expect(later.used_vehicles).toHaveLength(1);

    const { operation: other } = await newOperation();
    const stolen = await updateOperation(app, other, { used_vehicles: [{ valuation_id: quote.id }] });
    expect(stolen.status).toBe(422);
  });

  it('applies the credit toggle of docs/product.md §4, the plan’s maximum when the buyer asks for no figure', async () => {
    const { operation } = await newOperation();
    const first = await createCreditPlan(handle.db, {
      name: 'Prendario 24',
      months: 24,
      annualRatePct: 30,
      maxAmount: 50_000_000,
      maxSharePct: 50,
    });
    const second = await createCreditPlan(handle.db, {
      name: 'Tasa 0% 12',
      months: 12,
      annualRatePct: 0,
      maxAmount: 6_000_000,
      maxSharePct: 60,
    });
    const terms = (plan: typeof first) => ({
      id: plan.id,
      name: plan.name,
      months: plan.months,
      annual_rate: plan.annualRatePct,
      max_amount: plan.maxAmount,
      max_share_pct: plan.maxSharePct,
    });

    const chosen = await save(operation, { credit_id: first.id });
    expect(chosen).toMatchObject(
      creditFor(terms(first), { vehiclePricePesos: PRICE, requestedPesos: 0, owedPesos: PRICE }),
    );
    expect(chosen.credit_amount).toBe(Math.floor(PRICE / 2));
    expect(chosen.pending_amount).toBe(PRICE - chosen.credit_amount);

    // The whole operation sent again, credit unchanged: nothing moves.
    const resent = await save(chosen, { cash_amount: 1_000 });
    expect(resent.credit_id).toBe(first.id);
    expect(resent.credit_amount).toBe(chosen.credit_amount);

    const switched = await save(resent, { credit_id: String(second.id) });
    expect(switched).toMatchObject({
      credit_id: second.id,
      credit_name: 'Tasa 0% 12',
      credit_amount: 6_000_000,
      credit_installments: 12,
      credit_avg_installment: 500_000,
    });

    const cleared = await save(switched, { credit_id: 0 });
    expect(cleared).toMatchObject({
      credit_id: 0,
      credit_name: '',
      credit_amount: 0,
      credit_installments: 0,
      credit_avg_installment: 0,
    });
    expect((await rowOf(operation.code)).creditPlanId).toBeNull();

    const otherBrand = await createCreditPlan(handle.db, { brandId: 2 });
    const withdrawn = await createCreditPlan(handle.db, { active: false });
    for (const planId of [otherBrand.id, withdrawn.id, 999_999]) {
      const answer = await updateOperation(app, cleared, { credit_id: planId });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toBe(
        'El plan de financiación elegido no está disponible para este vehículo.',
      );
    }
  });

  it('moves the status with the steps: started → payment_selected → data_complete, and back', async () => {
    const { operation } = await newOperation();
    const withData = await save(operation, personal(operation));
    // Step 2 complete does not count while step 1 isn't.
    expect(withData).toMatchObject({
      status: 'started',
      can_continue: { payment: false, personal_data: true },
    });

    const paid = await save(withData, { cash_amount: PRICE });
    expect(paid).toMatchObject({
      status: 'data_complete',
      can_continue: { payment: true, personal_data: true },
    });
    expect((await rowOf(operation.code)).status).toBe('data_complete');

    const noAddress = await save(paid, {
      customer: { ...paid.customer, address: '' },
      purchase: { ...paid.purchase, marital_status_id: 0 },
    });
    expect(noAddress.status).toBe('payment_selected');
    expect(noAddress.personal_data_issues).toEqual([
      { field: 'marital_status_id', message: 'Elegí tu estado civil.' },
    ]);

    const zeroBirthdate = await save(noAddress, {
      purchase: { ...noAddress.purchase, marital_status_id: 2, birthdate: '0000-00-00' },
    });
    expect(zeroBirthdate).toMatchObject({ status: 'payment_selected', purchase: { birthdate: '' } });

    const back = await save(zeroBirthdate, { cash_amount: 0 });
    expect(back.status).toBe('started');
  });

  it('reads the API shape’s repeated fields by which one the buyer changed', async () => {
    const { operation } = await newOperation();
    const viaPurchase = await save(operation, { purchase: { ...operation.purchase, name: 'Ana' } });
    expect(viaPurchase.customer.name).toBe('Ana');
    const viaCustomer = await save(viaPurchase, { customer: { ...viaPurchase.customer, name: 'Ana María' } });
    expect(viaCustomer.purchase.name).toBe('Ana María');
    const email = await save(viaCustomer, { email: 'otra@example.com' });
    expect(email).toMatchObject({
      email: 'otra@example.com',
      customer: { email: 'otra@example.com' },
      purchase: { email: 'otra@example.com' },
    });
    const empty = await updateOperation(app, email, { customer: { ...email.customer, email: '' } });
    expect(empty).toMatchObject({
      status: 200,
      body: {
        data: { email: 'otra@example.com' },
        refused: [{ field: 'customer.email', message: 'Ingresá tu e-mail.' }],
      },
    });
  });

  it('refuses changes once the payment started or the operation ended, with 409 and the operation', async () => {
    for (const status of ['payment_pending', 'reserved', 'cancelled', 'expired'] as const) {
      const { operation } = await newOperation();
      await handle.db.update(operations).set({ status }).where(eq(operations.code, operation.code));
      const answer = await updateOperation(app, operation, { cash_amount: 1_000 });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe(OPERATION_LOCKED_MESSAGES[status]);
      expect(answer.body.data).toMatchObject({ code: operation.code, status, cash_amount: 0 });
      // It can still be resumed to show where it stands.
      expect((await postJson(app, START_PATH, { code: operation.code })).body.data.status).toBe(status);
    }
  });

  it('refuses changes when the unit is now held or reserved for someone else', async () => {
    const { unit, operation } = await newOperation();
    await handle.db
      .update(stockUnits)
      .set({ status: 'held', heldUntil: new Date(Date.now() + HOUR) })
      .where(eq(stockUnits.id, unit.id));
    const answer = await updateOperation(app, operation, { cash_amount: 1_000 });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: 'El vehículo seleccionado no está disponible.' },
    });
    const resumed = await postJson(app, START_PATH, { code: operation.code });
    expect(resumed.body.data.vehicle_available).toBe(false);
  });

  it('answers 404 for an unknown code and 400 without a version', async () => {
    const { operation } = await newOperation();
    expect(await updateOperation(app, operation, { code: 'ZZZZZZZZZZZZ' })).toMatchObject({
      status: 404,
      body: { error: 'No encontramos una operación con ese código.' },
    });
    const { version: _version, ...withoutVersion } = operation;
    const answer = await postJson(app, UPDATE_PATH, withoutVersion);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Falta la versión de la operación (version).');
  });
});

describe('concurrent updates never lose a field (optimistic versioning)', () => {
  it('refuses a stale version with 409 and the current operation; a stale no-op is answered as is', async () => {
    const { operation } = await newOperation();
    const fromTabA = await save(operation, { cash_amount: 1_000_000 });
    const stale = await updateOperation(app, operation, {
      customer: { ...operation.customer, name: 'Juana' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(OPERATION_STALE_MESSAGE);
    expect(stale.body.data).toEqual(fromTabA);

    // Tab B re-applies its change on the current operation.
    const merged = await save(stale.body.data, {
      customer: { ...stale.body.data.customer, name: 'Juana' },
    });
    expect(merged).toMatchObject({ cash_amount: 1_000_000, customer: { name: 'Juana' }, version: 3 });

    // Sending what is already there with an old version changes nothing and is not a conflict.
    const noop = await updateOperation(app, { ...merged, version: 1 }, {});
    expect(noop.status).toBe(200);
    expect(noop.body.data.version).toBe(3);
  });

  it('of 10 parallel updates of different fields, one is applied and the others are told; retried, all land', async () => {
    const { operation } = await newOperation();
    const plan = await createCreditPlan(handle.db, { maxAmount: 1_000_000 });
    const changes: ((base: OperationView) => Record<string, unknown>)[] = [
      () => ({ cash_amount: 2_000_000 }),
      (base) => ({ customer: { ...base.customer, name: 'Juana' } }),
      (base) => ({ customer: { ...base.customer, lastname: 'Pérez' } }),
      (base) => ({ customer: { ...base.customer, dni: '30123456' } }),
      (base) => ({ customer: { ...base.customer, telephone: '261 555-1234' } }),
      (base) => ({ customer: { ...base.customer, address: 'Av. San Martín 100' } }),
      (base) => ({ purchase: { ...base.purchase, birthdate: '1985-03-15' } }),
      (base) => ({ purchase: { ...base.purchase, marital_status_id: 1 } }),
      () => ({ email: 'juana.perez@example.com' }),
      () => ({ credit_id: plan.id }),
    ];

    const first = await Promise.all(
      changes.map((change) => updateOperation(app, operation, change(operation))),
    );
    expect(first.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const answer of first.filter((a) => a.status === 409)) {
      expect(answer.body.error).toBe(OPERATION_STALE_MESSAGE);
      expect(answer.body.data.version).toBe(2);
    }

    // Each refused client does what the page does: apply its change to the operation it was given, send again.
    let pending = changes
      .map((change, i) => ({ change, answer: first[i] }))
      .filter(({ answer }) => answer?.status === 409);
    for (let round = 0; pending.length > 0 && round < 20; round++) {
      const answers = await Promise.all(
        pending.map(({ change, answer }) =>
          updateOperation(app, answer?.body.data, change(answer?.body.data)),
        ),
      );
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      pending = pending
        .map((entry, i) => ({ change: entry.change, answer: answers[i] }))
        .filter(({ answer }) => answer?.status === 409);
    }
    expect(pending).toHaveLength(0);

    const final = (await postJson(app, START_PATH, { code: operation.code })).body.data as OperationView;
    expect(final).toMatchObject({
      cash_amount: 2_000_000,
      email: 'juana.perez@example.com',
      customer: {
        name: 'Juana',
        lastname: 'Pérez',
        dni: '30123456',
        telephone: '261 555-1234',
        address: 'Av. San Martín 100',
      },
      purchase: { birthdate: '1985-03-15', marital_status_id: 1 },
      credit_id: plan.id,
      credit_amount: 1_000_000,
      version: 11,
    });
    // Up to ten rounds of parallel requests: on a busy machine this takes longer than a single request.
  }, 60_000);
});

describe('two tabs sending only what they change (docs/decisions/0059)', () => {
  /** A page's update: the code, the version it has, and nothing but the fields the buyer changed. */
  const partial = (operation: OperationView, changes: Record<string, unknown>) =>
    postJson(app, UPDATE_PATH, { code: operation.code, version: operation.version, ...changes });

  it('applies a stale update of other fields on top, and refuses one of a field changed since', async () => {
    const { operation } = await newOperation();
    // Tab 1 saves the buyer's data; tab 2, loaded before, types only the address.
    const tab1 = await partial(operation, {
      customer: { dni: '30123456', name: 'Juana', telephone: '261 555-1234' },
      purchase: { dni: '30123456', name: 'Juana', birthdate: '1985-03-15', marital_status_id: 2 },
    });
    expect(tab1.status).toBe(200);
    const tab2 = await partial(operation, { customer: { address: 'Av. San Martín 100' } });
    expect(tab2.status).toBe(200);
    expect(tab2.body.data).toMatchObject({
      version: 3,
      customer: { address: 'Av. San Martín 100', dni: '30123456', name: 'Juana', telephone: '261 555-1234' },
      purchase: { birthdate: '1985-03-15', marital_status_id: 2 },
    });

    // Tab 2, still at version 1, changes the name tab 1 set: refused with what the server holds.
    const stale = await partial(operation, { customer: { name: 'Juana María' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(OPERATION_STALE_MESSAGE);
    expect(stale.body.data).toEqual(tab2.body.data);
    // Sent again from the version it was told, it lands.
    const again = await partial(stale.body.data, { customer: { name: 'Juana María' } });
    expect(again.body.data).toMatchObject({ version: 4, customer: { name: 'Juana María', dni: '30123456' } });
  });

  it('never brings back a used vehicle another tab removed', async () => {
    const { operation } = await newOperation();
    const [a, b, c] = await Promise.all(
      [4_000_000, 5_000_000, 6_000_000].map((amount) => createValuationRow(handle.db, { amount })),
    );
    const both = await save(operation, { used_vehicles: [{ valuation_id: a?.id }, { valuation_id: b?.id }] });
    // Tab 1 removes one; tab 2, opened before, accepts a new quote on top of the list it had.
    const removed = await partial(both, { used_vehicles: [{ valuation_id: a?.id }] });
    expect(removed.status).toBe(200);
    const added = await partial(both, {
      used_vehicles: [{ valuation_id: a?.id }, { valuation_id: b?.id }, { valuation_id: c?.id }],
    });
    expect(added.status).toBe(409);
    expect(added.body.data.used_vehicles.map((v: { valuation: number }) => v.valuation)).toEqual([4_000_000]);
    // Cash typed in another tab does not conflict with the used vehicles.
    const cash = await partial(both, { cash_amount: 1_000_000 });
    expect(cash.body.data).toMatchObject({
      cash_amount: 1_000_000,
      used_vehicles: [{ valuation: 4_000_000 }],
    });
  });

  it('of 10 parallel updates of different fields, each sending only its own, all land', async () => {
    const { operation } = await newOperation();
    const bodies: Record<string, unknown>[] = [
      { cash_amount: 2_000_000 },
      { customer: { name: 'Juana' } },
      { customer: { lastname: 'Pérez' } },
      { customer: { dni: '30123456' } },
      { customer: { telephone: '261 555-1234' } },
      { customer: { address: 'Av. San Martín 100' } },
      { purchase: { birthdate: '1985-03-15' } },
      { purchase: { marital_status_id: 1 } },
      { purchase: { cuit: '27-12345678-0', iva_condition: 'monotributista' } },
      { email: 'juana.perez@example.com' },
    ];
    const answers = await Promise.all(bodies.map((body) => partial(operation, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const final = (await postJson(app, START_PATH, { code: operation.code })).body.data as OperationView;
    expect(final).toMatchObject({
      version: 11,
      cash_amount: 2_000_000,
      email: 'juana.perez@example.com',
      customer: { name: 'Juana', lastname: 'Pérez', dni: '30123456', telephone: '261 555-1234' },
      purchase: {
        birthdate: '1985-03-15',
        marital_status_id: 1,
        cuit: '27123456780',
        iva_condition: 'monotributista',
      },
    });
    expect(final.customer.address).toBe('Av. San Martín 100');
  }, 60_000);

  it('saves every valid field and names the refused one', async () => {
    const { operation } = await newOperation();
    const answer = await partial(operation, {
      customer: { dni: '20-30123456-3', name: 'Juana' },
      purchase: { dni: '20-30123456-3', name: 'Juana', cuit: '20-30123456-7' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ version: 2, customer: { name: 'Juana', dni: '' } });
    expect(answer.body.refused).toEqual([
      { field: 'customer.dni', message: 'Ingresá un DNI válido, de 7 u 8 números.' },
      { field: 'purchase.dni', message: 'Ingresá un DNI válido, de 7 u 8 números.' },
      {
        field: 'purchase.cuit',
        message: 'Ingresá un CUIT o CUIL válido: son 11 números, como figura en tu constancia.',
      },
    ]);
  });
});

import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditInstallment } from '#domain/catalogue/credit';
import {
  cashReducedMessage,
  creditHeldToOwedMessage,
  creditHeldToPlanMessage,
  NOTHING_LEFT_TO_FINANCE_MESSAGE,
  type OperationView,
  toVehicleCurrency,
  USED_VEHICLE_DUPLICATE_MESSAGE,
  USED_VEHICLES_AND_CREDIT_EXCEED_MESSAGE,
  USED_VEHICLES_EXCEED_TOTAL_MESSAGE,
} from '#domain/operation/operation';
import { operationStatement } from '#domain/operation/operation-statement';
import { formatMoney } from '#domain/shared/money';
import {
  createCreditPlan,
  createStockUnit,
  createUsdRate,
  insertBrands,
} from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { operations, operationUsedVehicles, valuations } from '../db/schema';
import {
  buildOperationApp,
  createPromotion,
  createValuationRow,
  type OperationApp,
  saveOperation,
  startOperation,
  updateOperation,
} from './operations.fixtures';

/**
 * docs/decisions/0014: what the buyer brings (cash, used vehicles, financing) never exceeds what they owe, the financed
 * amount is the buyer's own figure within the plan and the balance, and one used vehicle counts once.
 */

let handle: DatabaseHandle;
let app: OperationApp;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  await createUsdRate(handle.db, 1450);
  app = buildOperationApp(handle.db);
});
afterAll(() => handle.close());

/** A Volkswagen unit of 30.000.000 + 900.000 licence + 450.000 preparation = 31.350.000. */
const PRICE = 31_350_000;

const save = (operation: OperationView, changes: Record<string, unknown>) =>
  saveOperation(app, operation, changes);

async function stored(code: string) {
  const [row] = await handle.db.select().from(operations).where(eq(operations.code, code));
  if (!row) throw new Error('operation not stored');
  const used = await handle.db
    .select({ amount: valuations.amount, codia: valuations.codia, year: valuations.year })
    .from(operationUsedVehicles)
    .innerJoin(valuations, eq(valuations.id, operationUsedVehicles.valuationId))
    .where(eq(operationUsedVehicles.operationId, row.id));
  return {
    row,
    usedPesos: used.map((vehicle) => vehicle.amount),
    usedKeys: used.map((vehicle) => `${vehicle.codia}/${vehicle.year}`),
  };
}

const vehicleRef = (view: OperationView) => view.used_vehicles.map((v) => ({ valuation_id: v.valuation_id }));

describe('cash, used vehicles and financing never exceed what is owed', () => {
  it('reduces a full-price cash to what remains when a used vehicle is added, and says so', async () => {
    const unit = await createStockUnit(handle.db);
    const operation = await startOperation(app, unit);
    const allCash = await save(operation, { cash_amount: PRICE });
    expect(allCash.amounts).toMatchObject({ total: PRICE, cash: PRICE, pending: 0 });

    const quote = await createValuationRow(handle.db, { amount: 10_000_000 });
    const withUsed = await save(allCash, { used_vehicles: [{ valuation_id: quote.id }] });
    expect(withUsed.amounts).toMatchObject({
      cash: PRICE - 10_000_000,
      used_vehicles: 10_000_000,
      pending: 0,
    });
    expect(withUsed.cash_amount).toBe(PRICE - 10_000_000);
    expect(withUsed.adjustments).toEqual([
      { field: 'cash_amount', message: cashReducedMessage(formatMoney(PRICE - 10_000_000, 'ars')) },
    ]);
    expect((await stored(operation.code)).row.cashAmount).toBe(PRICE - 10_000_000);

    // Typing more cash than remains is held to it, with the same reason.
    const typed = await save(withUsed, { cash_amount: '99.000.000' });
    expect(typed.cash_amount).toBe(PRICE - 10_000_000);
    expect(typed.adjustments[0]?.field).toBe('cash_amount');
  });

  it('refuses a used vehicle worth more than what is owed, or more than what the financing leaves', async () => {
    const unit = await createStockUnit(handle.db);
    const operation = await startOperation(app, unit);
    const big = await createValuationRow(handle.db, { amount: PRICE + 1 });
    const refused = await updateOperation(app, operation, { used_vehicles: [{ valuation_id: big.id }] });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(USED_VEHICLES_EXCEED_TOTAL_MESSAGE);

    const plan = await createCreditPlan(handle.db, { maxAmount: 20_000_000, maxSharePct: 70 });
    const financed = await save(operation, { credit_id: plan.id, credit_amount: 20_000_000 });
    expect(financed.credit_amount).toBe(20_000_000);
    const quote = await createValuationRow(handle.db, { amount: 12_000_000 });
    const tooMuch = await updateOperation(app, financed, { used_vehicles: [{ valuation_id: quote.id }] });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toBe(USED_VEHICLES_AND_CREDIT_EXCEED_MESSAGE);
    const { row, usedPesos } = await stored(operation.code);
    expect(usedPesos).toEqual([]);
    expect(row.creditAmount).toBe(20_000_000);

    // With a smaller figure to finance, the same used vehicle fits.
    const lower = await save(financed, { credit_amount: 15_000_000 });
    const added = await save(lower, { used_vehicles: [{ valuation_id: quote.id }] });
    expect(added.amounts).toMatchObject({ used_vehicles: 12_000_000, credit: 15_000_000 });
  });

  it('counts one used vehicle (brand, model, version, year) once', async () => {
    const unit = await createStockUnit(handle.db);
    const operation = await startOperation(app, unit);
    const first = await createValuationRow(handle.db, { amount: 3_000_000, year: 2018 });
    const again = await createValuationRow(handle.db, {
      amount: 3_100_000,
      year: 2018,
      codia: first.codia,
      brand: first.brand,
      model: first.model,
      vehicle: first.vehicle,
    });
    const withFirst = await save(operation, { used_vehicles: [{ valuation_id: first.id }] });
    const duplicate = await updateOperation(app, withFirst, {
      used_vehicles: [...vehicleRef(withFirst), { valuation_id: again.id }],
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.error).toBe(USED_VEHICLE_DUPLICATE_MESSAGE);

    // The same model of another year is another vehicle.
    const otherYear = await createValuationRow(handle.db, {
      amount: 2_500_000,
      year: 2016,
      codia: first.codia,
      brand: first.brand,
      model: first.model,
      vehicle: first.vehicle,
    });
    const two = await save(withFirst, {
      used_vehicles: [...vehicleRef(withFirst), { valuation_id: otherYear.id }],
    });
    expect(two.used_vehicles).toHaveLength(2);
  });
});

describe('the financed amount is what the buyer asked for (docs/decisions/0014)', () => {
  it('keeps the figure asked for, with its installment, and saves later edits of it', async () => {
    const unit = await createStockUnit(handle.db);
    const operation = await startOperation(app, unit);
    const plan = await createCreditPlan(handle.db, {
      name: 'Prendario 36',
      bank: 'Banco Andino',
      months: 36,
      annualRatePct: 49.5,
      maxAmount: 25_000_000,
      maxSharePct: 80,
    });
    const chosen = await save(operation, { credit_id: plan.id, credit_amount: '10.000.000' });
    expect(chosen).toMatchObject({
      credit_id: plan.id,
      credit_amount: 10_000_000,
      credit_requested_amount: 10_000_000,
      credit_installments: 36,
      credit_avg_installment: creditInstallment(10_000_000, 49.5, 36),
      credit_bank: 'Banco Andino',
      credit_rate_pct: 49.5,
      credit_cft_pct: 79.41,
      adjustments: [],
    });
    expect(chosen.amounts.credit).toBe(10_000_000);
    expect((await stored(operation.code)).row.creditAmount).toBe(10_000_000);

    const edited = await save(chosen, { credit_amount: 12_500_000 });
    expect(edited.credit_amount).toBe(12_500_000);
    expect(edited.credit_avg_installment).toBe(creditInstallment(12_500_000, 49.5, 36));
    expect((await stored(operation.code)).row.creditAmount).toBe(12_500_000);

    // Another change sent with the whole operation leaves the figure as it is.
    const withCash = await save(edited, { cash_amount: 1_000_000 });
    expect(withCash.credit_amount).toBe(12_500_000);

    const capped = await save(withCash, { credit_amount: 40_000_000 });
    expect(capped.credit_amount).toBe(25_000_000);
    expect(capped.adjustments).toEqual([
      { field: 'credit_amount', message: creditHeldToPlanMessage(formatMoney(25_000_000, 'ars')) },
    ]);
  });

  it('holds the financing to what the used vehicles leave, and refuses a plan when nothing is left', async () => {
    const unit = await createStockUnit(handle.db);
    const operation = await startOperation(app, unit);
    const quote = await createValuationRow(handle.db, { amount: PRICE - 5_000_000 });
    const withUsed = await save(operation, { used_vehicles: [{ valuation_id: quote.id }] });
    const plan = await createCreditPlan(handle.db, { maxAmount: 20_000_000, maxSharePct: 70 });
    const financed = await save(withUsed, { credit_id: plan.id, credit_amount: 10_000_000 });
    expect(financed.credit_amount).toBe(5_000_000);
    expect(financed.amounts).toMatchObject({ credit: 5_000_000, pending: 0 });
    expect(financed.adjustments).toEqual([
      { field: 'credit_amount', message: creditHeldToOwedMessage(formatMoney(5_000_000, 'ars')) },
    ]);

    const full = await createValuationRow(handle.db, { amount: PRICE });
    const other = await startOperation(app, await createStockUnit(handle.db));
    const covered = await save(other, { used_vehicles: [{ valuation_id: full.id }] });
    const nothing = await updateOperation(app, covered, { credit_id: plan.id });
    expect(nothing.status).toBe(422);
    expect(nothing.body.error).toBe(NOTHING_LEFT_TO_FINANCE_MESSAGE);
  });
});

type Edit =
  | { kind: 'cash'; amount: number | string }
  | { kind: 'complete' }
  | { kind: 'add'; amount: number; sameAs: number | null }
  | { kind: 'remove'; index: number }
  | { kind: 'credit'; plan: number; amount: number }
  | { kind: 'noCredit' };

const amountArb = fc.integer({ min: 0, max: 40_000_000 });
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('cash' as const),
    amount: fc.oneof(
      amountArb,
      amountArb.map((n) => formatMoney(n, 'ars')),
      fc.constant('abc'),
    ),
  }),
  fc.record({ kind: fc.constant('complete' as const) }),
  fc.record({
    kind: fc.constant('add' as const),
    amount: fc.integer({ min: 0, max: 25_000_000 }),
    sameAs: fc.option(fc.nat(2), { nil: null }),
  }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat(2) }),
  fc.record({ kind: fc.constant('credit' as const), plan: fc.nat(1), amount: amountArb }),
  fc.record({ kind: fc.constant('noCredit' as const) }),
);

describe('any sequence of buyer edits', () => {
  it('stores amounts that never exceed what is owed, never go negative, and answers what it stored', async () => {
    const plans = [
      await createCreditPlan(handle.db, { maxAmount: 12_000_000, maxSharePct: 60 }),
      await createCreditPlan(handle.db, { brandId: 6, maxAmount: 30_000_000, maxSharePct: 50, months: 12 }),
      await createCreditPlan(handle.db, { maxAmount: 30_000_000, maxSharePct: 90, months: 48 }),
      await createCreditPlan(handle.db, { brandId: 6, maxAmount: 8_000_000, maxSharePct: 70, months: 36 }),
    ];
    await createPromotion(handle.db, { code: 'BOUNDS10', moneyDiscount: null, percentageDiscount: 10 });

    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.boolean(),
        fc.array(editArb, { minLength: 1, maxLength: 8 }),
        async (dollar, promoted, edits) => {
          const unit = await createStockUnit(
            handle.db,
            dollar ? { brandId: 6, listPrice: 30_000, licenseCost: 0, preparationCost: 0 } : {},
          );
          let view = await startOperation(app, unit, promoted ? { promotion_code: 'BOUNDS10' } : {});
          const brandPlans = plans.filter((plan) => plan.brandId === unit.brandId);
          const quotes: { codia: number; year: number; brand: string; model: string; vehicle: string }[] = [];

          for (const edit of edits) {
            let changes: Record<string, unknown>;
            if (edit.kind === 'cash') changes = { cash_amount: edit.amount };
            else if (edit.kind === 'complete')
              changes = { cash_amount: view.cash_amount + view.pending_amount };
            else if (edit.kind === 'add') {
              if (view.used_vehicles.length >= 3) continue;
              const like = edit.sameAs === null ? undefined : quotes[edit.sameAs];
              const quote = await createValuationRow(handle.db, { amount: edit.amount, ...like });
              quotes.push({
                codia: quote.codia,
                year: quote.year,
                brand: quote.brand,
                model: quote.model,
                vehicle: quote.vehicle,
              });
              changes = { used_vehicles: [...vehicleRef(view), { valuation_id: quote.id }] };
            } else if (edit.kind === 'remove') {
              if (view.used_vehicles.length === 0) continue;
              changes = {
                used_vehicles: vehicleRef(view).filter(
                  (_, i) => i !== edit.index % view.used_vehicles.length,
                ),
              };
            } else if (edit.kind === 'credit') {
              const plan = brandPlans[edit.plan % brandPlans.length];
              changes = { credit_id: plan?.id ?? 0, credit_amount: edit.amount };
            } else changes = { credit_id: 0 };

            const before = await stored(view.code);
            const answer = await updateOperation(app, view, changes);
            if (answer.status === 200) view = answer.body.data as OperationView;
            else {
              expect(answer.status).toBe(422);
              expect(typeof answer.body.error).toBe('string');
              // A refusal changes nothing.
              expect(await stored(view.code)).toEqual(before);
            }

            const { row, usedPesos, usedKeys } = await stored(view.code);
            const rate = row.usdRate;
            const used = toVehicleCurrency(
              usedPesos.reduce((sum, amount) => sum + amount, 0),
              rate,
            );
            const credit = toVehicleCurrency(row.creditAmount, rate);
            for (const value of [
              row.cashAmount,
              row.creditAmount,
              row.totalAmount,
              row.pendingAmount,
              used,
            ]) {
              expect(value).toBeGreaterThanOrEqual(0);
            }
            expect(row.cashAmount + used + credit).toBeLessThanOrEqual(row.totalAmount);
            expect(row.pendingAmount).toBe(row.totalAmount - row.cashAmount - used - credit);
            expect(new Set(usedKeys).size).toBe(usedKeys.length);
            // What the page is shown is what was stored.
            expect(view.amounts).toMatchObject({
              total: row.totalAmount,
              cash: row.cashAmount,
              used_vehicles: used,
              credit,
              pending: row.pendingAmount,
            });
            // The review and the e-mails print one statement of the operation: its lines are the stored figures.
            const statement = operationStatement(view, view.purchase.vehicle ?? expect.unreachable());
            const covered = statement.payment.reduce((sum, entry) => sum + entry.amount, 0);
            expect(covered + statement.pending.amount).toBe(row.totalAmount);
            expect(statement.pending.amount).toBe(row.pendingAmount);
            expect(statement.price.at(-1)?.amount).toBe(row.totalAmount);
            if (row.creditPlanId !== null) {
              const plan = plans.find((candidate) => candidate.id === row.creditPlanId);
              expect(row.creditAvgInstallment).toBe(
                creditInstallment(row.creditAmount, plan?.annualRatePct ?? 0, plan?.months ?? 1),
              );
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditInstallment } from '../catalogue/credit';
import { type OperationView, operationAmounts } from './operation';
import { operationStatement } from './operation-statement';
import type { PriceUnit, PrintedLine } from './price-lines';
import { printStatement, summaryLines, USD_RATE_LABEL } from './printed-statement';

/** A dollar unit: US$ 30.000 before its discounts, a delivery fee of US$ 300. */
const UNIT: PriceUnit = {
  currency: 'usd',
  list_price: 30_000,
  discount: 1_000,
  special_discount: 500,
  license_cost: 700,
  preparation_cost: 800,
  delivery_price: 300,
  full_price_with_discount: 30_000,
};

interface Scenario {
  unit?: PriceUnit;
  rate: number | null;
  promotion: number;
  cash: number;
  valuations: number[];
  credit: { pesos: number; months: number; tna: number } | null;
  deposit: number;
}

/** The operation the server answers for a scenario: its amounts by the server's own arithmetic. */
function operationOf(scenario: Scenario): OperationView {
  const unit = scenario.unit ?? UNIT;
  const amounts = operationAmounts({
    unitPrice: unit.full_price_with_discount,
    promotionDiscount: scenario.promotion,
    cash: scenario.cash,
    valuationsPesos: scenario.valuations,
    creditPesos: scenario.credit?.pesos ?? 0,
    usdRate: scenario.rate,
  });
  const credit = scenario.credit;
  return {
    currency: unit.currency,
    usd_rate: scenario.rate,
    created_at: '2026-11-24T13:00:00.000Z',
    promotion:
      scenario.promotion > 0
        ? {
            code: 'PRIMAVERA',
            description: '',
            money_discount: scenario.promotion,
            percentage_discount: null,
            discount: amounts.promotion_discount,
          }
        : null,
    used_vehicles: scenario.valuations.map((valuation, index) => ({
      id: `v${index}`,
      valuation_id: `v${index}`,
      brand: 'Fiat',
      model: 'Cronos',
      vehicle: `Drive ${index}`,
      kms: 40_000,
      year: 2020,
      valuation,
      expires_at: '2026-12-01T00:00:00.000Z',
    })),
    credit_id: credit ? 7 : 0,
    credit_name: credit ? 'Prendario' : '',
    credit_bank: credit ? 'Banco Andino' : '',
    credit_amount: credit?.pesos ?? 0,
    credit_installments: credit?.months ?? 0,
    credit_avg_installment: credit ? creditInstallment(credit.pesos, credit.tna, credit.months) : 0,
    credit_rate_pct: credit?.tna ?? 0,
    credit_cft_pct: 0,
    amounts,
    deposit: scenario.deposit,
  } as OperationView;
}

const MINUS = '\u2212';

/** The pesos a printed line shows: its peso equivalent in a dollar operation, its amount in a peso one; signed. */
function pesosOf(line: PrintedLine): number {
  // Nothing in dollars and nothing in pesos: the line prints no equivalent.
  if (/^US\$\s0$/u.test(line.amount)) return 0;
  const equivalent = /\((−?)\$\s([\d.]+)\)$/u.exec(line.amount);
  const plain = /^(−?)\$\s([\d.]+)$/u.exec(line.amount);
  const match = equivalent ?? plain;
  if (!match) throw new Error(`no pesos in ${line.label}: ${line.amount}`);
  return (match[1] === MINUS ? -1 : 1) * Number((match[2] ?? '').replaceAll('.', ''));
}

const byLabel = (lines: readonly PrintedLine[], label: string) => {
  const line = lines.find((entry) => entry.label === label);
  if (!line) throw new Error(`no line ${label}`);
  return line;
};

/** What a page prints adds up, in pesos: each total is the sum of the lines printed above it. */
function expectPesosAddUp(operation: OperationView, unit: PriceUnit = UNIT) {
  const printed = printStatement(operationStatement(operation, unit));
  const finalPrice = pesosOf(byLabel(printed.price, 'Precio final'));
  const priceParts = printed.price.filter((line) => line.kind !== 'total');
  expect(priceParts.reduce((sum, line) => sum + pesosOf(line), 0)).toBe(finalPrice);

  const [total, ...rest] = printed.payment;
  expect(total?.label).toBe('Total a pagar');
  expect(pesosOf(total as PrintedLine)).toBe(finalPrice);
  const pending = byLabel(rest, 'Saldo pendiente');
  const parts = rest.filter((line) => line !== pending);
  if (operation.amounts.pending > 0) {
    expect(finalPrice + parts.reduce((sum, line) => sum + pesosOf(line), 0)).toBe(pesosOf(pending));
  }

  const due = printed.atDelivery.at(-1) as PrintedLine;
  expect(due.label).toBe('A pagar en la entrega');
  const dueParts = printed.atDelivery.slice(0, -1);
  const sum = dueParts.reduce((acc, line) => acc + pesosOf(line), 0);
  expect(pesosOf(due)).toBe(Math.max(0, sum));
  return printed;
}

describe('the peso lines of a dollar operation (docs/product.md §D3)', () => {
  const scenario: Scenario = {
    rate: 1_045.5,
    promotion: 300,
    cash: 2_000,
    valuations: [5_000_123, 3_456_789],
    credit: { pesos: 4_000_000, months: 24, tna: 24.9 },
    deposit: 200_000,
  };

  it('converts each line once and adds the totals up from the converted lines', () => {
    const printed = expectPesosAddUp(operationOf(scenario));
    // The trade-ins keep the pesos they were quoted in; the loan too.
    expect(pesosOf(byLabel(printed.payment, 'Usado: Fiat Cronos Drive 0'))).toBe(-5_000_123);
    expect(pesosOf(byLabel(printed.payment, 'Usado: Fiat Cronos Drive 1'))).toBe(-3_456_789);
    expect(pesosOf(byLabel(printed.payment, 'Financiación: Prendario (Banco Andino)'))).toBe(-4_000_000);
    // A dollar line is its dollars at the rate, rounded once: US$ 2.000 × 1.045,5.
    expect(pesosOf(byLabel(printed.payment, 'Efectivo'))).toBe(-2_091_000);
  });

  it('counts the delivery fee in what is paid at the delivery, with its parts', () => {
    const printed = expectPesosAddUp(operationOf(scenario));
    expect(printed.atDelivery.map((line) => line.label)).toEqual([
      'Efectivo',
      'Saldo pendiente',
      'Entrega',
      'Seña',
      'A pagar en la entrega',
    ]);
    // US$ 300 × 1.045,5.
    expect(pesosOf(byLabel(printed.atDelivery, 'Entrega'))).toBe(313_650);
    expect(pesosOf(byLabel(printed.atDelivery, 'Seña'))).toBe(-200_000);
  });

  it('shows the rate and the day it was fixed wherever pesos come from dollars', () => {
    const statement = operationStatement(operationOf(scenario), UNIT);
    expect(printStatement(statement).rate).toEqual([
      {
        label: USD_RATE_LABEL,
        kind: 'note',
        amount: 'US$\u00a01 = $\u00a01.045,5, fijada el 24 de noviembre de 2026',
      },
    ]);
    expect(summaryLines(statement).at(-1)?.label).toBe(USD_RATE_LABEL);
  });

  it('prints the price lines beside the steps as the review and the e-mails do', () => {
    const statement = operationStatement(operationOf(scenario), UNIT);
    const printed = printStatement(statement);
    const summary = summaryLines(statement);
    expect(summary.slice(0, printed.price.length)).toEqual(printed.price);
    expect(byLabel(summary, 'Código PRIMAVERA').amount).toBe(`${MINUS}US$\u00a0300 (${MINUS}$\u00a0313.650)`);
    expect(byLabel(summary, 'Precio final').amount).toMatch(/^US\$\u00a029\.700 \(\$\u00a0/u);
  });

  it('adds up for any rate, cash, trade-ins and loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 300_000 }).map((cents) => cents / 100),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 40_000 }),
        fc.array(fc.integer({ min: 1, max: 15_000_000 }), { maxLength: 3 }),
        fc.option(fc.integer({ min: 100_000, max: 20_000_000 }), { nil: null }),
        (rate, promotion, cash, valuations, loan) => {
          expectPesosAddUp(
            operationOf({
              rate,
              promotion,
              cash,
              valuations,
              credit: loan === null ? null : { pesos: loan, months: 36, tna: 44.9 },
              deposit: 200_000,
            }),
          );
        },
      ),
    );
  });
});

describe('the financing, whole (docs/product.md §D10)', () => {
  it('tells the installment with the IVA on the interest, the total repaid, TNA, TEA and CFT', () => {
    const operation = operationOf({
      unit: { ...UNIT, currency: 'ars', list_price: 30_000_000, full_price_with_discount: 30_000_000 },
      rate: null,
      promotion: 0,
      cash: 0,
      valuations: [],
      credit: { pesos: 10_000_000, months: 24, tna: 24.9 },
      deposit: 200_000,
    });
    const statement = operationStatement(operation, { ...UNIT, currency: 'ars' });
    expect(statement.financing).toMatchObject({ installment: 559_792, totalRepaid: 13_435_008 });
    const line = byLabel(printStatement(statement).payment, 'Financiación: Prendario (Banco Andino)');
    expect(line.detail).toContain('24 cuotas de $\u00a0559.792 (IVA sobre los intereses incluido)');
    expect(line.detail).toContain('Total a devolver: $\u00a013.435.008');
    expect(line.detail).toMatch(/TNA 24,9\u00a0%, TEA 27,95\u00a0%, CFT [\d,]+\u00a0% \(con IVA\)/u);
  });
});

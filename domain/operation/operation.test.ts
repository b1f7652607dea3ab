import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditInstallment } from '../catalogue/credit';
import { creditFor, NO_CREDIT, toggleCreditPlan } from './credit-selection';
import {
  canAddUsedVehicle,
  canTransition,
  creditInVehicleCurrency,
  editableStatusFor,
  isEditableStatus,
  MAX_USED_VEHICLES,
  OPERATION_STATUSES,
  OPERATION_TRANSITIONS,
  operationAmounts,
  operationTotal,
  owedAfterUsedVehicles,
  toPesos,
  toVehicleCurrency,
  usedVehiclesTotal,
} from './operation';
import {
  canContinuePayment,
  capCashAmount,
  cashLimit,
  completeRemainingCash,
  pendingAmount,
} from './payment-mode';
import {
  ageOn,
  canContinuePersonalData,
  displayBirthdate,
  isBirthdateEmpty,
  missingPersonalFields,
  type PersonalData,
  parseBirthdate,
  personalDataIssues,
} from './personal-data';

const money = fc.integer({ min: 0, max: 1e10 });
const rate = fc.integer({ min: 100, max: 500_000 }).map((cents) => cents / 100);

describe('statuses', () => {
  it('lets the buyer edit only before the payment starts', () => {
    expect(OPERATION_STATUSES.filter(isEditableStatus)).toEqual([
      'started',
      'payment_selected',
      'data_complete',
    ]);
  });

  it('documents every move; ended operations go nowhere, and payment needs complete data', () => {
    expect(canTransition('started', 'payment_selected')).toBe(true);
    expect(canTransition('payment_selected', 'data_complete')).toBe(true);
    expect(canTransition('data_complete', 'payment_pending')).toBe(true);
    expect(canTransition('payment_pending', 'reserved')).toBe(true);
    expect(canTransition('payment_pending', 'data_complete')).toBe(true);
    expect(canTransition('reserved', 'cancelled')).toBe(true);
    expect(canTransition('started', 'payment_pending')).toBe(false);
    expect(canTransition('payment_selected', 'payment_pending')).toBe(false);
    expect(canTransition('reserved', 'data_complete')).toBe(false);
    expect(OPERATION_TRANSITIONS.cancelled).toEqual([]);
    expect(OPERATION_TRANSITIONS.expired).toEqual([]);
    for (const from of OPERATION_STATUSES) {
      for (const to of OPERATION_TRANSITIONS[from]) expect(OPERATION_STATUSES).toContain(to);
    }
  });

  it('derives the editable status from the two steps', () => {
    expect(editableStatusFor({ payment: false, personalData: false })).toBe('started');
    expect(editableStatusFor({ payment: false, personalData: true })).toBe('started');
    expect(editableStatusFor({ payment: true, personalData: false })).toBe('payment_selected');
    expect(editableStatusFor({ payment: true, personalData: true })).toBe('data_complete');
  });
});

describe('currency conversion (docs/product.md §D3)', () => {
  it('leaves pesos alone for a peso unit and divides by the rate for a dollar one', () => {
    expect(toVehicleCurrency(14_500_000, null)).toBe(14_500_000);
    expect(toVehicleCurrency(14_500_000, 1450)).toBe(10_000);
    expect(toVehicleCurrency(1_000, 1450.5)).toBe(1);
    expect(toPesos(10_000, 1450.5)).toBe(14_505_000);
    expect(toPesos(10_000, null)).toBe(10_000);
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() => toVehicleCurrency(100, 0)).toThrow(RangeError);
    expect(() => toVehicleCurrency(100, Number.NaN)).toThrow(RangeError);
    expect(() => toPesos(100, -1)).toThrow(RangeError);
  });

  it('sums the valuations first and rounds once', () => {
    // Each alone rounds down (0.4 → 0); together they make 1.2 → 1.
    expect(usedVehiclesTotal([580, 580, 580], 1450)).toBe(1);
    expect(usedVehiclesTotal([], 1450)).toBe(0);
    expect(usedVehiclesTotal([15_000_000, 2_500_000], null)).toBe(17_500_000);
  });

  it('is within half a unit of the exact quotient', () => {
    fc.assert(
      fc.property(fc.array(money, { maxLength: 3 }), rate, (valuations, usdRate) => {
        const exact = valuations.reduce((sum, value) => sum + value, 0) / usdRate;
        expect(Math.abs(usedVehiclesTotal(valuations, usdRate) - exact)).toBeLessThanOrEqual(0.5);
        expect(creditInVehicleCurrency(valuations[0] ?? 0, usdRate)).toBe(
          toVehicleCurrency(valuations[0] ?? 0, usdRate),
        );
      }),
    );
  });
});

describe('operationTotal', () => {
  it('is the full price with discount less the promotion, never below zero', () => {
    expect(operationTotal(30_000_000, 500_000)).toBe(29_500_000);
    expect(operationTotal(30_000_000, 0)).toBe(30_000_000);
    expect(operationTotal(1_000, 5_000)).toBe(0);
    expect(operationTotal(1_000, -5_000)).toBe(1_000);
  });
});

describe('capCashAmount (docs/product.md §5)', () => {
  it('parses numbers and text as people type them', () => {
    expect(capCashAmount(5_000_000, 30_000_000)).toBe(5_000_000);
    expect(capCashAmount('5.000.000', 30_000_000)).toBe(5_000_000);
    expect(capCashAmount('$ 5.000.000', 30_000_000)).toBe(5_000_000);
    expect(capCashAmount('1234,6', 30_000_000)).toBe(1235);
  });

  it('makes anything unreadable 0', () => {
    for (const input of ['', 'mucho', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}, [], true]) {
      expect(capCashAmount(input, 30_000_000)).toBe(0);
    }
  });

  it('caps at the full price with discount, and never goes below 0', () => {
    expect(capCashAmount(99_000_000, 30_000_000)).toBe(30_000_000);
    expect(capCashAmount('-5.000', 30_000_000)).toBe(0);
    expect(capCashAmount(-1, 30_000_000)).toBe(0);
  });

  it('always lands in [0, price] as an integer', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), money.map(String)), money, (input, price) => {
        const cash = capCashAmount(input, price);
        expect(Number.isInteger(cash)).toBe(true);
        expect(cash).toBeGreaterThanOrEqual(0);
        expect(cash).toBeLessThanOrEqual(price);
      }),
    );
  });
});

describe('pendingAmount', () => {
  it('is total − cash − used vehicles − credit, never below zero', () => {
    expect(pendingAmount({ total: 100, cash: 30, usedVehicles: 20, credit: 10 })).toBe(40);
    expect(pendingAmount({ total: 100, cash: 80, usedVehicles: 20, credit: 10 })).toBe(0);
  });

  it('never exceeds the total and is zero exactly when the parts cover it', () => {
    fc.assert(
      fc.property(money, money, money, money, (total, cash, usedVehicles, credit) => {
        const pending = pendingAmount({ total, cash, usedVehicles, credit });
        expect(pending).toBeGreaterThanOrEqual(0);
        expect(pending).toBeLessThanOrEqual(total);
        expect(pending === 0).toBe(cash + usedVehicles + credit >= total);
      }),
    );
  });

  it("'Completar Restante' leaves nothing pending when the cap allows it", () => {
    expect(completeRemainingCash(5_000_000, 25_000_000, 30_000_000)).toBe(30_000_000);
    expect(completeRemainingCash(0, 10_000, 5_000)).toBe(5_000);
  });
});

describe('operationAmounts', () => {
  it('prices a peso unit with promotion, cash, a used vehicle and credit', () => {
    expect(
      operationAmounts({
        unitPrice: 30_000_000,
        promotionDiscount: 500_000,
        cash: '5.000.000',
        valuationsPesos: [10_000_000],
        creditPesos: 8_000_000,
        usdRate: null,
      }),
    ).toEqual({
      unit_price: 30_000_000,
      promotion_discount: 500_000,
      total: 29_500_000,
      cash: 5_000_000,
      used_vehicles: 10_000_000,
      credit: 8_000_000,
      pending: 6_500_000,
    });
  });

  it('converts the peso parts of a dollar unit with the operation rate', () => {
    expect(
      operationAmounts({
        unitPrice: 40_000,
        promotionDiscount: 1_000,
        cash: 2_000,
        valuationsPesos: [14_500_000, 1_450_000],
        creditPesos: 7_250_000,
        usdRate: 1450,
      }),
    ).toEqual({
      unit_price: 40_000,
      promotion_discount: 1_000,
      total: 39_000,
      cash: 2_000,
      used_vehicles: 11_000,
      credit: 5_000,
      pending: 21_000,
    });
  });

  it('ignores nothing but caps: a promotion above the price is the price, cash above the total is the total', () => {
    const amounts = operationAmounts({
      unitPrice: 1_000,
      promotionDiscount: 5_000,
      cash: 9_999,
      valuationsPesos: [],
      creditPesos: 0,
      usdRate: null,
    });
    expect(amounts).toMatchObject({ promotion_discount: 1_000, total: 0, cash: 0, pending: 0 });
  });

  it('never takes more cash than the buyer owes once a promotion applies', () => {
    fc.assert(
      fc.property(money, money, money, (price, promotion, cash) => {
        const amounts = operationAmounts({
          unitPrice: price,
          promotionDiscount: promotion,
          cash,
          valuationsPesos: [],
          creditPesos: 0,
          usdRate: null,
        });
        expect(amounts.cash).toBeLessThanOrEqual(amounts.total);
      }),
    );
  });

  it('holds its invariants for any input', () => {
    fc.assert(
      fc.property(
        money,
        money,
        fc.oneof(money, fc.string()),
        fc.array(money, { maxLength: 3 }),
        money,
        fc.option(rate, { nil: null }),
        (unitPrice, promotionDiscount, cash, valuationsPesos, creditPesos, usdRate) => {
          const amounts = operationAmounts({
            unitPrice,
            promotionDiscount,
            cash,
            valuationsPesos,
            creditPesos,
            usdRate,
          });
          for (const value of Object.values(amounts)) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(amounts.total).toBe(unitPrice - amounts.promotion_discount);
          expect(amounts.cash).toBeLessThanOrEqual(unitPrice);
          expect(amounts.pending).toBe(
            Math.max(0, amounts.total - amounts.cash - amounts.used_vehicles - amounts.credit),
          );
          // docs/decisions/0014: cash and financing never push what is brought past what is owed.
          expect(amounts.cash + amounts.credit).toBeLessThanOrEqual(
            Math.max(0, amounts.total - Math.min(amounts.used_vehicles, amounts.total)),
          );
        },
      ),
    );
  });

  it('reduces the cash to what the used vehicles and the financing leave (docs/decisions/0014)', () => {
    const amounts = operationAmounts({
      unitPrice: 30_000_000,
      promotionDiscount: 0,
      cash: 30_000_000,
      valuationsPesos: [10_000_000],
      creditPesos: 8_000_000,
      usdRate: null,
    });
    expect(amounts).toMatchObject({ total: 30_000_000, cash: 12_000_000, pending: 0 });
    expect(cashLimit({ total: 30_000_000, usedVehicles: 10_000_000, credit: 8_000_000 })).toBe(12_000_000);
  });

  it('holds the financing to what the used vehicles leave, also for a dollar unit', () => {
    expect(
      operationAmounts({
        unitPrice: 20_000,
        promotionDiscount: 0,
        cash: 0,
        valuationsPesos: [14_500_000],
        creditPesos: 29_000_000,
        usdRate: 1450,
      }),
    ).toMatchObject({ total: 20_000, used_vehicles: 10_000, credit: 10_000, cash: 0, pending: 0 });
    expect(owedAfterUsedVehicles(20_000, 25_000)).toBe(0);
  });
});

describe('used vehicles', () => {
  it('allow three at most', () => {
    expect(MAX_USED_VEHICLES).toBe(3);
    expect([0, 1, 2, 3, 4].map(canAddUsedVehicle)).toEqual([true, true, true, false, false]);
  });
});

describe('credit (docs/product.md §4)', () => {
  const plan = {
    id: 7,
    name: 'Prendario 24 meses',
    months: 24,
    avg_installment: 812_345,
    financed_max: 12_000_000,
  };
  const other = {
    id: 9,
    name: 'Tasa 0% 12 meses',
    months: 12,
    avg_installment: 500_000,
    financed_max: 6_000_000,
  };

  it('stores another plan at its maximum', () => {
    expect(toggleCreditPlan(NO_CREDIT, plan)).toEqual({
      credit_id: 7,
      credit_name: 'Prendario 24 meses',
      credit_amount: 12_000_000,
      credit_installments: 24,
      credit_avg_installment: 812_345,
    });
    expect(toggleCreditPlan(toggleCreditPlan(NO_CREDIT, plan), other).credit_id).toBe(9);
  });

  it('clears the financing when the selected plan is chosen again', () => {
    expect(toggleCreditPlan(toggleCreditPlan(NO_CREDIT, plan), plan)).toEqual({
      credit_id: 0,
      credit_name: '',
      credit_amount: 0,
      credit_installments: 0,
      credit_avg_installment: 0,
    });
  });

  it('toggling the same plan twice gives back where it started', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 50 }), (id, currentId) => {
        const card = { ...plan, id };
        const start = currentId === 0 ? NO_CREDIT : toggleCreditPlan(NO_CREDIT, { ...plan, id: currentId });
        const twice = toggleCreditPlan(toggleCreditPlan(start, card), card);
        expect(twice.credit_id === 0 || twice.credit_id === start.credit_id).toBe(true);
      }),
    );
  });

  it('finances what the buyer asked for, capped at the plan and at what is owed (docs/decisions/0014)', () => {
    const terms = {
      id: 3,
      name: 'Prendario 48',
      months: 48,
      annual_rate: 44.9,
      max_amount: 30_000_000,
      max_share_pct: 70,
    };
    const unlimited = Number.POSITIVE_INFINITY;
    expect(
      creditFor(terms, { vehiclePricePesos: 20_000_000, requestedPesos: 0, owedPesos: unlimited }),
    ).toEqual({
      credit_id: 3,
      credit_name: 'Prendario 48',
      credit_amount: 14_000_000,
      credit_installments: 48,
      credit_avg_installment: creditInstallment(14_000_000, 44.9, 48),
    });
    const asked = creditFor(terms, {
      vehiclePricePesos: 20_000_000,
      requestedPesos: 10_000_000,
      owedPesos: unlimited,
    });
    expect(asked.credit_amount).toBe(10_000_000);
    expect(asked.credit_avg_installment).toBe(creditInstallment(10_000_000, 44.9, 48));
    expect(
      creditFor(terms, { vehiclePricePesos: 20_000_000, requestedPesos: 18_000_000, owedPesos: unlimited })
        .credit_amount,
    ).toBe(14_000_000);
    expect(
      creditFor(terms, { vehiclePricePesos: 20_000_000, requestedPesos: 10_000_000, owedPesos: 6_500_000.7 })
        .credit_amount,
    ).toBe(6_500_000);
    expect(
      creditFor(terms, { vehiclePricePesos: 100_000_000, requestedPesos: 0, owedPesos: unlimited })
        .credit_amount,
    ).toBe(30_000_000);
    expect(creditFor(terms, { vehiclePricePesos: 0, requestedPesos: 0, owedPesos: unlimited })).toEqual(
      NO_CREDIT,
    );
    expect(creditFor(terms, { vehiclePricePesos: 20_000_000, requestedPesos: 5, owedPesos: 0 })).toEqual(
      NO_CREDIT,
    );
  });
});

describe('birthdate', () => {
  it('counts a zero date as empty (docs/product.md §5)', () => {
    for (const value of [null, undefined, '', '0000-00-00', '00/00/0000', '0000-00-00 00:00:00', 0]) {
      expect(isBirthdateEmpty(value)).toBe(true);
      expect(parseBirthdate(value)).toBeNull();
    }
    expect(isBirthdateEmpty('1985-03-15')).toBe(false);
  });

  it('reads date inputs, timestamps and dd/mm/aaaa', () => {
    expect(parseBirthdate('1985-03-15')).toBe('1985-03-15');
    expect(parseBirthdate('1985-03-15T00:00:00.000Z')).toBe('1985-03-15');
    expect(parseBirthdate('15/03/1985')).toBe('1985-03-15');
    expect(parseBirthdate('5-3-1985')).toBe('1985-03-05');
    expect(parseBirthdate('1985-02-30')).toBeUndefined();
    expect(parseBirthdate('31/04/1990')).toBeUndefined();
    expect(parseBirthdate('ayer')).toBeUndefined();
  });

  it('shows dd/mm/aaaa', () => {
    expect(displayBirthdate('1985-03-15')).toBe('15/03/1985');
    expect(displayBirthdate(null)).toBe('');
    expect(displayBirthdate('0000-00-00')).toBe('');
  });

  it('round-trips any real date through its display form', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseBirthdate(displayBirthdate(iso))).toBe(iso);
        },
      ),
    );
  });

  it('counts whole years, turning on the birthday', () => {
    expect(ageOn('2008-11-21', '2026-11-20')).toBe(17);
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
  });
});

describe('step rules', () => {
  const complete: PersonalData = {
    name: 'Juana',
    lastname: 'Pérez',
    telephone: '261 555-1234',
    email: 'juana@example.com',
    dni: '30123456',
    birthdate: '1985-03-15',
    marital_status_id: 2,
    address: null,
  };
  const today = '2026-11-21';

  it('step 1 continues with nothing pending or with a used vehicle', () => {
    expect(canContinuePayment({ pending: 0, usedVehicleCount: 0 })).toBe(true);
    expect(canContinuePayment({ pending: 5, usedVehicleCount: 1 })).toBe(true);
    expect(canContinuePayment({ pending: 5, usedVehicleCount: 0 })).toBe(false);
  });

  it('step 2 needs every field but the address', () => {
    expect(missingPersonalFields(complete)).toEqual([]);
    expect(canContinuePersonalData(complete, today)).toBe(true);
    expect(
      missingPersonalFields({
        name: ' ',
        lastname: null,
        telephone: '',
        email: null,
        dni: null,
        birthdate: '0000-00-00',
        marital_status_id: 0,
      }),
    ).toEqual(['name', 'lastname', 'telephone', 'email', 'dni', 'birthdate', 'marital_status_id']);
    for (const field of ['name', 'lastname', 'telephone', 'email', 'dni', 'birthdate'] as const) {
      expect(canContinuePersonalData({ ...complete, [field]: '' }, today)).toBe(false);
    }
    expect(canContinuePersonalData({ ...complete, marital_status_id: null }, today)).toBe(false);
    expect(canContinuePersonalData({ ...complete, marital_status_id: 5 }, today)).toBe(false);
    expect(canContinuePersonalData({ ...complete, address: 'Av. San Martín 100' }, today)).toBe(true);
  });

  it('says why a value that is there is not right', () => {
    expect(personalDataIssues({ ...complete, dni: '12345' }, today)).toEqual([
      { field: 'dni', message: 'Ingresá un DNI válido, de 7 u 8 números.' },
    ]);
    expect(personalDataIssues({ ...complete, telephone: '123' }, today)[0]?.field).toBe('telephone');
    expect(personalDataIssues({ ...complete, birthdate: '2010-01-01' }, today)).toEqual([
      { field: 'birthdate', message: 'Tenés que ser mayor de 18 años para reservar online.' },
    ]);
    expect(personalDataIssues({ ...complete, name: null }, today)).toEqual([
      { field: 'name', message: 'Ingresá tu nombre.' },
    ]);
  });
});

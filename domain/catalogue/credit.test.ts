import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../shared/money';
import {
  costoFinancieroTotal,
  creditCost,
  creditCostText,
  creditInstallment,
  effectiveAnnualRate,
  financedMax,
  formatRate,
  frenchInstallment,
  NO_CREDIT_MESSAGE,
} from './credit';

const principalArb = fc.integer({ min: 0, max: 1e9 });
// Rates in hundredths of a point up to 300 % TNA: realistic in Argentina, and exact as inputs.
const rateArb = fc.integer({ min: 0, max: 30_000 }).map((bp) => bp / 100);
const monthsArb = fc.integer({ min: 1, max: 120 });

describe('frenchInstallment', () => {
  it('matches the annuity formula for a known loan', () => {
    // 1,000,000 at 60 % TNA (5 % a month) over 12 months: 112,825.41.
    expect(frenchInstallment(1_000_000, 60, 12)).toBe(112_825);
  });

  it('splits the principal evenly at a zero rate', () => {
    expect(frenchInstallment(1_200_000, 0, 12)).toBe(100_000);
    expect(frenchInstallment(1_000, 0, 3)).toBe(333);
  });

  it('charges only the interest plus the principal in one payment over one month', () => {
    expect(frenchInstallment(1_000_000, 120, 1)).toBe(1_100_000);
  });

  it('rejects impossible inputs', () => {
    expect(() => frenchInstallment(-1, 10, 12)).toThrow(RangeError);
    expect(() => frenchInstallment(1000, -1, 12)).toThrow(RangeError);
    expect(() => frenchInstallment(1000, Number.NaN, 12)).toThrow(RangeError);
    expect(() => frenchInstallment(1000, 10, 0)).toThrow(RangeError);
    expect(() => frenchInstallment(1000, 10, 1.5)).toThrow(RangeError);
  });

  it('repays at least the principal, within the rounding of each installment', () => {
    fc.assert(
      fc.property(principalArb, rateArb, monthsArb, (principal, rate, months) => {
        expect(frenchInstallment(principal, rate, months) * months + months / 2).toBeGreaterThanOrEqual(
          principal,
        );
      }),
    );
  });

  it('repays at least the principal exactly when it divides evenly into the months', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), rateArb, monthsArb, (perMonth, rate, months) => {
        const principal = perMonth * months;
        expect(frenchInstallment(principal, rate, months) * months).toBeGreaterThanOrEqual(principal);
      }),
    );
  });

  it('lies between interest-only and interest plus an even share of the principal', () => {
    fc.assert(
      fc.property(principalArb, rateArb, monthsArb, (principal, rate, months) => {
        const installment = frenchInstallment(principal, rate, months);
        const interest = (principal * rate) / 1200;
        expect(installment).toBeGreaterThanOrEqual(interest - 0.5);
        expect(installment).toBeLessThanOrEqual(interest + principal / months + 0.5);
      }),
    );
  });

  it('never falls when the rate rises', () => {
    fc.assert(
      fc.property(principalArb, rateArb, rateArb, monthsArb, (principal, a, b, months) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(frenchInstallment(principal, low, months)).toBeLessThanOrEqual(
          frenchInstallment(principal, high, months),
        );
      }),
    );
  });

  it('is an integer', () => {
    fc.assert(
      fc.property(principalArb, rateArb, monthsArb, (principal, rate, months) => {
        expect(Number.isInteger(frenchInstallment(principal, rate, months))).toBe(true);
      }),
    );
  });
});

describe('financedMax', () => {
  it('is the lower of the cap and the share of the price', () => {
    expect(financedMax({ max_amount: 5_000_000, max_share_pct: 70 }, 10_000_000)).toBe(5_000_000);
    expect(financedMax({ max_amount: 5_000_000, max_share_pct: 70 }, 3_000_000)).toBe(2_100_000);
  });

  it('floors the share without losing a unit to floating point', () => {
    expect(financedMax({ max_amount: 1e9, max_share_pct: 70.1 }, 3000)).toBe(2103);
    expect(financedMax({ max_amount: 1e9, max_share_pct: 33.3 }, 1001)).toBe(333);
  });

  it('is never negative', () => {
    expect(financedMax({ max_amount: 1000, max_share_pct: 50 }, -100)).toBe(0);
  });

  it('equals the exact floor of the share, capped, for any price and share in hundredths of a point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1e9 }),
        (price, shareBp, maxAmount) => {
          const exactShare = Number((BigInt(price) * BigInt(shareBp)) / 10_000n);
          expect(financedMax({ max_amount: maxAmount, max_share_pct: shareBp / 100 }, price)).toBe(
            Math.min(maxAmount, exactShare),
          );
        },
      ),
    );
  });
});

describe('NO_CREDIT_MESSAGE', () => {
  it('is the docs/product.md §D10 text', () => {
    expect(NO_CREDIT_MESSAGE).toBe(
      'No encontramos planes para ese monto. Probá con un monto menor a financiar.',
    );
  });
});

describe('costoFinancieroTotal', () => {
  it('compounds the monthly interest with its IVA over a year', () => {
    // 49.5 % TNA: 4.125 % a month, 4.99125 % with IVA, 79.41 % a year.
    expect(costoFinancieroTotal(49.5)).toBe(79.41);
    expect(costoFinancieroTotal(0)).toBe(0);
  });

  it('is never below the rate itself, and rises with it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 500 }),
        (hundredths, step) => {
          const rate = hundredths / 100;
          expect(costoFinancieroTotal(rate)).toBeGreaterThanOrEqual(rate);
          expect(costoFinancieroTotal(rate + step / 100)).toBeGreaterThanOrEqual(costoFinancieroTotal(rate));
        },
      ),
    );
  });

  it('refuses a negative or unreadable rate', () => {
    expect(() => costoFinancieroTotal(-1)).toThrow(RangeError);
    expect(() => costoFinancieroTotal(Number.NaN)).toThrow(RangeError);
  });
});

describe('the cost of a loan, whole (docs/product.md §D10)', () => {
  it('quotes the installment the buyer pays: the IVA on the interest included', () => {
    // $ 10.000.000 in 24 months at 24,9 % TNA: 533.214 of capital and interest, 559.792 with the interest's IVA.
    expect(frenchInstallment(10_000_000, 24.9, 24)).toBe(533_214);
    expect(creditInstallment(10_000_000, 24.9, 24)).toBe(559_792);
    expect(creditInstallment(1_200_000, 0, 12)).toBe(100_000);
  });

  it('repays the loan at exactly the CFT printed beside it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 1e9 }), rateArb, monthsArb, (principal, rate, months) => {
        const installment = creditInstallment(principal, rate, months);
        // The installments discounted at the CFT's monthly rate give back the principal, to rounding.
        const monthly = (rate / 100 / 12) * 1.21;
        const present =
          monthly === 0
            ? installment * months
            : (installment * -Math.expm1(-months * Math.log1p(monthly))) / monthly;
        expect(Math.abs(present - principal)).toBeLessThanOrEqual(months);
      }),
    );
  });

  it('tells the installment, the total repaid, TNA, TEA and CFT', () => {
    const cost = creditCost(559_792, 24, 24.9);
    expect(cost).toEqual({
      installment: 559_792,
      months: 24,
      totalRepaid: 13_435_008,
      tna: 24.9,
      tea: effectiveAnnualRate(24.9),
      cft: costoFinancieroTotal(24.9),
    });
    expect(effectiveAnnualRate(24.9)).toBe(27.95);
    expect(creditCostText(cost)).toBe(
      `24 cuotas de ${formatMoney(559_792, 'ars')} (IVA sobre los intereses incluido). Total a devolver: ${formatMoney(13_435_008, 'ars')}. TNA 24,9\u00a0%, TEA 27,95\u00a0%, CFT ${formatRate(costoFinancieroTotal(24.9))} (con IVA).`,
    );
  });
});

describe('formatRate', () => {
  it('prints a rate as Argentine banks do, with a decimal comma and a space that does not break', () => {
    expect(formatRate(49.5)).toBe('49,5\u00a0%');
    expect(formatRate(30)).toBe('30\u00a0%');
    expect(formatRate(79.413)).toBe('79,41\u00a0%');
  });
});

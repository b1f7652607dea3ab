import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationDeadline, DEFAULT_DEPOSIT_ARS, depositFor } from './deposit';

describe('depositFor', () => {
  it('defaults to 200000 pesos (docs/product.md §D1)', () => {
    expect(DEFAULT_DEPOSIT_ARS).toBe(200_000);
    expect(depositFor(null)).toBe(200_000);
    expect(depositFor(undefined)).toBe(200_000);
  });

  it("uses the brand's booking price when it is a positive amount", () => {
    expect(depositFor(350_000)).toBe(350_000);
    expect(depositFor(1)).toBe(1);
  });

  it('falls back to the default for zero, negative or non-finite prices', () => {
    for (const value of [0, -1, -200_000, 0.4, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(depositFor(value)).toBe(DEFAULT_DEPOSIT_ARS);
    }
  });

  it('keeps any positive integer and rounds fractions to whole pesos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (n) => {
        expect(depositFor(n)).toBe(n);
      }),
    );
    expect(depositFor(150_000.5)).toBe(150_001);
  });
});

describe('cancellationDeadline (docs/product.md §D6)', () => {
  it('ends with the tenth calendar day after the payment, at midnight in Mendoza', () => {
    // Paid on 1 March at 23:30 in Mendoza (02:30 UTC on the 2nd): the tenth day after is 11 March.
    const deadline = cancellationDeadline(new Date('2026-03-02T02:30:00Z'), 10);
    expect(deadline.toISOString()).toBe('2026-03-12T02:59:59.999Z');
  });

  it('is never sooner than the days counted in hours', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (paid) => {
          const deadline = cancellationDeadline(paid, 10);
          expect(deadline.getTime()).toBeGreaterThanOrEqual(paid.getTime() + 10 * 86_400_000);
          expect(deadline.getTime()).toBeLessThan(paid.getTime() + 11 * 86_400_000);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEPOSIT_ARS, depositFor } from './deposit';

describe('depositFor', () => {
  it('defaults to 200000 pesos (DECISIONS §1)', () => {
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

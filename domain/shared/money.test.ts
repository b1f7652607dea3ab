import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyCode,
  formatDiscount,
  formatMoney,
  formatPriceOrUnavailable,
  PRICE_UNAVAILABLE,
  roundMoney,
} from './money';
import { numberFormat } from './numbers';
import { parseAmount } from './parse-amount';

const NBSP = '\u00a0';

describe('roundMoney', () => {
  it('rounds halves away from zero', () => {
    expect([2.5, 1.5, 0.5, -0.5, -1.5, -2.5, 2.4999, -2.4999].map(roundMoney)).toEqual([
      3, 2, 1, -1, -2, -3, 2, -2,
    ]);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundMoney(-0.4), 0)).toBe(true);
    expect(Object.is(roundMoney(-0), 0)).toBe(true);
  });

  it('throws on non-finite amounts', () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
    expect(() => roundMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('returns the nearest integer, symmetric around zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (n) => {
        const rounded = roundMoney(n);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - n)).toBeLessThanOrEqual(0.5);
        expect(roundMoney(-n)).toBe(-rounded + 0);
      }),
    );
  });

  it('sends every exact half away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 50 }), (k) => {
        expect(roundMoney(k + 0.5)).toBe(k + 1);
        expect(roundMoney(-(k + 0.5))).toBe(-(k + 1));
      }),
    );
  });

  it('leaves integers alone', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(roundMoney(n)).toBe(n + 0);
      }),
    );
  });
});

describe('currencyCode', () => {
  it('is USD only for usd, in any case', () => {
    expect(['usd', 'USD', 'Usd'].map(currencyCode)).toEqual(['USD', 'USD', 'USD']);
    expect(['ars', 'ARS', '', 'eur', null, undefined].map(currencyCode)).toEqual(Array(6).fill('ARS'));
  });
});

describe('formatMoney', () => {
  it('formats pesos and dollars in es-AR without decimals', () => {
    expect(formatMoney(1234567, 'ars')).toBe(`$${NBSP}1.234.567`);
    expect(formatMoney(25990, 'usd')).toBe(`US$${NBSP}25.990`);
    expect(formatMoney(25990, 'USD')).toBe(`US$${NBSP}25.990`);
    expect(formatMoney(0, null)).toBe(`$${NBSP}0`);
    expect(formatMoney(-5000, undefined)).toBe(`-$${NBSP}5.000`);
  });

  it('writes every digit of an amount too large for a price', () => {
    expect(formatMoney(1e21, 'ars')).toBe(`$${NBSP}1.000.000.000.000.000.000.000`);
  });

  it('rounds half away from zero rather than showing cents', () => {
    expect(formatMoney(1234.5, 'ars')).toBe(`$${NBSP}1.235`);
    expect(formatMoney('1.234.567,50', 'ars')).toBe(`$${NBSP}1.234.568`);
    expect(formatMoney(-0.4, 'ars')).toBe(`$${NBSP}0`);
  });

  it('parses numeric strings', () => {
    expect(formatMoney('$ 1.234.567', 'ars')).toBe(`$${NBSP}1.234.567`);
    expect(formatMoney('25990', 'usd')).toBe(`US$${NBSP}25.990`);
  });

  it('shows an empty string for an empty or unreadable value', () => {
    expect(formatMoney('', 'ars')).toBe('');
    expect(formatMoney(null, 'ars')).toBe('');
    expect(formatMoney(undefined, 'usd')).toBe('');
    expect(formatMoney('consultar', 'ars')).toBe('');
    expect(formatMoney(Number.NaN, 'ars')).toBe('');
  });

  it('writes what an es-AR Intl format writes, for any amount up to 2⁵³ and any currency', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.maxSafeInteger(), fc.double({ min: -(2 ** 53), max: 2 ** 53, noNaN: true })),
        fc.constantFrom('ars', 'usd', null),
        (n, currency) => {
          const intl = numberFormat({
            style: 'currency',
            currency: currencyCode(currency),
            minimumFractionDigits: 0,
            maximumFractionDigits: 0,
          });
          expect(formatMoney(n, currency)).toBe(intl.format(roundMoney(n)));
        },
      ),
    );
  });

  it('shows the rounded amount, in the right currency, for any amount', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.constantFrom('ars', 'usd', 'USD', null, 'otra'),
        (n, currency) => {
          const text = formatMoney(n, currency);
          expect(parseAmount(text)).toBe(roundMoney(n));
          expect(text.includes('US$')).toBe(currency?.toLowerCase() === 'usd');
          expect(text).not.toMatch(/,/);
        },
      ),
    );
  });
});

describe('formatPriceOrUnavailable', () => {
  it("shows 'no disponible' for a price that is not numeric or is zero (docs/product.md §8)", () => {
    for (const value of [0, '0', '$ 0', 0.4, '', null, undefined, 'consultar', Number.NaN]) {
      expect(formatPriceOrUnavailable(value, 'ars')).toBe(PRICE_UNAVAILABLE);
    }
    expect(PRICE_UNAVAILABLE).toBe('no disponible');
  });

  it('formats any other price', () => {
    expect(formatPriceOrUnavailable('1.500', 'ars')).toBe(`$${NBSP}1.500`);
    expect(formatPriceOrUnavailable(25990, 'usd')).toBe(`US$${NBSP}25.990`);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (n) => {
        expect(formatPriceOrUnavailable(n, 'ars')).toBe(formatMoney(n, 'ars'));
      }),
    );
  });
});

describe('formatDiscount', () => {
  it('writes what is taken off with a real minus sign before the amount, in the currency given', () => {
    expect(formatDiscount(1_700_000, 'ars')).toBe(`\u2212${formatMoney(1_700_000, 'ars')}`);
    expect(formatDiscount(2_500, 'usd')).toBe(`\u2212${formatMoney(2_500, 'usd')}`);
    expect(formatDiscount(null, 'ars')).toBe('');
  });
});

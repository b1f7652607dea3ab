import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

const plain = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const currencyFormats = (['ARS', 'USD'] as const).flatMap((currency) =>
  (['symbol', 'code', 'narrowSymbol'] as const).map(
    (currencyDisplay) =>
      new Intl.NumberFormat('es-AR', {
        style: 'currency',
        currency,
        currencyDisplay,
        maximumFractionDigits: 0,
      }),
  ),
);

describe('parseAmount', () => {
  it.each([
    ['$ 1.234.567', 1234567],
    ['$\u00a01.234.567', 1234567],
    ['1.234.567,50', 1234567.5],
    ['25.990', 25990],
    ['US$ 25.990', 25990],
    ['USD 25.990', 25990],
    ['25.990 USD', 25990],
    ['ARS 1.500', 1500],
    ['1234567.5', 1234567.5],
    ['1234567', 1234567],
    ['1,5', 1.5],
    ['1,234', 1.234],
    ['1.5', 1.5],
    ['1234.567', 1234.567],
    ['0.500', 0.5],
    ['1,234,567.89', 1234567.89],
    ['1,234,567', 1234567],
    ['-$ 5.000', -5000],
    ['$ -5.000', -5000],
    ['-1.234,5', -1234.5],
    ['  42  ', 42],
    ['-0', 0],
  ])('reads %j as %d', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '$',
    '-',
    'abc',
    '12abc',
    'NaN',
    'Infinity',
    '1e5',
    '1.2.3',
    '1.23.456',
    '1.234,',
    '1,2,3',
    '1,23,456',
    '1.234,567.8',
    '--5',
    '-$-5',
    '$ 5 $',
    '5-',
    '0x10',
    '9'.repeat(400),
  ])('rejects %j', (input) => {
    expect(parseAmount(input)).toBeNull();
  });

  it('passes finite numbers through and rejects the rest', () => {
    expect(parseAmount(Number.NaN)).toBeNull();
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeNull();
    expect(Object.is(parseAmount(-0), 0)).toBe(true);
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(parseAmount(n)).toBe(n + 0);
      }),
    );
  });

  it('rejects values that are neither numbers nor strings', () => {
    for (const value of [null, undefined, true, {}, [], 10n]) expect(parseAmount(value)).toBeNull();
  });

  it('reads back any integer formatted in es-AR, with or without a currency', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(parseAmount(plain.format(n))).toBe(n);
        expect(parseAmount(String(n))).toBe(n);
        for (const format of currencyFormats) expect(parseAmount(format.format(n))).toBe(n);
      }),
    );
  });

  it('reads back any amount with cents formatted in es-AR', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(parseAmount(withCents.format(cents / 100))).toBe(cents / 100);
        expect(parseAmount((cents / 100).toFixed(2))).toBe(cents / 100);
      }),
    );
  });

  it('never throws and returns null or a finite number for any input', () => {
    const amountish = fc.string({
      unit: fc.constantFrom('1', '0', '9', '.', ',', '-', '$', 'US', 'D', 'ARS', ' ', '\u00a0', 'e', 'x'),
    });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), amountish), (text) => {
        const result = parseAmount(text);
        expect(result === null || Number.isFinite(result)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

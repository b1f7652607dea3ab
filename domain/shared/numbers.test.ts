import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, numberFormat } from './numbers';

describe('formatNumber', () => {
  it('writes a figure as Argentina does: dots between thousands, a decimal comma, no trailing zeros', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1_250)).toBe('1.250');
    expect(formatNumber(12_345_678)).toBe('12.345.678');
    expect(formatNumber(39.9, 2)).toBe('39,9');
    expect(formatNumber(2.345, 1)).toBe('2,3');
    expect(formatNumber(49.5, 2)).toBe('49,5');
    expect(formatNumber(1_450.5, 2)).toBe('1.450,5');
  });

  it('shows no decimals unless asked, rounding to the nearest whole number', () => {
    expect(formatNumber(1_499.5)).toBe('1.500');
    expect(formatNumber(12.4)).toBe('12');
  });

  it('reads back as the same whole number, for any whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), (n) => {
        expect(Number(formatNumber(n).replaceAll('.', ''))).toBe(n);
      }),
    );
  });
});

describe('numberFormat', () => {
  it('makes each format once: the same options give the same formatter', () => {
    expect(numberFormat({ maximumFractionDigits: 1 })).toBe(numberFormat({ maximumFractionDigits: 1 }));
    expect(numberFormat({ maximumFractionDigits: 1 })).not.toBe(numberFormat({ maximumFractionDigits: 2 }));
  });
});

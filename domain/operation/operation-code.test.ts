import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CROCKFORD_ALPHABET,
  generateOperationCode,
  generateTransactionCode,
  isOperationCode,
  normalizeOperationCode,
  OPERATION_CODE_PATTERN,
  TRANSACTION_CODE_PATTERN,
} from './operation-code';

const crockfordCode = fc
  .array(fc.constantFrom(...CROCKFORD_ALPHABET), { minLength: 12, maxLength: 12 })
  .map((chars) => chars.join(''));

describe('generateOperationCode', () => {
  it('draws 12 Crockford characters', () => {
    for (let i = 0; i < 200; i++) expect(generateOperationCode()).toMatch(OPERATION_CODE_PATTERN);
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('does not repeat itself and uses every character (60 random bits)', () => {
    const codes = Array.from({ length: 2000 }, generateOperationCode);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join(''));
    expect(seen.size).toBe(32);
  });

  it('spreads characters evenly: each of the 32 about 1/32 of the time', () => {
    const counts = new Map<string, number>();
    const draws = 4000;
    for (let i = 0; i < draws; i++) {
      for (const char of generateOperationCode()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    const expected = (draws * 12) / 32;
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(expected * 0.8);
      expect(count).toBeLessThan(expected * 1.2);
    }
  });

  it('makes transaction codes of 20 characters, distinct from operation codes', () => {
    const code = generateTransactionCode();
    expect(code).toMatch(TRANSACTION_CODE_PATTERN);
    expect(isOperationCode(code)).toBe(false);
  });
});

describe('normalizeOperationCode', () => {
  it('reads any case, trims, and drops the spaces and hyphens people add', () => {
    expect(normalizeOperationCode('  ab12cd34ef56 ')).toBe('AB12CD34EF56');
    expect(normalizeOperationCode('AB12-CD34-EF56')).toBe('AB12CD34EF56');
    expect(normalizeOperationCode('ab12 cd34 ef56')).toBe('AB12CD34EF56');
  });

  it('reads O as 0 and I or L as 1, as Crockford does', () => {
    expect(normalizeOperationCode('oB12CD34EF5i')).toBe('0B12CD34EF51');
    expect(normalizeOperationCode('LLLLOOOOIIII')).toBe('111100001111');
  });

  it('refuses what cannot be a code', () => {
    for (const input of [
      '',
      'AB12CD34EF5',
      'AB12CD34EF567',
      'AB12CD34EF5U',
      'AB12CD34EF5!',
      'ÁB12CD34EF56',
      null,
      undefined,
      123456789012,
      'A'.repeat(100),
    ]) {
      expect(normalizeOperationCode(input)).toBeNull();
      expect(isOperationCode(input)).toBe(false);
    }
  });

  it('gives back every code it could generate, whatever case it is typed in', () => {
    fc.assert(
      fc.property(crockfordCode, fc.boolean(), (code, lower) => {
        expect(normalizeOperationCode(lower ? code.toLowerCase() : code)).toBe(code);
      }),
    );
  });

  it('is idempotent and its result always matches the pattern', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (input) => {
        const code = normalizeOperationCode(input);
        if (code === null) return;
        expect(code).toMatch(OPERATION_CODE_PATTERN);
        expect(normalizeOperationCode(code)).toBe(code);
      }),
    );
  });
});

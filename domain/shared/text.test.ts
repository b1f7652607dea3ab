import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promotionDiscoverQuerySchema, promotionQuerySchema } from '../catalogue/promotion-query-schemas';
import { contactSchema } from '../content/leads';
import { startOperationSchema } from '../operation/operation-schemas';
import { usedVersionsQuerySchema } from '../operation/valuation';
import { hasControlCharacters } from './text';

const control = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

describe('text read from anyone', () => {
  it('refuses control characters in one-line values, keeps line breaks and tabs in messages', () => {
    expect(hasControlCharacters('ABC\u0000')).toBe(true);
    expect(hasControlCharacters('a\r\nb')).toBe(true);
    expect(hasControlCharacters('a\r\nb\tc', true)).toBe(false);
    expect(hasControlCharacters('a\u0000b', true)).toBe(true);
    expect(hasControlCharacters('Ñandú 😀 ١٢٣ \u202e')).toBe(false);
  });

  it('is refused with a Spanish message by every schema that reads a query or a code, never passed on', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }), control, fc.string({ maxLength: 5 }), (before, bad, after) => {
        // Inside the value: a tab or a line break at either end is trimmed away like any white space.
        const text = `${before}a${bad}b${after}`;
        for (const result of [
          promotionQuerySchema.safeParse({ code: `X${text}`, family: 'polo' }),
          promotionDiscoverQuerySchema.safeParse({ family: `polo${text}` }),
          usedVersionsQuerySchema.safeParse({ brand_id: '1', group: `Gol${text}` }),
          startOperationSchema.safeParse({
            email: 'juana@example.com',
            stock_id: 1,
            brand_id: 1,
            promotion_code: `X${text}`,
          }),
        ]) {
          expect(result.success).toBe(false);
          expect(result.error?.issues[0]?.message).toMatch(/caracteres no válidos|Falta|debe/);
        }
      }),
    );
  });

  it('reads a honeypot nested thousands deep as filled, without serialising it', () => {
    let deep: unknown = [];
    for (let i = 0; i < 5_000; i++) deep = [deep];
    const parsed = contactSchema.safeParse({
      name: 'Ana',
      lastname: 'Pérez',
      telephone: '2615551234',
      website: deep,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.website).toBeDefined();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealershipPaths } from './dealership-paths';

describe('dealershipPaths', () => {
  it('spells the routes of docs/product.md §2 for a code as it is', () => {
    expect(dealershipPaths.resume('AB12CD34EF56')).toBe('/concesionario-digital/continue/AB12CD34EF56');
    expect(dealershipPaths.credit('AB12CD34EF56')).toBe('/concesionario-digital/finaciacion/AB12CD34EF56');
  });

  it('never lets a code typed or linked by anyone put raw characters into a path (a redirect’s Location)', () => {
    expect(dealershipPaths.paymentMode('a\r\nSet-Cookie: x')).toBe(
      '/concesionario-digital/forma-de-pago/a%0D%0ASet-Cookie%3A%20x',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (code) => {
        for (const path of [dealershipPaths.resume(code), dealershipPaths.reserved(code)]) {
          expect(path).toMatch(/^[\x21-\x7e]*$/);
          expect(decodeURIComponent(path.slice(path.lastIndexOf('/') + 1))).toBe(code);
        }
      }),
    );
  });
});

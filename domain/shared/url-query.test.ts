import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_FIND_PATH } from '../catalogue/intranet-paths';
import { withQuery } from './url-query';

describe('withQuery', () => {
  it('appends defined params as key=value joined with &', () => {
    expect(withQuery('/v1/vw/stock/stock', { family_id: 3, subfamily_id: 12 })).toBe(
      '/v1/vw/stock/stock?family_id=3&subfamily_id=12',
    );
  });

  it('skips params without a value (undefined or empty) and leaves the path alone when none remain', () => {
    expect(withQuery(CREDIT_FIND_PATH, { brand_id: 1, vehicle: 'Amarok', loan_amount: undefined })).toBe(
      '/v2/dealership/credit/find?brand_id=1&vehicle=Amarok',
    );
    expect(withQuery('/v2/nissan/family', { family_id: undefined })).toBe('/v2/nissan/family');
    expect(withQuery('/api/promotion', { code: 'ABC', family: '' })).toBe('/api/promotion?code=ABC');
  });

  it('extends a query already on the path', () => {
    expect(withQuery('/v1/vw/stock/stock?id=1', { x: 'y' })).toBe('/v1/vw/stock/stock?id=1&x=y');
  });

  it('round-trips any keys and values through URLSearchParams', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ unit: 'grapheme', minLength: 1 }),
          fc.option(fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer()), { nil: undefined }),
        ),
        (query) => {
          const url = withQuery('/p', query);
          const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
          const expected = Object.entries(query)
            .filter(([, value]) => value !== undefined && value !== '')
            .map(([key, value]) => [key, String(value)]);
          expect(url.startsWith('/p')).toBe(true);
          expect([...new URLSearchParams(search)]).toEqual(expected);
        },
      ),
    );
  });
});

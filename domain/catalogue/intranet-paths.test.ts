import { describe, expect, it } from 'vitest';
import { UnknownBrandError } from './brands';
import { CREDIT_FIND_PATH, intranetPaths, singleStockUrl, USD_RATE_PATH } from './intranet-paths';

describe('intranetPaths', () => {
  it('reproduces the docs/product.md §7 table', () => {
    expect([1, 2, 4, 6].map((id) => intranetPaths(id))).toEqual([
      {
        families: '/v1/vw/stock/families',
        subfamilies: '/v1/vw/stock/subfamilies',
        offers: '/v1/vw/offers',
        stock: '/v1/vw/stock/stock',
        singleStock: '/v1/vw/stock/stock',
        savingsPlans: '/v1/vw/plan/find',
      },
      {
        families: '/v1/gm/stock/families',
        subfamilies: '/v1/gm/stock/subfamilies',
        offers: '/v1/gm/offers',
        stock: '/v1/gm/stock/stock',
        singleStock: '/v1/gm/stock/stock',
        savingsPlans: '/v1/gm/plan/find',
      },
      {
        families: '/v2/nissan/family',
        subfamilies: '/v2/nissan/subfamily',
        offers: '/v2/nissan/model/offers',
        stock: '/v2/nissan/model/stock',
        singleStock: '/v2/nissan/stock',
        savingsPlans: '/v2/nissan/plan/find',
      },
      {
        families: '/v2/baic/family',
        subfamilies: '/v2/baic/subfamily',
        offers: '/v2/baic/model/offers',
        stock: '/v2/baic/model/stock',
        singleStock: '/v2/baic/stock',
        savingsPlans: null,
      },
    ]);
  });

  it('names the USD rate and credit endpoints', () => {
    expect(USD_RATE_PATH).toBe('/v2/baic/usd/rate');
    expect(CREDIT_FIND_PATH).toBe('/v2/dealership/credit/find');
  });

  it('throws for the dealership brand and for unknown ids (docs/product.md §5)', () => {
    expect(() => intranetPaths(5)).toThrow(UnknownBrandError);
    expect(() => intranetPaths(3)).toThrow('Unknown brand id 3');
  });
});

describe('singleStockUrl', () => {
  it('uses ?id= for Volkswagen and Chevrolet', () => {
    expect(singleStockUrl(1, 812)).toBe('/v1/vw/stock/stock?id=812');
    expect(singleStockUrl(2, 9)).toBe('/v1/gm/stock/stock?id=9');
  });

  it('uses /{id} for Nissan and BAIC', () => {
    expect(singleStockUrl(4, 812)).toBe('/v2/nissan/stock/812');
    expect(singleStockUrl(6, '77')).toBe('/v2/baic/stock/77');
  });

  it('keeps a hostile id inside its segment', () => {
    expect(singleStockUrl(4, '1/../../admin')).toBe('/v2/nissan/stock/1%2F..%2F..%2Fadmin');
    expect(singleStockUrl(1, '1&brand_id=2')).toBe('/v1/vw/stock/stock?id=1%26brand_id%3D2');
  });
});

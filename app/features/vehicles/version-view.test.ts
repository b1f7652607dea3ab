import { describe, expect, it } from 'vitest';
import type { StockUnit } from '#domain/catalogue/catalogue';
import { cheapestAvailable, toUnitView, unitBuyPath } from './version-view';

function unit(overrides: Partial<StockUnit> = {}): StockUnit {
  return {
    id: 7,
    brand_id: 1,
    family_id: 4,
    subfamily_id: 13,
    family: 'T-CROSS',
    subfamily: 'Trendline 170 TSI MT',
    name: 'T-Cross Trendline 170 TSI MT',
    model: 'T-Cross Trendline 170 TSI MT',
    price: 30_000_000,
    list_price: 32_000_000,
    discount: 2_000_000,
    special_discount: 0,
    license_cost: 900_000,
    license_price: 900_000,
    preparation_cost: 400_000,
    delivery_price: 350_000,
    full_price_with_discount: 31_300_000,
    chassis: '9BWAB45Y5TP000001',
    doors: 5,
    color: 'Blanco Cristal',
    color_hex: '#f2f2f0',
    location: 'Godoy Cruz',
    currency: 'ars',
    model_year: 2026,
    image: '/img/vehicles/suv/f2f2f0.svg',
    status: 'available',
    available: true,
    ...overrides,
  };
}

describe('unitBuyPath', () => {
  it('builds docs/product.md §2 /vehiculos-0km/reservar/{brand}/{id}/{family}/{family_id}/{model} with route parameters', () => {
    const view = toUnitView(unit({ id: 42, model: 'T-Cross Highline 200 TSI AT' }));
    expect(unitBuyPath('volkswagen', { id: 4, name: 'T-Cross' }, view)).toBe(
      '/vehiculos-0km/reservar/volkswagen/42/t-cross/4/t-cross-highline-200-tsi-at',
    );
  });

  it('turns slashes in a model into hyphens, so the route keeps its segments', () => {
    const view = toUnitView(unit({ model: 'S10 LTZ 2.8 TD 4x4 A/T' }));
    expect(unitBuyPath('chevrolet', { id: 11, name: 'S10' }, view)).toBe(
      '/vehiculos-0km/reservar/chevrolet/7/s10/11/s10-ltz-2.8-td-4x4-a-t',
    );
  });
});

describe('toUnitView', () => {
  it('marks held and reserved units unavailable (docs/product.md §D5)', () => {
    expect(toUnitView(unit()).available).toBe(true);
    expect(toUnitView(unit({ status: 'held', available: false })).available).toBe(false);
    expect(toUnitView(unit({ status: 'reserved', available: false })).available).toBe(false);
  });

  it('falls back to the name when a unit has no model', () => {
    expect(toUnitView(unit({ model: '', name: 'Polo Track' })).model).toBe('Polo Track');
  });
});

describe('cheapestAvailable', () => {
  it('quotes the cheapest unit that can still be reserved', () => {
    const units = [
      toUnitView(unit({ id: 1, full_price_with_discount: 20, status: 'reserved', available: false })),
      toUnitView(unit({ id: 2, full_price_with_discount: 40 })),
      toUnitView(unit({ id: 3, full_price_with_discount: 30 })),
    ];
    expect(cheapestAvailable(units)?.id).toBe(3);
  });

  it('finds none when every unit is taken', () => {
    expect(cheapestAvailable([toUnitView(unit({ status: 'held', available: false }))])).toBeUndefined();
    expect(cheapestAvailable([])).toBeUndefined();
  });
});

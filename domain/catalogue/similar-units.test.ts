import { describe, expect, it } from 'vitest';
import type { StockUnit } from './catalogue';
import { rankSimilarUnits } from './similar-units';

const unit = (id: number, parts: Partial<StockUnit> = {}): StockUnit =>
  ({
    id,
    brand_id: 6,
    family_id: 1,
    currency: 'usd',
    full_price_with_discount: 30_000,
    available: true,
    ...parts,
  }) as StockUnit;

describe('rankSimilarUnits', () => {
  it('never offers the unit itself, a unit that cannot be reserved, or the same unit twice', () => {
    const candidates = [unit(1), unit(2, { available: false }), unit(3), unit(3)];
    expect(rankSimilarUnits(candidates, { id: 1, family_id: 1 }, 3).map((u) => u.id)).toEqual([3]);
  });

  it('same family, then same currency, then the closest price, then the id', () => {
    const candidates = [
      unit(10, { family_id: 2, full_price_with_discount: 30_000 }),
      unit(11, { family_id: 1, full_price_with_discount: 40_000 }),
      unit(12, { family_id: 2, currency: 'ars', full_price_with_discount: 30_000 }),
      unit(13, { family_id: 1, full_price_with_discount: 20_000 }),
      unit(14, { family_id: 2, full_price_with_discount: 31_000 }),
      unit(9, { family_id: 2, full_price_with_discount: 31_000 }),
    ];
    const target = { id: 1, family_id: 1, currency: 'usd' as const, price: 29_000 };
    expect(rankSimilarUnits(candidates, target, 10).map((u) => u.id)).toEqual([13, 11, 10, 9, 14, 12]);
    expect(rankSimilarUnits(candidates, target, 2).map((u) => u.id)).toEqual([13, 11]);
    expect(rankSimilarUnits(candidates, target, 0)).toEqual([]);
  });

  it('without a price, the cheapest first', () => {
    const candidates = [unit(2, { full_price_with_discount: 50 }), unit(3, { full_price_with_discount: 10 })];
    expect(rankSimilarUnits(candidates, { id: 1 }, 3).map((u) => u.id)).toEqual([3, 2]);
  });
});

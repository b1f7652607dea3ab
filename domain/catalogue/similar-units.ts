import type { Currency, StockUnit } from './catalogue';

/** The "not available" page offers at most this many other units. */
export const SIMILAR_UNITS_LIMIT = 3;

/** The unit that could not be reserved, as far as it is known (a unit the catalogue no longer has may be only a family). */
export interface SimilarTo {
  id: number;
  family_id?: number;
  currency?: Currency;
  /** Its final price (full_price_with_discount); unknown for a unit the catalogue no longer has. */
  price?: number;
}

/**
 * Which units to offer instead of one that can't be reserved: units that can be reserved now, of the same family first,
 * then of the rest of the brand; among them the same currency first (prices in pesos and dollars don't compare), then
 * the closest final price, or the cheapest when the price is unknown; the catalogue's order (id) breaks ties.
 */
export function compareSimilar(target: SimilarTo): (a: StockUnit, b: StockUnit) => number {
  const rank = (unit: StockUnit) => [
    unit.family_id === target.family_id ? 0 : 1,
    target.currency === undefined || unit.currency === target.currency ? 0 : 1,
    target.price === undefined
      ? unit.full_price_with_discount
      : Math.abs(unit.full_price_with_discount - target.price),
    unit.id,
  ];
  return (a, b) => {
    const left = rank(a);
    const right = rank(b);
    for (let index = 0; index < left.length; index++) {
      const difference = (left[index] ?? 0) - (right[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  };
}

/** Up to `limit` of `candidates` to offer instead of `target`, most similar first. */
export function rankSimilarUnits(
  candidates: readonly StockUnit[],
  target: SimilarTo,
  limit: number,
): StockUnit[] {
  const seen = new Set<number>([target.id]);
  const offered = candidates.filter((unit) => {
    if (!unit.available || seen.has(unit.id)) return false;
    seen.add(unit.id);
    return true;
  });
  return offered.sort(compareSimilar(target)).slice(0, Math.max(0, limit));
}

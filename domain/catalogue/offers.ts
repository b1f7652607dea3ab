export const TOP_OFFERS_PER_BRAND = 4;

export interface OfferLike {
  readonly family_id: number;
  readonly subfamily_id: number;
  readonly color: string;
  readonly discount_amount: number;
}

/** docs/product.md §9: a unit is an offer when its discount (web plus special) is more than nothing. */
export function hasOfferDiscount(unit: Pick<OfferLike, 'discount_amount'>): boolean {
  return unit.discount_amount > 0;
}

/** Units of one version in one colour are interchangeable to a buyer; colour spelling varies in case. */
export function offerKey(unit: OfferLike): string {
  return JSON.stringify([unit.family_id, unit.subfamily_id, unit.color.toLowerCase()]);
}

/**
 * docs/product.md §9 best offers: one unit per family, version and colour — the one with the largest discount —
 * largest discount first. Ties keep the input order, so the page does not reshuffle between loads.
 */
export function bestOffers<T extends OfferLike>(units: readonly T[]): T[] {
  const best = new Map<string, { unit: T; index: number }>();
  units.forEach((unit, index) => {
    if (!hasOfferDiscount(unit)) return;
    const key = offerKey(unit);
    const current = best.get(key);
    if (!current || unit.discount_amount > current.unit.discount_amount) best.set(key, { unit, index });
  });
  return [...best.values()]
    .sort((a, b) => b.unit.discount_amount - a.unit.discount_amount || a.index - b.index)
    .map(({ unit }) => unit);
}

export function topOffers<T extends OfferLike>(units: readonly T[], n: number = TOP_OFFERS_PER_BRAND): T[] {
  return bestOffers(units).slice(0, Math.max(0, n));
}

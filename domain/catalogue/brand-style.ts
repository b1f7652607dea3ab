/** The brands' ids (docs/product.md §3): the dealership's own brand is 5. */
export type BrandId = 1 | 2 | 4 | 5 | 6;

/**
 * Each brand's style key: the suffix of its theme class (`theme-vw`…, app/styles/themes.css). Apart from the rest of
 * the brand data, so a card that only needs its colours doesn't bring every brand's names, plans and flags along.
 */
export const BRAND_STYLE_KEYS: Readonly<Record<BrandId, string>> = Object.freeze({
  1: 'vw',
  2: 'gm',
  4: 'nissan',
  5: 'territorio',
  6: 'baic',
});

/** The theme class of a brand by id; the dealership's own theme for an id that is no brand. */
export function brandThemeClass(brandId: number): string {
  return `theme-${BRAND_STYLE_KEYS[brandId as BrandId] ?? BRAND_STYLE_KEYS[5]}`;
}

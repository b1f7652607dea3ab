import {
  COMPARE_DIFFERENCES_PARAM,
  COMPARE_PARAM,
  COMPARE_PATH,
  COMPARE_UNITS_MAX,
} from '#domain/catalogue/unit-compare';

/**
 * The compare page's address for these stock units (docs/product.md §2 compare units): each once, in order, the first
 * COMPARE_UNITS_MAX; none gives the page that explains how to compare. `onlyDifferences` shows only the rows where
 * they differ.
 */
export function comparePath(ids: readonly number[], { onlyDifferences = false } = {}): string {
  const units = [...new Set(ids)].slice(0, COMPARE_UNITS_MAX);
  if (units.length === 0) return COMPARE_PATH;
  // Commas stay as they are: `unidades=12,34` reads better in the address bar, and is what the page links to.
  const differences = onlyDifferences ? `&${COMPARE_DIFFERENCES_PARAM}=1` : '';
  return `${COMPARE_PATH}?${COMPARE_PARAM}=${units.join(',')}${differences}`;
}

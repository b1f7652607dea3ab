/**
 * docs/product.md §2 compare units (beyond SPEC): up to three stock units side by side, at
 * /vehiculos-0km/comparar?unidades=12,34,56. Its address and parameters, which links to it take from here (free of
 * zod and of the comparison: a page that links to it loads nothing more). The query is read by ./unit-compare-query.ts;
 * prices are lined up by ./price-line-comparison.ts, features by ./feature-comparison.ts.
 */

export const COMPARE_PATH = '/vehiculos-0km/comparar';

/** The units to compare: a comma list (`unidades=12,34`), or the parameter repeated (a form's checkboxes). */
export const COMPARE_PARAM = 'unidades';

/** Shows only the rows where the units differ: `diferencias=1`. */
export const COMPARE_DIFFERENCES_PARAM = 'diferencias';

export const COMPARE_UNITS_MAX = 3;

/** What the page says of a unit asked for that the stock no longer has (sold, or taken out of stock). */
export const UNIT_GONE_MESSAGE = 'Esta unidad ya no está disponible';

import { numberFormat } from './money';

/*
 * Figures that are not money, as Argentina writes them: kilometres, counts, rates, sizes. Apart from money.ts, which
 * every page loads, so that only the pages that show such a figure carry this (docs/decisions/0054).
 */

/** "1.250", "12,5": with at most `maximumFractionDigits` decimals (none by default), never a trailing zero. */
export const formatNumber = (value: number, maximumFractionDigits = 0): string =>
  numberFormat({ maximumFractionDigits }).format(value);

/**
 * "$ 1.450,00": the dollar rate as staff read it, always with its two decimals, so a rate typed a hundred times too
 * large or small stands out (docs/decisions/0073). Buyers keep `formatUsdRate`.
 */
export const formatStaffUsdRate = (value: number) =>
  numberFormat({
    style: 'currency',
    currency: 'ARS',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);

/** "$ 1.450,50": a dollar rate keeps its cents, unlike the prices (docs/product.md §9). */
export const formatUsdRate = (value: number) =>
  numberFormat({
    style: 'currency',
    currency: 'ARS',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(value);

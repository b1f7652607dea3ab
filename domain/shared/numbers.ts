/*
 * Figures that are not money, as Argentina writes them: kilometres, counts, rates, sizes. Apart from money.ts, which
 * every page loads, so that only the pages that show such a figure carry this (docs/decisions/0054).
 */

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The one place where the figures' es-AR Intl formats are made (dots between thousands, a decimal comma); money's text
 * is written by domain/shared/money.ts, which matches them (docs/decisions/0054, docs/decisions/0090). Building an
 * Intl.NumberFormat is costly and figures are formatted by the hundred on a page, so each is made once, on its first
 * use.
 */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es-AR', options);
    formats.set(key, format);
  }
  return format;
}

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

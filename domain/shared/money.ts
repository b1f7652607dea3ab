import { parseAmount } from './parse-amount';

export const PRICE_UNAVAILABLE = 'no disponible';

/**
 * The single place where money becomes an integer (pesos or dollars), rounding half away from zero.
 * Non-finite amounts throw: a NaN price must surface as a bug, never as "$ NaN" or a zero charge.
 */
export function roundMoney(n: number): number {
  if (!Number.isFinite(n)) throw new RangeError(`Cannot round a non-finite amount: ${n}`);
  // Adding 0 turns -0 into 0, which Intl would otherwise show as "-$ 0".
  return Math.sign(n) * Math.round(Math.abs(n)) + 0;
}

/** docs/product.md §3: a currency of 'usd' means dollars; anything else, including none, means pesos. */
export function currencyCode(currency: string | null | undefined): 'ARS' | 'USD' {
  return currency?.toLowerCase() === 'usd' ? 'USD' : 'ARS';
}

const CURRENCY_SYMBOLS = { ARS: '$', USD: 'US$' } as const;

/**
 * docs/product.md §9: es-AR, no decimals ("$ 1.234.567", "US$ 25.990", "-$ 5.000", a no-break space after the symbol);
 * an empty or unreadable value shows as an empty string. Written here rather than by an es-AR Intl.NumberFormat, whose
 * text it matches (money.test.ts compares them): a browser's first es-AR format loads the locale's data, the longest
 * piece of work of a page's start on a slow phone (docs/decisions/0090).
 */
export function formatMoney(
  value: number | string | null | undefined,
  currency: string | null | undefined,
): string {
  const amount = parseAmount(value);
  if (amount === null) return '';
  const rounded = roundMoney(amount);
  // BigInt writes every digit of a whole number (String writes "1e+21" from 10²¹ up).
  const grouped = BigInt(Math.abs(rounded))
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, '.');
  return `${rounded < 0 ? '-' : ''}${CURRENCY_SYMBOLS[currencyCode(currency)]}\u00a0${grouped}`;
}

/** U+2212: a real minus sign, which screen readers announce as "menos" and which does not break from the figure. */
const MINUS = '\u2212';

/** "−$ 1.700.000": docs/product.md §2 shows what is taken off (a discount, a payment) as a negative amount. */
export function formatDiscount(
  value: number | string | null | undefined,
  currency: string | null | undefined,
): string {
  const money = formatMoney(value, currency);
  return money === '' ? '' : `${MINUS}${money}`;
}

/** docs/product.md §8: a price that is not numeric or is zero shows 'no disponible'. */
export function formatPriceOrUnavailable(
  value: number | string | null | undefined,
  currency: string | null | undefined,
): string {
  const amount = parseAmount(value);
  if (amount === null || roundMoney(amount) === 0) return PRICE_UNAVAILABLE;
  return formatMoney(amount, currency);
}

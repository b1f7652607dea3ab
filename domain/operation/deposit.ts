import { localDate } from '../shared/mendoza-time';
import { roundMoney } from '../shared/money';

/** docs/product.md §D1: one deposit figure per brand, in pesos whatever the vehicle's currency. */
export const DEFAULT_DEPOSIT_ARS = 200000;

/**
 * docs/product.md §D1: what an administrator may set as a brand's deposit, in whole pesos. It is charged by card, so it
 * is positive; the upper bound catches a figure typed with zeros too many before any buyer is asked for it.
 */
export const MIN_DEPOSIT_ARS = 1;
export const MAX_DEPOSIT_ARS = 10_000_000;

export function depositFor(bookingPrice: number | null | undefined): number {
  if (typeof bookingPrice !== 'number' || !Number.isFinite(bookingPrice)) return DEFAULT_DEPOSIT_ARS;
  const rounded = roundMoney(bookingPrice);
  return rounded > 0 ? rounded : DEFAULT_DEPOSIT_ARS;
}

/** docs/product.md §D6: the least number of calendar days a buyer has to cancel a reservation and get the deposit back. */
export const MINIMUM_CANCELLATION_DAYS = 10;

/**
 * docs/product.md §D6: the last instant a buyer may cancel: the end of the `days`-th calendar day after the payment, in
 * Mendoza (Argentina keeps UTC−3 all year), so a buyer never loses part of the last day the law counts.
 */
export function cancellationDeadline(reservedAt: Date, days: number): Date {
  const paidOn = localDate(reservedAt);
  const [year = 0, month = 1, day = 1] = paidOn.split('-').map(Number);
  const last = new Date(Date.UTC(year, month - 1, day + days));
  // 23:59:59.999 in Mendoza is 02:59:59.999 UTC of the next day.
  return new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate() + 1, 2, 59, 59, 999));
}

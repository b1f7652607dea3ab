/**
 * Changes that ask again before they are made (docs/product.md §6 "Safety nets", docs/decisions/0073): the thresholds
 * live here and nowhere else, and every page asks the same way. The server refuses such a change with 409 and what it
 * would change (before → after) until the form comes back with `CONFIRMED_FIELD`; the page then shows both values and
 * a "Confirmar" button that posts the same values again, so it works without JavaScript.
 */

/** A new dollar rate more than this share away from the one the site uses asks first (20%). */
export const USD_RATE_CHANGE_CONFIRM_SHARE = 0.2;

/** A promotion whose discount is more than this share of the price asks first (30%). */
export const DISCOUNT_CONFIRM_SHARE = 0.3;

/** The posted field that says the person saw the change and confirmed it. */
export const CONFIRMED_FIELD = 'confirmado';

/** One value a confirmation shows: what it is, and what it says now and after. */
export interface ConfirmationChange {
  label: string;
  before: string;
  after: string;
}

/** What the server asks before a change it will not make unconfirmed. */
export interface ConfirmationAsked {
  question: string;
  changes: ConfirmationChange[];
  /** The button's words: "Confirmar" unless the change needs its own. */
  button?: string;
}

/** Whether the posted form carries the confirmation (a form object, or FormData's text fields). */
export function confirmedIn(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>)[CONFIRMED_FIELD];
  return value === '1' || value === 'on' || value === 'true' || value === true;
}

/** A rate compared with the one in use: a first rate never asks (there is nothing to compare with). */
export function usdRateChangeAsks(current: number | null | undefined, next: number): boolean {
  if (!current || !(current > 0)) return false;
  return Math.abs(next - current) / current > USD_RATE_CHANGE_CONFIRM_SHARE;
}

/** A discount as a share of the price it applies to: a percentage, or an amount against the cheapest price. */
export function discountAsks(
  discount: { percentage: number | null; amount: number | null },
  cheapestPrice: number | null,
): boolean {
  if (discount.percentage !== null) return discount.percentage / 100 > DISCOUNT_CONFIRM_SHARE;
  if (discount.amount !== null && cheapestPrice !== null && cheapestPrice > 0)
    return discount.amount / cheapestPrice > DISCOUNT_CONFIRM_SHARE;
  return false;
}

/** The refusal a change that needs confirming answers until it is confirmed. */
export const confirmationRefusal = (confirm: ConfirmationAsked) =>
  ({ ok: false, status: 409, message: confirm.question, confirm }) as const;

/** "30 %": a share as the confirmation's words say it. */
export const shareText = (share: number) => `${Math.round(share * 100)} %`;

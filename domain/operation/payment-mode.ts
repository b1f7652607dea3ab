import { roundMoney } from '../shared/money';
import { parseAmount } from '../shared/parse-amount';

/**
 * Step 1, Modo de pago (docs/product.md §5 step 1, docs/decisions/0014): how much cash fits, what is left to cover and
 * when the step can continue. The server's arithmetic (operation.ts) and the step's page use them; the other steps
 * don't ship them.
 */

/**
 * docs/product.md §5: the cash amount is parsed as a number (an unreadable one is 0), never negative, and capped at the
 * vehicle's full price with discount.
 */
export function capCashAmount(input: unknown, fullPriceWithDiscount: number): number {
  const parsed = parseAmount(input);
  const cap = Number.isFinite(fullPriceWithDiscount) ? Math.max(0, roundMoney(fullPriceWithDiscount)) : 0;
  if (parsed === null) return 0;
  return Math.min(Math.max(0, roundMoney(parsed)), cap);
}

/** The balance left to cover: total − cash − used vehicles − credit, never below zero. */
export function pendingAmount(parts: {
  total: number;
  cash: number;
  usedVehicles: number;
  credit: number;
}): number {
  return Math.max(0, roundMoney(parts.total - parts.cash - parts.usedVehicles - parts.credit));
}

/** 'Completar Restante' (docs/product.md §2): the cash that leaves nothing pending, within the docs/product.md §5 cap. */
export function completeRemainingCash(cash: number, pending: number, fullPriceWithDiscount: number): number {
  return capCashAmount(Math.max(0, cash) + Math.max(0, pending), fullPriceWithDiscount);
}

/** docs/decisions/0014: the most cash that still fits: what the used vehicles and the financing leave to cover. */
export function cashLimit(parts: { total: number; usedVehicles: number; credit: number }): number {
  return Math.max(0, roundMoney(parts.total - parts.usedVehicles - parts.credit));
}

/** docs/product.md §5 step 1: continue only when nothing is pending or at least one used vehicle is given. */
export function canContinuePayment(parts: { pending: number; usedVehicleCount: number }): boolean {
  return parts.pending === 0 || parts.usedVehicleCount > 0;
}

import type { z } from 'zod';
import { roundMoney } from '../shared/money';
import type {
  fieldIssueSchema,
  operationAmountsSchema,
  operationCustomerSchema,
  operationPromotionSchema,
  operationPurchaseSchema,
  operationUsedVehicleSchema,
  operationViewSchema,
} from './operation-answer-schemas';
import { capCashAmount, cashLimit, pendingAmount } from './payment-mode';

/**
 * A digital-dealership operation (docs/product.md §3, §4, §5): the arithmetic that decides what the buyer owes and what
 * the API answers. The server recomputes everything with these functions (docs/product.md §D2); pages use the same
 * ones to show the figures while the buyer types. The unit summary every step shows needs this arithmetic, so what a
 * single step checks lives apart: the cash and the balance in payment-mode.ts, the financing in credit-selection.ts,
 * the buyer's personal data in personal-data.ts.
 */

import type { EditableOperationStatus } from './operation-status';

export * from './operation-messages';
export * from './operation-status';

// ---------------------------------------------------------------------------------------------------------------
// Money (docs/product.md §D3: an operation's amounts are in the vehicle's currency; valuations and credit are in pesos)

/**
 * Pesos in the vehicle's currency: unchanged for a peso unit (no rate), divided by the operation's rate for a dollar
 * one. Rounded once, here.
 */
export function toVehicleCurrency(pesos: number, usdRate: number | null): number {
  if (usdRate === null) return roundMoney(pesos);
  if (!(Number.isFinite(usdRate) && usdRate > 0)) throw new RangeError(`Invalid USD rate: ${usdRate}`);
  return roundMoney(pesos / usdRate);
}

/** An amount in the vehicle's currency, in pesos (what a bank lends against a dollar-priced unit). */
export function toPesos(amount: number, usdRate: number | null): number {
  if (usdRate === null) return roundMoney(amount);
  if (!(Number.isFinite(usdRate) && usdRate > 0)) throw new RangeError(`Invalid USD rate: ${usdRate}`);
  return roundMoney(amount * usdRate);
}

/** The total of the used vehicles' valuations (pesos) in the vehicle's currency: summed first, converted once. */
export function usedVehiclesTotal(valuationsPesos: readonly number[], usdRate: number | null): number {
  const pesos = valuationsPesos.reduce((sum, valuation) => sum + Math.max(0, valuation), 0);
  return toVehicleCurrency(pesos, usdRate);
}

/** The financed amount (pesos) in the vehicle's currency. */
export function creditInVehicleCurrency(creditPesos: number, usdRate: number | null): number {
  return toVehicleCurrency(Math.max(0, creditPesos), usdRate);
}

/** What the buyer pays for the unit: its full price with discount less the promotion, never below zero. */
export function operationTotal(fullPriceWithDiscount: number, promotionDiscount: number): number {
  return Math.max(0, roundMoney(fullPriceWithDiscount - Math.max(0, promotionDiscount)));
}

export interface OperationAmountsInput {
  /** The unit's full price with discount, in the vehicle's currency. */
  readonly unitPrice: number;
  /** In the vehicle's currency. */
  readonly promotionDiscount: number;
  /** As the buyer typed it; parsed and capped here. */
  readonly cash: unknown;
  readonly valuationsPesos: readonly number[];
  readonly creditPesos: number;
  /** Pesos per dollar for a dollar-priced unit, null for a peso one. */
  readonly usdRate: number | null;
}

export type OperationAmounts = z.output<typeof operationAmountsSchema>;

/**
 * docs/decisions/0014: what is left to cover once the used vehicles are counted; financing may reach it, never pass it.
 * In the vehicle's currency.
 */
export function owedAfterUsedVehicles(total: number, usedVehicles: number): number {
  return Math.max(0, roundMoney(total - usedVehicles));
}

/**
 * docs/decisions/0014: cash + used vehicles + financing never exceed what the buyer owes (the total after the promotion).
 * Used vehicles count first (the buyer can't hand over part of a car), financing is held to what they leave, and the
 * cash is reduced to what remains.
 */
export function operationAmounts(input: OperationAmountsInput): OperationAmounts {
  const unitPrice = Math.max(0, roundMoney(input.unitPrice));
  const promotion = Math.min(Math.max(0, roundMoney(input.promotionDiscount)), unitPrice);
  const total = operationTotal(unitPrice, promotion);
  const usedVehicles = usedVehiclesTotal(input.valuationsPesos, input.usdRate);
  const credit = Math.min(
    creditInVehicleCurrency(input.creditPesos, input.usdRate),
    owedAfterUsedVehicles(total, usedVehicles),
  );
  const cash = Math.min(capCashAmount(input.cash, total), cashLimit({ total, usedVehicles, credit }));
  return {
    unit_price: unitPrice,
    promotion_discount: promotion,
    total,
    cash,
    used_vehicles: usedVehicles,
    credit,
    pending: pendingAmount({ total, cash, usedVehicles, credit }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Used vehicles

/** docs/product.md §5 and §9. */
export const MAX_USED_VEHICLES = 3;

export function canAddUsedVehicle(count: number): boolean {
  return count < MAX_USED_VEHICLES;
}

// ---------------------------------------------------------------------------------------------------------------
// Marital status (docs/product.md §3)

export type FieldIssue = z.output<typeof fieldIssueSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Steps

/** The editable status the data supports: step 2 counts only once step 1 is complete. */
export function editableStatusFor(steps: {
  payment: boolean;
  personalData: boolean;
}): EditableOperationStatus {
  if (!steps.payment) return 'started';
  return steps.personalData ? 'data_complete' : 'payment_selected';
}

// ---------------------------------------------------------------------------------------------------------------
// What the API answers (docs/product.md §3 field names): the schemas of ./operation-answer-schemas.ts, which the
// OpenAPI document is written from; only their types are imported, so pages showing figures do not download zod.

export type OperationUsedVehicle = z.output<typeof operationUsedVehicleSchema>;

export type OperationPromotion = z.output<typeof operationPromotionSchema>;

export type OperationCustomer = z.output<typeof operationCustomerSchema>;

export type OperationPurchase = z.output<typeof operationPurchaseSchema>;

export type OperationView = z.output<typeof operationViewSchema>;

// ---------------------------------------------------------------------------------------------------------------
// What the pages read on the server (through the router context)

export type OperationLookup =
  | { readonly found: true; readonly operation: OperationView }
  | { readonly found: false; readonly reason: 'not_found' | 'too_many_lookups' };

export interface OperationPagesSource {
  /** The operation of a code as typed or linked; look-ups that find nothing count against the client's limit. */
  lookup(code: string): Promise<OperationLookup>;
  /** docs/product.md §D1: the deposit of a unit of this brand, in pesos. */
  deposit(brandId: number): Promise<number>;
  /**
   * The promotion the start page applies, with what it takes off the unit's price: the code the page carries when it
   * applies to the unit (scope, validity, usage limit, offers), else the one the unit is offered without a code
   * (docs/product.md §9 codes and offers), else none; and why the carried code does not apply, when it does not.
   */
  promotion(
    unit: { brand_id: number; family: string; chassis: string; full_price_with_discount: number },
    code: string,
  ): Promise<{ applied: { code: string; discount: number } | null; refused: string | null }>;
  /** Whether used vehicles can be quoted online: the guide-price table has versions to offer. */
  usedVehiclesOnline(): Promise<boolean>;
  /** Step 4 and the outcome pages: the payment side of an operation; null for an unknown code. */
  payment(code: string): Promise<import('./payment').PaymentPageState | null>;
  /** Holds the unit and opens the payment (docs/product.md §D5). */
  startPayment(code: string): Promise<import('./payment').PaymentStartResult>;
  /** docs/product.md §D6: the right to cancel, by operation code and e-mail. */
  cancel(input: { code: unknown; email: unknown }): Promise<import('./payment').CancellationResult>;
}

import type { z } from 'zod';
import { creditInstallment, financedMax } from '../catalogue/credit';
import { roundMoney } from '../shared/money';
import type { creditSelectionSchema } from './operation-answer-schemas';

/**
 * The financing an operation carries (docs/product.md §4 credit selection, docs/product.md §D10): the plan chosen and
 * what it lends. Only the financing step's page and the server use it, so it ships apart from the operation's
 * arithmetic every step loads.
 */

export type CreditSelection = z.output<typeof creditSelectionSchema>;

/** No financing: what docs/product.md §4 leaves after choosing the selected plan again. */
export const NO_CREDIT: Readonly<CreditSelection> = Object.freeze({
  credit_id: 0,
  credit_name: '',
  credit_amount: 0,
  credit_installments: 0,
  credit_avg_installment: 0,
});

/** A plan card as GET /v2/dealership/credit/find answers it. */
export interface CreditPlanCard {
  readonly id: number;
  readonly name: string;
  readonly months: number;
  readonly avg_installment: number;
  readonly financed_max: number;
}

/**
 * docs/product.md §4: choosing the plan already selected clears the financing; choosing another stores its data. The amount is
 * the buyer's figure within the plan's maximum (docs/decisions/0014 refines docs/product.md §4: the maximum is the cap, and the
 * default only when the buyer asked for no figure); the server recomputes it with `creditFor`.
 */
export function toggleCreditPlan(
  current: Pick<CreditSelection, 'credit_id'>,
  plan: CreditPlanCard,
  requestedPesos = 0,
): CreditSelection {
  if (current.credit_id === plan.id) return { ...NO_CREDIT };
  const amount = requestedPesos > 0 ? Math.min(requestedPesos, plan.financed_max) : plan.financed_max;
  return {
    credit_id: plan.id,
    credit_name: plan.name,
    credit_amount: amount,
    credit_installments: plan.months,
    credit_avg_installment: plan.avg_installment,
  };
}

/** A credit plan's terms as the dealership's table holds them. */
export interface CreditPlanTerms {
  readonly id: number;
  readonly name: string;
  readonly months: number;
  /** Tasa nominal anual, in percent. */
  readonly annual_rate: number;
  /** Pesos. */
  readonly max_amount: number;
  readonly max_share_pct: number;
}

export interface CreditLimitsFor {
  /** The unit's price in pesos: the plan lends at most its share of it. */
  readonly vehiclePricePesos: number;
  /** What the buyer asked to finance, in pesos; 0 asks for the plan's maximum. */
  readonly requestedPesos: number;
  /** What is still owed once the used vehicles count, in pesos (docs/decisions/0014). */
  readonly owedPesos: number;
}

/**
 * docs/decisions/0014: the financing a plan gives: what the buyer asked for, capped at the plan's maximum for this unit and
 * at what is still owed, with the French-system installment of that amount; NO_CREDIT when nothing can be lent.
 */
export function creditFor(plan: CreditPlanTerms, limits: CreditLimitsFor): CreditSelection {
  const maximum = financedMax(
    { max_amount: plan.max_amount, max_share_pct: plan.max_share_pct },
    Math.max(0, limits.vehiclePricePesos),
  );
  const wanted = limits.requestedPesos > 0 ? roundMoney(limits.requestedPesos) : maximum;
  const amount = Math.max(0, Math.min(wanted, maximum, Math.floor(limits.owedPesos)));
  if (amount <= 0) return { ...NO_CREDIT };
  return {
    credit_id: plan.id,
    credit_name: plan.name,
    credit_amount: amount,
    credit_installments: plan.months,
    credit_avg_installment: creditInstallment(amount, plan.annual_rate, plan.months),
  };
}

/** The most a plan lends for this unit, in pesos (its cap or its share of the price). */
export function planMaximum(plan: CreditPlanTerms, vehiclePricePesos: number): number {
  return financedMax({ max_amount: plan.max_amount, max_share_pct: plan.max_share_pct }, vehiclePricePesos);
}

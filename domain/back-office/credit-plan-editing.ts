import type { StaffActor } from './staff';
import type { StaffResult } from './staff-accounts';

/**
 * Financing as the back office edits it (docs/product.md §6 and §D10): each brand's credit plans, and the dollar rate
 * with its date (docs/decisions/0005). Inputs are read by credit-plan-editing-schemas.ts.
 */

/** A credit plan of the back office's list and form. Instants are ISO strings. */
export interface CreditPlanView {
  id: number;
  brandId: number;
  brandName: string;
  bank: string;
  name: string;
  months: number;
  /** Tasa nominal anual, in percent. */
  annualRatePct: number;
  /** In pesos: credit is granted in pesos (docs/product.md §D3). */
  maxAmount: number;
  maxSharePct: number;
  active: boolean;
  updatedAt: string;
  deletedAt: string | null;
}

/** One dollar rate: pesos per dollar, from its instant on. */
export interface UsdRateView {
  id: number;
  value: number;
  effectiveAt: string;
}

/** How many past rates the page lists. */
export const USD_RATE_HISTORY_SIZE = 10;

/**
 * Financing as the back office's pages reach it (the router context). Every method checks `prices.edit` again on the
 * server; each change is written to the audit log with before and after, in the transaction that makes it.
 */
export interface FinancingEditingSource {
  /** Every plan, removed ones included, by brand and term. */
  plans(actor: StaffActor): Promise<CreditPlanView[]>;
  plan(actor: StaffActor, id: number): Promise<CreditPlanView | null>;
  createPlan(actor: StaffActor, input: unknown): Promise<StaffResult<{ id: number }>>;
  changePlan(actor: StaffActor, id: number, input: unknown): Promise<StaffResult>;
  removePlan(actor: StaffActor, id: number): Promise<StaffResult>;
  restorePlan(actor: StaffActor, id: number): Promise<StaffResult>;
  /** The newest rates, the one the site uses first. */
  usdRates(actor: StaffActor): Promise<UsdRateView[]>;
  /** A new rate; one far from the rate in use waits for a confirmation (confirmations.ts). */
  addUsdRate(actor: StaffActor, input: unknown): Promise<StaffResult>;
  /** "Volver a esta cotización": an earlier rate's value again, from now (`input` may carry the confirmation). */
  restoreUsdRate(actor: StaffActor, id: number, input: unknown): Promise<StaffResult>;
}

export const FINANCING_PATH = '/admin/financiacion';
export const NEW_CREDIT_PLAN_PATH = `${FINANCING_PATH}/planes/nuevo`;
export const creditPlanPath = (id: number) => `${FINANCING_PATH}/planes/${id}`;

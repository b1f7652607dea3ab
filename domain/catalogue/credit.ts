import { formatMoney, roundMoney } from '../shared/money';
import { formatNumber } from '../shared/numbers';

export const NO_CREDIT_MESSAGE =
  'No encontramos planes para ese monto. Probá con un monto menor a financiar.';

/**
 * docs/product.md §D10: the French-system (annuity) monthly payment, with the monthly rate taken as TNA / 12.
 * expm1/log1p keep the annuity factor exact for tiny rates, where 1 − (1 + r)^−n would cancel to 0.
 */
export function frenchInstallment(principal: number, annualNominalRatePct: number, months: number): number {
  if (!Number.isFinite(principal) || principal < 0) throw new RangeError(`Invalid principal: ${principal}`);
  if (!Number.isFinite(annualNominalRatePct) || annualNominalRatePct < 0) {
    throw new RangeError(`Invalid annual nominal rate: ${annualNominalRatePct}`);
  }
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`Invalid number of months: ${months}`);

  const monthlyRate = annualNominalRatePct / 12 / 100;
  if (monthlyRate === 0) return roundMoney(principal / months);
  const annuityFactor = -Math.expm1(-months * Math.log1p(monthlyRate));
  return roundMoney((principal * monthlyRate) / annuityFactor);
}

export interface CreditLimits {
  readonly max_amount: number;
  readonly max_share_pct: number;
}

/** The most a plan lends for a vehicle: its cap, or its share of the price, whichever is lower. */
export function financedMax(plan: CreditLimits, vehiclePrice: number): number {
  // Rounding to 6 decimals first stops 70.1 % of 3000 (2102.9999999999995) from flooring to 2102.
  const share = Math.round(((vehiclePrice * plan.max_share_pct) / 100) * 1e6) / 1e6;
  return Math.max(0, Math.min(plan.max_amount, Math.floor(share)));
}

/** IVA on the interest of a consumer loan (Ley de IVA, art. 28): part of what the loan costs the buyer. */
export const IVA_ON_INTEREST = 0.21;

/**
 * The costo financiero total (CFT) of a plan as an effective annual rate in percent, with IVA (BCRA, Comunicación A
 * 5460): the plans charge no fees of their own, so the cost is the monthly interest plus its IVA, compounded over a
 * year (docs/decisions/0014). Rounded to two decimals, as banks print it.
 */
export function costoFinancieroTotal(annualNominalRatePct: number): number {
  if (!Number.isFinite(annualNominalRatePct) || annualNominalRatePct < 0) {
    throw new RangeError(`Invalid annual nominal rate: ${annualNominalRatePct}`);
  }
  const monthlyCost = (annualNominalRatePct / 100 / 12) * (1 + IVA_ON_INTEREST);
  const effective = Math.expm1(12 * Math.log1p(monthlyCost)) * 100;
  return Math.round(effective * 100) / 100;
}

/**
 * docs/product.md §D10: the monthly installment the buyer pays: the French-system installment at the CFT's monthly
 * rate (TNA / 12 with the IVA on the interest), so the installments repay the loan at exactly the CFT printed beside
 * them. Every plan card, the operation's financing and the e-mails quote this figure.
 */
export function creditInstallment(principal: number, annualNominalRatePct: number, months: number): number {
  return frenchInstallment(principal, annualNominalRatePct * (1 + IVA_ON_INTEREST), months);
}

/** The tasa efectiva anual (TEA) of a nominal annual rate compounded monthly, in percent, to two decimals. */
export function effectiveAnnualRate(annualNominalRatePct: number): number {
  if (!Number.isFinite(annualNominalRatePct) || annualNominalRatePct < 0) {
    throw new RangeError(`Invalid annual nominal rate: ${annualNominalRatePct}`);
  }
  const effective = Math.expm1(12 * Math.log1p(annualNominalRatePct / 100 / 12)) * 100;
  return Math.round(effective * 100) / 100;
}

/** What a loan costs the buyer, as the consumer-credit rules ask it to be told (docs/product.md §D10). */
export interface CreditCost {
  /** Pesos: each monthly installment, IVA on the interest included. */
  readonly installment: number;
  readonly months: number;
  /** Pesos: every installment added up, what the buyer repays in all. */
  readonly totalRepaid: number;
  readonly tna: number;
  readonly tea: number;
  readonly cft: number;
}

/** The cost of a plan's loan from its installment (`creditInstallment`), its months and its TNA. */
export function creditCost(installment: number, months: number, annualNominalRatePct: number): CreditCost {
  return {
    installment,
    months,
    totalRepaid: installment * months,
    tna: annualNominalRatePct,
    tea: effectiveAnnualRate(annualNominalRatePct),
    cft: costoFinancieroTotal(annualNominalRatePct),
  };
}

/**
 * A loan's cost in words, as the consumer-credit rules ask it told (docs/product.md §D10): the installment with what it
 * includes, the total repaid, TNA, TEA and CFT. "24 cuotas de $ 559.792 (IVA sobre los intereses incluido). Total a
 * devolver: … TNA …, TEA …, CFT … (con IVA)."
 */
export function creditCostText(cost: CreditCost): string {
  return [
    `${cost.months} cuotas de ${formatMoney(cost.installment, 'ars')} (IVA sobre los intereses incluido).`,
    `Total a devolver: ${formatMoney(cost.totalRepaid, 'ars')}.`,
    `TNA ${formatRate(cost.tna)}, TEA ${formatRate(cost.tea)}, CFT ${formatRate(cost.cft)} (con IVA).`,
  ].join(' ');
}

/** A rate as Argentine banks print it: "49,5 %" (decimal comma, a space that never breaks before the sign). */
export function formatRate(pct: number): string {
  return `${formatNumber(pct, 2)}\u00a0%`;
}

import { roundMoney } from './money';

export const NO_CREDIT_MESSAGE =
  'No encontramos planes para ese monto. Probá con un monto menor a financiar.';

/**
 * DECISIONS §10: the French-system (annuity) monthly payment, with the monthly rate taken as TNA / 12.
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

import { roundMoney } from './money';

/** DECISIONS §1: one deposit figure per brand, in pesos whatever the vehicle's currency. */
export const DEFAULT_DEPOSIT_ARS = 200000;

export function depositFor(bookingPrice: number | null | undefined): number {
  if (typeof bookingPrice !== 'number' || !Number.isFinite(bookingPrice)) return DEFAULT_DEPOSIT_ARS;
  const rounded = roundMoney(bookingPrice);
  return rounded > 0 ? rounded : DEFAULT_DEPOSIT_ARS;
}

/** DECISIONS §6: the least number of calendar days a buyer has to cancel a reservation and get the deposit back. */
export const MINIMUM_CANCELLATION_DAYS = 10;

import type { z } from 'zod';
import type { publicPromotionSchema } from '../operation/operation-answer-schemas';
import type { Currency } from './brands';
import { promotionDiscountOn } from './pricing';

/** docs/product.md §8 has no text for a refused code; this one says what the buyer can act on without revealing other codes. */
export const PROMOTION_NOT_VALID_MESSAGE = 'El código de descuento no es válido para este vehículo.';
export const PROMOTION_EXPIRED_MESSAGE = 'El código de descuento está vencido.';
export const PROMOTION_NOT_STARTED_MESSAGE = 'El código de descuento todavía no está vigente.';
export const PROMOTION_USED_UP_MESSAGE = 'El código de descuento ya alcanzó su límite de usos.';
/** docs/product.md §9 codes and offers: a unit with a special discount takes no code. */
export const PROMOTION_OFFER_UNIT_MESSAGE =
  'Esta unidad ya tiene un descuento especial, que no se acumula con códigos de descuento.';

const CURRENCY_NAMES: Readonly<Record<Currency, string>> = { ars: 'pesos', usd: 'dólares' };

/** A money code of the other currency (docs/decisions/0032): the buyer learns why, and that no rate converts it. */
export function promotionOtherCurrencyMessage(promotionCurrency: Currency, unitCurrency: Currency): string {
  return `El código de descuento es un monto en ${CURRENCY_NAMES[promotionCurrency]} y el precio de esta unidad está en ${CURRENCY_NAMES[unitCurrency]}: no se puede aplicar.`;
}

/** What the rules need of a promotion; a row of the promotions table has these fields and more. */
export interface PromotionRule {
  readonly code: string;
  readonly brandId: number | null;
  readonly family: string | null;
  readonly chassis: string | null;
  /** In `currency`; it applies only to units priced in that currency (docs/decisions/0032). */
  readonly moneyDiscount: number | null;
  /** The currency of `moneyDiscount` ('ars' or 'usd'); null for a percentage. */
  readonly currency: string | null;
  readonly percentageDiscount: number | null;
  readonly validFrom: Date;
  /** Exclusive: the promotion ends at this instant. */
  readonly validUntil: Date | null;
  readonly usageLimit: number | null;
  readonly usageCount: number;
  readonly active: boolean;
}

/** The vehicle a promotion is asked about; a missing value matches only promotions that do not narrow on it. */
export interface PromotionTarget {
  readonly brandId?: number | null;
  readonly family?: string | null;
  readonly chassis?: string | null;
  /** The currency the unit is priced in; a money discount applies only to a unit known to be priced in its own. */
  readonly currency?: Currency | null;
  /** The unit's special discount: above 0 the unit is an offer, and no code applies to it (docs/product.md §9). */
  readonly specialDiscount?: number | null;
}

/** docs/product.md §9 codes and offers: an offer's special discount does not stack with a discount code. */
export function isOfferUnit(target: Pick<PromotionTarget, 'specialDiscount'>): boolean {
  return (target.specialDiscount ?? 0) > 0;
}

/** Buyers type codes in any case and paste them with spaces around; codes are stored upper-case. */
export function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}

/** docs/product.md §7 discovery sends the family with dashes as spaces ("T CROSS"), the dealer system names it "T-CROSS". */
export function normalizeFamily(family: string): string {
  return family.replaceAll('-', ' ').replace(/\s+/g, ' ').trim().toUpperCase();
}

export function normalizeChassis(chassis: string): string {
  return chassis.trim().toUpperCase();
}

function present(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value.trim() !== '';
}

/**
 * A promotion narrowed to a brand, family or chassis applies only to a vehicle known to have it: a request that
 * does not say the brand cannot use a Volkswagen-only code.
 */
export function matchesScope(promotion: PromotionRule, target: PromotionTarget): boolean {
  if (promotion.brandId !== null && promotion.brandId !== (target.brandId ?? null)) return false;
  if (present(promotion.family)) {
    if (!present(target.family) || normalizeFamily(promotion.family) !== normalizeFamily(target.family)) {
      return false;
    }
  }
  if (present(promotion.chassis)) {
    if (
      !present(target.chassis) ||
      normalizeChassis(promotion.chassis) !== normalizeChassis(target.chassis)
    ) {
      return false;
    }
  }
  return true;
}

/** Chassis outranks family, family outranks brand, brand outranks a promotion for every vehicle. */
export function scopeSpecificity(promotion: Pick<PromotionRule, 'brandId' | 'family' | 'chassis'>): number {
  return (
    (present(promotion.chassis) ? 4 : 0) +
    (present(promotion.family) ? 2 : 0) +
    (promotion.brandId !== null ? 1 : 0)
  );
}

/**
 * A money discount is an amount in its own currency and applies only to units priced in it, never converted at the
 * day's rate (docs/decisions/0032); a percentage applies to any unit.
 */
export function matchesCurrency(
  promotion: Pick<PromotionRule, 'moneyDiscount' | 'currency'>,
  target: PromotionTarget,
): boolean {
  if (promotion.moneyDiscount === null) return true;
  return target.currency != null && promotion.currency === target.currency;
}

export type PromotionStatus = 'valid' | 'inactive' | 'not_started' | 'expired' | 'used_up';

export function promotionStatus(promotion: PromotionRule, at: Date): PromotionStatus {
  if (!promotion.active) return 'inactive';
  if (at.getTime() < promotion.validFrom.getTime()) return 'not_started';
  if (promotion.validUntil && at.getTime() >= promotion.validUntil.getTime()) return 'expired';
  if (promotion.usageLimit !== null && promotion.usageCount >= promotion.usageLimit) return 'used_up';
  return 'valid';
}

export function isPromotionValid(promotion: PromotionRule, at: Date): boolean {
  return promotionStatus(promotion, at) === 'valid';
}

export type PromotionCheck<P extends PromotionRule> =
  | { ok: true; promotion: P }
  | {
      ok: false;
      reason:
        | Exclude<PromotionStatus, 'valid'>
        | 'unknown'
        | 'out_of_scope'
        | 'other_currency'
        | 'offer_unit';
      message: string;
    };

/**
 * Whether a typed code gives the vehicle a discount now. Scope is checked before dates and usage, so a code of
 * another brand reads as "not valid for this vehicle" rather than telling how it is doing elsewhere; then whether the
 * unit is an offer, which takes no code at all (docs/product.md §9).
 */
export function checkPromotion<P extends PromotionRule>(
  promotion: P | null | undefined,
  target: PromotionTarget,
  at: Date,
): PromotionCheck<P> {
  if (!promotion) return { ok: false, reason: 'unknown', message: PROMOTION_NOT_VALID_MESSAGE };
  if (!matchesScope(promotion, target)) {
    return { ok: false, reason: 'out_of_scope', message: PROMOTION_NOT_VALID_MESSAGE };
  }
  if (isOfferUnit(target)) return { ok: false, reason: 'offer_unit', message: PROMOTION_OFFER_UNIT_MESSAGE };
  const status = promotionStatus(promotion, at);
  switch (status) {
    case 'valid':
      if (!matchesCurrency(promotion, target)) {
        return { ok: false, reason: 'other_currency', message: otherCurrencyMessage(promotion, target) };
      }
      return { ok: true, promotion };
    case 'inactive':
      // A withdrawn code reads as one that never existed.
      return { ok: false, reason: status, message: PROMOTION_NOT_VALID_MESSAGE };
    case 'not_started':
      return { ok: false, reason: status, message: PROMOTION_NOT_STARTED_MESSAGE };
    case 'expired':
      return { ok: false, reason: status, message: PROMOTION_EXPIRED_MESSAGE };
    case 'used_up':
      return { ok: false, reason: status, message: PROMOTION_USED_UP_MESSAGE };
  }
}

/** A request that does not say the unit's currency gets no money code, as a scope it does not name. */
function otherCurrencyMessage(promotion: PromotionRule, target: PromotionTarget): string {
  if (target.currency == null) return PROMOTION_NOT_VALID_MESSAGE;
  return promotionOtherCurrencyMessage(promotion.currency === 'usd' ? 'usd' : 'ars', target.currency);
}

/**
 * The discoverable promotion to offer a vehicle: none for an offer unit (docs/product.md §9); otherwise, among those
 * valid now and matching it (scope and currency), the most specific scope.
 * Equal scopes can only differ in how the family is spelled ("T-CROSS" and "T CROSS"); the oldest row wins then.
 */
export function pickDiscoverablePromotion<P extends PromotionRule & { readonly id: number }>(
  candidates: readonly P[],
  target: PromotionTarget,
  at: Date,
): P | null {
  if (isOfferUnit(target)) return null;
  let best: P | null = null;
  for (const promotion of candidates) {
    if (
      !isPromotionValid(promotion, at) ||
      !matchesScope(promotion, target) ||
      !matchesCurrency(promotion, target)
    )
      continue;
    if (
      best === null ||
      scopeSpecificity(promotion) > scopeSpecificity(best) ||
      (scopeSpecificity(promotion) === scopeSpecificity(best) && promotion.id < best.id)
    ) {
      best = promotion;
    }
  }
  return best;
}

/** docs/product.md §9 promotion value on a price, never more than the price itself: a discount can't turn into a payment. */
export function promotionDiscount(
  promotion: Pick<PromotionRule, 'moneyDiscount' | 'percentageDiscount'>,
  price: number,
): number {
  return promotionDiscountOn(
    { money_discount: promotion.moneyDiscount, percentage_discount: promotion.percentageDiscount },
    price,
  );
}

export type PublicPromotion = z.output<typeof publicPromotionSchema>;

export function toPublicPromotion(
  promotion: Pick<PromotionRule, 'code' | 'moneyDiscount' | 'percentageDiscount'> & {
    readonly description: string;
  },
): PublicPromotion {
  return {
    code: promotion.code,
    description: promotion.description,
    money_discount: promotion.moneyDiscount,
    percentage_discount: promotion.percentageDiscount,
  };
}

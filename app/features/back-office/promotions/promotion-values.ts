import type { PromotionView } from '#domain/back-office/promotion-editing';
import { mendozaDateTimeValue } from '#domain/back-office/site-editing';

/** What the promotion form shows: what was typed, or the promotion as it is saved (text, as the form posts it). */
export type PromotionValues = Partial<Record<string, string>>;

export function promotionValues(promotion: PromotionView): PromotionValues {
  return {
    code: promotion.code,
    description: promotion.description,
    brand_id: promotion.brandId === null ? '' : String(promotion.brandId),
    family: promotion.family ?? '',
    chassis: promotion.chassis ?? '',
    kind: promotion.moneyDiscount !== null ? 'money' : 'percentage',
    percentage:
      promotion.percentageDiscount === null ? '' : String(promotion.percentageDiscount).replace('.', ','),
    money: promotion.moneyDiscount === null ? '' : String(promotion.moneyDiscount),
    currency: promotion.currency ?? '',
    valid_from: mendozaDateTimeValue(promotion.validFrom),
    valid_until: mendozaDateTimeValue(promotion.validUntil),
    usage_limit: promotion.usageLimit === null ? '' : String(promotion.usageLimit),
    discoverable: promotion.discoverable ? 'on' : '',
    active: promotion.active ? 'on' : '',
  };
}

/** A new promotion starts switched on, by code, valid from now (the loader's instant, so the page hydrates alike). */
export const newPromotionValues = (now: Date): PromotionValues => ({
  kind: 'percentage',
  active: 'on',
  valid_from: mendozaDateTimeValue(now.toISOString()),
});

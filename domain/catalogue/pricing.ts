import { roundMoney } from '../shared/money';
import { parseAmount } from '../shared/parse-amount';

/** Amounts arrive as numbers or as numeric strings from the intranet (docs/product.md §5). */
export type AmountInput = number | string | null | undefined;

function amountOrZero(value: AmountInput): number {
  return parseAmount(value) ?? 0;
}

export interface FullPriceInput {
  readonly list_price?: AmountInput;
  readonly discount?: AmountInput;
  readonly license_cost?: AmountInput;
  /** docs/product.md §3 names the licence cost both ways; license_cost wins when both are present. */
  readonly license_price?: AmountInput;
  readonly preparation_cost?: AmountInput;
}

/** docs/product.md §9: list price − discount + licence + preparation; registration and delivery are not included. */
export function fullPrice(unit: FullPriceInput): number {
  const licence = parseAmount(unit.license_cost) ?? amountOrZero(unit.license_price);
  return roundMoney(
    amountOrZero(unit.list_price) -
      amountOrZero(unit.discount) +
      licence +
      amountOrZero(unit.preparation_cost),
  );
}

export type DiscountLabel = 'Descuento especial' | 'Descuento web';

export function discountLabel(specialDiscount: AmountInput): DiscountLabel {
  return amountOrZero(specialDiscount) > 0 ? 'Descuento especial' : 'Descuento web';
}

/** An offer's discount_amount: the web discount plus the special one. */
export function offerDiscount(unit: {
  readonly discount?: AmountInput;
  readonly special_discount?: AmountInput;
}): number {
  return roundMoney(amountOrZero(unit.discount) + amountOrZero(unit.special_discount));
}

export interface PromotionInput {
  readonly money_discount?: AmountInput;
  readonly percentage_discount?: AmountInput;
}

/** docs/product.md §9: the money discount when present, otherwise a percentage of the price. */
export function promotionValue(promotion: PromotionInput, price: number): number {
  const money = amountOrZero(promotion.money_discount);
  if (money > 0) return roundMoney(money);
  const percentage = amountOrZero(promotion.percentage_discount);
  if (percentage > 0) return roundMoney((price * percentage) / 100);
  return 0;
}

/** docs/product.md §9 promotion value on a price, never more than the price itself: a discount can't turn into a payment. */
export function promotionDiscountOn(promotion: PromotionInput, price: number): number {
  if (!(price > 0)) return 0;
  return Math.min(Math.max(promotionValue(promotion, price), 0), roundMoney(price));
}

/** What the buyer pays before registration and delivery: the docs/product.md §9 full price less the special discount. */
export function fullPriceWithDiscount(
  unit: FullPriceInput & { readonly special_discount?: AmountInput },
): number {
  return roundMoney(fullPrice(unit) - amountOrZero(unit.special_discount));
}

import type { Currency } from '../catalogue/catalogue';
import { formatDiscount, formatMoney, formatPriceOrUnavailable } from '../shared/money';
import { operationTotal, toPesos } from './operation';

/**
 * A unit's price lines (docs/product.md §2 and §9) and how a statement's line is printed. The confirmation page and
 * every dealership step show the unit's summary with these lines; the operation's whole statement
 * (operation-statement.ts) builds on them, so every figure the buyer and the dealership read is the same.
 */

export type PriceUnit = {
  readonly currency: Currency;
  readonly list_price: number;
  readonly discount: number;
  readonly special_discount: number;
  readonly license_cost: number;
  readonly preparation_cost: number;
  readonly delivery_price: number;
  readonly full_price_with_discount: number;
};

export type LineKind = 'charge' | 'discount' | 'total' | 'note' | 'deposit';

export interface StatementLine {
  label: string;
  /** In `currency`; a discount or a payment is positive and shown with a minus sign. */
  amount: number;
  currency: Currency;
  kind: LineKind;
  /** What the line is made of, in words: a used vehicle's year and kilometres, a plan's installments and rates. */
  detail?: string;
  /**
   * In a dollar operation, the line's pesos (docs/product.md §D3): a peso figure at heart (a valuation, a loan) keeps
   * the figure quoted; any other line is its dollars at the operation's rate, converted once (`linesInPesos`); a total
   * is the sum of the pesos of its lines.
   */
  pesos?: number;
}

/** A dollar operation's rate: pesos per dollar, fixed when the operation started (docs/product.md §D3). */
export interface UsdRate {
  readonly value: number;
  /** ISO instant it was fixed. */
  readonly fixedAt: string;
}

/** A promotion applied to the unit: its code and what it takes off, in the unit's currency. */
export interface AppliedPromotion {
  readonly code: string;
  readonly discount: number;
}

/** docs/product.md §2 confirmation: list price cash, discounts, registration, preparation, the code's discount, the final price. */
export function unitPriceLines(unit: PriceUnit, promotion: AppliedPromotion | null = null): StatementLine[] {
  const line = (label: string, amount: number, kind: LineKind): StatementLine => ({
    label,
    amount,
    currency: unit.currency,
    kind,
  });
  const promotionDiscount = promotion && promotion.discount > 0 ? promotion.discount : 0;
  return [
    line('Precio de lista contado', unit.list_price, 'charge'),
    ...(unit.discount > 0 ? [line('Descuento web', unit.discount, 'discount')] : []),
    ...(unit.special_discount > 0 ? [line('Descuento especial', unit.special_discount, 'discount')] : []),
    line('Patentamiento', unit.license_cost, 'charge'),
    line('Preparación y flete', unit.preparation_cost, 'charge'),
    ...(promotion && promotionDiscount > 0
      ? [line(`Código ${promotion.code}`, promotionDiscount, 'discount')]
      : []),
    line('Precio final', operationTotal(unit.full_price_with_discount, promotionDiscount), 'total'),
  ];
}

/** The delivery fee: docs/product.md §9 prices exclude it, so it is paid apart. */
export function deliveryLine(unit: PriceUnit): StatementLine {
  return {
    label: 'Entrega (se abona aparte)',
    amount: unit.delivery_price,
    currency: unit.currency,
    kind: 'note',
  };
}

/** What is paid apart from the price: the delivery fee (docs/product.md §9) and the booking deposit, always in pesos. */
export function unitExtraLines(unit: PriceUnit, deposit: number): StatementLine[] {
  return [
    deliveryLine(unit),
    { label: 'Seña de reserva', amount: deposit, currency: 'ars', kind: 'deposit' },
  ];
}

/** A price line as a page prints it. */
export interface PrintedLine {
  readonly label: string;
  readonly kind: LineKind;
  readonly amount: string;
  /** What the line is made of, in words (a used vehicle, a loan's cost). */
  readonly detail?: string;
}

/**
 * The unit's statement as the confirmation page prints it (docs/product.md §2 confirmation): its price lines, then what
 * is paid apart. Before an operation there is no rate; an operation's pages print the same lines with their pesos
 * (printed-statement.ts `summaryLines`).
 */
export function unitSummaryLines(
  unit: PriceUnit,
  promotion: AppliedPromotion | null,
  deposit: number,
): PrintedLine[] {
  return [...unitPriceLines(unit, promotion), ...unitExtraLines(unit, deposit)].map((line) => ({
    label: line.label,
    kind: line.kind,
    amount: lineAmount(line),
  }));
}

/**
 * A line's amount as it is printed: es-AR money (docs/product.md §9), a minus sign for what is taken off, and for a dollar
 * unit the peso equivalent at the operation's rate.
 */
export function lineAmount(line: StatementLine, usdRate: number | null = null): string {
  const money =
    line.kind === 'total' && line.label === 'Precio final'
      ? formatPriceOrUnavailable(line.amount, line.currency)
      : formatMoney(line.amount, line.currency);
  const takesOff = line.kind === 'discount';
  const signed = takesOff && line.amount > 0 ? formatDiscount(line.amount, line.currency) : money;
  if (line.currency !== 'usd' || usdRate === null) return signed;
  const pesos = line.pesos ?? toPesos(line.amount, usdRate);
  if (pesos === 0) return signed;
  return `${signed} (${takesOff && pesos > 0 ? formatDiscount(pesos, 'ars') : formatMoney(pesos, 'ars')})`;
}

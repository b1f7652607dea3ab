import type { Currency } from './catalogue';
import { formatRate } from './credit';
import { formatDiscount, formatMoney, formatPriceOrUnavailable } from './money';
import {
  type OperationView,
  operationTotal,
  toPesos,
  toVehicleCurrency,
  usedVehiclesTotal,
} from './operation';

/**
 * The one computation of what a reservation costs and how it is paid: the unit's price lines (docs/product.md §2 and §9), then
 * the operation's parts (docs/decisions/0014). The confirmation, start and step pages, the review and the e-mails all
 * render these lines, so every figure the buyer and the dealership read is the same.
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
   * For a line that is a peso figure at heart (a valuation, a loan) in a dollar operation: the pesos themselves, so the
   * equivalent shown is the figure quoted and not the dollars converted back.
   */
  pesos?: number;
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
function deliveryLine(unit: PriceUnit): StatementLine {
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

export interface OperationStatement {
  currency: Currency;
  /** Pesos per dollar for a dollar unit (fixed when the operation started), null for a peso one. */
  usdRate: number | null;
  price: StatementLine[];
  /** The delivery fee, paid apart from the price (docs/product.md §9). */
  delivery: StatementLine;
  /** Cash, each used vehicle, the financing: what covers the final price. */
  payment: StatementLine[];
  /** What is still to cover after cash, used vehicles and financing. */
  pending: StatementLine;
  /** The deposit paid by card, in pesos. */
  deposit: StatementLine;
  /** What the buyer pays at the delivery: the cash and any balance, less the deposit already paid. */
  atDelivery: StatementLine;
}

const kilometres = new Intl.NumberFormat('es-AR');

/** The whole operation as the review and the e-mails show it. */
export function operationStatement(operation: OperationView, unit: PriceUnit): OperationStatement {
  const { currency, amounts } = operation;
  const usdRate = operation.usd_rate;
  const line = (
    label: string,
    amount: number,
    kind: LineKind,
    detail?: string,
    pesos?: number,
  ): StatementLine => ({
    label,
    amount,
    currency,
    kind,
    ...(detail ? { detail } : {}),
    ...(pesos !== undefined && currency === 'usd' ? { pesos } : {}),
  });
  const promotion = operation.promotion
    ? { code: operation.promotion.code, discount: amounts.promotion_discount }
    : null;

  const payment: StatementLine[] = [];
  if (amounts.cash > 0) payment.push(line('Efectivo', amounts.cash, 'discount'));
  // Each used vehicle in the vehicle's currency is what it adds to the running total, so the lines add up to the
  // total of used vehicles however the conversions round.
  let pesosSoFar = 0;
  for (const vehicle of operation.used_vehicles) {
    const before = usedVehiclesTotal([pesosSoFar], usdRate);
    pesosSoFar += vehicle.valuation;
    payment.push(
      line(
        `Usado: ${vehicle.brand} ${vehicle.model} ${vehicle.vehicle}`,
        usedVehiclesTotal([pesosSoFar], usdRate) - before,
        'discount',
        `${vehicle.year}, ${kilometres.format(vehicle.kms)} km, cotizado en ${formatMoney(vehicle.valuation, 'ars')}`,
        vehicle.valuation,
      ),
    );
  }
  if (operation.credit_id > 0) {
    payment.push(
      line(
        `Financiación: ${operation.credit_name}${operation.credit_bank ? ` (${operation.credit_bank})` : ''}`,
        amounts.credit,
        'discount',
        `${formatMoney(operation.credit_amount, 'ars')} en ${operation.credit_installments} cuotas de ${formatMoney(operation.credit_avg_installment, 'ars')} (promedio). TNA ${formatRate(operation.credit_rate_pct)}, CFT ${formatRate(operation.credit_cft_pct)}`,
        operation.credit_amount,
      ),
    );
  }

  const depositInVehicleCurrency = toVehicleCurrency(operation.deposit, usdRate);
  return {
    currency,
    usdRate,
    price: unitPriceLines({ ...unit, currency, full_price_with_discount: amounts.unit_price }, promotion),
    delivery: deliveryLine({ ...unit, currency }),
    payment,
    pending: line('Saldo pendiente', amounts.pending, 'total'),
    deposit: { label: 'Seña con tarjeta', amount: operation.deposit, currency: 'ars', kind: 'deposit' },
    atDelivery: line(
      'A pagar en la entrega',
      Math.max(0, amounts.cash + amounts.pending - depositInVehicleCurrency),
      'total',
      'El efectivo y el saldo, menos la seña.',
    ),
  };
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
  const signed =
    line.kind === 'discount' && line.amount > 0 ? formatDiscount(line.amount, line.currency) : money;
  if (line.currency !== 'usd' || usdRate === null || line.amount === 0) return signed;
  return `${signed} (${formatMoney(line.pesos ?? toPesos(line.amount, usdRate), 'ars')})`;
}

/** Every line of a statement in reading order, for the e-mails: the price, how it is paid, the deposit. */
export function statementLines(statement: OperationStatement): StatementLine[] {
  return [
    ...statement.price,
    statement.delivery,
    ...statement.payment,
    statement.pending,
    statement.deposit,
    statement.atDelivery,
  ];
}

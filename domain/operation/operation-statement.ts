import type { Currency } from '../catalogue/catalogue';
import { formatRate } from '../catalogue/credit';
import { formatMoney } from '../shared/money';
import { formatNumber } from '../shared/numbers';
import { type OperationView, toVehicleCurrency, usedVehiclesTotal } from './operation';
import {
  deliveryLine,
  type LineKind,
  type PriceUnit,
  type StatementLine,
  unitPriceLines,
} from './price-lines';

/**
 * The one computation of what a reservation costs and how it is paid: the unit's price lines (price-lines.ts), then
 * the operation's parts (docs/decisions/0014). The review, the reservations' records and the e-mails render these
 * lines, so every figure the buyer and the dealership read is the same.
 */

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
        `${vehicle.year}, ${formatNumber(vehicle.kms)} km, cotizado en ${formatMoney(vehicle.valuation, 'ars')}`,
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

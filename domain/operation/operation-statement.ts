import type { Currency } from '../catalogue/catalogue';
import { type CreditCost, creditCost, creditCostText } from '../catalogue/credit';
import { formatMoney } from '../shared/money';
import { formatNumber } from '../shared/numbers';
import { type OperationView, toPesos, toVehicleCurrency, usedVehiclesTotal } from './operation';
import {
  deliveryLine,
  type LineKind,
  type PriceUnit,
  type StatementLine,
  type UsdRate,
  unitPriceLines,
} from './price-lines';

/**
 * The one computation of what a reservation costs and how it is paid: the unit's price lines (price-lines.ts), then
 * the operation's parts (docs/decisions/0014). The review, the outcome pages, "Mi reserva", the reservations' records
 * and the e-mails print these lines (printed-statement.ts), so every figure the buyer and the dealership read is the
 * same, to the peso (docs/product.md §D3).
 */

export interface OperationStatement {
  currency: Currency;
  /** Pesos per dollar for a dollar unit (fixed when the operation started), null for a peso one. */
  usdRate: number | null;
  /** The rate with the instant it was fixed, null for a peso unit. */
  rate: UsdRate | null;
  price: StatementLine[];
  /** The delivery fee, paid apart from the price (docs/product.md §9), at the delivery. */
  delivery: StatementLine;
  /** Cash, each used vehicle, the financing: what covers the final price. */
  payment: StatementLine[];
  /** What is still to cover after cash, used vehicles and financing. */
  pending: StatementLine;
  /** The deposit paid by card, in pesos. */
  deposit: StatementLine;
  /** What makes up the payment at the delivery: the cash, the balance, the delivery fee, less the deposit. */
  atDeliveryParts: StatementLine[];
  /** What the buyer pays at the delivery: the sum of `atDeliveryParts` (docs/product.md §2 "Mi reserva"). */
  atDelivery: StatementLine;
  /** What the financing costs, whole (docs/product.md §D10); null without financing. */
  financing: CreditCost | null;
}

/** The signed pesos of a line: what it adds to the total below it, a discount or a payment taking off. */
const signedPesos = (line: StatementLine): number => (line.kind === 'discount' ? -1 : 1) * (line.pesos ?? 0);

/**
 * docs/product.md §D3, one rule for pesos derived from dollars: each line is converted once, rounded once (a line that
 * is pesos at heart keeps them), and each total is the sum of the converted lines above it, so the peso column adds
 * up to the peso. A peso operation's lines come back as they are.
 */
export function linesInPesos(lines: readonly StatementLine[], usdRate: number | null): StatementLine[] {
  if (usdRate === null) return [...lines];
  let sum = 0;
  return lines.map((line) => {
    if (line.currency !== 'usd') return line;
    if (line.kind === 'total') {
      const total = { ...line, pesos: line.amount === 0 ? 0 : Math.max(0, sum) };
      sum = 0;
      return total;
    }
    const converted = { ...line, pesos: line.pesos ?? toPesos(line.amount, usdRate) };
    if (line.kind === 'charge' || line.kind === 'discount') sum += signedPesos(converted);
    return converted;
  });
}

/** The whole operation as the review, the outcome pages, "Mi reserva" and the e-mails show it. */
export function operationStatement(operation: OperationView, unit: PriceUnit): OperationStatement {
  const { currency, amounts } = operation;
  const usdRate = currency === 'usd' ? operation.usd_rate : null;
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
    ...(pesos !== undefined && usdRate !== null ? { pesos } : {}),
  });
  const promotion = operation.promotion
    ? { code: operation.promotion.code, discount: amounts.promotion_discount }
    : null;
  // docs/product.md §D3: every line converted once; the totals below are sums of converted lines.
  const pesosOf = (amount: number) => (usdRate === null ? amount : toPesos(amount, usdRate));

  const price = linesInPesos(
    unitPriceLines({ ...unit, currency, full_price_with_discount: amounts.unit_price }, promotion),
    usdRate,
  );
  const finalPrice = price.find((entry) => entry.kind === 'total');

  const payment: StatementLine[] = [];
  if (amounts.cash > 0)
    payment.push(line('Efectivo', amounts.cash, 'discount', undefined, pesosOf(amounts.cash)));
  // Each used vehicle in the vehicle's currency is what it adds to the running total, so the lines add up to the
  // total of used vehicles however the conversions round; in pesos, each is its valuation.
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
  let financing: CreditCost | null = null;
  if (operation.credit_id > 0) {
    financing = creditCost(
      operation.credit_avg_installment,
      operation.credit_installments,
      operation.credit_rate_pct,
    );
    // The loan is pesos at heart, unless what it covers was held to what is owed (docs/decisions/0014).
    const loanPesos =
      toVehicleCurrency(operation.credit_amount, usdRate) === amounts.credit
        ? operation.credit_amount
        : pesosOf(amounts.credit);
    payment.push(
      line(
        `Financiación: ${operation.credit_name}${operation.credit_bank ? ` (${operation.credit_bank})` : ''}`,
        amounts.credit,
        'discount',
        `${formatMoney(operation.credit_amount, 'ars')} en ${creditCostText(financing)}`,
        loanPesos,
      ),
    );
  }

  // The balance in pesos is what the converted lines leave; none when nothing is pending in the unit's currency.
  const pendingPesos =
    amounts.pending === 0
      ? 0
      : Math.max(
          0,
          payment.reduce((sum, entry) => sum + signedPesos(entry), finalPrice?.pesos ?? 0),
        );
  const pending = line('Saldo pendiente', amounts.pending, 'total', undefined, pendingPesos);
  const delivery = linesInPesos([deliveryLine({ ...unit, currency })], usdRate)[0] as StatementLine;
  const deposit: StatementLine = {
    label: 'Seña de reserva',
    amount: operation.deposit,
    currency: 'ars',
    kind: 'deposit',
  };

  const cash = payment.find((entry) => entry.label === 'Efectivo');
  const atDeliveryParts: StatementLine[] = [
    ...(cash ? [{ ...cash, kind: 'charge' as const }] : []),
    ...(amounts.pending > 0 ? [{ ...pending, kind: 'charge' as const }] : []),
    ...(delivery.amount > 0 ? [{ ...delivery, label: 'Entrega', kind: 'charge' as const }] : []),
    { ...deposit, label: 'Seña', kind: 'discount' },
  ];
  const charged = atDeliveryParts.filter((entry) => entry.kind === 'charge');
  const dueAmount = Math.max(
    0,
    charged.reduce((sum, entry) => sum + entry.amount, 0) - toVehicleCurrency(operation.deposit, usdRate),
  );
  const duePesos = Math.max(
    0,
    charged.reduce((sum, entry) => sum + (entry.pesos ?? 0), 0) - operation.deposit,
  );
  return {
    currency,
    usdRate,
    // Fixed when the operation started (docs/product.md §D3).
    rate: usdRate !== null ? { value: usdRate, fixedAt: operation.created_at } : null,
    price,
    delivery,
    payment,
    pending,
    deposit,
    atDeliveryParts,
    atDelivery: line(
      'A pagar en la entrega',
      dueAmount,
      'total',
      'El efectivo, el saldo y la entrega, menos la seña.',
      duePesos,
    ),
    financing,
  };
}

/** Every line of a statement in reading order, for the e-mails: the price, how it is paid, the deposit, the delivery. */
export function statementLines(statement: OperationStatement): StatementLine[] {
  return [
    ...statement.price,
    statement.delivery,
    ...statement.payment,
    statement.pending,
    statement.deposit,
    ...statement.atDeliveryParts,
    statement.atDelivery,
  ];
}

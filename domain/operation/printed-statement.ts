import { formatLongDate } from '../shared/mendoza-time';
import { formatMoney } from '../shared/money';
import { formatUsdRate } from '../shared/numbers';
import type { OperationStatement } from './operation-statement';
import { lineAmount, type PrintedLine, type StatementLine, type UsdRate } from './price-lines';

/**
 * The operation's statement as every page and e-mail prints it (docs/product.md §D3): the same lines, the same peso
 * equivalents, the rate they come from. Printed on the server: the pages receive the strings and ship none of the
 * computation.
 */

/** A statement's line printed: its amount with the peso equivalent of a dollar line, and its detail. */
export function printLine(line: StatementLine, usdRate: number | null): PrintedLine {
  return {
    label: line.label,
    kind: line.kind,
    amount: lineAmount(line, usdRate),
    ...(line.detail ? { detail: line.detail } : {}),
  };
}

/** The label of the rate's line. */
export const USD_RATE_LABEL = 'Cotización del dólar';

/** The rate as every page and e-mail that shows pesos derived from dollars prints it, with the day it was fixed. */
export function usdRateText(rate: UsdRate): string {
  return `${formatMoney(1, 'usd')} = ${formatUsdRate(rate.value)}, fijada el ${formatLongDate(new Date(rate.fixedAt))}`;
}

/** The rate's line of a dollar operation; none for pesos. */
export function usdRateLines(rate: UsdRate | null): PrintedLine[] {
  return rate ? [{ label: USD_RATE_LABEL, kind: 'note', amount: usdRateText(rate) }] : [];
}

/**
 * The unit's lines an operation's pages and its first e-mail print beside each step (docs/product.md §2 confirmation):
 * the statement's price lines, the delivery fee and the deposit, with their pesos and the rate in a dollar operation
 * (docs/product.md §D3).
 */
export function summaryLines(statement: OperationStatement): PrintedLine[] {
  return [
    ...[...statement.price, statement.delivery].map((line) => printLine(line, statement.usdRate)),
    printLine(statement.deposit, statement.usdRate),
    ...usdRateLines(statement.rate),
  ];
}

/** The statement's parts, printed. */
export interface PrintedStatement {
  /** The unit's price lines, ending with 'Precio final'. */
  price: PrintedLine[];
  /** 'Entrega (se abona aparte)': the delivery fee, paid at the delivery. */
  delivery: PrintedLine;
  /** 'Precio final', how it is covered (cash, each used vehicle, the financing) and 'Saldo pendiente'. */
  payment: PrintedLine[];
  /** The deposit paid by card. */
  deposit: PrintedLine;
  /** What is paid at the delivery, part by part, then its total 'A pagar en la entrega' with what it is made of. */
  atDelivery: PrintedLine[];
  /** The rate's line in a dollar operation. */
  rate: PrintedLine[];
}

export function printStatement(statement: OperationStatement): PrintedStatement {
  const print = (line: Parameters<typeof printLine>[0]) => printLine(line, statement.usdRate);
  const finalPrice = statement.price.filter((line) => line.kind === 'total');
  return {
    price: statement.price.map(print),
    delivery: print(statement.delivery),
    payment: [...finalPrice, ...statement.payment, statement.pending].map((line) => {
      const printed = print(line);
      return line === finalPrice[0] ? { ...printed, label: 'Total a pagar' } : printed;
    }),
    deposit: print(statement.deposit),
    atDelivery: [...statement.atDeliveryParts, statement.atDelivery].map(print),
    rate: usdRateLines(statement.rate),
  };
}

import type { OperationAmounts } from '#domain/operation/operation';
import { type LineKind, lineAmount } from '#domain/operation/price-lines';
import './price-lines.css';

interface OperationFiguresProps {
  amounts: Pick<OperationAmounts, 'total' | 'cash' | 'used_vehicles' | 'credit' | 'pending'>;
  currency: 'ars' | 'usd';
  /** Announce the pending balance as it changes (the step where the buyer is covering it). */
  live?: boolean;
}

/** How the price is covered: the total, each part, and the balance still pending (docs/product.md §2 step 1). */
export function OperationFigures({ amounts, currency, live = false }: OperationFiguresProps) {
  const money = (amount: number, kind: LineKind = 'charge') =>
    lineAmount({ label: '', amount, currency, kind });
  return (
    <dl className="price-lines operation-figures">
      <div className="price-lines__total">
        <dt>Total a pagar</dt>
        <dd>{money(amounts.total)}</dd>
      </div>
      <div>
        <dt>Efectivo</dt>
        <dd>{money(amounts.cash, 'discount')}</dd>
      </div>
      <div>
        <dt>Vehículos usados</dt>
        <dd>{money(amounts.used_vehicles, 'discount')}</dd>
      </div>
      <div>
        <dt>Financiación</dt>
        <dd>{money(amounts.credit, 'discount')}</dd>
      </div>
      <div className="operation-figures__pending">
        <dt>Saldo pendiente</dt>
        <dd aria-live={live ? 'polite' : undefined} data-testid="saldo-pendiente">
          {money(amounts.pending)}
        </dd>
      </div>
    </dl>
  );
}

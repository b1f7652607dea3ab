import { formatMoney } from '../../../domain/money';
import type { OperationAmounts } from '../../../domain/operation';

const MINUS = '\u2212';

interface OperationFiguresProps {
  amounts: Pick<OperationAmounts, 'total' | 'cash' | 'used_vehicles' | 'credit' | 'pending'>;
  currency: string;
  /** Announce the pending balance as it changes (the step where the buyer is covering it). */
  live?: boolean;
}

/** How the price is covered: the total, each part, and the balance still pending (SPEC §2 step 1). */
export function OperationFigures({ amounts, currency, live = false }: OperationFiguresProps) {
  const money = (value: number) => formatMoney(value, currency);
  return (
    <dl className="price-lines operation-figures">
      <div className="price-lines__total">
        <dt>Total a pagar</dt>
        <dd>{money(amounts.total)}</dd>
      </div>
      <div>
        <dt>Efectivo</dt>
        <dd>{amounts.cash > 0 ? `${MINUS}${money(amounts.cash)}` : money(0)}</dd>
      </div>
      <div>
        <dt>Vehículos usados</dt>
        <dd>{amounts.used_vehicles > 0 ? `${MINUS}${money(amounts.used_vehicles)}` : money(0)}</dd>
      </div>
      <div>
        <dt>Financiación</dt>
        <dd>{amounts.credit > 0 ? `${MINUS}${money(amounts.credit)}` : money(0)}</dd>
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

import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { creditCost, creditCostText } from '#domain/catalogue/credit';
import {
  canAddUsedVehicle,
  cashReducedMessage,
  MAX_USED_VEHICLES,
  type OperationUsedVehicle,
  type OperationView,
  PENDING_MUST_BE_ZERO_MESSAGE,
  PENDING_WITH_USED_VEHICLE_MESSAGE,
  toVehicleCurrency,
  USED_VEHICLE_REMOVE_QUESTION,
} from '#domain/operation/operation';
import {
  canContinuePayment,
  capCashAmount,
  cashLimit,
  completeRemainingCash,
  pendingAmount,
} from '#domain/operation/payment-mode';
import type { PrintedLine } from '#domain/operation/price-lines';
import { formatMoney } from '#domain/shared/money';
import { formatNumber } from '#domain/shared/numbers';
import { AmountField } from '../../components/amount-field';
import { Button } from '../../components/button';
import { DealershipFrame } from './dealership-frame';
import { OperationAdjustments } from './operation-adjustments';
import { OperationFigures } from './operation-figures';
import { SaveStatus } from './save-status';
import { StepLink, type StepLinks } from './step-link';
import type { SummaryUnit } from './unit-summary';
import { UnitSummaryLater } from './unit-summary-later';
import { useOperation } from './use-operation';
// The unit's price lines arrive later (UnitSummaryLater); their stylesheet comes with the page.
import './price-lines.css';

/** docs/product.md §9: the cash amount is saved 500 ms after the buyer stops typing. */
export const CASH_SAVE_DELAY_MS = 500;

export interface PaymentModeData {
  brand: { id: number; name: string; styleKey: string };
  unit: SummaryUnit;
  summary: readonly PrintedLine[];
  operation: OperationView;
  steps: StepLinks;
  /** Used vehicles can be quoted online (the guide has prices). */
  usedVehiclesOnline: boolean;
  /** The brand offers credit plans for this unit; otherwise financing is 'Próximamente.' (docs/product.md §2: brand 6). */
  financingAvailable: boolean;
}

const cashShown = (amount: number) => (amount > 0 ? amount : null);

/** docs/product.md §2 step 1, Modo de pago: cash, up to three used vehicles and financing, until nothing is pending. */
export function PaymentModePage({
  brand,
  unit,
  summary,
  operation: loaded,
  steps,
  usedVehiclesOnline,
  financingAvailable,
}: PaymentModeData) {
  const navigate = useNavigate();
  const { operation, save, flush, saveState, refusal, notice, settled, pending } = useOperation(loaded);
  const [cash, setCash] = useState<number | null>(() => cashShown(loaded.cash_amount));
  const [removing, setRemoving] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);
  const editingCash = useRef(false);
  const { amounts, currency } = operation;

  // The server's cash (capped, docs/product.md §5 and docs/decisions/0014, or another tab's) replaces the typed figure
  // once it is saved and the buyer has left the field.
  const serverCash = operation.cash_amount;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each settled save shows the server's figure again.
  useEffect(() => {
    if (!editingCash.current) setCash(cashShown(serverCash));
  }, [serverCash, settled]);

  // docs/decisions/0014: the cash reaches at most what the used vehicles and the financing leave.
  const limit = cashLimit({
    total: amounts.total,
    usedVehicles: amounts.used_vehicles,
    credit: amounts.credit,
  });
  const cashAmount = Math.min(capCashAmount(cash ?? 0, amounts.total), limit);
  const cashOver = cash !== null && cash > limit;
  const figures = {
    ...amounts,
    cash: cashAmount,
    pending: pendingAmount({
      total: amounts.total,
      cash: cashAmount,
      usedVehicles: amounts.used_vehicles,
      credit: amounts.credit,
    }),
  };
  const usedCount = operation.used_vehicles.length;
  const canContinue = canContinuePayment({ pending: figures.pending, usedVehicleCount: usedCount });

  function typeCash(amount: number | null) {
    setCash(amount);
    void save({ cash_amount: amount === null ? '' : String(amount) }, CASH_SAVE_DELAY_MS);
  }

  function completeRemaining() {
    const amount = completeRemainingCash(cashAmount, figures.pending, amounts.total);
    setCash(cashShown(amount));
    void save({ cash_amount: amount });
  }

  function removeUsedVehicle(vehicle: OperationUsedVehicle) {
    setRemoving(null);
    void save({
      used_vehicles: operation.used_vehicles
        .filter((other) => other.valuation_id !== vehicle.valuation_id)
        .map((other) => ({ valuation_id: other.valuation_id })),
    });
  }

  async function continueToPersonalData() {
    setContinuing(true);
    const saved = await flush();
    setContinuing(false);
    if (saved) navigate(steps.personalData);
  }

  return (
    <DealershipFrame
      styleKey={brand.styleKey}
      step={1}
      title="Modo de pago"
      lead="Elegí cómo vas a pagar el resto: efectivo, tu usado o financiación."
      aside={<UnitSummaryLater unit={unit} lines={summary} />}
    >
      <section className="dealership__panel" aria-labelledby="efectivo-titulo">
        <h2 id="efectivo-titulo" className="dealership__subtitle">
          Efectivo
        </h2>
        <AmountField
          label="Monto en efectivo"
          name="cash_amount"
          value={cash}
          onValueChange={typeCash}
          onFocus={() => {
            editingCash.current = true;
          }}
          onBlur={() => {
            editingCash.current = false;
            if (!pending()) setCash(cashShown(serverCash));
          }}
          helpText={
            cashOver
              ? cashReducedMessage(formatMoney(limit, currency))
              : `Hasta ${formatMoney(limit, currency)}.`
          }
        />
        <Button variant="secondary" onClick={completeRemaining} disabled={figures.pending === 0}>
          Completar Restante
        </Button>
      </section>

      <section className="dealership__panel" aria-labelledby="usados-titulo">
        <h2 id="usados-titulo" className="dealership__subtitle">
          Vehículos usados
        </h2>
        {usedCount > 0 && (
          <ul className="used-list">
            {operation.used_vehicles.map((vehicle) => (
              <li key={vehicle.valuation_id} className="used-list__item">
                <p className="used-list__name">
                  {vehicle.brand} {vehicle.model} {vehicle.vehicle}
                </p>
                <p className="used-list__facts">
                  {vehicle.year} · {formatNumber(vehicle.kms)} km
                </p>
                <p className="used-list__value">
                  Cotización: {formatMoney(vehicle.valuation, 'ars')}
                  {currency === 'usd' && operation.usd_rate
                    ? ` (${formatMoney(toVehicleCurrency(vehicle.valuation, operation.usd_rate), currency)})`
                    : ''}
                </p>
                {removing === vehicle.valuation_id ? (
                  <fieldset className="used-list__confirm">
                    <legend>{USED_VEHICLE_REMOVE_QUESTION}</legend>
                    <Button size="sm" onClick={() => removeUsedVehicle(vehicle)}>
                      Sí, remover
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(null)}>
                      No
                    </Button>
                  </fieldset>
                ) : (
                  <Button size="sm" variant="ghost" onClick={() => setRemoving(vehicle.valuation_id)}>
                    Remover
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {!usedVehiclesOnline ? (
          <p className="dealership__note">No disponible online.</p>
        ) : canAddUsedVehicle(usedCount) ? (
          <StepLink to={steps.usedVehicle} flush={flush} variant="secondary">
            Agregar vehículo usado
          </StepLink>
        ) : (
          <p className="dealership__note">Podés agregar hasta {MAX_USED_VEHICLES} vehículos usados.</p>
        )}
      </section>

      <section className="dealership__panel" aria-labelledby="financiacion-titulo">
        <h2 id="financiacion-titulo" className="dealership__subtitle">
          Financiación
        </h2>
        {!financingAvailable ? (
          <p className="dealership__note">Próximamente.</p>
        ) : operation.credit_id > 0 ? (
          <>
            <p className="credit-choice">
              {operation.credit_name} ({operation.credit_bank}): {formatMoney(operation.credit_amount, 'ars')}{' '}
              en{' '}
              {creditCostText(
                creditCost(
                  operation.credit_avg_installment,
                  operation.credit_installments,
                  operation.credit_rate_pct,
                ),
              )}
            </p>
            <StepLink to={steps.credit} flush={flush} variant="secondary">
              Cambiar financiación
            </StepLink>
          </>
        ) : (
          <StepLink to={steps.credit} flush={flush} variant="secondary">
            Agregar financiación
          </StepLink>
        )}
      </section>

      <section className="dealership__panel" aria-label="Resumen del pago">
        <OperationFigures amounts={figures} currency={currency} live />
        <OperationAdjustments operation={operation} loaded={loaded} />
        {/* What lets the buyer continue, as it stands: the balance at $0, or a used vehicle (docs/product.md §2). */}
        {usedCount === 0 ? (
          <p className="dealership__instruction">{PENDING_MUST_BE_ZERO_MESSAGE}</p>
        ) : (
          figures.pending > 0 && (
            <p className="dealership__instruction">{PENDING_WITH_USED_VEHICLE_MESSAGE}</p>
          )
        )}
      </section>

      <div className="dealership__actions">
        <Button onClick={continueToPersonalData} disabled={!canContinue || continuing}>
          Continuar
        </Button>
        <SaveStatus state={saveState} refusal={refusal} notice={notice} />
      </div>
    </DealershipFrame>
  );
}

import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CreditPlan } from '#domain/catalogue/catalogue';
import {
  costoFinancieroTotal,
  creditCost,
  creditCostText,
  effectiveAnnualRate,
  formatRate,
  NO_CREDIT_MESSAGE,
} from '#domain/catalogue/credit';
import { toggleCreditPlan } from '#domain/operation/credit-selection';
import {
  creditHeldToOwedMessage,
  type OperationView,
  owedAfterUsedVehicles,
  toPesos,
} from '#domain/operation/operation';
import type { PrintedLine } from '#domain/operation/price-lines';
import { formatMoney } from '#domain/shared/money';
import { withQuery } from '#domain/shared/url-query';
import { AmountField } from '../../components/amount-field';
import { Button } from '../../components/button';
import { Loader } from '../../components/loader';
import { DealershipFrame } from './dealership-frame';
import { carryAdjustments, OperationAdjustments } from './operation-adjustments';
import { call, DEALERSHIP_API } from './operation-api';
import { SaveStatus } from './save-status';
import type { StepLinks } from './step-link';
import type { SummaryUnit } from './unit-summary';
import { UnitSummaryLater } from './unit-summary-later';
import { useOperation } from './use-operation';
// The unit's price lines arrive later (UnitSummaryLater); their stylesheet comes with the page.
import './price-lines.css';

/** Plans that can finance `loanAmount` pesos of this unit; an empty list when none can. */
const findCreditPlans = (brandId: number, stockId: number, loanAmount?: number) =>
  call<CreditPlan[]>(
    withQuery(DEALERSHIP_API.creditFind, { brand_id: brandId, vehicle: stockId, loan_amount: loanAmount }),
  );

/** The plans are asked for, and a chosen plan's amount saved, once the buyer pauses typing the amount. */
const AMOUNT_LOOKUP_DELAY_MS = 500;

export interface CreditData {
  brand: { id: number; name: string; styleKey: string };
  unit: SummaryUnit;
  summary: readonly PrintedLine[];
  operation: OperationView;
  steps: StepLinks;
}

type PlansState = 'requesting' | 'loaded' | 'failed';

/**
 * docs/product.md §2 credit selection: the amount to finance, the plans that can lend it, 'Agregar financiación' or 'Volver sin
 * financiación'. docs/product.md §4: choosing the selected plan again clears the financing; choosing another stores it. The amount
 * financed is the one typed here, within the plan's maximum and what is still owed (docs/decisions/0014; the server
 * recomputes it), so the card, the summary and the e-mails show one amount and one installment.
 */
export function CreditPage({ brand, unit, summary, operation: loaded, steps }: CreditData) {
  const navigate = useNavigate();
  const { operation, save, flush, saveState, refusal, latest, notice } = useOperation(loaded);
  const [amount, setAmount] = useState<number | null>(() => {
    if (loaded.credit_amount > 0) return loaded.credit_requested_amount || loaded.credit_amount;
    return toPesos(loaded.amounts.pending + loaded.amounts.credit, loaded.usd_rate);
  });
  const [plans, setPlans] = useState<CreditPlan[]>([]);
  const [plansState, setPlansState] = useState<PlansState>('requesting');
  const [leaving, setLeaving] = useState(false);
  const { amounts } = operation;
  // docs/decisions/0014: financing reaches at most what the used vehicles leave to pay, so the cards quote that amount.
  const owedPesos = toPesos(owedAfterUsedVehicles(amounts.total, amounts.used_vehicles), operation.usd_rate);
  const typed = amount ?? 0;
  const pesos = Math.min(typed, owedPesos);

  useEffect(() => {
    let active = true;
    setPlansState('requesting');
    const timer = setTimeout(() => {
      findCreditPlans(brand.id, operation.stock_id, pesos > 0 ? pesos : undefined).then(
        (found) => {
          if (!active) return;
          setPlans(found);
          setPlansState('loaded');
        },
        (error: unknown) => {
          console.error(error);
          if (active) setPlansState('failed');
        },
      );
    }, AMOUNT_LOOKUP_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [brand.id, operation.stock_id, pesos]);

  // The server held the figure to the plan or to the balance and said why: the field shows what is financed.
  useEffect(() => {
    if (operation.adjustments.some((adjustment) => adjustment.field === 'credit_amount')) {
      setAmount(operation.credit_amount > 0 ? operation.credit_amount : null);
    }
  }, [operation]);

  function typeAmount(next: number | null) {
    setAmount(next);
    if (operation.credit_id > 0) void save({ credit_amount: next ?? 0 }, AMOUNT_LOOKUP_DELAY_MS);
  }

  function choose(plan: CreditPlan) {
    void save({ credit_id: toggleCreditPlan(operation, plan, pesos).credit_id, credit_amount: typed });
  }

  async function leave(withoutCredit: boolean) {
    setLeaving(true);
    const saved = withoutCredit ? await save({ credit_id: 0 }) : await flush();
    setLeaving(false);
    if (saved) navigate(steps.paymentMode, { state: carryAdjustments(latest()) });
  }

  return (
    <DealershipFrame
      styleKey={brand.styleKey}
      step={1}
      title="Financiación"
      lead="Indicá cuánto querés financiar y elegí un plan."
      aside={<UnitSummaryLater unit={unit} lines={summary} />}
    >
      <div className="dealership__panel">
        <AmountField
          label="Monto a financiar (en pesos)"
          name="loan_amount"
          value={amount}
          onValueChange={typeAmount}
          helpText={
            typed > owedPesos
              ? creditHeldToOwedMessage(formatMoney(owedPesos, 'ars'))
              : `Hasta ${formatMoney(owedPesos, 'ars')}, lo que queda por pagar después de tus usados.`
          }
        />
      </div>

      <section
        className="dealership__panel"
        aria-labelledby="planes-titulo"
        aria-busy={plansState === 'requesting'}
      >
        <h2 id="planes-titulo" className="dealership__subtitle">
          Planes disponibles
        </h2>
        {plansState === 'requesting' ? (
          <Loader message="Buscando planes…" />
        ) : plansState === 'failed' ? (
          <p className="dealership__error">No pudimos cargar los planes. Probá de nuevo en unos minutos.</p>
        ) : plans.length === 0 ? (
          <p className="dealership__note" role="status">
            {NO_CREDIT_MESSAGE}
          </p>
        ) : (
          <ul className="credit-plans">
            {plans.map((plan) => {
              const selected = operation.credit_id === plan.id;
              return (
                <li key={plan.id}>
                  <button
                    type="button"
                    className={`credit-plan${selected ? ' credit-plan--selected' : ''}`}
                    aria-pressed={selected}
                    onClick={() => choose(plan)}
                  >
                    <span className="credit-plan__bank">{plan.bank}</span>
                    <span className="credit-plan__name">{plan.name}</span>
                    <span className="credit-plan__terms">
                      {plan.months} cuotas de {formatMoney(plan.avg_installment, 'ars')} (IVA sobre los
                      intereses incluido)
                    </span>
                    <span className="credit-plan__total">
                      Total a devolver: {formatMoney(plan.avg_installment * plan.months, 'ars')}
                    </span>
                    <span className="credit-plan__max">Hasta {formatMoney(plan.financed_max, 'ars')}</span>
                    <span className="credit-plan__rate">
                      TNA {formatRate(plan.annual_rate)} · TEA{' '}
                      {formatRate(effectiveAnnualRate(plan.annual_rate))}
                    </span>
                    <span className="credit-plan__cft">
                      CFT {formatRate(costoFinancieroTotal(plan.annual_rate))} (con IVA)
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {operation.credit_id > 0 && (
          <p className="credit-choice" role="status">
            Elegiste {operation.credit_name}: {formatMoney(operation.credit_amount, 'ars')} en{' '}
            {creditCostText(
              creditCost(
                operation.credit_avg_installment,
                operation.credit_installments,
                operation.credit_rate_pct,
              ),
            )}
          </p>
        )}
        <OperationAdjustments operation={operation} loaded={loaded} />
      </section>

      <div className="dealership__actions">
        <Button onClick={() => leave(false)} disabled={operation.credit_id === 0 || leaving}>
          Agregar financiación
        </Button>
        <Button variant="secondary" onClick={() => leave(true)} disabled={leaving}>
          Volver sin financiación
        </Button>
        <SaveStatus state={saveState} refusal={refusal} notice={notice} />
      </div>
    </DealershipFrame>
  );
}

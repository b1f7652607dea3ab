import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CreditPlan } from '../../../domain/catalogue';
import { NO_CREDIT_MESSAGE } from '../../../domain/credit';
import { dealershipPaths } from '../../../domain/dealership-paths';
import { formatMoney } from '../../../domain/money';
import { type OperationView, toggleCreditPlan, toPesos } from '../../../domain/operation';
import { parseAmount } from '../../../domain/parse-amount';
import { Button } from '../../components/button';
import { Loader } from '../../components/loader';
import { TextField } from '../../components/text-field';
import { DealershipFrame } from './dealership-frame';
import { findCreditPlans } from './operation-api';
import { SaveStatus } from './save-status';
import { type SummaryUnit, UnitSummary } from './unit-summary';
import { useOperation } from './use-operation';

/** The plans are asked for once the buyer pauses typing the amount. */
const AMOUNT_LOOKUP_DELAY_MS = 500;

export interface CreditData {
  brand: { id: number; name: string; styleKey: string };
  unit: SummaryUnit;
  operation: OperationView;
}

type PlansState = 'requesting' | 'loaded' | 'failed';

/** SPEC §5: the amount to finance is parsed as a number; an unreadable one is 0. */
const loanAmount = (text: string) => Math.max(0, Math.round(parseAmount(text) ?? 0));

/**
 * SPEC §2 credit selection: the amount to finance, the plans that can lend it, 'Agregar financiación' or 'Volver sin
 * financiación'. SPEC §4: choosing the selected plan again clears the financing; choosing another stores it at its
 * maximum (the server computes that maximum, DECISIONS §2 and §10).
 */
export function CreditPage({ brand, unit, operation: loaded }: CreditData) {
  const navigate = useNavigate();
  const { operation, save, flush, saveState, refusal } = useOperation(loaded);
  const [amount, setAmount] = useState(() => {
    const needed = loaded.amounts.pending + loaded.amounts.credit;
    return String(loaded.credit_amount > 0 ? loaded.credit_amount : toPesos(needed, loaded.usd_rate));
  });
  const [plans, setPlans] = useState<CreditPlan[]>([]);
  const [plansState, setPlansState] = useState<PlansState>('requesting');
  const [leaving, setLeaving] = useState(false);
  const pesos = loanAmount(amount);
  const { code } = operation;

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

  function choose(plan: CreditPlan) {
    void save({ credit_id: toggleCreditPlan(operation, plan).credit_id });
  }

  async function leave(withoutCredit: boolean) {
    setLeaving(true);
    const saved = withoutCredit ? await save({ credit_id: 0 }) : await flush();
    setLeaving(false);
    if (saved) navigate(dealershipPaths.paymentMode(code));
  }

  return (
    <DealershipFrame
      styleKey={brand.styleKey}
      step={1}
      title="Financiación"
      lead="Indicá cuánto querés financiar y elegí un plan."
      aside={<UnitSummary unit={unit} deposit={operation.deposit} promotion={operation.promotion} />}
    >
      <div className="dealership__panel">
        <TextField
          label="Monto a financiar (en pesos)"
          name="loan_amount"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          helpText={pesos > 0 ? formatMoney(pesos, 'ars') : undefined}
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
                      {plan.months} cuotas de {formatMoney(plan.avg_installment, 'ars')} (promedio)
                    </span>
                    <span className="credit-plan__max">Hasta {formatMoney(plan.financed_max, 'ars')}</span>
                    <span className="credit-plan__rate">TNA {plan.annual_rate}%</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {operation.credit_id > 0 && (
          <p className="credit-choice" role="status">
            Elegiste {operation.credit_name}: {formatMoney(operation.credit_amount, 'ars')} en{' '}
            {operation.credit_installments} cuotas.
          </p>
        )}
      </section>

      <div className="dealership__actions">
        <Button onClick={() => leave(false)} disabled={operation.credit_id === 0 || leaving}>
          Agregar financiación
        </Button>
        <Button variant="secondary" onClick={() => leave(true)} disabled={leaving}>
          Volver sin financiación
        </Button>
        <SaveStatus state={saveState} refusal={refusal} />
      </div>
    </DealershipFrame>
  );
}

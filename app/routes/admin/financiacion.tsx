import { data } from 'react-router';
import { CONFIRMED_FIELD } from '#domain/back-office/confirmations';
import { NEW_CREDIT_PLAN_PATH } from '#domain/back-office/credit-plan-editing';
import { localDate } from '#domain/shared/mendoza-time';
import { ButtonLink } from '../../components/button';
import { financingEditingContext } from '../../context';
import { CreditPlanItem } from '../../features/back-office/financing/credit-plan-item';
import { UsdRateSection } from '../../features/back-office/financing/usd-rate-section';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { ConfirmationCardLater, RemovedRecords } from '../../features/back-office/panel/editing-page';
import {
  type FormAnswer,
  postedForm,
  refusalOf,
  textOf,
} from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/financiacion';

export const meta = () => adminMeta('Financiación');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const financing = args.context.get(financingEditingContext);
  const [plans, rates] = await Promise.all([financing.plans(actor), financing.usdRates(actor)]);
  return { plans, rates, today: localDate(new Date()) };
}

interface FinancingAnswer extends FormAnswer {
  /** The rate form's text after a refusal. */
  rate?: { value: string; date: string };
  /** What a confirmation posts again (the rate's form, or the earlier rate to go back to). */
  values?: Record<string, string>;
}

/** A new dollar rate, an earlier one again ("Volver a esta cotización"), or a removed plan restored from "Eliminados". */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const financing = args.context.get(financingEditingContext);
  const form = await postedForm(args.request);
  const intent = form.get('intent');
  const id = Number(form.get('id'));
  const rate = { value: textOf(form, 'value'), date: textOf(form, 'date') };
  const confirmation = { [CONFIRMED_FIELD]: textOf(form, CONFIRMED_FIELD) };
  const validId = Number.isSafeInteger(id) && id > 0;
  const result =
    intent === 'usd-rate'
      ? await financing.addUsdRate(actor, { ...rate, ...confirmation })
      : intent === 'restore-rate' && validId
        ? await financing.restoreUsdRate(actor, id, confirmation)
        : intent === 'restore-plan' && validId
          ? await financing.restorePlan(actor, id)
          : ({ ok: false, status: 400, message: 'No reconocemos esa acción. Recargá la página.' } as const);
  if (result.ok) return data<FinancingAnswer>({ ok: true, message: result.message });
  const values: Record<string, string> | undefined =
    intent === 'usd-rate'
      ? { intent, ...rate }
      : intent === 'restore-rate'
        ? { intent, id: String(id) }
        : undefined;
  return data<FinancingAnswer>(
    { ...refusalOf(result), ...(intent === 'usd-rate' ? { rate } : {}), ...(values ? { values } : {}) },
    { status: result.status },
  );
}

export default function Financing({ loaderData, actionData }: Route.ComponentProps) {
  const current = loaderData.plans.filter((plan) => !plan.deletedAt);
  const removed = loaderData.plans.filter((plan) => plan.deletedAt);
  return (
    <>
      <AdminPageHeader
        title="Financiación"
        lead="Los planes de crédito que ofrece la reserva online y la cotización del dólar con la que se convierten los precios."
      />
      <ActionNotice result={actionData ?? null} />
      <ConfirmationCardLater confirm={actionData?.confirm} values={actionData?.values} />
      <UsdRateSection
        rates={loaderData.rates}
        today={loaderData.today}
        values={actionData?.rate ?? {}}
        errors={actionData?.rate ? (actionData.fieldErrors ?? {}) : {}}
      />
      <section className="admin-card" aria-labelledby="planes">
        <div className="admin-results__head">
          <h2 id="planes">Planes de crédito ({current.length})</h2>
          <ButtonLink to={NEW_CREDIT_PLAN_PATH} size="sm">
            Nuevo plan
          </ButtonLink>
        </div>
        {current.length === 0 ? (
          <p>Todavía no hay planes. Creá el primero con «Nuevo plan».</p>
        ) : (
          <ol className="admin-list">
            {current.map((plan) => (
              <CreditPlanItem key={plan.id} plan={plan} />
            ))}
          </ol>
        )}
      </section>
      <RemovedRecords
        id="planes-eliminados"
        title="Eliminados"
        count={removed.length}
        note="No se ofrecen en el sitio. Restauralos para volver a ofrecerlos o editarlos."
      >
        {removed.map((plan) => (
          <CreditPlanItem key={plan.id} plan={plan} />
        ))}
      </RemovedRecords>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

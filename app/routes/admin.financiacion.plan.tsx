import { data, Link, useSearchParams } from 'react-router';
import { FINANCING_PATH } from '#domain/credit-plan-editing';
import { financingEditingContext } from '../context';
import { FormActions } from '../features/admin/admin-fields';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { StaffForm } from '../features/admin/csrf';
import { type FormAnswer, postedForm, refusalOf } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import {
  CreditPlanFields,
  type CreditPlanValues,
  creditPlanValues,
} from '../features/admin-financing/credit-plan-fields';
import { IntentButton, recordIdOf, textFieldsOf } from '../features/admin-site/editing-pieces';
import type { Route } from './+types/admin.financiacion.plan';

const NOT_FOUND = 'No encontramos ese plan de crédito.';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.plan.name ?? 'Plan de crédito');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const plan = await args.context
    .get(financingEditingContext)
    .plan(actor, recordIdOf(args.params.id, NOT_FOUND));
  if (!plan) throw data({ message: NOT_FOUND }, { status: 404 });
  return { plan };
}

/** One form per change: `intent` says which (change, remove, restore). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const id = recordIdOf(args.params.id, NOT_FOUND);
  const financing = args.context.get(financingEditingContext);
  const form = await postedForm(args.request);
  const intent = form.get('intent');
  const values = intent === 'change' ? textFieldsOf(form) : undefined;
  const result =
    intent === 'change'
      ? await financing.changePlan(actor, id, values)
      : intent === 'remove'
        ? await financing.removePlan(actor, id)
        : intent === 'restore'
          ? await financing.restorePlan(actor, id)
          : ({ ok: false, status: 400, message: 'No reconocemos esa acción. Recargá la página.' } as const);
  if (result.ok) return data<FormAnswer>({ ok: true, message: result.message });
  return data<FormAnswer & { values?: CreditPlanValues }>(
    { ...refusalOf(result), ...(values ? { values } : {}) },
    { status: result.status },
  );
}

export default function EditCreditPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { plan } = loaderData;
  const [search] = useSearchParams();
  const created = search.get('nuevo') === '1' && !actionData;
  const typed = actionData && 'values' in actionData ? actionData.values : undefined;
  return (
    <>
      <p>
        <Link to={FINANCING_PATH}>← Financiación</Link>
      </p>
      <AdminPageHeader title={plan.name} lead={`${plan.bank} · ${plan.brandName}`} />
      <ActionNotice
        result={actionData ?? (created ? { ok: true, message: `Creamos el plan ${plan.name}.` } : null)}
      />
      {plan.deletedAt ? (
        <section className="admin-card" aria-labelledby="eliminado">
          <h2 id="eliminado">Plan eliminado</h2>
          <p>No se ofrece en el sitio. Restauralo para volver a ofrecerlo o editarlo.</p>
          <IntentButton intent="restore">Restaurar el plan</IntentButton>
        </section>
      ) : (
        <>
          <section className="admin-card" aria-labelledby="datos-plan">
            <h2 id="datos-plan">Datos del plan</h2>
            <StaffForm className="admin-form" noValidate>
              <input type="hidden" name="intent" value="change" />
              <CreditPlanFields
                idPrefix="plan"
                values={typed ?? creditPlanValues(plan)}
                errors={actionData?.fieldErrors ?? {}}
              />
              <FormActions submitLabel="Guardar los cambios" />
            </StaffForm>
          </section>
          <section className="admin-card" aria-labelledby="eliminar">
            <h2 id="eliminar">Eliminar</h2>
            <p>
              Deja de ofrecerse en el sitio en el momento. Las reservas que ya lo eligieron lo conservan, y
              podés restaurarlo desde «Eliminados».
            </p>
            <IntentButton intent="remove">Eliminar el plan</IntentButton>
          </section>
        </>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

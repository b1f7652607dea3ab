import { useSearchParams } from 'react-router';
import { FINANCING_PATH } from '#domain/credit-plan-editing';
import { financingEditingContext } from '../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../features/admin/admin-frame';
import { ChangeCard, IntentCard, noticeOf } from '../features/admin/editing-page';
import { recordIdOf } from '../features/admin/editing-pieces';
import { answerIntent, recordOf } from '../features/admin/editing-route.server';
import { postedForm } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { CreditPlanFields, creditPlanValues } from '../features/admin-financing/credit-plan-fields';
import type { Route } from './+types/admin.financiacion.plan';

const NOT_FOUND = 'No encontramos ese plan de crédito.';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.plan.name ?? 'Plan de crédito');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const plan = await recordOf(args.params.id, NOT_FOUND, (id) =>
    args.context.get(financingEditingContext).plan(actor, id),
  );
  return { plan };
}

/** One form per change: `intent` says which (change, remove, restore). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const id = recordIdOf(args.params.id, NOT_FOUND);
  const financing = args.context.get(financingEditingContext);
  return answerIntent(await postedForm(args.request), {
    change: (values) => financing.changePlan(actor, id, values),
    remove: () => financing.removePlan(actor, id),
    restore: () => financing.restorePlan(actor, id),
  });
}

export default function EditCreditPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { plan } = loaderData;
  const [search] = useSearchParams();
  const created = search.get('nuevo') === '1';
  return (
    <>
      <BackLink to={FINANCING_PATH} label="Financiación" />
      <AdminPageHeader title={plan.name} lead={`${plan.bank} · ${plan.brandName}`} />
      <ActionNotice result={noticeOf(actionData, created && `Creamos el plan ${plan.name}.`)} />
      {plan.deletedAt ? (
        <IntentCard id="eliminado" title="Plan eliminado" intent="restore" button="Restaurar el plan">
          No se ofrece en el sitio. Restauralo para volver a ofrecerlo o editarlo.
        </IntentCard>
      ) : (
        <>
          <ChangeCard id="datos-plan" title="Datos del plan">
            <CreditPlanFields
              idPrefix="plan"
              values={actionData?.values ?? creditPlanValues(plan)}
              errors={actionData?.fieldErrors ?? {}}
            />
          </ChangeCard>
          <IntentCard id="eliminar" title="Eliminar" intent="remove" button="Eliminar el plan">
            Deja de ofrecerse en el sitio en el momento. Las reservas que ya lo eligieron lo conservan, y
            podés restaurarlo desde «Eliminados».
          </IntentCard>
        </>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

import { FINANCING_PATH } from '#domain/back-office/credit-plan-editing';
import { financingEditingContext } from '../../context';
import { CreditPlanFields, creditPlanValues } from '../../features/back-office/financing/credit-plan-fields';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { ChangeCard, IntentCard, noticeOf } from '../../features/back-office/panel/editing-page';
import { recordPageRoute } from '../../features/back-office/panel/editing-route.server';
import type { Route } from './+types/financiacion.plan';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData?.record.name ?? 'Plan de crédito');

/** One form per change: `intent` says which (change, remove, restore). */
const planPage = recordPageRoute({
  permission: 'prices.edit',
  section: financingEditingContext,
  notFound: 'No encontramos ese plan de crédito.',
  find: (financing, actor, id) => financing.plan(actor, id),
  createdMarker: 'nuevo',
  intents: ({ section: financing, actor, id }) => ({
    change: (values) => financing.changePlan(actor, id, values),
    remove: () => financing.removePlan(actor, id),
    restore: () => financing.restorePlan(actor, id),
  }),
});

export const loader = planPage.loader;
export const action = planPage.action;

export default function EditCreditPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { record: plan, created } = loaderData;
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

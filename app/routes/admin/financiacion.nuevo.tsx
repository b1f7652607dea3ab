import { creditPlanPath, FINANCING_PATH } from '#domain/back-office/credit-plan-editing';
import { financingEditingContext } from '../../context';
import {
  CreditPlanFields,
  NEW_CREDIT_PLAN_VALUES,
} from '../../features/back-office/financing/credit-plan-fields';
import { AdminErrorBoundary, adminMeta } from '../../features/back-office/panel/admin-frame';
import { NewRecordPage } from '../../features/back-office/panel/editing-page';
import { newRecordRoute } from '../../features/back-office/panel/editing-route.server';
import type { Route } from './+types/financiacion.nuevo';

export const meta = () => adminMeta('Nuevo plan de crédito');

const newCreditPlan = newRecordRoute({
  permission: 'prices.edit',
  create: ({ context, actor, values }) => context.get(financingEditingContext).createPlan(actor, values),
  pageOf: (id) => `${creditPlanPath(id)}?nuevo=1`,
});

export const loader = newCreditPlan.loader;
export const action = newCreditPlan.action;

export default function NewCreditPlan({ actionData }: Route.ComponentProps) {
  return (
    <NewRecordPage
      back={{ to: FINANCING_PATH, label: 'Financiación' }}
      title="Nuevo plan de crédito"
      card={{ id: 'datos-plan', title: 'Datos del plan' }}
      answer={actionData}
      submitLabel="Crear el plan"
    >
      <CreditPlanFields
        idPrefix="nuevo-plan"
        values={actionData?.values ?? NEW_CREDIT_PLAN_VALUES}
        errors={actionData?.fieldErrors ?? {}}
      />
    </NewRecordPage>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

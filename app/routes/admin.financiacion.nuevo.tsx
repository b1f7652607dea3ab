import { data, Link, redirect } from 'react-router';
import { creditPlanPath, FINANCING_PATH } from '#domain/credit-plan-editing';
import { financingEditingContext } from '../context';
import { FormActions } from '../features/admin/admin-fields';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { StaffForm } from '../features/admin/csrf';
import { type FormAnswer, postedForm, refusalOf } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import {
  CreditPlanFields,
  type CreditPlanValues,
  NEW_CREDIT_PLAN_VALUES,
} from '../features/admin-financing/credit-plan-fields';
import { textFieldsOf } from '../features/admin-site/editing-pieces';
import type { Route } from './+types/admin.financiacion.nuevo';

export const meta = () => adminMeta('Nuevo plan de crédito');

export function loader(args: Route.LoaderArgs) {
  requireStaff(args, 'prices.edit');
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const values = textFieldsOf(await postedForm(args.request));
  const result = await args.context.get(financingEditingContext).createPlan(actor, values);
  if (result.ok) throw redirect(`${creditPlanPath(result.id)}?nuevo=1`);
  return data<FormAnswer & { values: CreditPlanValues }>(
    { ...refusalOf(result), values },
    { status: result.status },
  );
}

export default function NewCreditPlan({ actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={FINANCING_PATH}>← Financiación</Link>
      </p>
      <AdminPageHeader title="Nuevo plan de crédito" />
      <section className="admin-card" aria-labelledby="datos-plan">
        <h2 id="datos-plan">Datos del plan</h2>
        <ActionNotice result={actionData ?? null} />
        <StaffForm className="admin-form" noValidate>
          <CreditPlanFields
            idPrefix="nuevo-plan"
            values={actionData?.values ?? NEW_CREDIT_PLAN_VALUES}
            errors={actionData?.fieldErrors ?? {}}
          />
          <FormActions submitLabel="Crear el plan" />
        </StaffForm>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

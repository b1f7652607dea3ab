import { data, Link, redirect } from 'react-router';
import { promotionPath } from '#domain/promotion-editing';
import { STAFF_PATHS } from '#domain/staff-accounts';
import { promotionEditingContext } from '../context';
import { FormActions } from '../features/admin/admin-fields';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { StaffForm } from '../features/admin/csrf';
import { type FormAnswer, postedForm, refusalOf } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import {
  newPromotionValues,
  PromotionFields,
  type PromotionValues,
} from '../features/admin-promotions/promotion-fields';
import { textFieldsOf } from '../features/admin-site/editing-pieces';
import type { Route } from './+types/admin.promociones.nueva';

export const meta = () => adminMeta('Nueva promoción');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  return {
    families: await args.context.get(promotionEditingContext).families(actor),
    values: newPromotionValues(new Date()),
  };
}

/** Saves the promotion and opens it; its code works from its start. */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const values = textFieldsOf(await postedForm(args.request));
  const result = await args.context.get(promotionEditingContext).create(actor, values);
  if (result.ok) throw redirect(`${promotionPath(result.id)}?nueva=1`);
  return data<FormAnswer & { values: PromotionValues }>(
    { ...refusalOf(result), values },
    { status: result.status },
  );
}

export default function NewPromotion({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.promotions}>← Promociones</Link>
      </p>
      <AdminPageHeader title="Nueva promoción" />
      <section className="admin-card" aria-labelledby="datos-promocion">
        <h2 id="datos-promocion">Datos de la promoción</h2>
        <ActionNotice result={actionData ?? null} />
        <StaffForm className="admin-form" noValidate>
          <PromotionFields
            idPrefix="nueva-promocion"
            values={actionData?.values ?? loaderData.values}
            errors={actionData?.fieldErrors ?? {}}
            families={loaderData.families}
          />
          <FormActions submitLabel="Crear la promoción" />
        </StaffForm>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

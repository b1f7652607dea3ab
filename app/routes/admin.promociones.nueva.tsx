import { promotionPath } from '#domain/promotion-editing';
import { STAFF_PATHS } from '#domain/staff-accounts';
import { promotionEditingContext } from '../context';
import { AdminErrorBoundary, adminMeta } from '../features/admin/admin-frame';
import { NewRecordPage } from '../features/admin/editing-page';
import { createAndOpen } from '../features/admin/editing-route.server';
import { postedForm } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { newPromotionValues, PromotionFields } from '../features/admin-promotions/promotion-fields';
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
  return createAndOpen(
    await postedForm(args.request),
    (values) => args.context.get(promotionEditingContext).create(actor, values),
    (id) => `${promotionPath(id)}?nueva=1`,
  );
}

export default function NewPromotion({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewRecordPage
      back={{ to: STAFF_PATHS.promotions, label: 'Promociones' }}
      title="Nueva promoción"
      card={{ id: 'datos-promocion', title: 'Datos de la promoción' }}
      answer={actionData}
      submitLabel="Crear la promoción"
    >
      <PromotionFields
        idPrefix="nueva-promocion"
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.fieldErrors ?? {}}
        families={loaderData.families}
      />
    </NewRecordPage>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

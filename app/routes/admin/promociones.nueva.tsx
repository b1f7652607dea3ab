import { promotionPath } from '#domain/back-office/promotion-editing';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { promotionEditingContext } from '../../context';
import { AdminErrorBoundary, adminMeta } from '../../features/back-office/panel/admin-frame';
import { NewRecordPage } from '../../features/back-office/panel/editing-page';
import { newRecordRoute } from '../../features/back-office/panel/editing-route.server';
import { PromotionFieldsLater } from '../../features/back-office/promotions/promotion-fields-later';
import { newPromotionValues } from '../../features/back-office/promotions/promotion-values';
import type { Route } from './+types/promociones.nueva';

export const meta = () => adminMeta('Nueva promoción');

/** Saves the promotion and opens it; its code works from its start. */
const newPromotion = newRecordRoute({
  permission: 'prices.edit',
  load: async ({ context, actor }) => ({
    families: await context.get(promotionEditingContext).families(actor),
    values: newPromotionValues(new Date()),
  }),
  create: ({ context, actor, values }) => context.get(promotionEditingContext).create(actor, values),
  pageOf: (id) => `${promotionPath(id)}?nueva=1`,
});

export const loader = newPromotion.loader;
export const action = newPromotion.action;

export default function NewPromotion({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewRecordPage
      back={{ to: STAFF_PATHS.promotions, label: 'Promociones' }}
      title="Nueva promoción"
      card={{ id: 'datos-promocion', title: 'Datos de la promoción' }}
      answer={actionData}
      submitLabel="Crear la promoción"
    >
      <PromotionFieldsLater
        idPrefix="nueva-promocion"
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.fieldErrors ?? {}}
        families={loaderData.families}
      />
    </NewRecordPage>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

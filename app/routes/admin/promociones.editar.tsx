import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { promotionEditingContext } from '../../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { Amount } from '../../features/back-office/panel/admin-list';
import {
  ChangeCard,
  ConfirmationCardLater,
  IntentCard,
  noticeOf,
} from '../../features/back-office/panel/editing-page';
import { recordPageRoute, removalSteps } from '../../features/back-office/panel/editing-route.server';
import { PromotionFieldsLater } from '../../features/back-office/promotions/promotion-fields-later';
import {
  PromotionBadge,
  promotionValueText,
  usageText,
} from '../../features/back-office/promotions/promotion-item';
import { promotionValues } from '../../features/back-office/promotions/promotion-values';
import type { Route } from './+types/promociones.editar';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.record.code ?? 'Promoción');

/** One form per change: `intent` says which (change, remove, restore). */
const promotionPage = recordPageRoute({
  permission: 'prices.edit',
  section: promotionEditingContext,
  notFound: 'No encontramos esa promoción.',
  find: (promotions, actor, id) => promotions.promotion(actor, id),
  createdMarker: 'nueva',
  load: async (promotions, actor) => ({ families: await promotions.families(actor) }),
  intents: ({ section: promotions, actor, id }) => ({
    change: (values) => promotions.change(actor, id, values),
    ...removalSteps(promotions, actor, id),
  }),
});

export const loader = promotionPage.loader;
export const action = promotionPage.action;

export default function EditPromotion({ loaderData, actionData }: Route.ComponentProps) {
  const { record: promotion, families, created } = loaderData;
  return (
    <>
      <BackLink to={STAFF_PATHS.promotions} label="Promociones" />
      <AdminPageHeader
        title={promotion.code}
        lead={
          <>
            <PromotionBadge promotion={promotion} /> <Amount>{promotionValueText(promotion)}</Amount>
            {` · ${usageText(promotion)}`}
          </>
        }
      />
      <ActionNotice result={noticeOf(actionData, created && `Creamos la promoción ${promotion.code}.`)} />
      <ConfirmationCardLater confirm={actionData?.confirm} values={actionData?.values} />
      {promotion.deletedAt ? (
        <IntentCard
          id="eliminada"
          title="Promoción eliminada"
          intent="restore"
          button="Restaurar la promoción"
        >
          El código no vale. Restaurala para volver a usarla o editarla.
        </IntentCard>
      ) : (
        <>
          <ChangeCard id="datos-promocion" title="Datos de la promoción">
            <PromotionFieldsLater
              idPrefix="promocion"
              values={actionData?.values ?? promotionValues(promotion)}
              errors={actionData?.fieldErrors ?? {}}
              families={families}
            />
          </ChangeCard>
          <IntentCard id="eliminar" title="Eliminar" intent="remove" button="Eliminar la promoción">
            El código deja de valer en el sitio en el momento. Las reservas que ya lo usaron lo conservan, y
            podés restaurarla desde «Eliminadas».
          </IntentCard>
        </>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

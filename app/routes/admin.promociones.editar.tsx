import { useSearchParams } from 'react-router';
import { STAFF_PATHS } from '#domain/staff-accounts';
import { promotionEditingContext } from '../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../features/admin/admin-frame';
import { ChangeCard, IntentCard, noticeOf } from '../features/admin/editing-page';
import { recordIdOf } from '../features/admin/editing-pieces';
import { answerIntent, recordOf, removalSteps } from '../features/admin/editing-route.server';
import { postedForm } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { PromotionFields, promotionValues } from '../features/admin-promotions/promotion-fields';
import { PromotionBadge, promotionValueText, usageText } from '../features/admin-promotions/promotion-item';
import type { Route } from './+types/admin.promociones.editar';

const NOT_FOUND = 'No encontramos esa promoción.';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.promotion.code ?? 'Promoción');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const promotions = args.context.get(promotionEditingContext);
  const promotion = await recordOf(args.params.id, NOT_FOUND, (id) => promotions.promotion(actor, id));
  return { promotion, families: await promotions.families(actor) };
}

/** One form per change: `intent` says which (change, remove, restore). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const id = recordIdOf(args.params.id, NOT_FOUND);
  const promotions = args.context.get(promotionEditingContext);
  return answerIntent(await postedForm(args.request), {
    change: (values) => promotions.change(actor, id, values),
    ...removalSteps(promotions, actor, id),
  });
}

export default function EditPromotion({ loaderData, actionData }: Route.ComponentProps) {
  const { promotion, families } = loaderData;
  const [search] = useSearchParams();
  const created = search.get('nueva') === '1';
  return (
    <>
      <BackLink to={STAFF_PATHS.promotions} label="Promociones" />
      <AdminPageHeader
        title={promotion.code}
        lead={
          <>
            <PromotionBadge promotion={promotion} />{' '}
            {`${promotionValueText(promotion)} · ${usageText(promotion)}`}
          </>
        }
      />
      <ActionNotice result={noticeOf(actionData, created && `Creamos la promoción ${promotion.code}.`)} />
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
            <PromotionFields
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

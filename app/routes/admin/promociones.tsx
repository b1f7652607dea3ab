import { NEW_PROMOTION_PATH } from '#domain/back-office/promotion-editing';
import { ButtonLink } from '../../components/button';
import { promotionEditingContext } from '../../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { CurrentRecords, RemovedRecords } from '../../features/back-office/panel/editing-page';
import { restoreFromList } from '../../features/back-office/panel/editing-pieces';
import { answerOf } from '../../features/back-office/panel/editing-route.server';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { PromotionItem } from '../../features/back-office/promotions/promotion-item';
import type { Route } from './+types/promociones';

export const meta = () => adminMeta('Promociones');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  return { promotions: await args.context.get(promotionEditingContext).list(actor) };
}

/** Restores a removed promotion from the list's "Eliminadas". */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const form = await postedForm(args.request);
  return answerOf(await restoreFromList(args.context.get(promotionEditingContext), actor, form));
}

export default function Promotions({ loaderData, actionData }: Route.ComponentProps) {
  const current = loaderData.promotions.filter((promotion) => !promotion.deletedAt);
  const removed = loaderData.promotions.filter((promotion) => promotion.deletedAt);
  return (
    <>
      <AdminPageHeader
        title="Promociones"
        lead="Códigos de descuento y promociones automáticas de la página de confirmación, con sus usos."
      />
      <p className="admin-form__actions">
        <ButtonLink to={NEW_PROMOTION_PATH}>Nueva promoción</ButtonLink>
      </p>
      <ActionNotice result={actionData ?? null} />
      <CurrentRecords
        id="promociones-actuales"
        title="Promociones"
        count={current.length}
        emptyText="Todavía no hay promociones. Creá la primera con «Nueva promoción»."
      >
        {current.map((promotion) => (
          <PromotionItem key={promotion.id} promotion={promotion} />
        ))}
      </CurrentRecords>
      <RemovedRecords
        id="promociones-eliminadas"
        title="Eliminadas"
        count={removed.length}
        note="Sus códigos no valen. Restauralas para volver a usarlas o editarlas."
      >
        {removed.map((promotion) => (
          <PromotionItem key={promotion.id} promotion={promotion} />
        ))}
      </RemovedRecords>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

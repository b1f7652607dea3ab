import { NEW_PROMOTION_PATH } from '#domain/promotion-editing';
import { ButtonLink } from '../components/button';
import { promotionEditingContext } from '../context';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { answerOf } from '../features/admin/editing-route.server';
import { postedForm } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { PromotionItem } from '../features/admin-promotions/promotion-item';
import { restoreFromList } from '../features/admin-site/editing-pieces';
import type { Route } from './+types/admin.promociones';

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
      <section className="admin-card" aria-labelledby="promociones-actuales">
        <h2 id="promociones-actuales">Promociones ({current.length})</h2>
        {current.length === 0 ? (
          <p>Todavía no hay promociones. Creá la primera con «Nueva promoción».</p>
        ) : (
          <ol className="admin-list">
            {current.map((promotion) => (
              <PromotionItem key={promotion.id} promotion={promotion} />
            ))}
          </ol>
        )}
      </section>
      {removed.length > 0 && (
        <section className="admin-card" aria-labelledby="promociones-eliminadas">
          <h2 id="promociones-eliminadas">Eliminadas ({removed.length})</h2>
          <p className="admin-muted">Sus códigos no valen. Restauralas para volver a usarlas o editarlas.</p>
          <ul className="admin-list">
            {removed.map((promotion) => (
              <PromotionItem key={promotion.id} promotion={promotion} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

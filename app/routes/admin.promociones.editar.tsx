import { data, Link, useSearchParams } from 'react-router';
import { STAFF_PATHS } from '#domain/staff-accounts';
import { promotionEditingContext } from '../context';
import { FormActions } from '../features/admin/admin-fields';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { StaffForm } from '../features/admin/csrf';
import { type FormAnswer, postedForm, refusalOf } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import {
  PromotionFields,
  type PromotionValues,
  promotionValues,
} from '../features/admin-promotions/promotion-fields';
import { PromotionBadge, promotionValueText, usageText } from '../features/admin-promotions/promotion-item';
import { IntentButton, recordIdOf, textFieldsOf } from '../features/admin-site/editing-pieces';
import type { Route } from './+types/admin.promociones.editar';

const NOT_FOUND = 'No encontramos esa promoción.';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.promotion.code ?? 'Promoción');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const promotions = args.context.get(promotionEditingContext);
  const id = recordIdOf(args.params.id, NOT_FOUND);
  const promotion = await promotions.promotion(actor, id);
  if (!promotion) throw data({ message: NOT_FOUND }, { status: 404 });
  return { promotion, families: await promotions.families(actor) };
}

/** One form per change: `intent` says which (change, remove, restore). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'prices.edit');
  const id = recordIdOf(args.params.id, NOT_FOUND);
  const promotions = args.context.get(promotionEditingContext);
  const form = await postedForm(args.request);
  const intent = form.get('intent');
  const values = intent === 'change' ? textFieldsOf(form) : undefined;
  const result =
    intent === 'change'
      ? await promotions.change(actor, id, values)
      : intent === 'remove'
        ? await promotions.remove(actor, id)
        : intent === 'restore'
          ? await promotions.restore(actor, id)
          : ({ ok: false, status: 400, message: 'No reconocemos esa acción. Recargá la página.' } as const);
  if (result.ok) return data<FormAnswer>({ ok: true, message: result.message });
  return data<FormAnswer & { values?: PromotionValues }>(
    { ...refusalOf(result), ...(values ? { values } : {}) },
    { status: result.status },
  );
}

export default function EditPromotion({ loaderData, actionData }: Route.ComponentProps) {
  const { promotion, families } = loaderData;
  const [search] = useSearchParams();
  const created = search.get('nueva') === '1' && !actionData;
  const typed = actionData && 'values' in actionData ? actionData.values : undefined;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.promotions}>← Promociones</Link>
      </p>
      <AdminPageHeader
        title={promotion.code}
        lead={
          <>
            <PromotionBadge promotion={promotion} />{' '}
            {`${promotionValueText(promotion)} · ${usageText(promotion)}`}
          </>
        }
      />
      <ActionNotice
        result={
          actionData ?? (created ? { ok: true, message: `Creamos la promoción ${promotion.code}.` } : null)
        }
      />
      {promotion.deletedAt ? (
        <section className="admin-card" aria-labelledby="eliminada">
          <h2 id="eliminada">Promoción eliminada</h2>
          <p>El código no vale. Restaurala para volver a usarla o editarla.</p>
          <IntentButton intent="restore">Restaurar la promoción</IntentButton>
        </section>
      ) : (
        <>
          <section className="admin-card" aria-labelledby="datos-promocion">
            <h2 id="datos-promocion">Datos de la promoción</h2>
            <StaffForm className="admin-form" noValidate>
              <input type="hidden" name="intent" value="change" />
              <PromotionFields
                idPrefix="promocion"
                values={typed ?? promotionValues(promotion)}
                errors={actionData?.fieldErrors ?? {}}
                families={families}
              />
              <FormActions submitLabel="Guardar los cambios" />
            </StaffForm>
          </section>
          <section className="admin-card" aria-labelledby="eliminar">
            <h2 id="eliminar">Eliminar</h2>
            <p>
              El código deja de valer en el sitio en el momento. Las reservas que ya lo usaron lo conservan, y
              podés restaurarla desde «Eliminadas».
            </p>
            <IntentButton intent="remove">Eliminar la promoción</IntentButton>
          </section>
        </>
      )}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

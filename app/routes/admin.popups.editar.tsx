import { data, Link } from 'react-router';
import { POPUP_IMAGE_FIELD } from '#domain/popup-editing';
import { isRemoved } from '#domain/site-editing';
import { STAFF_PATHS, type StaffResult } from '#domain/staff-accounts';
import { popupEditingContext } from '../context';
import { FormActions } from '../features/admin/admin-fields';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { StaffForm } from '../features/admin/csrf';
import { type FormAnswer, fileOf, postedForm, refusalOf } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { PopupFields, type PopupValues, popupValues } from '../features/admin-popups/popup-fields';
import { PopupPreview } from '../features/admin-popups/popup-preview';
import {
  PublicationBadge,
  PublicationCard,
  publicationChange,
  recordIdOf,
  textFieldsOf,
  UNKNOWN_INTENT,
} from '../features/admin-site/editing-pieces';
import type { Route } from './+types/admin.popups.editar';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.popup.name ?? 'Popup');

const NOT_FOUND = 'No encontramos ese popup.';

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const popup = await args.context
    .get(popupEditingContext)
    .popup(actor, recordIdOf(args.params.id, NOT_FOUND));
  if (!popup) throw data({ message: NOT_FOUND }, { status: 404 });
  return { popup, created: new URL(args.request.url).searchParams.has('nuevo') };
}

/** One form per change: `intent` says which (change, publish, unpublish, remove, restore). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const id = recordIdOf(args.params.id, NOT_FOUND);
  const editing = args.context.get(popupEditingContext);
  const form = await postedForm(args.request);
  const intent = form.get('intent');
  let values: PopupValues | undefined;
  let result: StaffResult;
  if (intent === 'change') {
    values = textFieldsOf(form);
    result = await editing.change(actor, id, values, await fileOf(form, POPUP_IMAGE_FIELD));
  } else {
    result = (await publicationChange(editing, actor, id, intent)) ?? UNKNOWN_INTENT;
  }
  if (result.ok) return data<FormAnswer & { values?: PopupValues }>({ ok: true, message: result.message });
  return data<FormAnswer & { values?: PopupValues }>(
    { ...refusalOf(result), ...(values ? { values } : {}) },
    { status: result.status },
  );
}

export default function EditPopup({ loaderData, actionData }: Route.ComponentProps) {
  const { popup, created } = loaderData;
  const notice =
    actionData ??
    (created
      ? {
          ok: true,
          message: 'Guardamos el popup sin publicarlo. Revisá la vista previa y publicalo cuando esté listo.',
        }
      : null);
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.popups}>← Popups</Link>
      </p>
      <AdminPageHeader title={popup.name} lead={<PublicationBadge item={popup} />} />
      <ActionNotice result={notice} />
      <div className="admin-detail">
        <section className="admin-card admin-preview" aria-labelledby="vista-previa">
          <h2 id="vista-previa">Vista previa</h2>
          <p className="admin-muted">
            Se abre como lo ven las visitas al entrar al sitio. Cerralo con la cruz o con Escape.
          </p>
          <PopupPreview popup={popup} />
        </section>
        <PublicationCard item={popup} />
        {!isRemoved(popup) && (
          <section className="admin-card" aria-labelledby="datos-popup">
            <h2 id="datos-popup">Datos del popup</h2>
            <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
              <input type="hidden" name="intent" value="change" />
              <PopupFields
                idPrefix="popup"
                values={actionData?.values ?? popupValues(popup)}
                errors={actionData?.fieldErrors ?? {}}
                current={popup}
              />
              <FormActions submitLabel="Guardar los cambios" />
            </StaffForm>
          </section>
        )}
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

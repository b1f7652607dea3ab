import { data, Link, redirect } from 'react-router';
import { POPUP_IMAGE_FIELD } from '#domain/popup-editing';
import { STAFF_PATHS } from '#domain/staff-accounts';
import { popupEditingContext } from '../context';
import { FormActions } from '../features/admin/admin-fields';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { StaffForm } from '../features/admin/csrf';
import { type FormAnswer, fileOf, postedForm, refusalOf } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { PopupFields, type PopupValues } from '../features/admin-popups/popup-fields';
import { textFieldsOf } from '../features/admin-site/editing-pieces';
import type { Route } from './+types/admin.popups.nuevo';

export const meta = () => adminMeta('Nuevo popup');

export function loader(args: Route.LoaderArgs) {
  requireStaff(args, 'content.edit');
  return null;
}

/** Saves the popup switched off and opens it, with its preview and the button that publishes it. */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const form = await postedForm(args.request);
  const values = textFieldsOf(form);
  const result = await args.context
    .get(popupEditingContext)
    .create(actor, values, await fileOf(form, POPUP_IMAGE_FIELD));
  if (result.ok) throw redirect(`${STAFF_PATHS.popups}/${result.id}?nuevo=1`);
  return data<FormAnswer & { values: PopupValues }>(
    { ...refusalOf(result), values },
    { status: result.status },
  );
}

export default function NewPopup({ actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.popups}>← Popups</Link>
      </p>
      <AdminPageHeader
        title="Nuevo popup"
        lead="Se guarda sin publicar: vas a ver la vista previa y publicarlo desde su página."
      />
      <section className="admin-card" aria-labelledby="datos-popup">
        <h2 id="datos-popup">Datos del popup</h2>
        <ActionNotice result={actionData ?? null} />
        <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
          <PopupFields
            idPrefix="nuevo-popup"
            values={actionData?.values ?? {}}
            errors={actionData?.fieldErrors ?? {}}
          />
          <FormActions submitLabel="Guardar y ver la vista previa" />
        </StaffForm>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

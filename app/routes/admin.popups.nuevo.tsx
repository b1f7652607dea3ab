import { POPUP_IMAGE_FIELD } from '#domain/popup-editing';
import { STAFF_PATHS } from '#domain/staff-accounts';
import { popupEditingContext } from '../context';
import { AdminErrorBoundary, adminMeta } from '../features/admin/admin-frame';
import { NewRecordPage } from '../features/admin/editing-page';
import { newRecordRoute } from '../features/admin/editing-route.server';
import { fileOf } from '../features/admin/form-answers';
import { PopupFields } from '../features/admin-popups/popup-fields';
import type { Route } from './+types/admin.popups.nuevo';

export const meta = () => adminMeta('Nuevo popup');

/** Saves the popup switched off and opens it, with its preview and the button that publishes it. */
const newPopup = newRecordRoute({
  permission: 'content.edit',
  create: async ({ context, actor, form, values }) =>
    context.get(popupEditingContext).create(actor, values, await fileOf(form, POPUP_IMAGE_FIELD)),
  pageOf: (id) => `${STAFF_PATHS.popups}/${id}?nuevo=1`,
});

export const loader = newPopup.loader;
export const action = newPopup.action;

export default function NewPopup({ actionData }: Route.ComponentProps) {
  return (
    <NewRecordPage
      back={{ to: STAFF_PATHS.popups, label: 'Popups' }}
      title="Nuevo popup"
      lead="Se guarda sin publicar: vas a ver la vista previa y publicarlo desde su página."
      card={{ id: 'datos-popup', title: 'Datos del popup' }}
      answer={actionData}
      multipart
      submitLabel="Guardar y ver la vista previa"
    >
      <PopupFields
        idPrefix="nuevo-popup"
        values={actionData?.values ?? {}}
        errors={actionData?.fieldErrors ?? {}}
      />
    </NewRecordPage>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

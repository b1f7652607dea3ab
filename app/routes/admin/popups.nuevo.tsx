import { POPUP_IMAGE_FIELD } from '#domain/back-office/popup-editing';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { popupEditingContext } from '../../context';
import { AdminErrorBoundary, adminMeta } from '../../features/back-office/panel/admin-frame';
import { NewRecordPage } from '../../features/back-office/panel/editing-page';
import { newRecordRoute } from '../../features/back-office/panel/editing-route.server';
import { fileOf } from '../../features/back-office/panel/form-answers';
import { PopupFields } from '../../features/back-office/popups/popup-fields';
import type { Route } from './+types/popups.nuevo';

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

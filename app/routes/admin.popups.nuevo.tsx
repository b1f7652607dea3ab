import { POPUP_IMAGE_FIELD } from '#domain/popup-editing';
import { STAFF_PATHS } from '#domain/staff-accounts';
import { popupEditingContext } from '../context';
import { AdminErrorBoundary, adminMeta } from '../features/admin/admin-frame';
import { NewRecordPage } from '../features/admin/editing-page';
import { createAndOpen } from '../features/admin/editing-route.server';
import { fileOf, postedForm } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { PopupFields } from '../features/admin-popups/popup-fields';
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
  return createAndOpen(
    form,
    async (values) =>
      args.context.get(popupEditingContext).create(actor, values, await fileOf(form, POPUP_IMAGE_FIELD)),
    (id) => `${STAFF_PATHS.popups}/${id}?nuevo=1`,
  );
}

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

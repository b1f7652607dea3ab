import { POPUP_IMAGE_FIELD } from '#domain/back-office/popup-editing';
import { isRemoved } from '#domain/back-office/site-editing';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { popupEditingContext } from '../../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { ChangeCard, noticeOf } from '../../features/back-office/panel/editing-page';
import { PublicationBadge, PublicationCard } from '../../features/back-office/panel/editing-pieces';
import { publicationSteps, recordPageRoute } from '../../features/back-office/panel/editing-route.server';
import { fileOf } from '../../features/back-office/panel/form-answers';
import { PopupFields, popupValues } from '../../features/back-office/popups/popup-fields';
import { PopupPreviewLater } from '../../features/back-office/popups/popup-preview-later';
import type { Route } from './+types/popups.editar';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.record.name ?? 'Popup');

/** One form per change: `intent` says which (change, publish, unpublish, remove, restore). */
const popupPage = recordPageRoute({
  permission: 'content.edit',
  section: popupEditingContext,
  notFound: 'No encontramos ese popup.',
  find: (popups, actor, id) => popups.popup(actor, id),
  createdMarker: 'nuevo',
  intents: ({ section: popups, actor, id, form }) => ({
    change: async (values) => popups.change(actor, id, values, await fileOf(form, POPUP_IMAGE_FIELD)),
    ...publicationSteps(popups, actor, id),
  }),
});

export const loader = popupPage.loader;
export const action = popupPage.action;

export default function EditPopup({ loaderData, actionData }: Route.ComponentProps) {
  const { record: popup, created } = loaderData;
  const notice = noticeOf(
    actionData,
    created && 'Guardamos el popup sin publicarlo. Revisá la vista previa y publicalo cuando esté listo.',
  );
  return (
    <>
      <BackLink to={STAFF_PATHS.popups} label="Popups" />
      <AdminPageHeader title={popup.name} lead={<PublicationBadge item={popup} />} />
      <ActionNotice result={notice} />
      <div className="admin-detail">
        <section className="admin-card admin-preview" aria-labelledby="vista-previa">
          <h2 id="vista-previa">Vista previa</h2>
          <p className="admin-muted">
            Se abre como lo ven las visitas al entrar al sitio. Cerralo con la cruz o con Escape.
          </p>
          <PopupPreviewLater popup={popup} />
        </section>
        <PublicationCard item={popup} />
        {!isRemoved(popup) && (
          <ChangeCard id="datos-popup" title="Datos del popup" multipart>
            <PopupFields
              idPrefix="popup"
              values={actionData?.values ?? popupValues(popup)}
              errors={actionData?.fieldErrors ?? {}}
              current={popup}
            />
          </ChangeCard>
        )}
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

import type { PopupView } from '#domain/popup-editing';
import { isRemoved } from '#domain/site-editing';
import { STAFF_PATHS } from '#domain/staff-accounts';
import { ButtonLink } from '../components/button';
import { Link } from '../components/link';
import { popupEditingContext } from '../context';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { dateTime } from '../features/admin/admin-list';
import { CurrentRecords, RemovedRecords } from '../features/admin/editing-page';
import {
  IntentButton,
  PeriodText,
  PublicationBadge,
  restoreFromList,
} from '../features/admin/editing-pieces';
import { answerOf } from '../features/admin/editing-route.server';
import { postedForm } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import type { Route } from './+types/admin.popups';

export const meta = () => adminMeta('Popups');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  return { popups: await args.context.get(popupEditingContext).list(actor) };
}

/** Restores a removed popup from the list's "Eliminados". */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const form = await postedForm(args.request);
  return answerOf(await restoreFromList(args.context.get(popupEditingContext), actor, form));
}

function PopupItem({ popup }: { popup: PopupView }) {
  return (
    <li className="admin-list__item admin-thumb-row">
      <img
        className="admin-thumb-row__picture"
        src={popup.image.path}
        width={popup.image.width}
        height={popup.image.height}
        alt=""
        loading="lazy"
      />
      <div>
        <p className="admin-list__title">
          <Link to={`${STAFF_PATHS.popups}/${popup.id}`}>{popup.name}</Link> <PublicationBadge item={popup} />
        </p>
        <p className="admin-list__meta">{popup.url ? `Lleva a ${popup.url}` : 'Sin enlace'}</p>
        <p className="admin-list__meta">
          <PeriodText item={popup} />
        </p>
        <p className="admin-list__meta">Último cambio: {dateTime(popup.updatedAt)}</p>
        {isRemoved(popup) && (
          <div className="admin-row-actions">
            <IntentButton intent="restore" id={popup.id}>
              Restaurar
            </IntentButton>
          </div>
        )}
      </div>
    </li>
  );
}

export default function Popups({ loaderData, actionData }: Route.ComponentProps) {
  const current = loaderData.popups.filter((popup) => !isRemoved(popup));
  const removed = loaderData.popups.filter(isRemoved);
  return (
    <>
      <AdminPageHeader
        title="Popups"
        lead="El aviso que se abre al entrar al sitio, una vez por visita, dentro de sus fechas."
      />
      <p className="admin-form__actions">
        <ButtonLink to={`${STAFF_PATHS.popups}/nuevo`}>Nuevo popup</ButtonLink>
      </p>
      <ActionNotice result={actionData ?? null} />
      <CurrentRecords
        id="popups-actuales"
        title="Popups"
        count={current.length}
        emptyText="Todavía no hay popups. Creá el primero con «Nuevo popup»."
      >
        {current.map((popup) => (
          <PopupItem key={popup.id} popup={popup} />
        ))}
      </CurrentRecords>
      <RemovedRecords
        id="popups-eliminados"
        title="Eliminados"
        count={removed.length}
        note="No se muestran en el sitio. Restauralos para volver a editarlos."
      >
        {removed.map((popup) => (
          <PopupItem key={popup.id} popup={popup} />
        ))}
      </RemovedRecords>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

import type { PopupView } from '#domain/back-office/popup-editing';
import { isRemoved } from '#domain/back-office/site-editing';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { ButtonLink } from '../../components/button';
import { Link } from '../../components/link';
import { popupEditingContext } from '../../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { dateTime } from '../../features/back-office/panel/admin-list';
import { CurrentRecords, RemovedRecords } from '../../features/back-office/panel/editing-page';
import {
  IntentButton,
  PeriodText,
  PublicationBadge,
  restoreFromList,
} from '../../features/back-office/panel/editing-pieces';
import { answerOf } from '../../features/back-office/panel/editing-route.server';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/popups';

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

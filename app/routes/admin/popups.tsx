import type { PopupView } from '#domain/back-office/popup-editing';
import { isRemoved } from '#domain/back-office/site-editing';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { livePopupsInSiteOrder } from '#domain/content/popup-order';
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
  const popups = await args.context.get(popupEditingContext).list(actor);
  // The site's own rule, at the server's clock: which are open on the site now, in the order visitors get them.
  return { popups, live: livePopupsInSiteOrder(popups, new Date()).map((popup) => popup.id) };
}

/** Which popups the site opens now and in what order; more than one at a time is worth a warning. */
function LiveNow({ popups }: { popups: readonly PopupView[] }) {
  return (
    <section className="admin-card" aria-labelledby="popups-en-el-sitio">
      <h2 id="popups-en-el-sitio">En el sitio ahora</h2>
      {popups.length === 0 ? (
        <p>Ningún popup se abre en el sitio ahora.</p>
      ) : (
        <>
          {popups.length > 1 ? (
            <p className="admin-notice admin-notice--error">
              {`Hay ${popups.length} popups activos a la vez: cada visitante los ve uno después del otro, en este orden. Si querés que se vea uno solo, despublicá los otros o ajustá sus fechas.`}
            </p>
          ) : (
            <p>Se abre un solo popup:</p>
          )}
          <ol className="admin-ordered">
            {popups.map((popup) => (
              <li key={popup.id}>
                <Link to={`${STAFF_PATHS.popups}/${popup.id}`}>{popup.name}</Link>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
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
  const byId = new Map(loaderData.popups.map((popup) => [popup.id, popup]));
  const live = loaderData.live.map((id) => byId.get(id)).filter((popup) => popup !== undefined);
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
      <LiveNow popups={live} />
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

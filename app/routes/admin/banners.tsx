import type { BannerView } from '#domain/back-office/banner-editing';
import { isRemoved } from '#domain/back-office/site-editing';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { ButtonLink } from '../../components/button';
import { Link } from '../../components/link';
import { bannerEditingContext } from '../../context';
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
import type { Route } from './+types/banners';

export const meta = () => adminMeta('Banners');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  return { banners: await args.context.get(bannerEditingContext).list(actor) };
}

/** Restores a removed banner from the list's "Eliminados". */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const form = await postedForm(args.request);
  return answerOf(await restoreFromList(args.context.get(bannerEditingContext), actor, form));
}

function BannerItem({ banner }: { banner: BannerView }) {
  return (
    <li className="admin-list__item admin-thumb-row">
      {banner.desktop ? (
        <img
          className="admin-thumb-row__picture"
          src={banner.desktop.path}
          width={banner.desktop.width}
          height={banner.desktop.height}
          alt=""
          loading="lazy"
        />
      ) : (
        <span />
      )}
      <div>
        <p className="admin-list__title">
          <Link to={`${STAFF_PATHS.banners}/${banner.id}`}>{banner.name}</Link>{' '}
          <PublicationBadge item={banner} />
        </p>
        <p className="admin-list__meta">
          Orden {banner.sortOrder} · Lleva a {banner.url}
        </p>
        <p className="admin-list__meta">
          <PeriodText item={banner} />
        </p>
        <p className="admin-list__meta">Último cambio: {dateTime(banner.updatedAt)}</p>
        {isRemoved(banner) && (
          <div className="admin-row-actions">
            <IntentButton intent="restore" id={banner.id}>
              Restaurar
            </IntentButton>
          </div>
        )}
      </div>
    </li>
  );
}

export default function Banners({ loaderData, actionData }: Route.ComponentProps) {
  const current = loaderData.banners.filter((banner) => !isRemoved(banner));
  const removed = loaderData.banners.filter(isRemoved);
  return (
    <>
      <AdminPageHeader
        title="Banners"
        lead="Las imágenes grandes de la portada. Rotan en orden, cada una dentro de sus fechas."
      />
      <p className="admin-form__actions">
        <ButtonLink to={`${STAFF_PATHS.banners}/nuevo`}>Nuevo banner</ButtonLink>
      </p>
      <ActionNotice result={actionData ?? null} />
      <CurrentRecords
        id="banners-actuales"
        title="Banners"
        count={current.length}
        emptyText="Todavía no hay banners. Creá el primero con «Nuevo banner»."
      >
        {current.map((banner) => (
          <BannerItem key={banner.id} banner={banner} />
        ))}
      </CurrentRecords>
      <RemovedRecords
        id="banners-eliminados"
        title="Eliminados"
        count={removed.length}
        note="No se muestran en el sitio. Restauralos para volver a editarlos."
      >
        {removed.map((banner) => (
          <BannerItem key={banner.id} banner={banner} />
        ))}
      </RemovedRecords>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

import { BANNER_FILE_FIELDS } from '#domain/back-office/banner-editing';
import { isRemoved } from '#domain/back-office/site-editing';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { bannerEditingContext } from '../../context';
import { BannerFieldsLater } from '../../features/back-office/banners/banner-fields-later';
import { BannerPreviewLater } from '../../features/back-office/banners/banner-preview-later';
import { bannerValues } from '../../features/back-office/banners/banner-values';
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
import type { Route } from './+types/banners.editar';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.record.name ?? 'Banner');

/** One form per change: `intent` says which (change, publish, unpublish, remove, restore). */
const bannerPage = recordPageRoute({
  permission: 'content.edit',
  section: bannerEditingContext,
  notFound: 'No encontramos ese banner.',
  find: (banners, actor, id) => banners.banner(actor, id),
  createdMarker: 'nuevo',
  intents: ({ section: banners, actor, id, form }) => ({
    change: async (values) =>
      banners.change(actor, id, values, {
        desktop: await fileOf(form, BANNER_FILE_FIELDS.desktop),
        mobile: await fileOf(form, BANNER_FILE_FIELDS.mobile),
      }),
    ...publicationSteps(banners, actor, id),
  }),
});

export const loader = bannerPage.loader;
export const action = bannerPage.action;

export default function EditBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { record: banner, created } = loaderData;
  const removed = isRemoved(banner);
  const notice = noticeOf(
    actionData,
    created && 'Guardamos el banner sin publicarlo. Revisá la vista previa y publicalo cuando esté listo.',
  );
  return (
    <>
      <BackLink to={STAFF_PATHS.banners} label="Banners" />
      <AdminPageHeader title={banner.name} lead={<PublicationBadge item={banner} />} />
      <ActionNotice result={notice} />
      <div className="admin-detail">
        <section className="admin-card admin-preview" aria-labelledby="vista-previa">
          <h2 id="vista-previa">Vista previa</h2>
          <p className="admin-muted">
            Así se ve en la portada: en una pantalla de menos de 768 píxeles, con la imagen para teléfono.
          </p>
          <BannerPreviewLater banner={banner} />
        </section>
        <PublicationCard item={banner} />
        {!removed && (
          <ChangeCard id="datos-banner" title="Datos del banner" multipart>
            <BannerFieldsLater
              idPrefix="banner"
              values={actionData?.values ?? bannerValues(banner)}
              errors={actionData?.fieldErrors ?? {}}
              current={banner}
            />
          </ChangeCard>
        )}
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

import { BANNER_FILE_FIELDS } from '#domain/back-office/banner-editing';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { bannerEditingContext } from '../../context';
import { BannerFieldsLater } from '../../features/back-office/banners/banner-fields-later';
import { AdminErrorBoundary, adminMeta } from '../../features/back-office/panel/admin-frame';
import { NewRecordPage } from '../../features/back-office/panel/editing-page';
import { newRecordRoute } from '../../features/back-office/panel/editing-route.server';
import { fileOf } from '../../features/back-office/panel/form-answers';
import type { Route } from './+types/banners.nuevo';

export const meta = () => adminMeta('Nuevo banner');

/** Saves the banner switched off and opens it, with its preview and the button that publishes it. */
const newBanner = newRecordRoute({
  permission: 'content.edit',
  create: async ({ context, actor, form, values }) =>
    context.get(bannerEditingContext).create(actor, values, {
      desktop: await fileOf(form, BANNER_FILE_FIELDS.desktop),
      mobile: await fileOf(form, BANNER_FILE_FIELDS.mobile),
    }),
  pageOf: (id) => `${STAFF_PATHS.banners}/${id}?nuevo=1`,
});

export const loader = newBanner.loader;
export const action = newBanner.action;

export default function NewBanner({ actionData }: Route.ComponentProps) {
  return (
    <NewRecordPage
      back={{ to: STAFF_PATHS.banners, label: 'Banners' }}
      title="Nuevo banner"
      lead="Se guarda sin publicar: vas a ver la vista previa y publicarlo desde su página."
      card={{ id: 'datos-banner', title: 'Datos del banner' }}
      answer={actionData}
      multipart
      submitLabel="Guardar y ver la vista previa"
    >
      <BannerFieldsLater
        idPrefix="nuevo-banner"
        values={actionData?.values ?? {}}
        errors={actionData?.fieldErrors ?? {}}
      />
    </NewRecordPage>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

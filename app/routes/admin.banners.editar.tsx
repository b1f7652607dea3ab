import { data, Link } from 'react-router';
import { BANNER_FILE_FIELDS } from '#domain/banner-editing';
import { isRemoved } from '#domain/site-editing';
import { STAFF_PATHS, type StaffResult } from '#domain/staff-accounts';
import { bannerEditingContext } from '../context';
import { FormActions } from '../features/admin/admin-fields';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { StaffForm } from '../features/admin/csrf';
import { type FormAnswer, fileOf, postedForm, refusalOf } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { BannerFields, type BannerValues, bannerValues } from '../features/admin-banners/banner-fields';
import { BannerPreview } from '../features/admin-banners/banner-preview';
import {
  PublicationBadge,
  PublicationCard,
  publicationChange,
  recordIdOf,
  textFieldsOf,
  UNKNOWN_INTENT,
} from '../features/admin-site/editing-pieces';
import type { Route } from './+types/admin.banners.editar';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.banner.name ?? 'Banner');

const NOT_FOUND = 'No encontramos ese banner.';

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const banner = await args.context
    .get(bannerEditingContext)
    .banner(actor, recordIdOf(args.params.id, NOT_FOUND));
  if (!banner) throw data({ message: NOT_FOUND }, { status: 404 });
  return { banner, created: new URL(args.request.url).searchParams.has('nuevo') };
}

/** One form per change: `intent` says which (change, publish, unpublish, remove, restore). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const id = recordIdOf(args.params.id, NOT_FOUND);
  const editing = args.context.get(bannerEditingContext);
  const form = await postedForm(args.request);
  const intent = form.get('intent');
  let values: BannerValues | undefined;
  let result: StaffResult;
  if (intent === 'change') {
    values = textFieldsOf(form);
    result = await editing.change(actor, id, values, {
      desktop: await fileOf(form, BANNER_FILE_FIELDS.desktop),
      mobile: await fileOf(form, BANNER_FILE_FIELDS.mobile),
    });
  } else {
    result = (await publicationChange(editing, actor, id, intent)) ?? UNKNOWN_INTENT;
  }
  if (result.ok) return data<FormAnswer & { values?: BannerValues }>({ ok: true, message: result.message });
  return data<FormAnswer & { values?: BannerValues }>(
    { ...refusalOf(result), ...(values ? { values } : {}) },
    { status: result.status },
  );
}

export default function EditBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { banner, created } = loaderData;
  const removed = isRemoved(banner);
  const notice =
    actionData ??
    (created
      ? {
          ok: true,
          message:
            'Guardamos el banner sin publicarlo. Revisá la vista previa y publicalo cuando esté listo.',
        }
      : null);
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.banners}>← Banners</Link>
      </p>
      <AdminPageHeader title={banner.name} lead={<PublicationBadge item={banner} />} />
      <ActionNotice result={notice} />
      <div className="admin-detail">
        <section className="admin-card admin-preview" aria-labelledby="vista-previa">
          <h2 id="vista-previa">Vista previa</h2>
          <p className="admin-muted">
            Así se ve en la portada: en una pantalla de menos de 768 píxeles, con la imagen para teléfono.
          </p>
          <BannerPreview banner={banner} />
        </section>
        <PublicationCard item={banner} />
        {!removed && (
          <section className="admin-card" aria-labelledby="datos-banner">
            <h2 id="datos-banner">Datos del banner</h2>
            <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
              <input type="hidden" name="intent" value="change" />
              <BannerFields
                idPrefix="banner"
                values={actionData?.values ?? bannerValues(banner)}
                errors={actionData?.fieldErrors ?? {}}
                current={banner}
              />
              <FormActions submitLabel="Guardar los cambios" />
            </StaffForm>
          </section>
        )}
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

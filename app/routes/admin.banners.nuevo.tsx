import { data, Link, redirect } from 'react-router';
import { BANNER_FILE_FIELDS } from '#domain/banner-editing';
import { STAFF_PATHS } from '#domain/staff-accounts';
import { bannerEditingContext } from '../context';
import { FormActions } from '../features/admin/admin-fields';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { StaffForm } from '../features/admin/csrf';
import { type FormAnswer, fileOf, postedForm, refusalOf } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { BannerFields, type BannerValues } from '../features/admin-banners/banner-fields';
import { textFieldsOf } from '../features/admin-site/editing-pieces';
import type { Route } from './+types/admin.banners.nuevo';

export const meta = () => adminMeta('Nuevo banner');

export function loader(args: Route.LoaderArgs) {
  requireStaff(args, 'content.edit');
  return null;
}

/** Saves the banner switched off and opens it, with its preview and the button that publishes it. */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const form = await postedForm(args.request);
  const values = textFieldsOf(form);
  const result = await args.context.get(bannerEditingContext).create(actor, values, {
    desktop: await fileOf(form, BANNER_FILE_FIELDS.desktop),
    mobile: await fileOf(form, BANNER_FILE_FIELDS.mobile),
  });
  if (result.ok) throw redirect(`${STAFF_PATHS.banners}/${result.id}?nuevo=1`);
  return data<FormAnswer & { values: BannerValues }>(
    { ...refusalOf(result), values },
    { status: result.status },
  );
}

export default function NewBanner({ actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.banners}>← Banners</Link>
      </p>
      <AdminPageHeader
        title="Nuevo banner"
        lead="Se guarda sin publicar: vas a ver la vista previa y publicarlo desde su página."
      />
      <section className="admin-card" aria-labelledby="datos-banner">
        <h2 id="datos-banner">Datos del banner</h2>
        <ActionNotice result={actionData ?? null} />
        <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
          <BannerFields
            idPrefix="nuevo-banner"
            values={actionData?.values ?? {}}
            errors={actionData?.fieldErrors ?? {}}
          />
          <FormActions submitLabel="Guardar y ver la vista previa" />
        </StaffForm>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

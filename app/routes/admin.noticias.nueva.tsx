import { data, Link, redirect } from 'react-router';
import { NEWS_IMAGE_FIELD, NEWS_PATHS } from '#domain/news-editing';
import { newsEditingContext } from '../context';
import { FormActions } from '../features/admin/admin-fields';
import { ActionNotice, AdminErrorBoundary, AdminPageHeader, adminMeta } from '../features/admin/admin-frame';
import { StaffForm } from '../features/admin/csrf';
import { type FormAnswer, fileOf, postedForm, refusalOf } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { NewsFields, type NewsValues, newNewsValues } from '../features/admin-news/news-fields';
import { textFieldsOf } from '../features/admin-site/editing-pieces';
import type { Route } from './+types/admin.noticias.nueva';

export const meta = () => adminMeta('Nueva noticia');

export function loader(args: Route.LoaderArgs) {
  requireStaff(args, 'content.edit');
  return { values: newNewsValues(new Date()) };
}

/** Saves the item and opens its page, which says where it stands (draft, scheduled, published). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const form = await postedForm(args.request);
  const values = textFieldsOf(form);
  const result = await args.context
    .get(newsEditingContext)
    .create(actor, { fields: values, image: await fileOf(form, NEWS_IMAGE_FIELD) });
  if (result.ok) throw redirect(`${NEWS_PATHS.edit(result.id)}?nueva=1`);
  return data<FormAnswer & { values: NewsValues }>(
    { ...refusalOf(result), values },
    { status: result.status },
  );
}

export default function NewNews({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={NEWS_PATHS.list}>← Noticias</Link>
      </p>
      <AdminPageHeader
        title="Nueva noticia"
        lead="Guardala como borrador para revisarla en la vista previa, o publicala directamente."
      />
      <section className="admin-card" aria-labelledby="datos-noticia">
        <h2 id="datos-noticia">Datos de la noticia</h2>
        <ActionNotice result={actionData ?? null} />
        <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
          <NewsFields
            idPrefix="nueva-noticia"
            values={actionData?.values ?? loaderData.values}
            errors={actionData?.fieldErrors ?? {}}
          />
          <FormActions submitLabel="Guardar la noticia" />
        </StaffForm>
      </section>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

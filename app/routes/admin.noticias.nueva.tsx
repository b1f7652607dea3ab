import { NEWS_IMAGE_FIELD, NEWS_PATHS } from '#domain/news-editing';
import { newsEditingContext } from '../context';
import { AdminErrorBoundary, adminMeta } from '../features/admin/admin-frame';
import { NewRecordPage } from '../features/admin/editing-page';
import { createAndOpen } from '../features/admin/editing-route.server';
import { fileOf, postedForm } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { NewsFields, newNewsValues } from '../features/admin-news/news-fields';
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
  return createAndOpen(
    form,
    async (fields) =>
      args.context
        .get(newsEditingContext)
        .create(actor, { fields, image: await fileOf(form, NEWS_IMAGE_FIELD) }),
    (id) => `${NEWS_PATHS.edit(id)}?nueva=1`,
  );
}

export default function NewNews({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewRecordPage
      back={{ to: NEWS_PATHS.list, label: 'Noticias' }}
      title="Nueva noticia"
      lead="Guardala como borrador para revisarla en la vista previa, o publicala directamente."
      card={{ id: 'datos-noticia', title: 'Datos de la noticia' }}
      answer={actionData}
      multipart
      submitLabel="Guardar la noticia"
    >
      <NewsFields
        idPrefix="nueva-noticia"
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.fieldErrors ?? {}}
      />
    </NewRecordPage>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

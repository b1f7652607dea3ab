import { NEWS_IMAGE_FIELD, NEWS_PATHS } from '#domain/news-editing';
import { newsEditingContext } from '../context';
import { AdminErrorBoundary, adminMeta } from '../features/admin/admin-frame';
import { NewRecordPage } from '../features/admin/editing-page';
import { newRecordRoute } from '../features/admin/editing-route.server';
import { fileOf } from '../features/admin/form-answers';
import { NewsFields, newNewsValues } from '../features/admin-news/news-fields';
import type { Route } from './+types/admin.noticias.nueva';

export const meta = () => adminMeta('Nueva noticia');

/** Saves the item and opens its page, which says where it stands (draft, scheduled, published). */
const newNews = newRecordRoute({
  permission: 'content.edit',
  load: () => ({ values: newNewsValues(new Date()) }),
  create: async ({ context, actor, form, values }) =>
    context
      .get(newsEditingContext)
      .create(actor, { fields: values, image: await fileOf(form, NEWS_IMAGE_FIELD) }),
  pageOf: (id) => `${NEWS_PATHS.edit(id)}?nueva=1`,
});

export const loader = newNews.loader;
export const action = newNews.action;

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

import { NEWS_IMAGE_FIELD, NEWS_PATHS } from '#domain/back-office/news-editing';
import { newsEditingContext } from '../../context';
import { NewsFieldsLater } from '../../features/back-office/news/news-fields-later';
import { newNewsValues } from '../../features/back-office/news/news-values';
import { AdminErrorBoundary, adminMeta } from '../../features/back-office/panel/admin-frame';
import { NewRecordPage } from '../../features/back-office/panel/editing-page';
import { newRecordRoute } from '../../features/back-office/panel/editing-route.server';
import { fileOf } from '../../features/back-office/panel/form-answers';
import type { Route } from './+types/noticias.nueva';

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
      <NewsFieldsLater
        idPrefix="nueva-noticia"
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.fieldErrors ?? {}}
      />
    </NewRecordPage>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

import { NEWS_IMAGE_FIELD, NEWS_PATHS, newsSavedMessage, newsState } from '#domain/back-office/news-editing';
import { Link } from '../../components/link';
import { newsEditingContext } from '../../context';
import { NewsFieldsLater } from '../../features/back-office/news/news-fields-later';
import { NewsStateBadge } from '../../features/back-office/news/news-state-badge';
import { newsValues } from '../../features/back-office/news/news-values';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { dateTime } from '../../features/back-office/panel/admin-list';
import { ChangeCard, noticeOf, RemoveOrRestore } from '../../features/back-office/panel/editing-page';
import { recordPageRoute, removalSteps } from '../../features/back-office/panel/editing-route.server';
import { fileOf } from '../../features/back-office/panel/form-answers';
import type { Route } from './+types/noticias.editar';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.record.title ?? 'Noticia');

/** One form per change: `intent` says which (change, remove, restore). */
const newsPage = recordPageRoute({
  permission: 'content.edit',
  section: newsEditingContext,
  notFound: 'No encontramos esa noticia.',
  find: (news, actor, id) => news.item(actor, id),
  createdMarker: 'nueva',
  intents: ({ section: news, actor, id, form }) => ({
    change: async (fields) => news.update(actor, id, { fields, image: await fileOf(form, NEWS_IMAGE_FIELD) }),
    ...removalSteps(news, actor, id),
  }),
});

export const loader = newsPage.loader;
export const action = newsPage.action;

const STATE_TEXT = {
  draft: 'Es un borrador: nadie la ve en el sitio.',
  scheduled: 'Está programada: aparece sola en el sitio el ',
  published: 'Está publicada: se ve en el sitio.',
} as const;

export default function EditNews({ loaderData, actionData }: Route.ComponentProps) {
  const { record: item, created } = loaderData;
  const state = newsState(item);
  const notice = noticeOf(actionData, created && newsSavedMessage(item));
  return (
    <>
      <BackLink to={NEWS_PATHS.list} label="Noticias" />
      <AdminPageHeader title={item.title} lead={<NewsStateBadge item={item} />} />
      <ActionNotice result={notice} />
      <div className="admin-detail">
        <section className="admin-card" aria-labelledby="publicacion">
          <h2 id="publicacion">Publicación</h2>
          <p>
            {item.deletedAt ? (
              'Está eliminada: no se ve en el sitio.'
            ) : state === 'scheduled' ? (
              <>
                {STATE_TEXT.scheduled}
                {dateTime(item.displayDate)}.
              </>
            ) : (
              STATE_TEXT[state]
            )}
          </p>
          <p className="admin-muted">
            {item.brandName} · Último cambio: {dateTime(item.updatedAt)}
          </p>
          <div className="admin-row-actions">
            <Link to={NEWS_PATHS.preview(item.id)}>Vista previa</Link>
            <RemoveOrRestore removed={Boolean(item.deletedAt)} />
          </div>
        </section>
        {!item.deletedAt && (
          <ChangeCard id="datos-noticia" title="Datos de la noticia" multipart>
            <NewsFieldsLater
              idPrefix="noticia"
              values={actionData?.values ?? newsValues(item)}
              errors={actionData?.fieldErrors ?? {}}
              current={item}
            />
          </ChangeCard>
        )}
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

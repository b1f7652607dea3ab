import { NEWS_IMAGE_FIELD, NEWS_PATHS, newsSavedMessage, newsState } from '#domain/news-editing';
import { Link } from '../components/link';
import { newsEditingContext } from '../context';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../features/admin/admin-frame';
import { dateTime } from '../features/admin/admin-list';
import { ChangeCard, noticeOf, RemoveOrRestore } from '../features/admin/editing-page';
import { recordIdOf } from '../features/admin/editing-pieces';
import {
  answerIntent,
  openedAfterCreate,
  recordOf,
  removalSteps,
} from '../features/admin/editing-route.server';
import { fileOf, postedForm } from '../features/admin/form-answers';
import { requireStaff } from '../features/admin/guard.server';
import { NewsFields, NewsStateBadge, newsValues } from '../features/admin-news/news-fields';
import type { Route } from './+types/admin.noticias.editar';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.item.title ?? 'Noticia');

const NOT_FOUND = 'No encontramos esa noticia.';

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const item = await recordOf(args.params.id, NOT_FOUND, (id) =>
    args.context.get(newsEditingContext).item(actor, id),
  );
  return { item, created: openedAfterCreate(args.url, 'nueva') };
}

/** One form per change: `intent` says which (change, remove, restore). */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const id = recordIdOf(args.params.id, NOT_FOUND);
  const editing = args.context.get(newsEditingContext);
  const form = await postedForm(args.request);
  return answerIntent(form, {
    change: async (fields) =>
      editing.update(actor, id, { fields, image: await fileOf(form, NEWS_IMAGE_FIELD) }),
    ...removalSteps(editing, actor, id),
  });
}

const STATE_TEXT = {
  draft: 'Es un borrador: nadie la ve en el sitio.',
  scheduled: 'Está programada: aparece sola en el sitio el ',
  published: 'Está publicada: se ve en el sitio.',
} as const;

export default function EditNews({ loaderData, actionData }: Route.ComponentProps) {
  const { item, created } = loaderData;
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
            <NewsFields
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

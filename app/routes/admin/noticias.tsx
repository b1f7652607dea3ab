import { NEWS_PATHS, type NewsListRow, newsState } from '#domain/back-office/news-editing';
import { ButtonLink } from '../../components/button';
import { ExternalLink } from '../../components/external-link';
import { Link } from '../../components/link';
import { newsEditingContext } from '../../context';
import { NewsStateBadge } from '../../features/back-office/news/news-state-badge';
import {
  ActionNotice,
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
} from '../../features/back-office/panel/admin-frame';
import { dateTime } from '../../features/back-office/panel/admin-list';
import { CurrentRecords, RemovedRecords } from '../../features/back-office/panel/editing-page';
import { IntentButton, restoreFromList } from '../../features/back-office/panel/editing-pieces';
import { answerOf } from '../../features/back-office/panel/editing-route.server';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/noticias';

export const meta = () => adminMeta('Noticias');

export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  return { listing: await args.context.get(newsEditingContext).list(actor) };
}

/** Restores a removed item from the list's "Eliminadas". */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const form = await postedForm(args.request);
  return answerOf(await restoreFromList(args.context.get(newsEditingContext), actor, form));
}

function NewsLine({ item }: { item: NewsListRow }) {
  const state = newsState(item);
  return (
    <li className="admin-list__item">
      <p className="admin-list__title">
        <Link to={NEWS_PATHS.edit(item.id)}>{item.title}</Link> <NewsStateBadge item={item} />
      </p>
      <p className="admin-list__meta">
        {item.brandName} · {item.type} · {state === 'scheduled' ? 'Se publica el ' : 'Fecha: '}
        {dateTime(item.displayDate)}
      </p>
      {item.summary && <p className="admin-list__meta">{item.summary}</p>}
      <p className="admin-list__meta">Último cambio: {dateTime(item.updatedAt)}</p>
      <div className="admin-row-actions">
        {item.deletedAt ? (
          <IntentButton intent="restore" id={item.id}>
            Restaurar
          </IntentButton>
        ) : state === 'published' ? (
          <ExternalLink href={item.publicPath}>Ver en el sitio</ExternalLink>
        ) : (
          <Link to={NEWS_PATHS.preview(item.id)}>Vista previa</Link>
        )}
      </div>
    </li>
  );
}

export default function NewsList({ loaderData, actionData }: Route.ComponentProps) {
  const { current, removed } = loaderData.listing;
  return (
    <>
      <AdminPageHeader
        title="Noticias"
        lead="Borradores, programadas y publicadas, de la fecha más nueva a la más vieja."
      />
      <p className="admin-form__actions">
        <ButtonLink to={NEWS_PATHS.create}>Nueva noticia</ButtonLink>
      </p>
      <ActionNotice result={actionData ?? null} />
      <CurrentRecords
        id="noticias-actuales"
        title="Noticias"
        count={current.length}
        emptyText="Todavía no hay noticias. Escribí la primera con «Nueva noticia»."
      >
        {current.map((item) => (
          <NewsLine key={item.id} item={item} />
        ))}
      </CurrentRecords>
      <RemovedRecords
        id="noticias-eliminadas"
        title="Eliminadas"
        count={removed.length}
        note="No se muestran en el sitio. Restauralas para volver a publicarlas."
      >
        {removed.map((item) => (
          <NewsLine key={item.id} item={item} />
        ))}
      </RemovedRecords>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

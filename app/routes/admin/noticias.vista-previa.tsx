import { data } from 'react-router';
import { NEWS_PATHS, NEWS_STATE_LABELS, newsState } from '#domain/back-office/news-editing';
import { Link } from '../../components/link';
import { newsEditingContext } from '../../context';
import { NewsPreviewArticle, newsItemOf } from '../../features/back-office/news/news-preview';
import { AdminErrorBoundary, adminMeta } from '../../features/back-office/panel/admin-frame';
import { recordIdOf } from '../../features/back-office/panel/editing-pieces';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/noticias.vista-previa';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Vista previa: ${loaderData.article.title}` : 'Vista previa');

const NOT_FOUND = 'No encontramos esa noticia.';

/**
 * An item as its public page will draw it (docs/product.md §6 "a draft can be previewed"), whatever its state: the
 * public article itself, fed from the saved item rather than from the site's published list, inside the back office
 * (never indexed, never cached).
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'content.edit');
  const item = await args.context.get(newsEditingContext).item(actor, recordIdOf(args.params.id, NOT_FOUND));
  if (!item) throw data({ message: NOT_FOUND }, { status: 404 });
  return {
    id: item.id,
    state: item.deletedAt ? 'Eliminada' : NEWS_STATE_LABELS[newsState(item)],
    article: newsItemOf(item),
  };
}

export default function NewsPreview({ loaderData }: Route.ComponentProps) {
  const { id, state, article } = loaderData;
  return (
    <>
      <div role="note" className="admin-notice admin-notice--ok">
        Vista previa ({state}): así se verá la noticia en el sitio.{' '}
        <Link to={NEWS_PATHS.edit(id)}>Volver a editarla</Link>
      </div>
      <NewsPreviewArticle item={article} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

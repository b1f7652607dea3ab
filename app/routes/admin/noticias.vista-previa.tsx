import { data } from 'react-router';
import { NEWS_PATHS, NEWS_STATE_LABELS, newsState } from '#domain/back-office/news-editing';
import { Link } from '../../components/link';
import { newsEditingContext } from '../../context';
import { AdminErrorBoundary, adminMeta } from '../../features/back-office/panel/admin-frame';
import { recordIdOf } from '../../features/back-office/panel/editing-pieces';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { NewsArticle, newsArticleOf } from '../../features/news/news-article';
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
    article: newsArticleOf({
      id: item.id,
      title: item.title,
      slug: item.slug,
      summary: item.summary,
      content: item.content,
      url: item.url,
      display_date: item.displayDate,
      brand_id: item.brandId,
      type_string: item.type,
      brand_string: item.brandName,
      images: item.images,
      category: item.category,
    }),
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
      <div className={`admin-article-preview theme-${article.styleKey}`}>
        <NewsArticle article={article} />
      </div>
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

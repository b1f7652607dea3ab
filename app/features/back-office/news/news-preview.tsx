import type { NewsEditable } from '#domain/back-office/news-editing';
import type { NewsItem } from '#domain/content/content';
import { NewsArticle, newsArticleOf } from '../../news/news-article';

/** A saved item as the public article reads it: the preview page's and the form's live preview alike. */
export function newsItemOf(item: NewsEditable): NewsItem {
  return {
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
  };
}

/** The public article (app/features/news), in the brand's theme, inside the back office. */
export function NewsPreviewArticle({
  item,
  headingId,
  headingLevel,
}: {
  item: NewsItem;
  headingId?: string;
  headingLevel?: 1 | 3;
}) {
  const article = newsArticleOf(item);
  return (
    <div className={`admin-article-preview theme-${article.styleKey}`}>
      <NewsArticle article={article} headingId={headingId} headingLevel={headingLevel} />
    </div>
  );
}

import { Link } from '../../components/link';
import './news.css';
import type { ContentImage, NewsItem } from '#domain/content/content';
import { type NewsBlock, parseNewsBody } from '#domain/content/news-body';
import { ArrowLink } from '../../components/arrow-link';
import { Breadcrumbs } from '../../components/hero';
import { NewsBody } from './news-body';
import { isExternalUrl, NEWS_LIST_PATH, newsBrand, newsDate } from './news-view';

/** What a news item's page draws: the public page, and the back office's preview of a draft, alike. */
export interface NewsArticleData {
  id: number;
  title: string;
  summary: string;
  type: string;
  brand: string;
  styleKey: string;
  date: string;
  dateText: string;
  body: NewsBlock[];
  images: ContentImage[];
  url: string | null;
}

export function newsArticleOf(item: NewsItem): NewsArticleData {
  return {
    id: item.id,
    title: item.title,
    summary: item.summary,
    type: item.type_string,
    brand: item.brand_string,
    styleKey: newsBrand(item.brand_id).styleKey,
    date: item.display_date,
    dateText: newsDate(item.display_date),
    body: parseNewsBody(item.content),
    images: item.images,
    url: item.url,
  };
}

/**
 * docs/product.md §2 news item: its heading, first picture, body, the other pictures and its link. `headingId` and
 * `headingLevel` for a page that holds it under its own title (the news form's live preview): the page keeps one h1.
 */
export function NewsArticle({
  article,
  headingId = 'noticia-titulo',
  headingLevel = 1,
}: {
  article: NewsArticleData;
  headingId?: string;
  headingLevel?: 1 | 3;
}) {
  const [lead, ...gallery] = article.images;
  const Title = headingLevel === 1 ? 'h1' : 'h3';
  return (
    <article className="news-article" aria-labelledby={headingId}>
      <div className="container news-article__inner">
        <header className="news-article__header">
          <Breadcrumbs items={[{ label: 'Noticias', to: NEWS_LIST_PATH }, { label: article.title }]} />
          <p className="news-article__meta">
            <span className="news-article__type">{article.type}</span>
            <span className="news-article__brand">{article.brand}</span>
            <time dateTime={article.date}>{article.dateText}</time>
          </p>
          <Title id={headingId} className="news-article__title">
            {article.title}
          </Title>
          {article.summary && <p className="news-article__summary">{article.summary}</p>}
        </header>

        {lead && <NewsFigure image={lead} priority />}

        <div className="news-article__content">
          <NewsBody blocks={article.body} />
        </div>

        {gallery.length > 0 && (
          <div className="news-article__gallery">
            {gallery.map((image) => (
              <NewsFigure key={image.path} image={image} />
            ))}
          </div>
        )}

        {article.url && (
          <p className="news-article__link">
            <ArrowLink to={article.url} external={isExternalUrl(article.url)}>
              Más información
            </ArrowLink>
          </p>
        )}

        <p className="news-article__back">
          <Link to={NEWS_LIST_PATH} className="arrow-link news-back-link" prefetch="intent">
            <span>Volver a noticias</span>
          </Link>
        </p>
      </div>
    </article>
  );
}

function NewsFigure({ image, priority = false }: { image: ContentImage; priority?: boolean }) {
  return (
    <figure className="news-article__figure">
      <img
        src={image.path}
        alt={image.alt ?? ''}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </figure>
  );
}

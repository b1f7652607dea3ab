import { data, type MetaDescriptor, redirect } from 'react-router';
import { type NewsItem, newsPath } from '#domain/content/content';
import { DEALERSHIP } from '#domain/content/dealership';
import { newsExcerpt } from '#domain/content/news-body';
import { Link } from '../components/link';
import { PageMain } from '../components/page-main';
import { SectionHeader } from '../components/section-header';
import { contentContext, publicUrlContext } from '../context';
import { NewsArticle, newsArticleOf } from '../features/news/news-article';
import { NewsCard } from '../features/news/news-card';
import { NEWS_LIST_PATH, NEWS_NOT_FOUND, nextNews, sortNews, toNewsCard } from '../features/news/news-view';
import { noindexMeta } from '../lib/noindex-meta';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/noticias.item';

/** SEO descriptions are cut near this length by search engines. */
const DESCRIPTION_LIMIT = 160;

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d+$/.test(params.id) ? Number(params.id) : Number.NaN;
  const news = sortNews((await context.get(contentContext).parameters()).news);
  const item = news.find((candidate) => candidate.id === id);
  // docs/product.md §8: the page itself says 'Noticia no encontrada.'; the status tells search engines the same.
  if (!item) {
    return data(
      {
        found: false as const,
        meta: noindexMeta(NEWS_NOT_FOUND),
      },
      { status: 404 },
    );
  }
  const path = newsPath(item);
  // One address per news item: an old or mistyped slug leads to the current one.
  if (params.slug !== item.slug) throw redirect(path, 301);
  const next = nextNews(news, item.id);
  const publicUrl = context.get(publicUrlContext);
  return {
    found: true as const,
    article: newsArticleOf(item),
    next: next ? toNewsCard(next) : null,
    meta: articleMeta(item, canonicalUrl(publicUrl, path), publicUrl),
  };
}

function articleMeta(item: NewsItem, canonical: string, publicUrl: string): MetaDescriptor[] {
  const description = item.summary || newsExcerpt(item.content, DESCRIPTION_LIMIT);
  const imageUrls = item.images.map((image) => canonicalUrl(publicUrl, image.path));
  const image = imageUrls[0];
  const base = pageMeta({ title: item.title, description, canonical }).map((tag) =>
    'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag,
  );
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description,
    datePublished: item.display_date,
    mainEntityOfPage: canonical,
    image: imageUrls,
    articleSection: item.type_string,
    author: { '@type': 'Organization', name: DEALERSHIP.name, url: publicUrl },
    publisher: { '@type': 'Organization', name: DEALERSHIP.name, url: publicUrl },
  };
  return [
    ...base,
    { property: 'article:published_time', content: item.display_date },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { 'script:ld+json': jsonLd },
  ];
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function NewsItemPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NewsNotFound />;
  const { article, next } = loaderData;
  return (
    <PageMain className={`theme-${article.styleKey}`}>
      <NewsArticle article={article} />

      {next && (
        <section className="news-next" aria-labelledby="siguiente-noticia">
          <div className="container news-next__inner">
            <SectionHeader id="siguiente-noticia" title="Siguiente noticia" />
            <NewsCard item={next} headingLevel={3} />
          </div>
        </section>
      )}
    </PageMain>
  );
}

function NewsNotFound() {
  return (
    <PageMain className="theme-territorio">
      <div className="container news-missing">
        <h1 className="news-missing__title">{NEWS_NOT_FOUND}</h1>
        <p>Puede que la noticia ya no esté publicada o que la dirección haya cambiado.</p>
        <Link to={NEWS_LIST_PATH} className="arrow-link news-back-link" prefetch="intent">
          <span>Volver a noticias</span>
        </Link>
      </div>
    </PageMain>
  );
}

import { useSearchParams } from 'react-router';
import { Hero } from '../components/hero';
import { PageMain } from '../components/page-main';
import { Tabs } from '../components/tabs';
import { contentContext, publicUrlContext } from '../context';
import { NewsCard } from '../features/news/news-card';
import {
  BRAND_PARAM,
  NEWS_BRAND_TABS,
  NEWS_LIST_PATH,
  sortNews,
  toNewsCard,
} from '../features/news/news-view';
import { revalidateOnNewPath } from '../lib/revalidate';
import { canonicalUrl, pageMeta } from '../lib/seo.server';
import type { Route } from './+types/noticias';

/** Two cards a row on wide screens: the first row loads its pictures at once. */
const FIRST_ROW_SIZE = 2;

export async function loader({ context }: Route.LoaderArgs) {
  const { news } = await context.get(contentContext).parameters();
  return {
    news: sortNews(news).map(toNewsCard),
    meta: pageMeta({
      title: 'Noticias',
      description:
        'Lanzamientos, eventos y novedades de Volkswagen, Chevrolet, Nissan y Territorio en Mendoza y San Juan.',
      canonical: canonicalUrl(context.get(publicUrlContext), NEWS_LIST_PATH),
    }),
  };
}

// The brand filter (?marca=) only narrows the list already on the page: it needs no new data.
export const shouldRevalidate = revalidateOnNewPath;

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function News({ loaderData }: Route.ComponentProps) {
  const { news } = loaderData;
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get(BRAND_PARAM);
  const activeBrand = NEWS_BRAND_TABS.findIndex((brand) => brand.slug === wanted);
  const brand = NEWS_BRAND_TABS[activeBrand];
  const shown = brand ? news.filter((item) => item.brandSlug === brand.slug) : news;
  // docs/product.md §2 brand tabs. They are links (?marca=…), so a filtered list can be shared and works before hydration.
  const tabs = [
    { name: 'Todas', link: NEWS_LIST_PATH },
    ...NEWS_BRAND_TABS.map((tab) => ({
      name: tab.name,
      link: `${NEWS_LIST_PATH}?${BRAND_PARAM}=${tab.slug}`,
    })),
  ];

  return (
    <PageMain className="theme-territorio">
      <Hero
        eyebrow="Territorio"
        title="Noticias"
        lead="Lanzamientos, eventos y novedades de nuestras marcas en Mendoza y San Juan."
      />
      <div className="container news-list">
        <Tabs label="Marcas" items={tabs} active={activeBrand + 1} className="news-list__tabs" />
        <p className="news-list__count" aria-live="polite">
          {shown.length === 1 ? '1 noticia' : `${shown.length} noticias`}
          {brand ? ` de ${brand.name}` : ''}
        </p>
        {shown.length > 0 ? (
          <ul className="news-grid">
            {shown.map((item, index) => (
              <li key={item.id} className="news-grid__item">
                <NewsCard item={item} eager={index < FIRST_ROW_SIZE} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">
            {brand ? `Todavía no hay noticias de ${brand.name}.` : 'Todavía no hay noticias.'}
          </p>
        )}
      </div>
    </PageMain>
  );
}

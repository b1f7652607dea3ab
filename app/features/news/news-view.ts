import { BRANDS, findBrandById } from '#domain/catalogue/brands';
import { type ContentImage, type NewsItem, newsPath } from '#domain/content/content';
import { newsExcerpt } from '#domain/content/news-body';
import { formatLongDate } from '#domain/shared/mendoza-time';

/** docs/product.md §2: the news list's brand tabs after "Todas": Volkswagen (1), Chevrolet (2), Nissan (4) and the dealership (5). */
export const NEWS_BRAND_IDS = [1, 2, 4, 5] as const;

/** The query parameter of the brand filter (?marca=volkswagen). */
export const BRAND_PARAM = 'marca';

export const NEWS_LIST_PATH = '/noticias';

/** docs/product.md §8, letter for letter. */
export const NEWS_NOT_FOUND = 'Noticia no encontrada.';

export interface NewsBrandTab {
  slug: string;
  name: string;
}

export const NEWS_BRAND_TABS: readonly NewsBrandTab[] = NEWS_BRAND_IDS.flatMap((id) => {
  const brand = BRANDS.find((candidate) => candidate.id === id);
  return brand ? [{ slug: brand.slug, name: brand.name }] : [];
});

/** "17 de noviembre de 2026", the day as it was in Mendoza. */
export function newsDate(iso: string): string {
  return formatLongDate(new Date(iso));
}

/** The brand's slug and theme key; the dealership's own brand for an id the site does not know. */
export function newsBrand(brandId: number): { slug: string; styleKey: string } {
  const brand = findBrandById(brandId);
  return brand
    ? { slug: brand.slug, styleKey: brand.styleKey }
    : { slug: 'territorio', styleKey: 'territorio' };
}

/** What a news card shows: the excerpt is cut on the server, so the full text never reaches the list page's payload. */
export interface NewsCardData {
  id: number;
  title: string;
  path: string;
  excerpt: string;
  /** ISO instant, for the time element. */
  date: string;
  dateText: string;
  type: string;
  brand: string;
  brandSlug: string;
  styleKey: string;
  image: ContentImage | null;
}

export function toNewsCard(item: NewsItem): NewsCardData {
  const brand = newsBrand(item.brand_id);
  return {
    id: item.id,
    title: item.title,
    path: newsPath(item),
    excerpt: newsExcerpt(item.content),
    date: item.display_date,
    dateText: newsDate(item.display_date),
    type: item.type_string,
    brand: item.brand_string,
    brandSlug: brand.slug,
    styleKey: brand.styleKey,
    image: item.images[0] ?? null,
  };
}

/** Newest first, whatever order the parameters list them in. */
export function sortNews(items: readonly NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => Date.parse(b.display_date) - Date.parse(a.display_date) || b.id - a.id);
}

/** The item after `id` in the list, wrapping to the first; none when the list holds only that item. */
export function nextNews(items: readonly NewsItem[], id: number): NewsItem | undefined {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1 || items.length < 2) return undefined;
  return items[(index + 1) % items.length];
}

/** An external address opens in a new tab; a route of this site (the demo's '/postventa') stays in the window. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

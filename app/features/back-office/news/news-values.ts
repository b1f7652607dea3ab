import { NEWS_CATEGORIES, NEWS_TYPES, type NewsEditable } from '#domain/back-office/news-editing';
import { mendozaDateTimeValue } from '#domain/back-office/site-editing';
import { DEFAULT_BRAND_ID } from '#domain/catalogue/brands';

/** What the news form shows in its text fields: what was typed, or the item as it is saved. */
export type NewsValues = Partial<Record<string, string>>;

export const newsValues = (item: NewsEditable): NewsValues => ({
  title: item.title,
  summary: item.summary,
  content: item.content,
  brand_id: String(item.brandId),
  type: item.type,
  category: item.category,
  display_date: mendozaDateTimeValue(item.displayDate),
  url: item.url ?? '',
  state: item.published ? 'published' : 'draft',
  image_alt: item.images[0]?.alt ?? '',
});

/** A new item's form: dated now, the dealership's own brand, a draft until the editor publishes it. */
export const newNewsValues = (now: Date): NewsValues => ({
  brand_id: String(DEFAULT_BRAND_ID),
  type: NEWS_TYPES[0],
  category: NEWS_CATEGORIES[0],
  display_date: mendozaDateTimeValue(now.toISOString()),
  state: 'draft',
});

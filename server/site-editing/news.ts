import { desc, eq, sql } from 'drizzle-orm';
import {
  NEWS_IMAGE_FIELD,
  type NewsEditable,
  type NewsEditing,
  type NewsListRow,
  type NewsUpload,
  newsSavedMessage,
} from '#domain/back-office/news-editing';
import { type NewsFormInput, newsFormSchema } from '#domain/back-office/news-editing-schemas';
import { newsPath, toSlug } from '#domain/content/content';
import {
  auditedRows,
  currentAndRemoved,
  isoOrNull,
  isRefusal,
  may,
  parsedWith,
  type Refusal,
  storedUpload,
  validId,
} from '../back-office';
import type { Database } from '../db/client';
import { brands, type ImageRef, news } from '../db/schema';
import { storeImage } from '../media';
import type { FileStorage } from '../storage';
import { mediaSaves } from './media-saves';
import { removalChanges } from './removals';

type NewsRow = typeof news.$inferSelect;

const NOT_FOUND = 'No encontramos esa noticia.';

/** What the audit log keeps of an item: every field it edits, its pictures by address. */
const snapshot = (row: NewsRow) => ({
  title: row.title,
  slug: row.slug,
  summary: row.summary,
  content: row.content,
  url: row.url,
  type: row.type,
  category: row.category,
  brandId: row.brandId,
  images: row.images,
  displayDate: row.displayDate.toISOString(),
  published: row.published,
  deletedAt: isoOrNull(row.deletedAt),
});

const rows = auditedRows({ table: news, id: news.id, subjectType: 'news', snapshot });

const columnsOf = (input: NewsFormInput) => ({
  title: input.title,
  slug: toSlug(input.title) || 'noticia',
  summary: input.summary,
  content: input.content,
  url: input.url,
  type: input.type,
  category: input.category,
  brandId: input.brand_id,
  displayDate: input.display_date,
  published: input.state,
});

/**
 * The pictures after a save: a chosen picture is checked, resized to the news preset and stored before any row is
 * written, and becomes the first (the one lists and the article's top show); the others an older item has stay after
 * it. The description typed is the first picture's alternative text.
 */
async function picturesAfter(
  storage: FileStorage,
  upload: NewsUpload,
  alt: string,
  current: readonly ImageRef[],
): Promise<ImageRef[] | Refusal> {
  const [first, ...rest] = current;
  const bytes = upload.image;
  if (bytes) {
    const stored = await storedUpload(NEWS_IMAGE_FIELD, () => storeImage(storage, bytes, 'news', alt));
    return isRefusal(stored) ? stored : [stored, ...rest];
  }
  return first ? [{ ...first, alt }, ...rest] : [];
}

/** The news items as the back office edits them (docs/product.md §6, docs/decisions/0031). */
export function newsEditing(deps: { db: Database; storage: FileStorage }): NewsEditing {
  const { db, storage } = deps;

  return {
    async list(actor) {
      if (!may(actor, 'content.edit')) return { current: [], removed: [] };
      const found = await db
        .select({ item: news, brandName: brands.name })
        .from(news)
        .innerJoin(brands, eq(brands.id, news.brandId))
        .orderBy(desc(news.displayDate), desc(news.id));
      const lines = found.map(({ item, brandName }) => listRow(item, brandName));
      return currentAndRemoved(lines);
    },

    async item(actor, id) {
      if (!may(actor, 'content.edit') || !validId(id)) return null;
      const [found] = await db
        .select({ item: news, brandName: brands.name })
        .from(news)
        .innerJoin(brands, eq(brands.id, news.brandId))
        .where(eq(news.id, id));
      return found ? editable(found.item, found.brandName) : null;
    },

    ...mediaSaves({
      notFound: NOT_FOUND,
      currentMedia: async (id: number) =>
        (await db.select({ images: news.images }).from(news).where(eq(news.id, id)))[0]?.images,
      read: (upload: NewsUpload, images) =>
        parsedWith(newsFormSchema, {
          ...upload.fields,
          has_image: upload.image !== null || (images?.length ?? 0) > 0,
        }),
      storedMedia: (upload, fields, images) => picturesAfter(storage, upload, fields.image_alt, images ?? []),
      insert: (actor, fields, images) =>
        rows.insert(db, actor, { action: 'news.create', values: { ...columnsOf(fields), images } }),
      update: (actor, id, fields, images) =>
        rows.update(db, actor, {
          action: 'news.update',
          id,
          set: { ...columnsOf(fields), images, updatedAt: sql`now()` },
        }),
      savedMessage: (row) => newsSavedMessage(listRow(row, '')),
    }),

    ...removalChanges({
      db,
      rows,
      notFound: NOT_FOUND,
      messages: {
        removed: 'Eliminamos la noticia: ya no se ve en el sitio. La podés restaurar desde «Eliminadas».',
        restored: 'Restauramos la noticia.',
      },
    }),
  };
}

function listRow(row: NewsRow, brandName: string): NewsListRow {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    brandName,
    type: row.type,
    published: row.published,
    displayDate: row.displayDate.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: isoOrNull(row.deletedAt),
    publicPath: newsPath(row),
  };
}

function editable(row: NewsRow, brandName: string): NewsEditable {
  return {
    id: row.id,
    brandId: row.brandId,
    brandName,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    content: row.content,
    url: row.url,
    type: row.type,
    category: row.category,
    images: row.images,
    displayDate: row.displayDate.toISOString(),
    published: row.published,
    deletedAt: isoOrNull(row.deletedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import { desc, eq, sql } from 'drizzle-orm';
import { newsPath, toSlug } from '../../domain/content';
import {
  NEWS_IMAGE_FIELD,
  type NewsEditable,
  type NewsEditing,
  type NewsListRow,
  type NewsUpload,
  newsSavedMessage,
} from '../../domain/news-editing';
import { type NewsFormInput, newsFormSchema } from '../../domain/news-editing-schemas';
import type { StaffActor } from '../../domain/staff';
import type { StaffResult } from '../../domain/staff-accounts';
import {
  auditedRows,
  currentAndRemoved,
  forbidden,
  isoOrNull,
  isRefusal,
  may,
  notFound,
  parsedWith,
  type Refusal,
  removal,
  storedUpload,
  validId,
} from '../back-office';
import type { Database } from '../db/client';
import { brands, type ImageRef, news } from '../db/schema';
import { storeImage } from '../media';
import type { FileStorage } from '../storage';

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

  const readForm = (upload: NewsUpload, hasImage: boolean) =>
    parsedWith(newsFormSchema, { ...upload.fields, has_image: hasImage });

  async function setDeleted(actor: StaffActor, id: number, deleted: boolean): Promise<StaffResult> {
    if (!may(actor, 'content.edit')) return forbidden();
    if (!validId(id)) return notFound(NOT_FOUND);
    const after = await rows.update(db, actor, {
      action: deleted ? 'news.delete' : 'news.restore',
      id,
      set: (_tx, before) => removal(before, deleted),
    });
    if (!after) return notFound(NOT_FOUND);
    return {
      ok: true,
      message: deleted
        ? 'Eliminamos la noticia: ya no se ve en el sitio. La podés restaurar desde «Eliminadas».'
        : 'Restauramos la noticia.',
    };
  }

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

    async create(actor, upload) {
      if (!may(actor, 'content.edit')) return forbidden();
      const fields = readForm(upload, upload.image !== null);
      if (isRefusal(fields)) return fields;
      const images = await picturesAfter(storage, upload, fields.image_alt, []);
      if (isRefusal(images)) return images;
      const row = await rows.insert(db, actor, {
        action: 'news.create',
        values: { ...columnsOf(fields), images },
      });
      return { ok: true, message: newsSavedMessage(listRow(row, '')), id: row.id };
    },

    async update(actor, id, upload) {
      if (!may(actor, 'content.edit')) return forbidden();
      if (!validId(id)) return notFound(NOT_FOUND);
      const [current] = await db.select({ images: news.images }).from(news).where(eq(news.id, id));
      if (!current) return notFound(NOT_FOUND);
      const fields = readForm(upload, upload.image !== null || current.images.length > 0);
      if (isRefusal(fields)) return fields;
      const images = await picturesAfter(storage, upload, fields.image_alt, current.images);
      if (isRefusal(images)) return images;
      const after = await rows.update(db, actor, {
        action: 'news.update',
        id,
        set: { ...columnsOf(fields), images, updatedAt: sql`now()` },
      });
      return after ? { ok: true, message: newsSavedMessage(listRow(after, '')) } : notFound(NOT_FOUND);
    },

    remove: (actor, id) => setDeleted(actor, id, true),
    restore: (actor, id) => setDeleted(actor, id, false),
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

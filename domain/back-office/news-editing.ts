import type { ContentImage } from '../content/content';
import type { StaffActor } from './staff';
import { STAFF_PATHS, type StaffResult } from './staff-accounts';

/**
 * The back office's news (docs/product.md §6, issue 16): what the pages list and edit, and the operations the server
 * module (server/site-editing/news.ts) offers them. The form's schema is in domain/back-office/news-editing-schemas.ts, apart, so
 * the pages' own code does not ship zod (docs/decisions/0011).
 */

/** The kinds of news the public list labels each item with (as the demo's items have them). */
export const NEWS_TYPES = ['Novedad', 'Lanzamiento', 'Evento', 'Postventa', 'Planes de ahorro'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** The section of the site an item belongs to. */
export const NEWS_CATEGORIES = ['0 km', 'Planes de Ahorro', 'Postventa', 'Institucional'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/**
 * Where an item stands for a visitor: a draft is never shown; a published item dated in the future is scheduled and
 * shows from that moment (server/content/parameters.ts reads `display_date <= now()`).
 */
export type NewsState = 'draft' | 'scheduled' | 'published';

export const NEWS_STATE_LABELS: Readonly<Record<NewsState, string>> = {
  draft: 'Borrador',
  scheduled: 'Programada',
  published: 'Publicada',
};

export function newsState(item: { published: boolean; displayDate: string }, now = new Date()): NewsState {
  if (!item.published) return 'draft';
  return Date.parse(item.displayDate) > now.getTime() ? 'scheduled' : 'published';
}

/** What a save tells the editor, and the item's page after it: where the item now stands for a visitor. */
export function newsSavedMessage(
  item: { published: boolean; displayDate: string; deletedAt: string | null },
  now = new Date(),
): string {
  if (item.deletedAt) return 'Guardamos los cambios. La noticia sigue eliminada: restaurala para que se vea.';
  switch (newsState(item, now)) {
    case 'draft':
      return 'Guardamos la noticia como borrador: no se ve en el sitio hasta que la publiques.';
    case 'scheduled':
      return 'Guardamos la noticia: se publica sola el día y la hora que elegiste.';
    case 'published':
      return 'Publicamos la noticia: ya se ve en el sitio.';
  }
}

export const NEWS_PATHS = {
  list: STAFF_PATHS.news,
  create: `${STAFF_PATHS.news}/nueva`,
  edit: (id: number) => `${STAFF_PATHS.news}/${id}`,
  preview: (id: number) => `${STAFF_PATHS.news}/${id}/vista-previa`,
} as const;

/** A line of the back office's list. */
export interface NewsListRow {
  id: number;
  title: string;
  summary: string;
  brandName: string;
  type: string;
  published: boolean;
  /** ISO instants. */
  displayDate: string;
  updatedAt: string;
  deletedAt: string | null;
  /** The public page's address. */
  publicPath: string;
}

/** The list: the items on the site or on their way to it, newest first; and apart, the removed ones. */
export interface NewsListing {
  current: NewsListRow[];
  removed: NewsListRow[];
}

/** One item as its edit page shows it. */
export interface NewsEditable {
  id: number;
  brandId: number;
  brandName: string;
  title: string;
  slug: string;
  summary: string;
  content: string;
  url: string | null;
  type: string;
  category: string;
  /** The first is the one the lists and the article's top show (the form edits it); older items may have more. */
  images: ContentImage[];
  displayDate: string;
  published: boolean;
  deletedAt: string | null;
  updatedAt: string;
}

/** The news form's file field of its picture. */
export const NEWS_IMAGE_FIELD = 'image';

/** A posted news form: its text fields and, when one was chosen, the picture's bytes. */
export interface NewsUpload {
  fields: Readonly<Record<string, string>>;
  image: Uint8Array | null;
}

/**
 * The news operations. Each takes the actor from `requireStaff`, checks `content.edit` again, validates what it is
 * given with the form's schema and writes the change and its audit entry in one transaction.
 */
export interface NewsEditing {
  list(actor: StaffActor): Promise<NewsListing>;
  item(actor: StaffActor, id: number): Promise<NewsEditable | null>;
  create(actor: StaffActor, upload: NewsUpload): Promise<StaffResult<{ id: number }>>;
  update(actor: StaffActor, id: number, upload: NewsUpload): Promise<StaffResult>;
  remove(actor: StaffActor, id: number): Promise<StaffResult>;
  restore(actor: StaffActor, id: number): Promise<StaffResult>;
}

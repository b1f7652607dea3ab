import { eq } from 'drizzle-orm';
import {
  POPUP_IMAGE_FIELD,
  POPUP_IMAGE_MISSING,
  type PopupEditingSource,
  type PopupView,
} from '#domain/back-office/popup-editing';
import { type PopupInput, popupSchema } from '#domain/back-office/popup-editing-schemas';
import { popupSiteOrder } from '#domain/content/popup-order';
import { auditedRows, isRefusal, may, type Refusal, refusedField, storedUpload } from '../back-office';
import type { Database } from '../db/client';
import { type ImageRef, popups } from '../db/schema';
import { storeImage } from '../media';
import type { FileStorage } from '../storage';
import { publicationEditing, publicationOf } from './publications';

type PopupRow = typeof popups.$inferSelect;

const NOT_FOUND = 'No encontramos ese popup.';

function view(row: PopupRow): PopupView {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    image: row.image,
    ...publicationOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const snapshot = (row: PopupRow) => {
  const { id: _id, updatedAt: _updatedAt, ...fields } = view(row);
  return fields;
};

const rows = auditedRows({ table: popups, id: popups.id, subjectType: 'popup', snapshot });

/** The picture after a save, stored before any row is written; the current one when none was chosen. */
async function storedImage(
  storage: FileStorage,
  name: string,
  bytes: Uint8Array | null,
  current: ImageRef | undefined,
): Promise<ImageRef | Refusal> {
  const image = bytes
    ? await storedUpload(POPUP_IMAGE_FIELD, () => storeImage(storage, bytes, 'popup', name))
    : current;
  if (isRefusal(image)) return image;
  if (!image) return refusedField(POPUP_IMAGE_FIELD, POPUP_IMAGE_MISSING);
  return { ...image, alt: name };
}

/** The columns a save writes. */
const columnsOf = (input: PopupInput, image: ImageRef) => ({
  name: input.name,
  url: input.url,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
  image,
});

/** The site's popups as the back office edits them (docs/decisions/0031), on this database and storage. */
export function popupEditing(deps: { db: Database; storage: FileStorage }): PopupEditingSource {
  const { db, storage } = deps;

  return {
    async list(actor) {
      if (!may(actor, 'content.edit')) return [];
      // The order the site opens them in (domain/content/popup-order.ts).
      return (await db.select().from(popups)).map(view).sort(popupSiteOrder);
    },

    async popup(actor, id) {
      if (!may(actor, 'content.edit')) return null;
      const [row] = await db.select().from(popups).where(eq(popups.id, id));
      return row ? view(row) : null;
    },

    ...publicationEditing({
      db,
      rows,
      schema: popupSchema,
      currentMedia: async (id: number) =>
        (await db.select({ image: popups.image }).from(popups).where(eq(popups.id, id)))[0]?.image,
      storedMedia: (fields, bytes: Uint8Array | null, current) =>
        storedImage(storage, fields.name, bytes, current),
      columns: columnsOf,
      notFound: NOT_FOUND,
      messages: {
        created: 'Guardamos el popup sin publicarlo. Revisá la vista previa y publicalo cuando esté listo.',
        changed: 'Guardamos los cambios del popup.',
        published: 'Publicamos el popup.',
        unpublished: 'Despublicamos el popup: ya no se abre en el sitio.',
        removed: 'Eliminamos el popup. Lo podés restaurar desde «Eliminados».',
        restored: 'Restauramos el popup.',
      },
    }),
  };
}

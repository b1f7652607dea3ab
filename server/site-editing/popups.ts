import { asc, eq, sql } from 'drizzle-orm';
import {
  POPUP_IMAGE_FIELD,
  POPUP_IMAGE_MISSING,
  type PopupEditingSource,
  type PopupView,
} from '../../domain/popup-editing';
import { type PopupInput, popupSchema } from '../../domain/popup-editing-schemas';
import type { StaffActor } from '../../domain/staff';
import type { StaffResult } from '../../domain/staff-accounts';
import {
  auditedRows,
  forbidden,
  isoOrNull,
  isRefusal,
  may,
  notFound,
  parsedWith,
  type Refusal,
  refusedField,
  storedUpload,
} from '../back-office';
import type { Database } from '../db/client';
import { type ImageRef, popups } from '../db/schema';
import { storeImage } from '../media';
import type { FileStorage } from '../storage';

type PopupRow = typeof popups.$inferSelect;

const NOT_FOUND = 'No encontramos ese popup.';

function view(row: PopupRow): PopupView {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    image: row.image,
    active: row.active,
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    deletedAt: isoOrNull(row.deletedAt),
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

const fieldsOf = (input: PopupInput) => ({
  name: input.name,
  url: input.url,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
});

/** The site's popups as the back office edits them (docs/decisions/0031), on this database and storage. */
export function popupEditing(deps: { db: Database; storage: FileStorage }): PopupEditingSource {
  const { db, storage } = deps;

  async function setState(
    actor: StaffActor,
    id: number,
    action: string,
    change: Partial<Pick<PopupRow, 'active' | 'deletedAt'>>,
    message: string,
  ): Promise<StaffResult> {
    if (!may(actor, 'content.edit')) return forbidden();
    const after = await rows.update(db, actor, { action, id, set: { ...change, updatedAt: sql`now()` } });
    return after ? { ok: true, message } : notFound(NOT_FOUND);
  }

  return {
    async list(actor) {
      if (!may(actor, 'content.edit')) return [];
      // The order the site opens them in (server/content/parameters.ts).
      const list = await db
        .select()
        .from(popups)
        .orderBy(sql`${popups.startsAt} asc nulls first`, asc(popups.id));
      return list.map(view);
    },

    async popup(actor, id) {
      if (!may(actor, 'content.edit')) return null;
      const [row] = await db.select().from(popups).where(eq(popups.id, id));
      return row ? view(row) : null;
    },

    async create(actor, input, bytes) {
      if (!may(actor, 'content.edit')) return forbidden();
      const fields = parsedWith(popupSchema, input);
      if (isRefusal(fields)) return fields;
      const image = await storedImage(storage, fields.name, bytes, undefined);
      if (isRefusal(image)) return image;
      const row = await rows.insert(db, actor, {
        action: 'popup.create',
        values: { ...fieldsOf(fields), image, active: false },
      });
      return {
        ok: true,
        message: 'Guardamos el popup sin publicarlo. Revisá la vista previa y publicalo cuando esté listo.',
        id: row.id,
      };
    },

    async change(actor, id, input, bytes) {
      if (!may(actor, 'content.edit')) return forbidden();
      const fields = parsedWith(popupSchema, input);
      if (isRefusal(fields)) return fields;
      const [current] = await db.select({ image: popups.image }).from(popups).where(eq(popups.id, id));
      if (!current) return notFound(NOT_FOUND);
      const image = await storedImage(storage, fields.name, bytes, current.image);
      if (isRefusal(image)) return image;
      const after = await rows.update(db, actor, {
        action: 'popup.change',
        id,
        set: { ...fieldsOf(fields), image, updatedAt: sql`now()` },
      });
      return after ? { ok: true, message: 'Guardamos los cambios del popup.' } : notFound(NOT_FOUND);
    },

    setActive: (actor, id, active) =>
      active
        ? setState(actor, id, 'popup.publish', { active: true }, 'Publicamos el popup.')
        : setState(
            actor,
            id,
            'popup.unpublish',
            { active: false },
            'Despublicamos el popup: ya no se abre en el sitio.',
          ),

    remove: (actor, id) =>
      setState(
        actor,
        id,
        'popup.remove',
        { deletedAt: new Date() },
        'Eliminamos el popup. Lo podés restaurar desde «Eliminados».',
      ),

    restore: (actor, id) =>
      setState(actor, id, 'popup.restore', { deletedAt: null }, 'Restauramos el popup.'),
  };
}

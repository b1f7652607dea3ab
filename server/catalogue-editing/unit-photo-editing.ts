import { eq, sql } from 'drizzle-orm';
import { type StaffActor, staffMay } from '#domain/back-office/staff';
import {
  type CatalogueEditResult,
  MAX_UNIT_PHOTOS,
  type UnitPhotoView,
} from '#domain/back-office/stock-editing';
import {
  type UnitPhotoChange,
  unitPhotoChangeSchema,
  unitPhotoUploadSchema,
} from '#domain/back-office/stock-editing-schemas';
import { refusedFields } from '#domain/shared/field-errors';
import type { Database } from '../db/client';
import { type ImageRef, stockUnitPhotos, stockUnits } from '../db/schema';
import {
  MediaRefused,
  type RenderedImage,
  readImage,
  renderImage,
  renderSmaller,
  storeRendered,
} from '../media';
import { recordAudit } from '../staff';
import type { FileStorage } from '../storage';
import { photosOfUnit } from './stock-units';

const NOT_FOUND = { ok: false, status: 404, message: 'No encontramos esa unidad.' } as const;
const FORBIDDEN = {
  ok: false,
  status: 403,
  message: 'No tenés permiso para cambiar las fotos de esta unidad.',
} as const;

/** What the audit log keeps of a unit's photos: those on the site in order, and the removed ones. */
function photosSnapshot(photos: readonly UnitPhotoView[]) {
  return {
    photos: photos.filter((photo) => photo.deletedAt === null).map((photo) => photo.photo.path),
    removed: photos.filter((photo) => photo.deletedAt !== null).map((photo) => photo.photo.path),
  };
}

/**
 * Locks the unit until the transaction ends, so two posts on its photos take turns (the count of 12 holds); the
 * refusal when there is no such unit or the member may not photograph it (sales people: their brands only,
 * docs/decisions/0031).
 */
async function lockUnit(tx: Database, actor: StaffActor, chassis: string) {
  const [unit] = await tx
    .select({ brandId: stockUnits.brandId })
    .from(stockUnits)
    .where(eq(stockUnits.chassis, chassis))
    .for('update');
  if (!unit) return NOT_FOUND;
  if (!staffMay(actor.member, 'stock.photos', unit.brandId)) return FORBIDDEN;
  return null;
}

const liveCount = (photos: readonly UnitPhotoView[]) =>
  photos.filter((photo) => photo.deletedAt === null).length;

/**
 * Adds the photos of one post after the unit's others. Every file is checked by its content before any is stored, and
 * the rows are written after the files: a bad file refuses the whole post and nothing of it is kept.
 */
export async function addUnitPhotos(
  db: Database,
  storage: FileStorage,
  actor: StaffActor,
  chassis: string,
  files: readonly Uint8Array[],
): Promise<CatalogueEditResult> {
  const [unit] = await db
    .select({ brandId: stockUnits.brandId, model: stockUnits.model, color: stockUnits.color })
    .from(stockUnits)
    .where(eq(stockUnits.chassis, chassis));
  if (!unit) return NOT_FOUND;
  if (!staffMay(actor.member, 'stock.photos', unit.brandId)) return FORBIDDEN;
  const room = MAX_UNIT_PHOTOS - liveCount(await photosOfUnit(db, chassis));
  const counted = unitPhotoUploadSchema(room).safeParse({ photos: files.length });
  if (!counted.success) return { ok: false, status: 422, ...refusedFields(counted.error) };

  // Every picture is rendered (decoded whole) before any is stored: a bad file refuses the post and keeps nothing.
  const alt = `${unit.model}, ${unit.color}`;
  let stored: { photo: ImageRef; thumbnail: ImageRef }[];
  try {
    const rendered: { photo: RenderedImage; thumbnail: RenderedImage }[] = [];
    for (const [index, bytes] of files.entries()) {
      const photo = await numbered(index, files.length, async () =>
        renderImage(await readImage(bytes), 'unitPhoto'),
      );
      rendered.push({ photo, thumbnail: await renderSmaller(photo, 'unitThumbnail') });
    }
    stored = [];
    for (const { photo, thumbnail } of rendered) {
      stored.push({
        photo: await storeRendered(storage, photo, alt),
        thumbnail: await storeRendered(storage, thumbnail, alt),
      });
    }
  } catch (error) {
    if (error instanceof MediaRefused)
      return { ok: false, status: 422, message: error.message, fieldErrors: { photos: error.message } };
    throw error;
  }

  return db.transaction(async (tx): Promise<CatalogueEditResult> => {
    const refusal = await lockUnit(tx, actor, chassis);
    if (refusal) return refusal;
    const before = await photosOfUnit(tx, chassis);
    const live = liveCount(before);
    // Another post may have added photos since the count above: the limit holds inside the lock.
    const recount = unitPhotoUploadSchema(MAX_UNIT_PHOTOS - live).safeParse({ photos: stored.length });
    if (!recount.success) return { ok: false, status: 409, ...refusedFields(recount.error) };
    await tx.insert(stockUnitPhotos).values(
      stored.map((photo, index) => ({
        chassis,
        position: live + index + 1,
        photo: photo.photo,
        thumbnail: photo.thumbnail,
      })),
    );
    await recordAudit(tx, actor, {
      action: 'stock_unit.photos_add',
      subjectType: 'stock_unit',
      subjectId: chassis,
      before: photosSnapshot(before),
      after: photosSnapshot(await photosOfUnit(tx, chassis)),
    });
    return {
      ok: true,
      message: stored.length === 1 ? 'Agregamos la foto.' : `Agregamos ${stored.length} fotos.`,
    };
  });
}

/** A refusal names the file at fault when the post carried several. */
async function numbered<T>(index: number, count: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof MediaRefused && count > 1)
      throw new MediaRefused(`Foto ${index + 1} de ${count}: ${error.message} No guardamos ninguna foto.`);
    throw error;
  }
}

/**
 * Moves a photo one place, makes it the cover (the first place, docs/decisions/0076), puts all of them in the order
 * dragged, removes one (kept, to restore) or restores one at the end; the others keep their order.
 */
export async function changeUnitPhoto(
  db: Database,
  actor: StaffActor,
  chassis: string,
  input: unknown,
): Promise<CatalogueEditResult> {
  const parsed = unitPhotoChangeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, ...refusedFields(parsed.error) };
  const change = parsed.data;
  return db.transaction(async (tx): Promise<CatalogueEditResult> => {
    const refusal = await lockUnit(tx, actor, chassis);
    if (refusal) return refusal;
    const before = await photosOfUnit(tx, chassis);
    const live = before.filter((photo) => photo.deletedAt === null);
    let order: number[];
    let message: string;
    if (change.intent === 'order') {
      // Dragged on a page that may be old: the order must name exactly the photos the unit shows now.
      const now = new Set(live.map((photo) => photo.id));
      if (change.order.length !== now.size || change.order.some((id) => !now.has(id)))
        return {
          ok: false,
          status: 409,
          message: 'Las fotos de la unidad cambiaron mientras las ordenabas: volvé a cargar la página.',
        } as const;
      if (change.order.every((id, index) => live[index]?.id === id))
        return { ok: false, status: 409, message: 'Las fotos ya estaban en ese orden.' } as const;
      order = change.order;
      message = 'Guardamos el orden de las fotos.';
    } else {
      const result = await changeOnePhoto(tx, before, live, change);
      if (!result.ok) return result;
      ({ order, message } = result);
    }
    for (const [index, id] of order.entries())
      await tx
        .update(stockUnitPhotos)
        .set({ position: index + 1 })
        .where(eq(stockUnitPhotos.id, id));
    await recordAudit(tx, actor, {
      action: `stock_unit.photo_${change.intent}`,
      subjectType: 'stock_unit',
      subjectId: chassis,
      before: photosSnapshot(before),
      after: photosSnapshot(await photosOfUnit(tx, chassis)),
    });
    return { ok: true, message };
  });
}

type OnePhotoChange = Exclude<UnitPhotoChange, { intent: 'order' }>;

/** The new order of the unit's photos after a change to one of them, or why it can't be made. */
async function changeOnePhoto(
  tx: Database,
  before: readonly UnitPhotoView[],
  live: readonly UnitPhotoView[],
  change: OnePhotoChange,
): Promise<{ ok: true; order: number[]; message: string } | Extract<CatalogueEditResult, { ok: false }>> {
  const target = before.find((photo) => photo.id === change.photo);
  if (!target) return { ok: false, status: 404, message: 'No encontramos esa foto.' };
  let order: number[];
  let message: string;
  if (change.intent === 'cover') {
    const at = live.findIndex((photo) => photo.id === target.id);
    if (at < 0)
      return { ok: false, status: 409, message: 'Restaurá la foto antes de elegirla como portada.' };
    if (at === 0) return { ok: false, status: 409, message: 'Esa foto ya es la portada.' };
    order = [target.id, ...live.filter((photo) => photo.id !== target.id).map((photo) => photo.id)];
    message = 'Elegimos la portada: es la primera foto que ven los compradores.';
  } else if (change.intent === 'move') {
    const at = live.findIndex((photo) => photo.id === target.id);
    const to = change.direction === 'up' ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= live.length)
      return { ok: false, status: 409, message: 'La foto ya está en ese lugar.' };
    order = live.map((photo) => photo.id);
    [order[at], order[to]] = [order[to] as number, order[at] as number];
    message = 'Cambiamos el orden de las fotos.';
  } else if (change.intent === 'remove') {
    if (target.deletedAt !== null) return { ok: false, status: 409, message: 'Esa foto ya estaba quitada.' };
    await tx.update(stockUnitPhotos).set({ deletedAt: sql`now()` }).where(eq(stockUnitPhotos.id, target.id));
    order = live.filter((photo) => photo.id !== target.id).map((photo) => photo.id);
    message = 'Quitamos la foto. Podés restaurarla desde «Fotos quitadas».';
  } else {
    if (target.deletedAt === null)
      return { ok: false, status: 409, message: 'Esa foto ya está en la unidad.' };
    if (live.length >= MAX_UNIT_PHOTOS)
      return {
        ok: false,
        status: 409,
        message: 'La unidad ya tiene 12 fotos: quitá alguna antes de restaurar otra.',
      };
    await tx.update(stockUnitPhotos).set({ deletedAt: null }).where(eq(stockUnitPhotos.id, target.id));
    order = [...live.map((photo) => photo.id), target.id];
    message = 'Restauramos la foto: quedó última.';
  }
  return { ok: true, order, message };
}

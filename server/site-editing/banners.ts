import { asc, eq, sql } from 'drizzle-orm';
import {
  BANNER_DESKTOP_MISSING,
  BANNER_FILE_FIELDS,
  type BannerEditingSource,
  type BannerFiles,
  type BannerView,
} from '../../domain/banner-editing';
import { type BannerInput, bannerSchema } from '../../domain/banner-editing-schemas';
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
import { banners, type ImageRef } from '../db/schema';
import { storeImage } from '../media';
import type { FileStorage } from '../storage';

type BannerRow = typeof banners.$inferSelect;

const NOT_FOUND = 'No encontramos ese banner.';

function view(row: BannerRow): BannerView {
  const [desktop, mobile] = row.images;
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    desktop: desktop ?? null,
    mobile: mobile ?? null,
    sortOrder: row.sortOrder,
    active: row.active,
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    deletedAt: isoOrNull(row.deletedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a banner: every field, the pictures by address. */
const snapshot = (row: BannerRow) => {
  const { id: _id, updatedAt: _updatedAt, ...fields } = view(row);
  return fields;
};

const rows = auditedRows({ table: banners, id: banners.id, subjectType: 'banner', snapshot });

/**
 * The pictures after a save: each one chosen is checked, resized to its preset and stored before any row is written
 * (so a refused file leaves nothing half-saved); one not chosen stays as it was. Every picture's alternative text is
 * the banner's name.
 */
async function storedImages(
  storage: FileStorage,
  name: string,
  files: BannerFiles,
  current: readonly ImageRef[],
): Promise<ImageRef[] | Refusal> {
  const [currentDesktop, currentMobile] = current;
  const { desktop: desktopBytes, mobile: mobileBytes } = files;
  const desktop = desktopBytes
    ? await storedUpload(BANNER_FILE_FIELDS.desktop, () =>
        storeImage(storage, desktopBytes, 'bannerDesktop', name),
      )
    : currentDesktop;
  if (isRefusal(desktop)) return desktop;
  const mobile = mobileBytes
    ? await storedUpload(BANNER_FILE_FIELDS.mobile, () =>
        storeImage(storage, mobileBytes, 'bannerMobile', name),
      )
    : currentMobile;
  if (isRefusal(mobile)) return mobile;
  if (!desktop) return refusedField(BANNER_FILE_FIELDS.desktop, BANNER_DESKTOP_MISSING);
  return [desktop, ...(mobile ? [mobile] : [])].map((image) => ({ ...image, alt: name }));
}

const fieldsOf = (input: BannerInput) => ({
  name: input.name,
  url: input.url,
  sortOrder: input.sort_order,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
});

/** The banners of the home as the back office edits them (docs/decisions/0031), on this database and storage. */
export function bannerEditing(deps: { db: Database; storage: FileStorage }): BannerEditingSource {
  const { db, storage } = deps;

  async function setState(
    actor: StaffActor,
    id: number,
    action: string,
    change: Partial<Pick<BannerRow, 'active' | 'deletedAt'>>,
    message: string,
  ): Promise<StaffResult> {
    if (!may(actor, 'content.edit')) return forbidden();
    const after = await rows.update(db, actor, { action, id, set: { ...change, updatedAt: sql`now()` } });
    return after ? { ok: true, message } : notFound(NOT_FOUND);
  }

  return {
    async list(actor) {
      if (!may(actor, 'content.edit')) return [];
      const list = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
      return list.map(view);
    },

    async banner(actor, id) {
      if (!may(actor, 'content.edit')) return null;
      const [row] = await db.select().from(banners).where(eq(banners.id, id));
      return row ? view(row) : null;
    },

    async create(actor, input, files) {
      if (!may(actor, 'content.edit')) return forbidden();
      const fields = parsedWith(bannerSchema, input);
      if (isRefusal(fields)) return fields;
      const images = await storedImages(storage, fields.name, files, []);
      if (isRefusal(images)) return images;
      const row = await rows.insert(db, actor, {
        action: 'banner.create',
        values: { ...fieldsOf(fields), images, active: false },
      });
      return {
        ok: true,
        message: 'Guardamos el banner sin publicarlo. Revisá la vista previa y publicalo cuando esté listo.',
        id: row.id,
      };
    },

    async change(actor, id, input, files) {
      if (!may(actor, 'content.edit')) return forbidden();
      const fields = parsedWith(bannerSchema, input);
      if (isRefusal(fields)) return fields;
      const [current] = await db.select({ images: banners.images }).from(banners).where(eq(banners.id, id));
      if (!current) return notFound(NOT_FOUND);
      const images = await storedImages(storage, fields.name, files, current.images);
      if (isRefusal(images)) return images;
      const after = await rows.update(db, actor, {
        action: 'banner.change',
        id,
        set: { ...fieldsOf(fields), images, updatedAt: sql`now()` },
      });
      return after ? { ok: true, message: 'Guardamos los cambios del banner.' } : notFound(NOT_FOUND);
    },

    setActive: (actor, id, active) =>
      active
        ? setState(actor, id, 'banner.publish', { active: true }, 'Publicamos el banner.')
        : setState(
            actor,
            id,
            'banner.unpublish',
            { active: false },
            'Despublicamos el banner: ya no se muestra en la portada.',
          ),

    remove: (actor, id) =>
      setState(
        actor,
        id,
        'banner.remove',
        { deletedAt: new Date() },
        'Eliminamos el banner. Lo podés restaurar desde «Eliminados».',
      ),

    restore: (actor, id) =>
      setState(actor, id, 'banner.restore', { deletedAt: null }, 'Restauramos el banner.'),
  };
}

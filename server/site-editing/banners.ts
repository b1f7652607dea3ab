import { asc, eq } from 'drizzle-orm';
import {
  BANNER_DESKTOP_MISSING,
  BANNER_FILE_FIELDS,
  type BannerEditingSource,
  type BannerFiles,
  type BannerView,
} from '#domain/back-office/banner-editing';
import { type BannerInput, bannerSchema } from '#domain/back-office/banner-editing-schemas';
import { auditedRows, isRefusal, may, type Refusal, refusedField, storedUpload } from '../back-office';
import type { Database } from '../db/client';
import { banners, type ImageRef } from '../db/schema';
import { storeImage } from '../media';
import type { FileStorage } from '../storage';
import { publicationEditing, publicationOf } from './publications';

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
    ...publicationOf(row),
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

/** The columns a save writes. */
const columnsOf = (input: BannerInput, images: ImageRef[]) => ({
  name: input.name,
  url: input.url,
  sortOrder: input.sort_order,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
  images,
});

/** The banners of the home as the back office edits them (docs/decisions/0031), on this database and storage. */
export function bannerEditing(deps: { db: Database; storage: FileStorage }): BannerEditingSource {
  const { db, storage } = deps;

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

    ...publicationEditing({
      db,
      rows,
      schema: bannerSchema,
      currentMedia: async (id: number) =>
        (await db.select({ images: banners.images }).from(banners).where(eq(banners.id, id)))[0]?.images,
      storedMedia: (fields, files: BannerFiles, current) =>
        storedImages(storage, fields.name, files, current ?? []),
      columns: columnsOf,
      notFound: NOT_FOUND,
      messages: {
        created: 'Guardamos el banner sin publicarlo. Revisá la vista previa y publicalo cuando esté listo.',
        changed: 'Guardamos los cambios del banner.',
        published: 'Publicamos el banner.',
        unpublished: 'Despublicamos el banner: ya no se muestra en la portada.',
        removed: 'Eliminamos el banner. Lo podés restaurar desde «Eliminados».',
        restored: 'Restauramos el banner.',
      },
    }),
  };
}

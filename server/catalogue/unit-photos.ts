import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { UnitPhoto } from '#domain/catalogue/catalogue';
import type { Database } from '../db/client';
import { stockUnitPhotos } from '../db/schema';

/**
 * The photos of these units that show on the site (docs/decisions/0031), by chassis, in their order: removed ones are
 * left out. The one read of the units' photos: the versions page, the confirmation page and "Mi reserva" use it.
 */
export async function unitPhotosOf(
  db: Database,
  chassis: readonly string[],
): Promise<Record<string, UnitPhoto[]>> {
  const wanted = [...new Set(chassis)];
  if (wanted.length === 0) return {};
  const rows = await db
    .select({
      chassis: stockUnitPhotos.chassis,
      photo: stockUnitPhotos.photo,
      thumbnail: stockUnitPhotos.thumbnail,
    })
    .from(stockUnitPhotos)
    .where(and(inArray(stockUnitPhotos.chassis, wanted), isNull(stockUnitPhotos.deletedAt)))
    .orderBy(asc(stockUnitPhotos.chassis), asc(stockUnitPhotos.position), asc(stockUnitPhotos.id));
  const byChassis: Record<string, UnitPhoto[]> = {};
  for (const row of rows) {
    const photos = byChassis[row.chassis] ?? [];
    photos.push({ photo: row.photo, thumbnail: row.thumbnail });
    byChassis[row.chassis] = photos;
  }
  return byChassis;
}

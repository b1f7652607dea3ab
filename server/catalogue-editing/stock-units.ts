import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { pageCountOf, pageOffset } from '#domain/back-office/list-query';
import { type StaffMember, staffBrandScope } from '#domain/back-office/staff';
import {
  STOCK_LIST_PAGE_SIZE,
  type StockListFilters,
  type StockListPage,
  type StockUnitDetail,
  type StockUnitStatus,
  type UnitPhotoView,
} from '#domain/back-office/stock-editing';
import type { SizedPicture } from '#domain/catalogue/catalogue';
import { statusNow } from '../catalogue';
import type { Database } from '../db/client';
import { brands, families, stockUnitPhotos, stockUnits } from '../db/schema';

/** A lapsed hold is no hold (docs/decisions/0010): the list says what the site says. */
const unitStatus = statusNow<StockUnitStatus>();

const livePhotos = sql`from ${stockUnitPhotos} where ${stockUnitPhotos.chassis} = ${stockUnits.chassis} and ${stockUnitPhotos.deletedAt} is null`;

/** What the list and a unit's page show of a unit (the list adds its photos' count and first thumbnail). */
const unitColumns = {
  chassis: stockUnits.chassis,
  brandId: stockUnits.brandId,
  brandName: brands.name,
  family: families.name,
  model: stockUnits.model,
  color: stockUnits.color,
  modelYear: stockUnits.modelYear,
  location: stockUnits.location,
  status: unitStatus,
};

/** `%` and `_` typed in a search are the characters, not patterns. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The stock a member may photograph, filtered and a page at a time: sales people see their brands' units only. */
export async function stockList(
  db: Database,
  member: StaffMember,
  filters: StockListFilters,
): Promise<StockListPage> {
  const scope = staffBrandScope(member, 'stock.photos');
  const conditions: SQL[] = [];
  if (scope !== 'all') conditions.push(inArray(stockUnits.brandId, scope.length > 0 ? [...scope] : [-1]));
  if (filters.brand !== undefined) conditions.push(eq(stockUnits.brandId, filters.brand));
  if (filters.status !== undefined) conditions.push(sql`${unitStatus} = ${filters.status}`);
  if (filters.q) {
    const pattern = containing(filters.q);
    conditions.push(
      or(
        ilike(stockUnits.chassis, pattern),
        ilike(stockUnits.model, pattern),
        ilike(families.name, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(stockUnits)
    .innerJoin(families, eq(families.id, stockUnits.familyId))
    .where(where);
  const total = Number(counted?.total ?? 0);
  const rows = await db
    .select({
      ...unitColumns,
      photoCount: sql<number>`(select count(*)::int ${livePhotos})`,
      thumbnail: sql<SizedPicture | null>`(select ${stockUnitPhotos.thumbnail} ${livePhotos} order by ${stockUnitPhotos.position}, ${stockUnitPhotos.id} limit 1)`,
    })
    .from(stockUnits)
    .innerJoin(families, eq(families.id, stockUnits.familyId))
    .innerJoin(brands, eq(brands.id, stockUnits.brandId))
    .where(where)
    .orderBy(asc(brands.name), asc(families.sortOrder), asc(stockUnits.model), asc(stockUnits.chassis))
    .limit(STOCK_LIST_PAGE_SIZE)
    .offset(pageOffset(filters.page, STOCK_LIST_PAGE_SIZE));
  return {
    rows: rows.map((row) => ({ ...row, photoCount: Number(row.photoCount) })),
    total,
    page: filters.page,
    pageCount: pageCountOf(total, STOCK_LIST_PAGE_SIZE),
  };
}

/** One unit with its photos, those on the site in order and those removed; null when no unit has the chassis. */
export async function stockUnitDetail(db: Database, chassis: string): Promise<StockUnitDetail | null> {
  const [unit] = await db
    .select(unitColumns)
    .from(stockUnits)
    .innerJoin(families, eq(families.id, stockUnits.familyId))
    .innerJoin(brands, eq(brands.id, stockUnits.brandId))
    .where(eq(stockUnits.chassis, chassis));
  if (!unit) return null;
  const photos = await photosOfUnit(db, chassis);
  return {
    ...unit,
    photos: photos.filter((photo) => photo.deletedAt === null),
    removed: photos.filter((photo) => photo.deletedAt !== null),
  };
}

/** Every photo of a unit, removed ones included: those on the site by position, then the removed, latest first. */
export async function photosOfUnit(db: Database, chassis: string): Promise<UnitPhotoView[]> {
  const rows = await db
    .select()
    .from(stockUnitPhotos)
    .where(eq(stockUnitPhotos.chassis, chassis))
    .orderBy(
      sql`${stockUnitPhotos.deletedAt} is not null`,
      asc(stockUnitPhotos.position),
      asc(stockUnitPhotos.id),
    );
  const view = rows.map((row) => ({
    id: row.id,
    position: row.position,
    photo: row.photo,
    thumbnail: row.thumbnail,
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  }));
  const live = view.filter((photo) => photo.deletedAt === null);
  const removed = view
    .filter((photo) => photo.deletedAt !== null)
    .sort((a, b) => (b.deletedAt ?? '').localeCompare(a.deletedAt ?? ''));
  return [...live, ...removed];
}

import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type ExportFile, type ExportFormat, STOCK_EXPORT } from '#domain/back-office/export-columns';
import { EXPORT_MAX_ROWS } from '#domain/back-office/export-formats';
import { pageCountOf, pageOffset } from '#domain/back-office/list-query';
import type { StaffActor } from '#domain/back-office/staff';
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
import { exportFile } from '../csv';
import type { Database } from '../db/client';
import { brands, families, stockUnitPhotos, stockUnits } from '../db/schema';
import { recordBulkRead } from '../staff';

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

/** The units a member may see that match the filters: sales people see their brands' units only. */
function stockConditions(member: StaffMember, filters: StockListFilters): SQL | undefined {
  const scope = staffBrandScope(member, 'stock.photos');
  const conditions: SQL[] = [];
  if (scope !== 'all') conditions.push(inArray(stockUnits.brandId, scope.length > 0 ? [...scope] : [-1]));
  if (filters.brand !== undefined) conditions.push(eq(stockUnits.brandId, filters.brand));
  if (filters.status !== undefined) conditions.push(sql`${unitStatus} = ${filters.status}`);
  if (filters.photos === 'sin') conditions.push(sql`not exists (select 1 ${livePhotos})`);
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
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The list's order, the same for its pages and its file. */
const stockOrder = [
  asc(brands.name),
  asc(families.sortOrder),
  asc(stockUnits.model),
  asc(stockUnits.chassis),
];

/** The stock a member may photograph, filtered and a page at a time: sales people see their brands' units only. */
export async function stockList(
  db: Database,
  member: StaffMember,
  filters: StockListFilters,
): Promise<StockListPage> {
  const where = stockConditions(member, filters);
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
    .orderBy(...stockOrder)
    .limit(STOCK_LIST_PAGE_SIZE)
    .offset(pageOffset(filters.page, STOCK_LIST_PAGE_SIZE));
  return {
    rows: rows.map((row) => ({ ...row, photoCount: Number(row.photoCount) })),
    total,
    page: filters.page,
    pageCount: pageCountOf(total, STOCK_LIST_PAGE_SIZE),
  };
}

/** Every unit the list shows with these filters (not one page), with its price, as a file (docs/decisions/0074). */
export async function stockExport(
  db: Database,
  actor: StaffActor,
  filters: StockListFilters,
  format: ExportFormat,
): Promise<ExportFile> {
  const rows = await db
    .select({
      ...unitColumns,
      listPrice: stockUnits.listPrice,
      currency: stockUnits.currency,
      photoCount: sql<number>`(select count(*)::int ${livePhotos})`,
    })
    .from(stockUnits)
    .innerJoin(families, eq(families.id, stockUnits.familyId))
    .innerJoin(brands, eq(brands.id, stockUnits.brandId))
    .where(stockConditions(actor.member, filters))
    .orderBy(...stockOrder)
    .limit(EXPORT_MAX_ROWS);
  const file = await exportFile(
    STOCK_EXPORT,
    rows.map((row) => ({
      ...row,
      currency: row.currency === 'usd' ? ('usd' as const) : ('ars' as const),
      photoCount: Number(row.photoCount),
    })),
    format,
  );
  const { page: _page, ...applied } = filters;
  await recordBulkRead(db, actor, {
    action: 'stock_unit.export',
    subjectType: 'stock_list',
    subjectId: file.fileName,
    filters: { ...applied, format },
    rows: file.rows,
  });
  return file;
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

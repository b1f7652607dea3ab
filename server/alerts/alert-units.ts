import { eq, inArray, type SQL } from 'drizzle-orm';
import { type Currency, findBrandById } from '#domain/catalogue/brands';
import { fullPriceWithDiscount } from '#domain/catalogue/pricing';
import { statusNow } from '../catalogue';
import type { Database } from '../db/client';
import { families, stockUnits } from '../db/schema';
import type { AlertUnit } from './alert-mails';

/** A unit as the alerts read it: what their e-mails name, and its status now (docs/product.md §4). */
export interface WatchedUnit extends AlertUnit {
  brandId: number;
  status: 'available' | 'held' | 'reserved' | 'sold';
}

const watchedColumns = {
  id: stockUnits.id,
  brandId: stockUnits.brandId,
  familyId: stockUnits.familyId,
  family: families.name,
  model: stockUnits.model,
  color: stockUnits.color,
  location: stockUnits.location,
  currency: stockUnits.currency,
  listPrice: stockUnits.listPrice,
  discount: stockUnits.discount,
  specialDiscount: stockUnits.specialDiscount,
  licenseCost: stockUnits.licenseCost,
  preparationCost: stockUnits.preparationCost,
  status: statusNow<WatchedUnit['status']>(),
};

const selectWatched = (db: Database, where: SQL) =>
  db
    .select(watchedColumns)
    .from(stockUnits)
    .innerJoin(families, eq(families.id, stockUnits.familyId))
    .where(where);

type WatchedRow = Awaited<ReturnType<typeof selectWatched>>[number];

function toWatched(row: WatchedRow): WatchedUnit | null {
  const brand = findBrandById(row.brandId);
  if (!brand) return null;
  return {
    id: row.id,
    brandId: row.brandId,
    brand,
    familyId: row.familyId,
    family: row.family,
    model: row.model,
    color: row.color,
    location: row.location,
    currency: row.currency as Currency,
    // The price every page shows (domain/catalogue/pricing.ts), from the unit's own columns.
    finalPrice: fullPriceWithDiscount({
      list_price: row.listPrice,
      discount: row.discount,
      special_discount: row.specialDiscount,
      license_cost: row.licenseCost,
      preparation_cost: row.preparationCost,
    }),
    status: row.status,
  };
}

async function watchedWhere(db: Database, where: SQL): Promise<WatchedUnit[]> {
  return (await selectWatched(db, where)).flatMap((row) => toWatched(row) ?? []);
}

export async function watchedUnit(db: Database, id: number): Promise<WatchedUnit | null> {
  const [unit] = await watchedWhere(db, eq(stockUnits.id, id));
  return unit ?? null;
}

export async function watchedUnits(db: Database, ids: readonly number[]): Promise<Map<number, WatchedUnit>> {
  if (ids.length === 0) return new Map();
  const units = await watchedWhere(db, inArray(stockUnits.id, [...ids]));
  return new Map(units.map((unit) => [unit.id, unit]));
}

import { inArray } from 'drizzle-orm';
import { CATALOGUE_BRAND_IDS } from '#domain/catalogue/brands';
import type { SearchableUnit } from '#domain/catalogue/stock-search';
import { matchingUnitIds } from '#domain/catalogue/stock-search';
import type { SearchFilters } from '#domain/catalogue/stock-search-filters';
import { stockSearchQuerySchema } from '#domain/catalogue/stock-search-query';
import { createDatabaseCatalogue } from '../catalogue';
import type { Database } from '../db/client';
import { families } from '../db/schema';
import { NotFoundError } from '../platform/errors';

/** Every unit the search can list now (docs/product.md §7 stock search), and the dollar rate its prices go by. */
export interface SearchSnapshot {
  units: readonly SearchableUnit[];
  /** Null while no rate is loaded: then a search by price can't be compared. */
  usdRate: number | null;
}

export async function searchSnapshot(db: Database): Promise<SearchSnapshot> {
  const catalogue = createDatabaseCatalogue(db);
  const searchable = catalogue.searchableUnits?.bind(catalogue);
  if (!searchable) return { units: [], usdRate: null };
  const [units, usdRate] = await Promise.all([
    Promise.all(CATALOGUE_BRAND_IDS.map((brandId) => searchable(brandId))),
    catalogue.usdRate().catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    }),
  ]);
  return { units: units.flat(), usdRate };
}

/**
 * The ids of the units a search's filters match now; null when they ask a price and no dollar rate is loaded, or when
 * the search no longer takes them (a value its schema dropped since they were saved): one such search must not stop
 * the others.
 */
export function unitsMatching(snapshot: SearchSnapshot, filters: SearchFilters): number[] | null {
  const asksPrice = filters.precio_min !== undefined || filters.precio_max !== undefined;
  if (asksPrice && snapshot.usdRate === null) return null;
  const query = stockSearchQuerySchema.safeParse(filters);
  return query.success ? matchingUnitIds(snapshot.units, query.data, snapshot.usdRate ?? 0) : null;
}

/** The families' names, by id, for a search that names one (`familia`). */
export async function familyNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id < 2 ** 31);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: families.id, name: families.name })
    .from(families)
    .where(inArray(families.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

import { CATALOGUE_BRAND_IDS } from '#domain/catalogue/brands';
import { type CatalogueSource, CatalogueUnavailableError } from '#domain/catalogue/catalogue';
import {
  type StockSearchQuery,
  type StockSearchResult,
  searchStock,
  withUnitPhotos,
} from '#domain/catalogue/stock-search';
import { NotFoundError } from '../platform/errors';

export const SEARCH_UNAVAILABLE = 'La búsqueda de unidades no está disponible en este momento.';

/**
 * docs/product.md §7 stock search over what `source` reads now: every catalogue brand's units that can be reserved, the
 * dollar rate and the page's own photos, searched in memory (docs/decisions/0078). The API and the search page both
 * answer through it, each with its own reads: the kept catalogue, and for a page the page cache's record of what it
 * read (server/page-cache/tags.ts), so a change to any brand's stock, the rate or the photos drops what it answered.
 */
export async function runStockSearch(
  source: CatalogueSource,
  query: StockSearchQuery,
): Promise<StockSearchResult> {
  const { searchableUnits } = source;
  // A remote intranet has no such read: the search is away rather than partial.
  if (!searchableUnits) throw new CatalogueUnavailableError(SEARCH_UNAVAILABLE);
  const [units, usdRate] = await Promise.all([
    Promise.all(CATALOGUE_BRAND_IDS.map((brandId) => searchableUnits.call(source, brandId))),
    // Without a rate, dollar prices can't be compared in pesos: the search waits for one rather than guess.
    source.usdRate().catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    }),
  ]);
  if (usdRate === null) throw new CatalogueUnavailableError(SEARCH_UNAVAILABLE);
  const result = searchStock(units.flat(), query, usdRate);
  const photos =
    result.units.length > 0 ? await source.unitPhotos?.(result.units.map((unit) => unit.chassis)) : {};
  return withUnitPhotos(result, photos ?? {});
}

import type { StockSearchQuery } from '#domain/catalogue/stock-search';
import { stockSearchHref } from '#domain/catalogue/stock-search-path';
import { stockSearchParams } from '#domain/catalogue/stock-search-query';

/** The search page's address for a search: its parameters in the schema's order (`?marca=…&carroceria=…`). */
export function stockSearchPagePath(query: StockSearchQuery): string {
  return stockSearchHref(stockSearchParams(query).toString());
}

export interface SearchCanonical {
  /** The canonical address: this search's own, or the nearest one worth indexing. */
  path: string;
  /** Whether search engines may index this search (`noindex, follow` otherwise). */
  indexable: boolean;
}

/**
 * Which searches are worth indexing (docs/decisions/0080): every unit, one brand's, and one brand's of one body type;
 * each at one address, its parameters in a fixed order. Any other filter, a page past the first, an order or a page
 * size makes a search of its own that points at the nearest of those: its brand and body type, else its brand, else the
 * whole stock.
 */
export function searchCanonical(query: StockSearchQuery): SearchCanonical {
  const nearest: StockSearchQuery = {
    ...(query.brand !== undefined ? { brand: query.brand } : {}),
    ...(query.brand !== undefined && query.body_type !== undefined ? { body_type: query.body_type } : {}),
  };
  const path = stockSearchPagePath(nearest);
  // Page 1 is the first page whether or not the address says it; anything else the query asks goes beyond `nearest`.
  const { page, ...rest } = query;
  const asked = stockSearchParams({ ...rest, ...(page !== undefined && page > 1 ? { page } : {}) });
  return { path, indexable: asked.toString() === stockSearchParams(nearest).toString() };
}

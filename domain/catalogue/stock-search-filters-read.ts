import type { z } from 'zod';
import { foldText } from '../shared/text';
import { SEARCH_FILTER_PARAMS, type SearchFilters } from './stock-search-filters';
import { stockSearchParamsSchema, stockSearchQuerySchema } from './stock-search-query';

// A stock search's parameters read as its filters (stock-search-filters.ts), by the search's own schema.

type CheckedParams = z.output<typeof stockSearchParamsSchema>;

/** The filters of parameters the search's schema has read. */
export function searchFiltersOf(params: CheckedParams): SearchFilters {
  const filters: SearchFilters = {};
  for (const param of SEARCH_FILTER_PARAMS) {
    const value = params[param];
    if (value === undefined) continue;
    if (param === 'ofertas') {
      if (value === '1' || value === 'true') filters.ofertas = '1';
      continue;
    }
    filters[param] = typeof value === 'string' ? foldText(value) : String(value);
  }
  return filters;
}

export type SearchFiltersReading =
  | { ok: true; filters: SearchFilters }
  | { ok: false; issues: readonly { path: PropertyKey[]; message: string }[] };

/**
 * A search's parameters as a query or a JSON body gives them (numbers may come as numbers), checked by the search's own
 * schema, its rules across parameters included (docs/product.md §7).
 */
export function readSearchFilters(raw: unknown): SearchFiltersReading {
  const given =
    raw && typeof raw === 'object' && !Array.isArray(raw)
      ? Object.fromEntries(
          Object.entries(raw).map(([name, value]) => [
            name,
            typeof value === 'number' ? String(value) : value,
          ]),
        )
      : raw;
  const checked = stockSearchQuerySchema.safeParse(given);
  if (!checked.success) return { ok: false, issues: checked.error.issues };
  return { ok: true, filters: searchFiltersOf(stockSearchParamsSchema.parse(given)) };
}

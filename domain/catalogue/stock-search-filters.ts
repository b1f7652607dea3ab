import { formatMoney } from '../shared/money';
import { brandBySlug } from './brands';
import { stockSearchHref } from './stock-search-path';
import { BODY_TYPE_LABELS, FUEL_LABELS, TRANSMISSION_LABELS } from './version-attributes';

/**
 * A stock search as one set of filters (docs/product.md §7 stock search): what a saved search keeps and what the
 * demand counts group by. The order and the page of a search are how it is read, not what it asks, and are left out;
 * text is folded as the search compares it, so 'Blanco' and 'blanco' are one search. No zod here: pages import it;
 * the parameters are read by stock-search-filters-read.ts.
 */

/** The parameters that filter, in the order a search's key writes them. */
export const SEARCH_FILTER_PARAMS = [
  'marca',
  'familia',
  'carroceria',
  'combustible',
  'transmision',
  'precio_min',
  'precio_max',
  'anio',
  'color',
  'sucursal',
  'ofertas',
] as const;
export type SearchFilterParam = (typeof SEARCH_FILTER_PARAMS)[number];
export type SearchFilters = Partial<Record<SearchFilterParam, string>>;

/** The filters as a query in one order: 'carroceria=suv&marca=chevrolet' is written 'marca=chevrolet&carroceria=suv'. */
export function searchFiltersKey(filters: SearchFilters): string {
  const query = new URLSearchParams();
  for (const param of SEARCH_FILTER_PARAMS) {
    const value = filters[param];
    if (value !== undefined) query.set(param, value);
  }
  return query.toString();
}

/** The filters a key writes (a key made by searchFiltersKey). */
export function searchFiltersOfKey(key: string): SearchFilters {
  const query = new URLSearchParams(key);
  const filters: SearchFilters = {};
  for (const param of SEARCH_FILTER_PARAMS) {
    const value = query.get(param);
    if (value !== null) filters[param] = value;
  }
  return filters;
}

/** The search page showing these filters. */
export function searchPagePath(filters: SearchFilters): string {
  return stockSearchHref(searchFiltersKey(filters));
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('es-AR') + text.slice(1);

/**
 * The filters as a person reads them: 'Chevrolet · SUV · Nafta · hasta $ 40.000.000 · solo ofertas'. A family is
 * named by `familyName` (the catalogue's), else by its number; no filter reads 'Todas las unidades'.
 */
export function describeSearchFilters(filters: SearchFilters, familyName?: string | null): string {
  const parts: string[] = [];
  if (filters.marca) parts.push(brandBySlug(filters.marca)?.name ?? capitalized(filters.marca));
  if (filters.familia) parts.push(familyName ?? `Familia ${filters.familia}`);
  if (filters.carroceria)
    parts.push(BODY_TYPE_LABELS[filters.carroceria as keyof typeof BODY_TYPE_LABELS] ?? filters.carroceria);
  if (filters.combustible)
    parts.push(FUEL_LABELS[filters.combustible as keyof typeof FUEL_LABELS] ?? filters.combustible);
  if (filters.transmision)
    parts.push(
      TRANSMISSION_LABELS[filters.transmision as keyof typeof TRANSMISSION_LABELS] ?? filters.transmision,
    );
  const min = filters.precio_min && formatMoney(filters.precio_min, 'ars');
  const max = filters.precio_max && formatMoney(filters.precio_max, 'ars');
  if (min && max) parts.push(`de ${min} a ${max}`);
  else if (min) parts.push(`desde ${min}`);
  else if (max) parts.push(`hasta ${max}`);
  if (filters.anio) parts.push(`modelo ${filters.anio}`);
  if (filters.color) parts.push(capitalized(filters.color));
  if (filters.sucursal)
    parts.push(`en ${filters.sucursal.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())}`);
  if (filters.ofertas) parts.push('solo ofertas');
  return parts.length > 0 ? parts.join(' · ') : 'Todas las unidades';
}

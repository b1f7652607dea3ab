import { z } from 'zod';
import { BRANDS } from './brands';
import { SEARCH_ORDERS, SEARCH_PAGE_SIZE_MAX, type StockSearchQuery } from './stock-search';
import { BODY_TYPES, FUELS, TRANSMISSIONS } from './version-attributes';

const CATALOGUE_SLUGS = BRANDS.filter((brand) => brand.catalogue).map((brand) => brand.slug);

/** An empty parameter (a cleared filter in a form) asks nothing. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

function wholeNumber(field: string, { min, max }: { min: number; max: number }) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, `${field} debe ser un número entero.`)
    .transform(Number)
    .refine((value) => value >= min, `${field} debe ser mayor o igual a ${min}.`)
    .refine((value) => value <= max, `${field} no puede ser mayor que ${max}.`);
}

function oneOf<const Values extends readonly [string, ...string[]]>(field: string, values: Values) {
  return z.enum(values, { message: `${field} debe ser uno de: ${values.join(', ')}.` });
}

const text = (field: string) =>
  z.string().trim().min(1).max(60, `${field} no puede tener más de 60 caracteres.`);

/**
 * GET /api/v2/territorio/stock/search (docs/product.md §7): the query in Spanish, as a buyer's filters write it, read
 * into the search's own terms (domain/catalogue/stock-search.ts).
 */
export const stockSearchParamsSchema = z.object({
  marca: optional(oneOf('marca', CATALOGUE_SLUGS as [string, ...string[]])),
  familia: optional(wholeNumber('familia', { min: 1, max: 999_999_999 })),
  carroceria: optional(oneOf('carroceria', BODY_TYPES)),
  combustible: optional(oneOf('combustible', FUELS)),
  transmision: optional(oneOf('transmision', TRANSMISSIONS)),
  precio_min: optional(wholeNumber('precio_min', { min: 0, max: 999_999_999_999 })),
  precio_max: optional(wholeNumber('precio_max', { min: 0, max: 999_999_999_999 })),
  anio: optional(wholeNumber('anio', { min: 1900, max: 2100 })),
  color: optional(text('color')),
  sucursal: optional(text('sucursal')),
  ofertas: optional(z.enum(['1', '0', 'true', 'false'], { message: 'ofertas debe ser 1 o 0.' })),
  orden: optional(oneOf('orden', SEARCH_ORDERS)),
  pagina: optional(wholeNumber('pagina', { min: 1, max: 10_000 })),
  por_pagina: optional(wholeNumber('por_pagina', { min: 1, max: SEARCH_PAGE_SIZE_MAX })),
});

/** The parameters, checked together and read into the search's terms. */
export const stockSearchQuerySchema = stockSearchParamsSchema
  .refine(
    (query) =>
      query.precio_min === undefined ||
      query.precio_max === undefined ||
      query.precio_min <= query.precio_max,
    { message: 'precio_min no puede ser mayor que precio_max.', path: ['precio_min'] },
  )
  .transform(
    (query): StockSearchQuery => ({
      brand: query.marca,
      family: query.familia,
      body_type: query.carroceria,
      fuel: query.combustible,
      transmission: query.transmision,
      price_min: query.precio_min,
      price_max: query.precio_max,
      year: query.anio,
      color: query.color,
      branch: query.sucursal,
      offers_only: query.ofertas === '1' || query.ofertas === 'true',
      order: query.orden,
      page: query.pagina,
      page_size: query.por_pagina,
    }),
  );

type SearchParamName = keyof z.input<typeof stockSearchParamsSchema>;

/**
 * A search written back as the address's parameters, in the schema's order (marca first, then carroceria…): the
 * search page's links (the next page, a cleared filter, the canonical address) and the API's query read the same.
 * What the query leaves out, or sets to its default nothing (`offers_only` false), is not written.
 */
export function stockSearchParams(query: StockSearchQuery): URLSearchParams {
  const values: Record<SearchParamName, string | number | undefined> = {
    marca: query.brand,
    familia: query.family,
    carroceria: query.body_type,
    combustible: query.fuel,
    transmision: query.transmission,
    precio_min: query.price_min,
    precio_max: query.price_max,
    anio: query.year,
    color: query.color,
    sucursal: query.branch,
    ofertas: query.offers_only ? '1' : undefined,
    orden: query.order,
    pagina: query.page,
    por_pagina: query.page_size,
  };
  const params = new URLSearchParams();
  for (const name of Object.keys(stockSearchParamsSchema.shape) as SearchParamName[]) {
    const value = values[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

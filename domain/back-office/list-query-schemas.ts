import { z } from 'zod';
import { hasControlCharacters } from '../shared/text';
import { PAGE_SIZES, SORT_DIRECTIONS } from './list-query';

/*
 * What a list's address asks for (domain/back-office/list-query.ts), read on the server field by field: a value that is not valid
 * is left out with a Spanish message, never an error page.
 */

export const SEARCH_MAX_LENGTH = 120;

const PAGE_SIZE_MESSAGE = `Elegí cuántas filas mostrar: ${PAGE_SIZES.join(', ')}.`;

/** A search term: trimmed, inner runs of spaces as one, without control characters, at most 120 characters. */
export const searchTermSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .max(SEARCH_MAX_LENGTH, `La búsqueda puede tener hasta ${SEARCH_MAX_LENGTH} caracteres.`)
      .refine((value) => !hasControlCharacters(value), 'La búsqueda tiene caracteres no válidos.'),
  );

/** A whole number of at least 1, as an address carries it. */
export const positiveIdSchema = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message));

/** A day as 'YYYY-MM-DD' that exists in the calendar. */
export const isoDaySchema = (message: string) => z.iso.date({ error: message });

/** The page of a list; none asked is the first. */
export const pageSchema = positiveIdSchema('El número de página no es válido.');

const BRAND_CHOICE_MESSAGE = 'Elegí una marca de la lista.';

/** One of `brands`, by its id: the brands a list can be narrowed to. */
export function brandChoiceSchema(brands: readonly { id: number }[]) {
  const ids = new Set(brands.map((brand) => brand.id));
  return positiveIdSchema(BRAND_CHOICE_MESSAGE).refine((id) => ids.has(id), BRAND_CHOICE_MESSAGE);
}

/** A period's limits, 'desde' and 'hasta', each a day. */
export const periodSchemas = {
  from: isoDaySchema('La fecha «desde» no es válida.'),
  to: isoDaySchema('La fecha «hasta» no es válida.'),
};

export interface ParsedQuery<Filters> {
  filters: Filters;
  /** What was left out, and why, in the words the page shows. */
  issues: string[];
}

export const DATE_RANGE_MESSAGE = 'La fecha «desde» es posterior a la fecha «hasta»: se ignoró el rango.';

/**
 * Reads a list's address, field by field: a value that is not valid is left out (the list shows as if it were not
 * there) and its message is returned for the page to show, so a mistyped address never fails the page. With no page
 * asked, the first; a period that starts after it ends is left out too.
 */
export function parseListQuery<Schemas extends Record<string, z.ZodType> & { page: typeof pageSchema }>(
  params: URLSearchParams,
  schemas: Schemas,
  keys: { [K in keyof Schemas]: string },
): ParsedQuery<{ [K in keyof Schemas]?: z.output<Schemas[K]> } & { page: number }> {
  const values: { [K in keyof Schemas]?: z.output<Schemas[K]> } = {};
  const issues: string[] = [];
  for (const field of Object.keys(schemas) as (keyof Schemas & string)[]) {
    const raw = params.get(keys[field]);
    if (raw === null || raw.trim() === '') continue;
    const result = (schemas[field] as z.ZodType).safeParse(raw);
    if (result.success) {
      // An empty search after trimming is no search.
      if (result.data !== '') values[field] = result.data as z.output<Schemas[typeof field]>;
    } else {
      issues.push(result.error.issues[0]?.message ?? 'Un filtro no es válido.');
    }
  }
  const filters = { ...values, page: values.page ?? 1 };
  const period = filters as { from?: unknown; to?: unknown };
  if (typeof period.from === 'string' && typeof period.to === 'string' && period.from > period.to) {
    delete period.from;
    delete period.to;
    issues.push(DATE_RANGE_MESSAGE);
  }
  return { filters, issues };
}

/** A list's page size: one of those it offers (domain/back-office/list-query.ts `PAGE_SIZES`). */
export const pageSizeSchema = z
  .string()
  .regex(/^\d{1,4}$/, PAGE_SIZE_MESSAGE)
  .transform(Number)
  .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), PAGE_SIZE_MESSAGE);

/** The schemas of a list's order and page size, given the Spanish names of the columns it sorts by. */
export function listOrderSchemas<const Columns extends readonly [string, ...string[]]>(columns: Columns) {
  return {
    sort: z.enum(columns, 'No se puede ordenar por esa columna: mostramos el orden de siempre.'),
    dir: z.enum(SORT_DIRECTIONS, 'El orden es «asc» o «desc».'),
    perPage: pageSizeSchema,
  };
}

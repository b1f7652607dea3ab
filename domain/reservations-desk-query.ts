import { z } from 'zod';
import { BRANDS } from './brands';
import { DESK_DATE_FIELDS, DESK_QUERY_KEYS, DESK_STAGES, type DeskFilters } from './reservations-desk';
import { hasControlCharacters } from './text';

/*
 * The back office's lists keep their filters in the address (domain/reservations-desk.ts, domain/leads-inbox.ts):
 * these read it on the server. A value that is not valid is left out with a Spanish message, never an error page.
 */

export const SEARCH_MAX_LENGTH = 120;

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
export const isoDaySchema = (message: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, message);

const BRAND_IDS = new Set<number>(BRANDS.map((brand) => brand.id));

const deskFieldSchemas = {
  q: searchTermSchema,
  brandId: positiveIdSchema('Elegí una marca de la lista.').refine(
    (id) => BRAND_IDS.has(id),
    'Elegí una marca de la lista.',
  ),
  stage: z.enum(DESK_STAGES, 'Elegí un estado de la lista.'),
  locationId: positiveIdSchema('Elegí una sucursal de la lista.'),
  dateField: z.enum(DESK_DATE_FIELDS, 'Elegí qué fecha filtrar: de inicio o de reserva.'),
  from: isoDaySchema('La fecha «desde» no es válida.'),
  to: isoDaySchema('La fecha «hasta» no es válida.'),
  page: positiveIdSchema('El número de página no es válido.'),
} satisfies Record<keyof DeskFilters, z.ZodType>;

export interface ParsedQuery<Filters> {
  filters: Filters;
  /** What was left out, and why, in the words the page shows. */
  issues: string[];
}

/**
 * Reads a query field by field: a value that is not valid is left out (the list shows as if it were not there) and
 * its message is returned for the page to show, so a mistyped address never fails the page.
 */
export function parseQueryFields<Schemas extends Record<string, z.ZodType>>(
  params: URLSearchParams,
  schemas: Schemas,
  keys: { [K in keyof Schemas]: string },
): { values: { [K in keyof Schemas]?: z.output<Schemas[K]> }; issues: string[] } {
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
  return { values, issues };
}

export const DATE_RANGE_MESSAGE = 'La fecha «desde» es posterior a la fecha «hasta»: se ignoró el rango.';

export function parseDeskQuery(params: URLSearchParams): ParsedQuery<DeskFilters> {
  const { values, issues } = parseQueryFields(params, deskFieldSchemas, DESK_QUERY_KEYS);
  const filters: DeskFilters = { ...values, dateField: values.dateField ?? 'creada', page: values.page ?? 1 };
  if (filters.from && filters.to && filters.from > filters.to) {
    delete filters.from;
    delete filters.to;
    issues.push(DATE_RANGE_MESSAGE);
  }
  return { filters, issues };
}

import { z } from 'zod';
import { BRANDS } from '../catalogue/brands';
import {
  brandChoiceSchema,
  type ParsedQuery,
  pageSchema,
  parseListQuery,
  periodSchemas,
  positiveIdSchema,
  searchTermSchema,
} from './list-query-schemas';
import { DESK_DATE_FIELDS, DESK_QUERY_KEYS, DESK_STAGES, type DeskFilters } from './reservations-desk';

/* The desk's address (domain/back-office/reservations-desk.ts), read on the server with these. */

const deskFieldSchemas = {
  q: searchTermSchema,
  brandId: brandChoiceSchema(BRANDS),
  stage: z.enum(DESK_STAGES, 'Elegí un estado de la lista.'),
  locationId: positiveIdSchema('Elegí una sucursal de la lista.'),
  dateField: z.enum(DESK_DATE_FIELDS, 'Elegí qué fecha filtrar: de inicio o de reserva.'),
  ...periodSchemas,
  page: pageSchema,
} satisfies Record<keyof DeskFilters, z.ZodType>;

export function parseDeskQuery(params: URLSearchParams): ParsedQuery<DeskFilters> {
  const { filters, issues } = parseListQuery(params, deskFieldSchemas, DESK_QUERY_KEYS);
  return { filters: { ...filters, dateField: filters.dateField ?? 'creada' }, issues };
}

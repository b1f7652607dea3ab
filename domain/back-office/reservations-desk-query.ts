import { z } from 'zod';
import { BRANDS } from '../catalogue/brands';
import {
  brandChoiceSchema,
  listOrderSchemas,
  type ParsedQuery,
  pageSchema,
  parseListQuery,
  periodSchemas,
  positiveIdSchema,
  searchTermSchema,
} from './list-query-schemas';
import {
  DESK_BULK_ACTIONS,
  DESK_DATE_FIELDS,
  DESK_MINE,
  DESK_NO_ADVISOR,
  DESK_QUERY_KEYS,
  DESK_SORT_COLUMNS,
  DESK_STAGES,
  type DeskFilters,
} from './reservations-desk';

/* The desk's address (domain/back-office/reservations-desk.ts), read on the server with these. */

const deskFieldSchemas = {
  q: searchTermSchema,
  brandId: brandChoiceSchema(BRANDS),
  stage: z.enum(DESK_STAGES, 'Elegí un estado de la lista.'),
  locationId: positiveIdSchema('Elegí una sucursal de la lista.'),
  dateField: z.enum(DESK_DATE_FIELDS, 'Elegí qué fecha filtrar: de inicio o de reserva.'),
  ...periodSchemas,
  lateDocuments: z
    .literal('si', 'Para ver la documentación demorada, usá «si».')
    .transform(() => true as const),
  advisor: z.union(
    [z.literal(DESK_NO_ADVISOR), z.literal(DESK_MINE), positiveIdSchema('Elegí un asesor de la lista.')],
    { error: 'Elegí un asesor de la lista.' },
  ),
  ...listOrderSchemas(DESK_SORT_COLUMNS),
  page: pageSchema,
} satisfies Record<keyof DeskFilters, z.ZodType>;

export function parseDeskQuery(params: URLSearchParams): ParsedQuery<DeskFilters> {
  const { filters, issues } = parseListQuery(params, deskFieldSchemas, DESK_QUERY_KEYS);
  return { filters: { ...filters, dateField: filters.dateField ?? 'creada' }, issues };
}

/** At most this many operations in one bulk action: the largest page. */
export const DESK_BULK_MAX = 100;

/** A bulk action on the selected operations, by their codes; the server checks each on its own. */
export const deskBulkSchema = z
  .object({
    action: z.enum(DESK_BULK_ACTIONS, 'Elegí qué hacer con las reservas elegidas.'),
    codes: z
      .array(z.string().max(40, 'Una de las reservas elegidas no existe.'), {
        error: 'Elegí al menos una reserva.',
      })
      .min(1, 'Elegí al menos una reserva.')
      .max(DESK_BULK_MAX, `Podés elegir hasta ${DESK_BULK_MAX} reservas a la vez.`)
      .transform((codes) => [...new Set(codes)]),
    account_id: z.string().optional(),
  })
  .superRefine((input, context) => {
    if (input.action === 'assign' && !input.account_id)
      context.addIssue({ code: 'custom', path: ['account_id'], message: 'Elegí un asesor.' });
  });

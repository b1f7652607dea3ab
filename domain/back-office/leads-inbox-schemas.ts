import { z } from 'zod';
import { BRANDS } from '../catalogue/brands';
import { MESSAGE_MAX_LENGTH } from '../shared/field-limits';
import { hasControlCharacters } from '../shared/text';
import { INBOX_NONE, INBOX_QUERY_KEYS, type InboxFilters, LEAD_KINDS, LEAD_STATUSES } from './leads-inbox';
import {
  brandChoiceSchema,
  type ParsedQuery,
  pageSchema,
  parseListQuery,
  periodSchemas,
  positiveIdSchema,
  searchTermSchema,
} from './list-query-schemas';

/*
 * The inbox's address and the inputs of its changes (domain/back-office/leads-inbox.ts): the server reads them with these, and
 * their messages are what staff read.
 */

const noneOr = <T extends z.ZodType>(schema: T, message: string) =>
  z.union([z.literal(INBOX_NONE), schema], { error: message });

const inboxFieldSchemas = {
  q: searchTermSchema,
  kind: z.enum(LEAD_KINDS, 'Elegí un tipo de consulta de la lista.'),
  brand: noneOr(brandChoiceSchema(BRANDS), 'Elegí una marca de la lista.'),
  status: z.enum(LEAD_STATUSES, 'Elegí un estado de la lista.'),
  assigned: noneOr(positiveIdSchema('Elegí una persona de la lista.'), 'Elegí una persona de la lista.'),
  ...periodSchemas,
  page: pageSchema,
} satisfies Record<keyof InboxFilters, z.ZodType>;

export const parseInboxQuery = (params: URLSearchParams): ParsedQuery<InboxFilters> =>
  parseListQuery(params, inboxFieldSchemas, INBOX_QUERY_KEYS);

export const leadStatusChangeSchema = z.object({
  status: z.enum(LEAD_STATUSES, 'Elegí un estado de la lista.'),
});

/** '' (or nothing) unassigns the lead. */
export const leadAssignmentSchema = z.object({
  account_id: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? null : value),
    z.union([
      z.null(),
      z.coerce
        .number({ error: 'Elegí una persona de la lista.' })
        .int('Elegí una persona de la lista.')
        .positive('Elegí una persona de la lista.')
        .max(2_147_483_647, 'Elegí una persona de la lista.'),
    ]),
  ),
});

export const leadNoteSchema = z.object({
  note: z
    .string({ error: 'Escribí la nota.' })
    .trim()
    .min(1, 'Escribí la nota.')
    .max(MESSAGE_MAX_LENGTH, `La nota puede tener hasta ${MESSAGE_MAX_LENGTH} caracteres.`)
    .refine((value) => !hasControlCharacters(value, true), 'La nota tiene caracteres no válidos.'),
});

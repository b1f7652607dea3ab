import { z } from 'zod';
import { BRANDS } from '../catalogue/brands';
import { MESSAGE_MAX_LENGTH } from '../shared/field-limits';
import { mendozaInstant } from '../shared/mendoza-instant';
import { hasControlCharacters } from '../shared/text';
import {
  INBOX_BULK_ACTIONS,
  INBOX_MINE,
  INBOX_NONE,
  INBOX_QUERY_KEYS,
  INBOX_SORT_COLUMNS,
  type InboxFilters,
  LEAD_KINDS,
  LEAD_STATUSES,
  leadOfKey,
} from './leads-inbox';
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
  assigned: z.union([z.literal(INBOX_MINE), noneOr(positiveIdSchema('Elegí una persona de la lista.'), '')], {
    error: 'Elegí una persona de la lista.',
  }),
  ...periodSchemas,
  ...listOrderSchemas(INBOX_SORT_COLUMNS),
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

/** The hour a follow-up without a time is reminded at, on Mendoza's clock. */
export const FOLLOW_UP_DEFAULT_TIME = '09:00';

/**
 * A follow-up: a day and, if wanted, a time, on Mendoza's clock (docs/decisions/0070); both empty clears it. The
 * result is the instant, or null.
 */
export const leadFollowUpSchema = z
  .object({
    follow_up_date: z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Ingresá una fecha válida.'),
    ),
    follow_up_time: z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z.string().regex(/^(\d{2}:\d{2})?$/, 'Ingresá una hora válida (por ejemplo, 10:30).'),
    ),
  })
  .transform((input, context) => {
    if (input.follow_up_date === '') {
      if (input.follow_up_time !== '')
        context.addIssue({
          code: 'custom',
          path: ['follow_up_date'],
          message: 'Elegí el día del seguimiento.',
        });
      return { dueAt: null };
    }
    const dueAt = mendozaInstant(input.follow_up_date, input.follow_up_time || FOLLOW_UP_DEFAULT_TIME);
    if (!dueAt) {
      context.addIssue({
        code: 'custom',
        path: ['follow_up_date'],
        message: 'Ingresá una fecha y hora válidas.',
      });
      return z.NEVER;
    }
    return { dueAt };
  });

/** At most this many leads in one bulk action: the largest page. */
export const BULK_MAX_LEADS = 100;

/**
 * A bulk action on the selected leads (domain/back-office/leads-inbox.ts `INBOX_BULK_ACTIONS`): which, on which leads
 * (`contacto-12`), and to whom or to which state. The server checks each lead on its own.
 */
export const leadBulkSchema = z
  .object({
    action: z.enum(INBOX_BULK_ACTIONS, 'Elegí qué hacer con las consultas elegidas.'),
    leads: z
      .array(z.string(), { error: 'Elegí al menos una consulta.' })
      .min(1, 'Elegí al menos una consulta.')
      .max(BULK_MAX_LEADS, `Podés elegir hasta ${BULK_MAX_LEADS} consultas a la vez.`)
      .transform((keys, context) => {
        const leads = [...new Set(keys)].map((key) => ({ key, lead: leadOfKey(key) }));
        if (leads.some((entry) => !entry.lead)) {
          context.addIssue({ code: 'custom', message: 'Una de las consultas elegidas no existe.' });
          return z.NEVER;
        }
        return leads as { key: string; lead: NonNullable<ReturnType<typeof leadOfKey>> }[];
      }),
    account_id: leadAssignmentSchema.shape.account_id.optional(),
    status: z.enum(LEAD_STATUSES, 'Elegí un estado de la lista.').optional(),
  })
  .superRefine((input, context) => {
    if (input.action === 'status' && !input.status)
      context.addIssue({ code: 'custom', path: ['status'], message: 'Elegí un estado de la lista.' });
  });

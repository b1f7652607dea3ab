import { z } from 'zod';
import { type ParsedQuery, pageSchema, parseListQuery, searchTermSchema } from './list-query-schemas';
import {
  GUIDE_ENTRY_NOT_FOUND,
  GUIDE_ENTRY_QUERY_KEYS,
  GUIDE_ENTRY_STATES,
  type GuideEntryFilters,
} from './used-guide-entries';

/** The inputs of the guide's list of versions (domain/back-office/used-guide-entries.ts), as staff read their messages. */

const guideEntryFieldSchemas = {
  q: searchTermSchema,
  state: z.enum(GUIDE_ENTRY_STATES, 'Elegí un estado de la lista.'),
  page: pageSchema,
} satisfies Record<keyof GuideEntryFilters, z.ZodType>;

export const parseGuideEntriesQuery = (params: URLSearchParams): ParsedQuery<GuideEntryFilters> =>
  parseListQuery(params, guideEntryFieldSchemas, GUIDE_ENTRY_QUERY_KEYS);

/** The largest value of a PostgreSQL integer column, which holds the codia. */
const MAX_CODIA = 2_147_483_647;

/** The codia a remove or restore button posts: a whole positive number, or the version is not there. */
export const guideEntryCodiaSchema = z
  .string({ error: GUIDE_ENTRY_NOT_FOUND })
  .trim()
  .regex(/^\d{1,10}$/, GUIDE_ENTRY_NOT_FOUND)
  .transform(Number)
  .pipe(z.number().int().min(1, GUIDE_ENTRY_NOT_FOUND).max(MAX_CODIA, GUIDE_ENTRY_NOT_FOUND));

import { z } from 'zod';
import { BRANDS } from '../catalogue/brands';
import {
  FUNNEL_DEFAULT_WEEKS,
  FUNNEL_QUERY_KEYS,
  FUNNEL_WEEK_CHOICES,
  type FunnelFilters,
} from './sales-funnel';

/* The funnel's GET form on "Hoy" (domain/back-office/sales-funnel.ts), read on the server with these. */

const brandIds = new Set<number>(BRANDS.map((brand) => brand.id));

const funnelQuerySchema = z.object({
  brand: z.coerce
    .number({ error: 'Elegí una marca de la lista.' })
    .int('Elegí una marca de la lista.')
    .refine((id) => brandIds.has(id), 'Elegí una marca de la lista.')
    .optional(),
  source: z
    .string()
    .trim()
    .toLowerCase()
    .max(200, 'Elegí un origen de la lista.')
    .regex(/^[^\p{Cc}]*$/u, 'Elegí un origen de la lista.')
    .optional(),
  weeks: z.coerce
    .number({ error: 'Elegí cuántas semanas ver.' })
    .refine(
      (weeks) => (FUNNEL_WEEK_CHOICES as readonly number[]).includes(weeks),
      'Elegí cuántas semanas ver.',
    )
    .optional(),
});

/** The funnel's form, read from the address: a value that is not valid is left out and said so. */
export function parseFunnelQuery(params: URLSearchParams): { filters: FunnelFilters; issues: string[] } {
  const filters: FunnelFilters = { weeks: FUNNEL_DEFAULT_WEEKS };
  const issues: string[] = [];
  for (const field of ['brand', 'source', 'weeks'] as const) {
    const raw = params.get(FUNNEL_QUERY_KEYS[field]);
    if (raw === null || raw.trim() === '') continue;
    const parsed = funnelQuerySchema.shape[field].safeParse(raw);
    if (!parsed.success) {
      issues.push(parsed.error.issues[0]?.message ?? 'Un filtro no es válido.');
      continue;
    }
    if (parsed.data === undefined || parsed.data === '') continue;
    if (field === 'source') filters.source = parsed.data as string;
    else filters[field] = parsed.data as number;
  }
  return { filters, issues };
}

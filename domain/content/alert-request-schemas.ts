import { z } from 'zod';
import type { SearchFilters } from '../catalogue/stock-search-filters';
import { readSearchFilters } from '../catalogue/stock-search-filters-read';
import { ALERT_CONSENT_MESSAGE, ALERT_KIND_MESSAGE, ALERT_SEARCH_EMPTY_MESSAGE } from './alerts';
import { personFieldSchemas } from './leads';

/** A form's box sends 'on'; an API client, true. */
const consent = z.preprocess(
  (value) => (value === 'on' || value === 'true' || value === '1' ? true : value),
  z.literal(true, { error: ALERT_CONSENT_MESSAGE }),
);

const stockId = z.coerce
  .number({ error: 'Indicá la unidad.' })
  .int({ message: 'Indicá la unidad.' })
  .positive({ message: 'Indicá la unidad.' });

/**
 * A search's parameters as GET /api/v2/territorio/stock/search takes them (docs/product.md §7), checked by the search's
 * own schema, as the filters they ask: its order and page are left out, and at least one filter is needed.
 */
const searchFilters = z
  .record(z.string(), z.union([z.string(), z.number()]), { error: ALERT_SEARCH_EMPTY_MESSAGE })
  .meta({
    description:
      'Los filtros de la búsqueda, con los nombres y valores de GET /api/v2/territorio/stock/search (marca, familia, carroceria, combustible, transmision, precio_min, precio_max, anio, color, sucursal, ofertas); orden y página no cuentan. Al menos un filtro.',
    example: { marca: 'chevrolet', carroceria: 'suv', precio_max: '40000000' },
  })
  .transform((value, context): SearchFilters => {
    const reading = readSearchFilters(value);
    if (!reading.ok) {
      for (const issue of reading.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    if (Object.keys(reading.filters).length === 0) {
      context.addIssue({ code: 'custom', message: ALERT_SEARCH_EMPTY_MESSAGE });
      return z.NEVER;
    }
    return reading.filters;
  });

const { email, optionalName, honeypot } = personFieldSchemas;
const person = { email, name: optionalName, consent, website: honeypot };

/** POST /api/v2/territorio/alerts (docs/product.md §7), and the forms that ask for an alert. */
export const alertRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('price_drop'), stock_id: stockId, ...person }),
    z.object({ kind: z.literal('unit_free'), stock_id: stockId, ...person }),
    z.object({ kind: z.literal('saved_search'), search: searchFilters, ...person }),
  ],
  { error: ALERT_KIND_MESSAGE },
);
export type AlertRequest = z.infer<typeof alertRequestSchema>;

/**
 * POST /api/v2/territorio/unit-alert, as it was before the alerts had kinds: a held unit's 'Avisame si se libera'.
 * The consent is the confirmation its first e-mail asks for.
 */
export const unitAlertAliasSchema = z.object({
  stock_id: stockId,
  email,
  name: optionalName,
  website: honeypot,
});

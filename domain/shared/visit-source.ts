import { z } from 'zod';
import { hasControlCharacters } from './text';

/**
 * Where a lead or an operation came from (docs/product.md §2 "Origen de las consultas", docs/decisions/0064): the
 * campaign parameters, `source=campaign`, the referring site (its host only) and the path of the first page of the
 * browser session. The browser keeps them in sessionStorage from that first page (app/lib/sent-visit-source.ts) and sends
 * them with each lead form and the operation start as `source`; the API takes the same object. The browser sends the
 * landing page with its query and lets this schema read the parameters, which keeps the pages' script small.
 */

/** Each value is kept to this many characters. */
export const VISIT_SOURCE_MAX_LENGTH = 200;
/** The landing page as the browser sends it, its query included. */
export const LANDING_MAX_LENGTH = 2000;

const TOO_LONG = `Cada dato del origen puede tener hasta ${VISIT_SOURCE_MAX_LENGTH} caracteres.`;
const INVALID = 'El origen de la visita tiene caracteres no válidos.';

const text = z
  .string({ error: 'El origen de la visita no es válido.' })
  .trim()
  .max(VISIT_SOURCE_MAX_LENGTH, TOO_LONG)
  .refine((value) => !hasControlCharacters(value), INVALID)
  .optional();

const QUERY_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'source',
] as const;

/** A value read from the landing page's query: cut as the fields are, without control characters. */
const fromQuery = (value: string | null) =>
  value
    ? value
        .replace(/\p{Cc}/gu, '')
        .trim()
        .slice(0, VISIT_SOURCE_MAX_LENGTH) || undefined
    : undefined;

export const visitSourceSchema = z
  .object({
    utm_source: text,
    utm_medium: text,
    utm_campaign: text,
    utm_term: text,
    utm_content: text,
    /** The site's own `source` parameter (`source=campaign`, docs/product.md §2). */
    source: text,
    /** The referring site's host ('google.com'), never its path or query. */
    referrer: z
      .string({ error: 'El sitio de origen no es válido.' })
      .trim()
      .max(253, 'El sitio de origen no es válido.')
      .regex(/^[a-z0-9.-]*(?::\d{1,5})?$/i, 'El sitio de origen debe ser solo un dominio, como google.com.')
      .optional(),
    /**
     * The first page of the session ('/vehiculos-0km/volkswagen'), with its query if it had one: the `utm_*` and
     * `source` parameters not given apart are read from it; only the path is kept.
     */
    landing: z
      .string({ error: 'La página de llegada no es válida.' })
      .trim()
      // A long address is cut, not refused: the campaign is at its start, and a lead must not be lost to it.
      .transform((value) => value.slice(0, LANDING_MAX_LENGTH))
      .pipe(
        z
          .string()
          .regex(/^(?:\/[^\s#]*)?$/, 'La página de llegada debe ser una ruta del sitio, como /contacto.'),
      )
      .optional(),
  })
  .transform(({ landing, ...given }) => {
    const [path = '', query = ''] = (landing ?? '').split('?', 2);
    const params = new URLSearchParams(query);
    const read: Partial<Record<(typeof QUERY_FIELDS)[number], string>> = {};
    for (const field of QUERY_FIELDS) read[field] = given[field] || fromQuery(params.get(field));
    return { ...given, ...read, landing: path.slice(0, VISIT_SOURCE_MAX_LENGTH) || undefined };
  })
  .meta({
    id: 'VisitSource',
    description:
      'De dónde llegó quien envía: los parámetros `utm_*` y `source` de la primera página de su visita, el dominio del sitio que lo trajo y la ruta de esa primera página (con su consulta, de la que se leen los parámetros que no vengan aparte). Todo opcional.',
  });
export type VisitSourceInput = Partial<z.output<typeof visitSourceSchema>>;

/** The source as it is kept with a lead or an operation: every field, null when not given. */
export interface VisitSource {
  originUtmSource: string | null;
  originUtmMedium: string | null;
  originUtmCampaign: string | null;
  originUtmTerm: string | null;
  originUtmContent: string | null;
  originSourceParam: string | null;
  originReferrerHost: string | null;
  originLandingPath: string | null;
  /** What the funnel groups by (`visitChannel`). */
  originChannel: string;
}

/** No campaign, no source and no referring site: the visitor typed the address or used a bookmark. */
export const DIRECT_CHANNEL = 'directo';

const blankToNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** A host as it is compared: lower case, without `www.`. */
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/**
 * The one name a source goes by in the funnel: `utm_source`, else the site's `source` parameter, else the referring
 * site, else 'directo'; in lower case, so 'Facebook' and 'facebook' are one.
 */
export function visitChannel(source: VisitSourceInput | undefined): string {
  const named = [source?.utm_source, source?.source].find((value) => value !== undefined && value !== '');
  if (named) return named.toLowerCase();
  if (source?.referrer) return bareHost(source.referrer);
  return DIRECT_CHANNEL;
}

/** The columns' values for a lead or an operation (server/db/schema/columns.ts `visitSourceColumns`). */
export function keptVisitSource(source: VisitSourceInput | undefined): VisitSource {
  return {
    originUtmSource: blankToNull(source?.utm_source),
    originUtmMedium: blankToNull(source?.utm_medium),
    originUtmCampaign: blankToNull(source?.utm_campaign),
    originUtmTerm: blankToNull(source?.utm_term),
    originUtmContent: blankToNull(source?.utm_content),
    originSourceParam: blankToNull(source?.source),
    originReferrerHost: blankToNull(source?.referrer ? bareHost(source.referrer) : undefined),
    originLandingPath: blankToNull(source?.landing),
    originChannel: visitChannel(source),
  };
}

/**
 * The source in plain Spanish for the lead and reservation pages: "facebook / cpc / campaña invierno · llegó por
 * /vehiculos-0km/volkswagen desde google.com"; null when nothing was recorded (a lead from before, or from the API
 * without it).
 */
export function visitSourceText(source: Omit<VisitSource, 'originChannel'>): string | null {
  const campaign = [
    source.originUtmSource ?? source.originSourceParam,
    source.originUtmMedium,
    source.originUtmCampaign,
  ]
    .filter((value): value is string => Boolean(value))
    .join(' / ');
  const extra = [source.originUtmTerm, source.originUtmContent].filter(Boolean).join(', ');
  const path = source.originLandingPath ? `llegó por ${source.originLandingPath}` : null;
  const from = source.originReferrerHost ? `desde ${source.originReferrerHost}` : null;
  const visit = [path, from].filter(Boolean).join(' ');
  const parts = [campaign + (extra ? ` (${extra})` : ''), visit].filter(Boolean);
  return parts.length === 0 ? null : parts.join(' · ');
}

/** The source as a form field (the job form is a multipart post): the same object, written as JSON. */
export const visitSourceFormField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, visitSourceSchema.optional());

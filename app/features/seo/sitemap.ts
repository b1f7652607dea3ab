/** The pages that exist whatever the data: the site's static routes (docs/product.md §2), home first. */
export const STATIC_PATHS = [
  '/',
  '/vehiculos-0km',
  '/oportunidades',
  '/planes-de-ahorro',
  '/pagar-plan',
  '/noticias',
  '/postventa',
  '/contacto',
  '/prueba-de-manejo',
  '/como-reservar',
  '/ducati',
  '/mercedes-benz',
  '/arrepentimiento',
  '/privacidad',
] as const;

/**
 * Crawlers have nothing to find in the API nor in a buyer's reservation or test drive (personal data behind a code).
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/concesionario-digital/',
  '/pagos/',
  '/prueba-de-manejo/',
] as const;

export interface SitemapEntry {
  /** A path on the site, e.g. /noticias/3/nuevo-t-cross. */
  path: string;
  /** When the page last changed, as an ISO 8601 instant or date; omitted when unknown. */
  lastmod?: string | null;
}

function absolute(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/+$/, '')}/`).href;
}

function xmlEscape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** The W3C date the protocol takes (YYYY-MM-DD); undefined for a value that is no date. */
function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** A sitemaps.org urlset with absolute URLs, each page once (the first entry of a path wins). */
export function buildSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = absolute(origin, entry.path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod = w3cDate(entry.lastmod);
    urls.push(
      `  <url>\n    <loc>${xmlEscape(loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </url>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything may be crawled except the API and the reservation flow; the sitemap's address is absolute. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absolute(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

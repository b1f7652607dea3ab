import type { Context, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

/**
 * How long a public API answer may be kept (docs/decisions/0020-public-api-caching.md): a browser asks again each time
 * and gets 304 when nothing changed; a shared cache in front of the site (a CDN) keeps it 30 s, and 60 s more while it
 * asks again in the background.
 */
export const PUBLIC_API_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

/** Answers about the process itself, which a cache must not keep: a load balancer asks them to know it now. */
const PROCESS_PATHS = new Set(['/healthz', '/readyz']);

/**
 * The public API's reads (catalogue, offers, stock, parameters, credit plans): an `ETag` on every successful answer
 * (the route's own when it has one, else a digest of the body), 304 to a request that names it in `If-None-Match`, and
 * PUBLIC_API_CACHE_CONTROL unless the route chose its caching itself. Answers with personal data are left to the
 * security headers (`private, no-store`), and errors are never marked cacheable.
 */
export function publicApiCaching(options: { personalData: (c: Context) => boolean }): MiddlewareHandler {
  const tagged = etag();
  return (c, next) => {
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (!read || PROCESS_PATHS.has(c.req.path) || options.personalData(c)) return next();
    // The header is set inside, so that a 304 carries it too (etag keeps Cache-Control from the answer it replaces).
    return tagged(c, async () => {
      await next();
      if (c.res.status === 200 && !c.res.headers.has('cache-control'))
        c.res.headers.set('cache-control', PUBLIC_API_CACHE_CONTROL);
    });
  };
}

import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from './metrics';

/**
 * Records every request's latency under its route pattern: the API route that answered ('/v2/nissan/stock/:id'), or
 * else the page route (`pagePattern`, from the React Router build), 'static' or 'other' (unroutedLabel). Never the
 * path itself: an operation code in a path must not become a label, and labels must not grow with URLs.
 */
export function observeRequests(
  metrics: Metrics,
  pagePattern?: (pathname: string) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.observeRequest({
      method: c.req.method,
      route: requestRoute(c, pagePattern),
      status: c.res.status,
      seconds: (performance.now() - started) / 1000,
    });
  };
}

/** The label of the request the app has answered. */
export function requestRoute(c: Context, pagePattern: ((pathname: string) => string) | undefined): string {
  const route = routePath(c);
  // '*': the pages' catch-all, the static files, or a middleware that answered itself (a 429, a 413).
  return route === '*' || route === '/*' ? unroutedLabel(c, pagePattern) : route;
}

/**
 * A page route's pattern for what React Router answered (a page, its `.data` request, a redirect, a resource route
 * such as /robots.txt); 'static' for a file read, 'other' for the rest. Only HTML makes an unknown address a page
 * ('/*'): anything else that matched no route was a file, or never reached a route.
 */
function unroutedLabel(c: Context, pagePattern: ((pathname: string) => string) | undefined): string {
  const html = c.req.path.endsWith('.data') || c.res.headers.get('content-type')?.startsWith('text/html');
  const pattern = pagePattern?.(c.req.path);
  if (pattern && (pattern !== '/*' || html)) return pattern;
  if (!pagePattern && html) return 'page';
  return c.req.method === 'GET' || c.req.method === 'HEAD' ? 'static' : 'other';
}

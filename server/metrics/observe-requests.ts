import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from './metrics';

/** The pattern of the route a request's address names (server/http/site-addresses.ts); undefined for none. */
export type RouteOf = (c: Context) => string | undefined;

/**
 * Records every request's latency under its route pattern: the API route that answered ('/v2/nissan/stock/:id'), or
 * else the route the address names (`routeOf`: a page route of the React Router build, or the route a redirect sent
 * the request to), 'static' or 'other' (unroutedLabel). Never the path itself: an operation code in a path must not
 * become a label, and labels must not grow with URLs.
 */
export function observeRequests(metrics: Metrics, routeOf?: RouteOf): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.observeRequest({
      method: c.req.method,
      route: requestRoute(c, routeOf),
      status: c.res.status,
      seconds: (performance.now() - started) / 1000,
    });
  };
}

/** The label of the request the app has answered. */
export function requestRoute(c: Context, routeOf: RouteOf | undefined): string {
  const route = routePath(c);
  // '*': the pages' catch-all, the static files, or a middleware that answered itself (a 429, a 413, a redirect).
  return route === '*' || route === '/*' ? unroutedLabel(c, routeOf) : route;
}

/**
 * The pattern of the route the address names, for what React Router answered (a page, its `.data` request, a
 * redirect, a resource route such as /robots.txt) and for a redirect to the route's own spelling; 'static' for a file
 * read, 'other' for the rest. Only HTML makes an unknown address a page
 * ('/*'): anything else that matched no route was a file, or never reached a route.
 */
function unroutedLabel(c: Context, routeOf: RouteOf | undefined): string {
  const html = c.req.path.endsWith('.data') || c.res.headers.get('content-type')?.startsWith('text/html');
  const pattern = routeOf?.(c);
  if (pattern && (pattern !== '/*' || html)) return pattern;
  if (!pattern && html) return 'page';
  return c.req.method === 'GET' || c.req.method === 'HEAD' ? 'static' : 'other';
}

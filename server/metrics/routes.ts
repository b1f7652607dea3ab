import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics, for Prometheus. Not public: with a token, only a request that presents it as `Authorization: Bearer`
 * is answered (METRICS_TOKEN, on the site's own port); without one, the answer is open to whoever reaches the port,
 * which is then one of its own that only the monitoring network reaches (METRICS_PORT).
 */
export function metricsRoutes(metrics: Metrics, options: { token: string | null }) {
  return new Hono().get(METRICS_PATH, async (c) => {
    if (options.token !== null && !presentsToken(c.req.header('authorization'), options.token)) {
      c.header('www-authenticate', 'Bearer');
      return c.json({ error: 'Las métricas piden el token de acceso.' }, 401);
    }
    c.header('cache-control', 'no-store');
    c.header('content-type', metrics.registry.contentType);
    return c.body(await metrics.text());
  });
}

/** Compared in constant time, as digests of equal length, so the answer's timing tells nothing of the token. */
function presentsToken(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { currentWindow, takePlaces } from '../requests/attempt-windows';
import { clientAddress } from '../requests/client-address';
import { dataRequestPage } from './site-addresses';

export interface RateLimitOptions {
  windowSeconds: number;
  max: number;
  /** TRUST_PROXY: how many proxies of our own add to X-Forwarded-For (server/requests/client-address.ts). */
  trustProxy: number;
  /** Paths with a limit of their own, such as autosaves that a buyer sends while typing. */
  exempt?: readonly string[];
}

const TOO_MANY = 'Hiciste demasiados envíos seguidos. Esperá un momento y volvé a intentar.';

/**
 * A fixed-window counter per client and path, kept in PostgreSQL so that every process behind a load balancer
 * counts the same requests. The post takes its place before it runs, in one statement (server/requests).
 */
export function rateLimitPosts(db: Database, options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST' || isExempt(options.exempt, c.req.path)) return next();
    const window = currentWindow(options.windowSeconds);
    const key = `${clientAddress(c, options.trustProxy)} ${countedPath(c.req.path)}`;
    const [count = 1] = await takePlaces(db, [key], window);
    if (count > options.max) {
      c.header('retry-after', String(window.retryAfterSeconds));
      return c.json({ error: TOO_MANY }, 429);
    }
    await next();
  };
}

/**
 * The counter a post counts against: a page's action and its `.data` form are one action, with one counter, however
 * the address is spelt (letter case, a trailing slash).
 */
function countedPath(path: string): string {
  const lower = path.toLowerCase();
  const page = dataRequestPage(lower) ?? lower;
  return page.length > 1 ? page.replace(/\/+$/, '') || '/' : page;
}

/** An exempt entry names one path, or every path under a prefix when it ends with '*'. */
function isExempt(exempt: readonly string[] | undefined, path: string): boolean {
  return (exempt ?? []).some((entry) =>
    entry.endsWith('*') ? path.startsWith(entry.slice(0, -1)) : path === entry,
  );
}

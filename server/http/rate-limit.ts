import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { type Database, selectRows } from '../db/client';
import { clientAddress } from '../requests/client-address';

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
 * counts the same requests.
 */
export function rateLimitPosts(db: Database, options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST' || isExempt(options.exempt, c.req.path)) return next();
    const windowMs = options.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const key = `${clientAddress(c, options.trustProxy)} ${c.req.path}`;
    const [row] = await selectRows<{ count: number }>(
      db,
      sql`insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
          on conflict (key, window_start) do update set count = rate_limits.count + 1
          returning count`,
    );
    const count = row?.count ?? 1;
    // Old windows are dropped now and then by whoever opens a new one, so the table stays small without a job.
    if (count === 1 && Math.random() < 0.02) {
      await db.execute(
        sql`delete from rate_limits where window_start < ${new Date(Date.now() - 86_400_000).toISOString()}`,
      );
    }
    if (count > options.max) {
      const retryAfter = Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000);
      c.header('retry-after', String(Math.max(retryAfter, 1)));
      return c.json({ error: TOO_MANY }, 429);
    }
    await next();
  };
}

/** An exempt entry names one path, or every path under a prefix when it ends with '*'. */
function isExempt(exempt: readonly string[] | undefined, path: string): boolean {
  return (exempt ?? []).some((entry) =>
    entry.endsWith('*') ? path.startsWith(entry.slice(0, -1)) : path === entry,
  );
}

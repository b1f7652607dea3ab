import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { type Database, selectRows } from '../db/client';
import { rateLimits } from '../db/schema';
import { clientAddress } from '../requests/client-address';

/**
 * docs/product.md §D4: an operation code is the only key to a buyer's personal data, so look-ups by code are limited per
 * client. Two fixed-window counters per client, kept in rate_limits (shared by every process) under keys that no
 * request path can produce:
 * - resumes: every POST …/start with a code counts; a buyer resumes a handful of times, a guesser thousands.
 * - misses: every look-up that found nothing (resume or update); past the limit every look-up by code is refused
 *   until the window ends, whatever the code.
 * Updates of an operation found by its code do not count: the pages save every few seconds while the buyer types.
 */
export interface CodeLookupLimitOptions {
  windowSeconds: number;
  maxResumes: number;
  maxMisses: number;
  /** TRUST_PROXY: how many proxies of our own add to X-Forwarded-For (server/requests/client-address.ts). */
  trustProxy: number;
}

export const DEFAULT_CODE_LOOKUP_LIMIT: Omit<CodeLookupLimitOptions, 'trustProxy'> = {
  windowSeconds: 15 * 60,
  maxResumes: 30,
  maxMisses: 10,
};

export { TOO_MANY_CODE_LOOKUPS_MESSAGE } from '../../domain/operation';

export type LookupVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface CodeLookupLimiter {
  /** Counts a resume and says whether this client may look a code up now. */
  beforeResume(c: Context): Promise<LookupVerdict>;
  /** Says whether this client may look a code up now, without counting (an update). */
  beforeUpdate(c: Context): Promise<LookupVerdict>;
  /** A code that found no operation. */
  recordMiss(c: Context): Promise<void>;
}

export function createCodeLookupLimiter(db: Database, options: CodeLookupLimitOptions): CodeLookupLimiter {
  const windowMs = options.windowSeconds * 1000;
  const windowStart = () => new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const keyOf = (c: Context, counter: 'resume' | 'miss') =>
    `${clientAddress(c, options.trustProxy)} operation-code:${counter}`;

  async function increment(key: string, start: Date): Promise<number> {
    const [row] = await selectRows<{ count: number }>(
      db,
      sql`insert into rate_limits (key, window_start, count) values (${key}, ${start.toISOString()}, 1)
          on conflict (key, window_start) do update set count = rate_limits.count + 1
          returning count`,
    );
    return Number(row?.count ?? 1);
  }

  async function current(key: string, start: Date): Promise<number> {
    const [row] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)));
    return row?.count ?? 0;
  }

  function refused(start: Date): LookupVerdict {
    const seconds = Math.ceil((start.getTime() + windowMs - Date.now()) / 1000);
    return { allowed: false, retryAfterSeconds: Math.max(1, seconds) };
  }

  return {
    async beforeResume(c) {
      const start = windowStart();
      const resumes = await increment(keyOf(c, 'resume'), start);
      if (resumes > options.maxResumes) return refused(start);
      if ((await current(keyOf(c, 'miss'), start)) >= options.maxMisses) return refused(start);
      return { allowed: true };
    },
    async beforeUpdate(c) {
      const start = windowStart();
      if ((await current(keyOf(c, 'miss'), start)) >= options.maxMisses) return refused(start);
      return { allowed: true };
    },
    async recordMiss(c) {
      await increment(keyOf(c, 'miss'), windowStart());
    },
  };
}

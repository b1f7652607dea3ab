import type { Context } from 'hono';
import type { Database } from '../db/client';
import { currentWindow, givePlacesBack, takePlaces } from '../requests/attempt-windows';
import { clientAddress } from '../requests/client-address';

/**
 * docs/product.md §D4: an operation code is the only key to a buyer's personal data, so look-ups by code are limited per
 * client. Two fixed-window counters per client, kept in rate_limits (shared by every process) under keys that no
 * request path can produce:
 * - resumes: every POST …/start with a code counts; a buyer resumes a handful of times, a guesser thousands.
 * - misses: every look-up that found nothing (resume or update); past the limit every look-up by code is refused
 *   until the window ends, whatever the code.
 * Updates of an operation found by its code do not count: the pages save every few seconds while the buyer types.
 *
 * A look-up takes its place among the misses before it is tried, and gives it back once it found its operation
 * (docs/decisions/0043): however many look-ups arrive at once, no more than the limit of them can miss.
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

export { TOO_MANY_CODE_LOOKUPS_MESSAGE } from '#domain/operation/operation';

export type LookupOutcome<T> =
  | { limited: true; retryAfterSeconds: number }
  | { limited: false /** null: the code named nothing, and counted as a miss. */; found: T | null };

export interface CodeLookupLimiter {
  /**
   * Looks a code up through the limit: `find` runs only if this client may look a code up now. A resume counts as one
   * too; an update (the pages save while the buyer types) does not.
   */
  lookUp<T>(c: Context, kind: 'resume' | 'update', find: () => Promise<T | null>): Promise<LookupOutcome<T>>;
}

export function createCodeLookupLimiter(db: Database, options: CodeLookupLimitOptions): CodeLookupLimiter {
  const keyOf = (c: Context, counter: 'resume' | 'miss') =>
    `${clientAddress(c, options.trustProxy)} operation-code:${counter}`;

  return {
    async lookUp(c, kind, find) {
      const window = currentWindow(options.windowSeconds);
      const miss = keyOf(c, 'miss');
      const keys = kind === 'resume' ? [miss, keyOf(c, 'resume')] : [miss];
      const [misses = 0, resumes = 0] = await takePlaces(db, keys, window);
      const giveBack = () => givePlacesBack(db, [miss], window);
      if (misses > options.maxMisses || (kind === 'resume' && resumes > options.maxResumes)) {
        // A refused look-up tried no code: the misses stay as they were (it counts as a resume all the same).
        await giveBack();
        return { limited: true, retryAfterSeconds: window.retryAfterSeconds };
      }
      let found: Awaited<ReturnType<typeof find>>;
      try {
        found = await find();
      } catch (error) {
        // Whatever failed, it did not show the code to be wrong.
        await giveBack();
        throw error;
      }
      if (found !== null) await giveBack();
      return { limited: false, found };
    },
  };
}

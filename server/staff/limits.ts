import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { currentWindow, givePlacesBack, takePlaces } from '../requests/attempt-windows';

/**
 * Sign-in attempts counted per client address and per account, and reset requests likewise, in fixed windows of the
 * shared rate_limits table (docs/decisions/0026), so every process counts the same attempts. Keys never hold an
 * e-mail: an account is named by a hash of it.
 */
export interface AttemptLimits {
  windowSeconds: number;
  maxPerAddress: number;
  maxPerAccount: number;
}

export const SIGN_IN_LIMITS: AttemptLimits = { windowSeconds: 15 * 60, maxPerAddress: 20, maxPerAccount: 5 };
export const RESET_LIMITS: AttemptLimits = { windowSeconds: 15 * 60, maxPerAddress: 10, maxPerAccount: 3 };

export type AttemptVerdict =
  | {
      allowed: true;
      /**
       * The attempt succeeded (a sign-in): its place is given back to the address, which counts failures only, and
       * the account's count is forgotten.
       */
      succeeded(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number /** Which limit was reached. */; by: 'address' | 'account' };

export interface AttemptCounter {
  /**
   * Takes this attempt's place in the address's count and the account's, both in one statement, before anything is
   * tried (docs/decisions/0043): of any number of attempts at once, no more than a limit allows are let through. A
   * refused attempt tries nothing and gives its places back.
   */
  begin(address: string, email: string): Promise<AttemptVerdict>;
}

export function createAttemptCounter(db: Database, name: string, limits: AttemptLimits): AttemptCounter {
  const addressKey = (address: string) => `${address} staff:${name}`;
  const accountKey = (email: string) =>
    `staff:${name}:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;

  return {
    async begin(address, email) {
      const window = currentWindow(limits.windowSeconds);
      const keys = [addressKey(address), accountKey(email)];
      const [byAddress = 0, byAccount = 0] = await takePlaces(db, keys, window);
      if (byAddress > limits.maxPerAddress || byAccount > limits.maxPerAccount) {
        await givePlacesBack(db, keys, window);
        const by = byAddress > limits.maxPerAddress ? 'address' : 'account';
        return { allowed: false, retryAfterSeconds: window.retryAfterSeconds, by };
      }
      return {
        allowed: true,
        async succeeded() {
          await givePlacesBack(db, [addressKey(address)], window);
          await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(email)));
        },
      };
    },
  };
}

/** "Esperá 12 minutos y volvé a intentar." */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Hiciste demasiados intentos seguidos. Por seguridad, esperá ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} y volvé a intentar.`;
}

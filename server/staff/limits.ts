import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Failed sign-ins counted per client address and per account, and reset requests likewise, in fixed windows of the
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
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number /** Which limit was reached. */; by: 'address' | 'account' };

export interface AttemptCounter {
  /** Whether another attempt from this address, for this account, may be tried now (nothing is counted). */
  check(address: string, email: string): Promise<AttemptVerdict>;
  /** Counts an attempt against both. */
  count(address: string, email: string): Promise<void>;
  /** Forgets the account's attempts (a successful sign-in). */
  clearAccount(email: string): Promise<void>;
}

export function createAttemptCounter(db: Database, name: string, limits: AttemptLimits): AttemptCounter {
  const windowMs = limits.windowSeconds * 1000;
  const windowStart = () => new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const addressKey = (address: string) => `${address} staff:${name}`;
  const accountKey = (email: string) =>
    `staff:${name}:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;

  async function current(key: string, start: Date): Promise<number> {
    const [row] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)));
    return row?.count ?? 0;
  }

  async function increment(key: string, start: Date): Promise<void> {
    await selectRows(
      db,
      sql`insert into rate_limits (key, window_start, count) values (${key}, ${start.toISOString()}, 1)
          on conflict (key, window_start) do update set count = rate_limits.count + 1
          returning count`,
    );
  }

  return {
    async check(address, email) {
      const start = windowStart();
      const [byAddress, byAccount] = await Promise.all([
        current(addressKey(address), start),
        current(accountKey(email), start),
      ]);
      if (byAddress < limits.maxPerAddress && byAccount < limits.maxPerAccount) return { allowed: true };
      const seconds = Math.ceil((start.getTime() + windowMs - Date.now()) / 1000);
      const by = byAddress >= limits.maxPerAddress ? 'address' : 'account';
      return { allowed: false, retryAfterSeconds: Math.max(1, seconds), by };
    },
    async count(address, email) {
      const start = windowStart();
      await increment(addressKey(address), start);
      await increment(accountKey(email), start);
    },
    async clearAccount(email) {
      await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(email)));
    },
  };
}

/** "Esperá 12 minutos y volvé a intentar." */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Hiciste demasiados intentos seguidos. Por seguridad, esperá ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} y volvé a intentar.`;
}

import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../db/client';

/**
 * Fixed-window counters in the shared rate_limits table, so every process counts the same requests. An attempt takes
 * its place in its counters before it is tried, in one statement, and is refused when a count comes back past its
 * limit: however many arrive at once, no more than the limit are tried (docs/decisions/0043). An attempt that turns
 * out not to count (refused, or one the limit leaves alone, such as a sign-in that succeeded) gives its place back.
 */
export interface AttemptWindow {
  start: Date;
  /** Until the window ends, as a Retry-After header says it: whole seconds, at least 1. */
  retryAfterSeconds: number;
}

/** The window of `seconds` that this moment falls in. */
export function currentWindow(seconds: number, now = Date.now()): AttemptWindow {
  const windowMs = seconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return {
    start: new Date(start),
    retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
  };
}

/** Windows older than this are of no limit any more. */
const KEPT_MS = 86_400_000;

/**
 * Adds one to each counter of the window, in one statement, and returns each one's new count (in the order of
 * `keys`). The rows are locked in one order whatever the caller's, so two statements never wait on each other.
 */
export async function takePlaces(
  db: Database,
  keys: readonly string[],
  window: AttemptWindow,
): Promise<number[]> {
  const start = window.start.toISOString();
  const values = [...new Set(keys)].sort().map((key) => sql`(${key}, ${start}::timestamptz, 1)`);
  const rows = await selectRows<{ key: string; count: number }>(
    db,
    sql`insert into rate_limits (key, window_start, count) values ${sql.join(values, sql`, `)}
        on conflict (key, window_start) do update set count = rate_limits.count + 1
        returning key, count`,
  );
  const counts = new Map(rows.map((row) => [row.key, Number(row.count)]));
  // Old windows are dropped now and then by whoever opens a new one, so the table stays small without a job.
  if ([...counts.values()].includes(1) && Math.random() < 0.02) {
    await db.execute(
      sql`delete from rate_limits where window_start < ${new Date(Date.now() - KEPT_MS).toISOString()}::timestamptz`,
    );
  }
  return keys.map((key) => counts.get(key) ?? 1);
}

/** Gives back a place `takePlaces` took in each counter: one row at a time, so it never holds two locks at once. */
export async function givePlacesBack(
  db: Database,
  keys: readonly string[],
  window: AttemptWindow,
): Promise<void> {
  const start = window.start.toISOString();
  for (const key of new Set(keys))
    await db.execute(
      sql`update rate_limits set count = greatest(count - 1, 0)
          where key = ${key} and window_start = ${start}::timestamptz`,
    );
}

import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../db/client';
import { errorSummary, type Logger } from '../platform/logger';
import { brandTag, SITE_TAG } from './tags';

/**
 * What pages show changes by the clock alone, with no write to announce it: a held unit is free again when its hold
 * lapses (docs/decisions/0010), a news item appears at its display date (server/content/parameters.ts), a popup and
 * a banner at their start and until their end. The next such moment of each tag.
 */
const NEXT_TIMED_CHANGES = sql`
  select ${SITE_TAG} as tag, least(
    (select min(display_date) from news where published and deleted_at is null and display_date > now()),
    (select min(starts_at) from popups where active and deleted_at is null and starts_at > now()),
    (select min(ends_at) from popups where active and deleted_at is null and ends_at > now()),
    (select min(starts_at) from banners where active and deleted_at is null and starts_at > now()),
    (select min(ends_at) from banners where active and deleted_at is null and ends_at > now())
  ) as at`;

const NEXT_HOLD_LAPSES = sql`
  select brand_id, min(held_until) as at from stock_units
  where status = 'held' and held_until > now()
  group by brand_id`;

/** A moment the database's clock has not reached yet is looked at again after this, however close it seemed. */
const AT_LEAST_MS = 250;
/** Node's timers hold at most about 24 days; a later moment is looked at again then. */
const LONGEST_WAIT_MS = 2_147_483_647;
/** After a failed look-up (the database unreachable), the next try. */
const RETRY_MS = 5_000;

export interface TimedChanges {
  /** Looks again at the next moments (something changed that may have moved them). */
  refresh(): void;
  stop(): void;
}

/**
 * Invalidates each tag when the next of its timed changes comes. The moments are read again after every change the
 * database announces, and after each one comes; when they cannot be read, the whole cache is cleared, as nothing says
 * what it still holds is current.
 */
export function startTimedChanges(deps: {
  db: Database;
  logger: Logger;
  invalidate(tag: string): void;
  clear(): void;
}): TimedChanges {
  let timer: NodeJS.Timeout | undefined;
  let reading = false;
  let again = false;
  let stopped = false;
  let due = new Map<string, number>();

  const wake = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(fire, Math.min(Math.max(ms, 0), LONGEST_WAIT_MS));
  };

  const fire = () => {
    const now = Date.now();
    for (const [tag, at] of due) if (at <= now) deps.invalidate(tag);
    void read();
  };

  const read = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      const [site, holds] = await Promise.all([
        selectRows<{ tag: string; at: Date | string | null }>(deps.db, NEXT_TIMED_CHANGES),
        selectRows<{ brand_id: number; at: Date | string }>(deps.db, NEXT_HOLD_LAPSES),
      ]);
      const next = new Map<string, number>();
      for (const row of site) if (row.at) next.set(row.tag, new Date(row.at).getTime());
      for (const row of holds) next.set(brandTag(row.brand_id), new Date(row.at).getTime());
      due = next;
      const soonest = Math.min(...next.values());
      if (Number.isFinite(soonest)) wake(Math.max(soonest - Date.now(), AT_LEAST_MS));
      else clearTimeout(timer);
    } catch (error) {
      deps.logger.warn(
        { error: errorSummary(error) },
        'page cache: the next timed changes could not be read',
      );
      deps.clear();
      wake(RETRY_MS);
    } finally {
      reading = false;
      if (again && !stopped) {
        again = false;
        void read();
      }
    }
  };

  return {
    refresh: () => void read(),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

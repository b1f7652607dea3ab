import type { Database } from '../db/client';
import { brandOfTag, type ChangeFeed, RATES_TAG } from '../page-cache';
import type { Logger } from '../platform/logger';
import { type PeriodicJob, startPeriodicJob } from '../platform/periodic-job';
import { type AlertCheckResult, type AlertCheckScope, checkAlerts, EVERY_ALERT } from './alert-checks';

/**
 * The backstop sweep (docs/decisions/0084): what no change announces is looked at within this. An alert held back by
 * its address's daily cap, one confirmed after the change it waits for, and every alert while the database could not
 * be heard or when the catalogue is remote.
 */
export const ALERT_SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Changes come in bursts (a stock file, a hold and its payment): a check waits this long for the rest of one. */
export const ALERT_SETTLE_MS = 500;

export interface AlertJobDependencies {
  db: Database;
  config: { PUBLIC_URL: string };
  logger: Logger;
  /** The database's change announcements (server/page-cache/change-feed.ts); without them, the sweep alone. */
  changes?: ChangeFeed;
  sweepEveryMs?: number;
  settleMs?: number;
  /** Told of every check's outcome (tests). */
  onChecked?: (result: AlertCheckResult) => void;
}

/**
 * The alerts' sender, in the one process that runs the background jobs (docs/decisions/0022): it hears the changes the
 * page cache hears (a unit's price or status, by brand; the dollar rate; a lapsed hold at its moment) and checks the
 * alerts they may concern, one check at a time, plus a sweep of every alert now and then.
 */
export function startAlertJob(deps: AlertJobDependencies): PeriodicJob {
  const { db, logger } = deps;
  let pending: { brands: Set<number> | 'all'; searches: boolean } | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  const check = async (scope: AlertCheckScope) => {
    const result = await checkAlerts(db, deps.config.PUBLIC_URL, scope);
    if (result.priceDrops + result.freed + result.newUnits + result.waiting > 0)
      logger.info({ ...result }, 'alerts checked');
    deps.onChecked?.(result);
  };

  /** Runs the pending check once the one under way ends; a failure is logged by name (errors may quote data). */
  const runPending = () => {
    timer = undefined;
    if (running || !pending || stopped) return;
    const scope = pending;
    pending = null;
    running = check(scope)
      .catch((error: unknown) => logger.warn({ err: { name: (error as Error).name } }, 'alerts check failed'))
      .finally(() => {
        running = null;
        if (pending) schedule();
      });
  };

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(runPending, deps.settleMs ?? ALERT_SETTLE_MS);
    timer.unref();
  };

  const want = (scope: { brand?: number; searches?: boolean; all?: boolean }) => {
    pending ??= { brands: new Set(), searches: false };
    if (scope.all) pending = { brands: 'all', searches: true };
    if (scope.brand !== undefined && pending.brands !== 'all') pending.brands.add(scope.brand);
    if (scope.searches) pending.searches = true;
    schedule();
  };

  const unsubscribe = deps.changes?.subscribe({
    invalidate(tag) {
      const brand = brandOfTag(tag);
      // A unit of the brand changed: its alerts, and what any search lists.
      if (brand !== null) want({ brand, searches: true });
      // The dollar rate: a search by price in pesos may list other units.
      else if (tag === RATES_TAG) want({ searches: true });
    },
    clear() {
      want({ all: true });
    },
  });

  const sweep = startPeriodicJob({
    everyMs: deps.sweepEveryMs ?? ALERT_SWEEP_EVERY_MS,
    logger,
    failure: 'alerts sweep failed',
    runAtStart: true,
    run: () => check(EVERY_ALERT),
  });

  return {
    async stop() {
      stopped = true;
      unsubscribe?.();
      clearTimeout(timer);
      await sweep.stop();
      await running;
    },
  };
}

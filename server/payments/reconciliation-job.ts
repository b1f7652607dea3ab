import type { Logger } from '../platform/logger';
import { type PeriodicJob, startPeriodicJob } from '../platform/periodic-job';
import type { ReservationService } from './reservations';

/** How often payments still open are asked about, and lapsed holds given back. */
export const RECONCILE_EVERY_MS = 60_000;

/**
 * docs/decisions/0010: a gateway may never deliver a notification; this asks it about payments still pending, every
 * minute, and applies what it finds. One run at a time; a failed run is logged and the next one tries again.
 */
export function startReconciliationJob(
  reservations: ReservationService,
  logger: Logger,
  everyMs = RECONCILE_EVERY_MS,
): PeriodicJob {
  return startPeriodicJob({
    everyMs,
    logger,
    failure: 'reconciliation failed',
    run: async () => {
      const result = await reservations.reconcile();
      if (result.checked > 0 || result.lapsed > 0) logger.info(result, 'payments reconciled');
    },
  });
}

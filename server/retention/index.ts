import { deleteExpiredAlerts } from '../alerts';
import type { Database } from '../db/client';
import { stripUnpaidOperations } from '../dealership';
import { deleteExpiredJobApplications } from '../leads';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import { type PeriodicJob, startPeriodicJob } from '../platform/periodic-job';
import type { FileStorage } from '../storage';
import { stripPastTestDrives } from '../test-drives';

/** Personal data past its time is removed within the hour. */
const RETENTION_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionDependencies {
  db: Database;
  config: Pick<
    Config,
    'RETENTION_JOB_APPLICATIONS_MONTHS' | 'RETENTION_UNPAID_OPERATIONS_DAYS' | 'RETENTION_TEST_DRIVES_DAYS'
  >;
  /** Where the CVs are kept (server/storage). */
  storage: FileStorage;
  now?: () => Date;
}

/** `months` calendar months before `now` (the same day of the month, or its last day when shorter). */
function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/**
 * Ley 25.326 (the privacy page tells the periods): job applications and their CVs are deleted after
 * RETENTION_JOB_APPLICATIONS_MONTHS; operations never paid lose their personal data after
 * RETENTION_UNPAID_OPERATIONS_DAYS without a change; test drives lose the buyer's after RETENTION_TEST_DRIVES_DAYS past
 * their time; the e-mail alerts go by their own periods (server/alerts).
 */
export async function applyRetention(deps: RetentionDependencies) {
  const now = (deps.now ?? (() => new Date()))();
  const jobApplications = await deleteExpiredJobApplications(deps.db, {
    storage: deps.storage,
    before: monthsBefore(now, deps.config.RETENTION_JOB_APPLICATIONS_MONTHS),
  });
  const operations = await stripUnpaidOperations(deps.db, {
    before: new Date(now.getTime() - deps.config.RETENTION_UNPAID_OPERATIONS_DAYS * DAY_MS),
  });
  const alerts = await deleteExpiredAlerts(deps.db, now);
  const testDrives = await stripPastTestDrives(deps.db, {
    before: new Date(now.getTime() - deps.config.RETENTION_TEST_DRIVES_DAYS * DAY_MS),
  });
  return { jobApplications, operations, alerts, testDrives };
}

/** Runs the retention at start and every hour, one run at a time. */
export function startRetentionJob(
  deps: RetentionDependencies & { logger: Logger },
  everyMs = RETENTION_EVERY_MS,
): PeriodicJob {
  return startPeriodicJob({
    everyMs,
    logger: deps.logger,
    failure: 'retention run failed',
    runAtStart: true,
    run: async () => {
      const result = await applyRetention(deps);
      if (result.jobApplications > 0 || result.operations > 0 || result.alerts > 0 || result.testDrives > 0) {
        deps.logger.info(result, 'personal data past its retention removed');
      }
    },
  });
}

import { startAlertJob } from './alerts';
import { stockPreviewFiles } from './catalogue-editing';
import { cvFiles, startFollowUpReminderJob } from './leads';
import { createMailSender, type MailSenderDeps } from './mail';
import { mediaFiles } from './media';
import type { ChangeFeed } from './page-cache';
import { createPaymentGateways, createReservationService, startReconciliationJob } from './payments';
import { startRetentionJob } from './retention';
import { startPasswordRequestJob } from './staff';
import { startDailySummaryJob } from './staff-notifications';
import { configuredFileStorage, startFileSweepJob } from './storage';
import { startTestDriveReminderJob } from './test-drives';

export interface BackgroundJobs {
  /** Lets the jobs' current runs finish, then stops them. */
  stop(): Promise<void>;
}

/**
 * What the server runs beside the requests, in the process that serves them. `changes`, the database's announcements
 * the page cache hears, start the alerts' checks (without them, the alerts' sweep alone).
 */
export function startBackgroundJobs(deps: MailSenderDeps & { changes?: ChangeFeed }): BackgroundJobs {
  const { db, config, logger, changes } = deps;
  // Requests only queue e-mail; this delivers it with retries, so an SMTP outage never fails a request.
  const mailSender = createMailSender(deps);
  mailSender.start();

  // Payments whose notification never came are read back from their gateway; lapsed holds are given back.
  const reconciliation = startReconciliationJob(
    createReservationService({ db, config, logger, gateways: createPaymentGateways({ db, config, logger }) }),
    logger,
  );

  // The e-mail alerts (a price that drops, a held unit freed, a unit that matches a saved search), checked when the
  // catalogue changes (docs/decisions/0084).
  const alerts = startAlertJob({ db, config, logger, changes });

  // A lead's follow-up e-mails its owner at its time, once (docs/decisions/0070).
  const followUps = startFollowUpReminderJob({ db, config, logger });

  const storage = configuredFileStorage(config);
  // Ley 25.326: personal data past its retention period is removed by the server itself.
  const retention = startRetentionJob({ db, config, logger, storage });

  // Files no row names (a replaced picture, a stock preview never applied, a CV whose application was never saved)
  // leave the storage after their grace period (docs/decisions/0046).
  const sweep = startFileSweepJob({
    storage,
    logger,
    kinds: [mediaFiles(db), cvFiles(db), stockPreviewFiles],
  });

  // The reset form's requests, taken alike whoever the e-mail belongs to, become links here (docs/decisions/0043).
  const passwordRequests = startPasswordRequestJob({ db, config, logger });

  // The daily summary of the staff who chose one over each notice, at 8:00 in Mendoza (docs/decisions/0067).
  const dailySummaries = startDailySummaryJob({ db, config, logger });

  // The day before a test drive, its buyer is reminded, once (docs/decisions/0087).
  const testDriveReminders = startTestDriveReminderJob({ db, config, logger });

  return {
    async stop() {
      await dailySummaries.stop();
      await testDriveReminders.stop();
      await reconciliation.stop();
      await alerts.stop();
      await followUps.stop();
      await retention.stop();
      await passwordRequests.stop();
      await sweep.stop();
      await mailSender.stop();
    },
  };
}

import { stockPreviewFiles } from './catalogue-editing';
import { cvFiles, startUnitAlertJob } from './leads';
import { createMailSender, type MailSenderDeps } from './mail';
import { mediaFiles } from './media';
import { createPaymentGateways, createReservationService, startReconciliationJob } from './payments';
import { startRetentionJob } from './retention';
import { startPasswordRequestJob } from './staff';
import { configuredFileStorage, startFileSweepJob } from './storage';

export interface BackgroundJobs {
  /** Lets the jobs' current runs finish, then stops them. */
  stop(): Promise<void>;
}

/** What the server runs beside the requests, in the process that serves them. */
export function startBackgroundJobs(deps: MailSenderDeps): BackgroundJobs {
  const { db, config, logger } = deps;
  // Requests only queue e-mail; this delivers it with retries, so an SMTP outage never fails a request.
  const mailSender = createMailSender(deps);
  mailSender.start();

  // Payments whose notification never came are read back from their gateway; lapsed holds are given back.
  const reconciliation = startReconciliationJob(
    createReservationService({ db, config, logger, gateways: createPaymentGateways({ db, config, logger }) }),
    logger,
  );

  // 'Avisame si se libera': the visitors waiting for a held unit are e-mailed once it can be reserved again.
  const unitAlerts = startUnitAlertJob({ db, config, logger });

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

  return {
    async stop() {
      await reconciliation.stop();
      await unitAlerts.stop();
      await retention.stop();
      await passwordRequests.stop();
      await sweep.stop();
      await mailSender.stop();
    },
  };
}

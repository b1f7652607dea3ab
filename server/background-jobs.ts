import { createMailSender, type MailSenderDeps } from './mail';
import { createPaymentGateways, createReservationService, startReconciliationJob } from './payments';
import { startRetentionJob } from './retention';
import { startPasswordRequestJob } from './staff';
import { configuredFileStorage } from './storage';

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

  // Ley 25.326: personal data past its retention period is removed by the server itself.
  const retention = startRetentionJob({ db, config, logger, storage: configuredFileStorage(config) });

  // The reset form's requests, taken alike whoever the e-mail belongs to, become links here (docs/decisions/0043).
  const passwordRequests = startPasswordRequestJob({ db, config, logger });

  return {
    async stop() {
      await reconciliation.stop();
      await retention.stop();
      await passwordRequests.stop();
      await mailSender.stop();
    },
  };
}

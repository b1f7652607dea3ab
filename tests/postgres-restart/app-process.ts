/**
 * The server as `npm start` runs it, minus the page build: the app, the mail sender and the background jobs on a
 * PostgreSQL server, in a process of its own so the restart test can see whether a restart of PostgreSQL ends it.
 * Tells its parent the port it listens on over the IPC channel; stops on SIGTERM.
 */
import { serve } from '@hono/node-server';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { createApp } from '../../server/http/app';
import { createLogger } from '../../server/logger';
import { createMailSender } from '../../server/mail';
import {
  createPaymentGateways,
  createReservationService,
  startReconciliationJob,
} from '../../server/payments';
import { startRetentionJob } from '../../server/retention';

const config = loadConfig({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  DATABASE_URL: process.env.DATABASE_URL,
  DATA_DIR: process.env.DATA_DIR,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The test's requests all come from one address; the limiter still runs its query on every POST.
  RATE_LIMIT_MAX_POSTS: '100000',
});
const logger = createLogger(config.LOG_LEVEL);
const database = await openDatabase({ url: config.DATABASE_URL ?? '' }, { logger });
const app = createApp({ db: database.db, config, logger });

// Polled often, so that messages are being sent, and their 'sent' written, while PostgreSQL goes down.
const mailSender = createMailSender({ db: database.db, config, logger, pollIntervalMs: 100 });
mailSender.start();
const reconciliation = startReconciliationJob(
  createReservationService({
    db: database.db,
    gateways: createPaymentGateways({ db: database.db, config, logger }),
    config,
    logger,
  }),
  logger,
);
const retention = startRetentionJob({ db: database.db, config, logger });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  process.send?.({ port: info.port });
});

process.once('SIGTERM', async () => {
  server.close();
  await reconciliation.stop();
  await retention.stop();
  await mailSender.stop();
  await database.close();
  process.exit(0);
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { bootstrap } from './bootstrap';
import { createApp } from './http/app';
import { createMailSender } from './mail';
import { createPaymentGateways, createReservationService, startReconciliationJob } from './payments';
import { startRetentionJob } from './retention';

const { config, logger, database } = await bootstrap();
const app = createApp({
  db: database.db,
  config,
  logger,
  build: build as unknown as ServerBuild,
  // The client assets sit beside this bundle, wherever the build was written.
  clientDir: path.relative(process.cwd(), fileURLToPath(new URL('../client', import.meta.url))),
});

// Requests only queue e-mail; this delivers it with retries, so an SMTP outage never fails a request.
const mailSender = createMailSender({ db: database.db, config, logger });
mailSender.start();

// Payments whose notification never came are read back from their gateway; lapsed holds are given back.
const reconciliation = startReconciliationJob(
  createReservationService({
    db: database.db,
    gateways: createPaymentGateways({ db: database.db, config, logger }),
    config,
    logger,
  }),
  logger,
);

// Ley 25.326: personal data past its retention period is removed by the server itself.
const retention = startRetentionJob({ db: database.db, config, logger });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info({ port: info.port }, `listening on ${config.PUBLIC_URL}`);
});

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close();
  await reconciliation.stop();
  await retention.stop();
  await mailSender.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

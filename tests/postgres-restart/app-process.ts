/**
 * The server as `npm start` runs it, minus the page build: the app, the mail sender and the background jobs on a
 * PostgreSQL server, in a process of its own so the restart test can see whether a restart of PostgreSQL ends it.
 * Tells its parent the port it listens on over the IPC channel; stops on SIGTERM.
 */
import { serve } from '@hono/node-server';
import { startBackgroundJobs } from '../../server/background-jobs';
import { openDatabase } from '../../server/db/client';
import { createApp } from '../../server/http/app';
import { loadConfig } from '../../server/platform/config';
import { createLogger } from '../../server/platform/logger';

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

// E-mail polled often, so that messages are being sent, and their 'sent' written, while PostgreSQL goes down.
const jobs = startBackgroundJobs({ db: database.db, config, logger, pollIntervalMs: 100 });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  process.send?.({ port: info.port });
});

process.once('SIGTERM', async () => {
  server.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
});

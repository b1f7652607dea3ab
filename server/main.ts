import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { startBackgroundJobs } from './background-jobs';
import { bootstrap } from './bootstrap';
import { createApp } from './http/app';

const { config, logger, database } = await bootstrap();
const app = createApp({
  db: database.db,
  config,
  logger,
  build: build as unknown as ServerBuild,
  // The client assets sit beside this bundle, wherever the build was written.
  clientDir: path.relative(process.cwd(), fileURLToPath(new URL('../client', import.meta.url))),
});

const jobs = startBackgroundJobs({ db: database.db, config, logger });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info({ port: info.port }, `listening on ${config.PUBLIC_URL}`);
});

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

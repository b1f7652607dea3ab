import cluster from 'node:cluster';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { getRequestListener, serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { startBackgroundJobs } from './background-jobs';
import { bootstrap, loadConfigOrExit } from './bootstrap';
import { runPrimary } from './cluster';
import { type Config, workerCount } from './config';
import { BACKGROUND_JOBS_LOCK, runAsLeader } from './db/leadership';
import { createApp } from './http/app';
import { pagePolicyWithScriptHashes } from './http/security-headers';
import { createLogger } from './logger';
import { answerWorkersMetricsRequests, createMetrics, metricsRoutes } from './metrics';
import { createPageCache, KeptReads, keptFirst, startChangeFeed } from './page-cache';

// WEB_CONCURRENCY processes share the port (docs/decisions/0023); the primary starts and stops them, and gathers their
// metrics for the one Prometheus asks (server/metrics/cluster-metrics.ts).
const config = loadConfigOrExit();
const workers = workerCount(config, os.availableParallelism());
if (cluster.isPrimary && workers > 1) {
  runPrimary(workers, createLogger(config.LOG_LEVEL));
  answerWorkersMetricsRequests();
} else await serveSite(config);

async function serveSite(config: Config): Promise<void> {
  const { logger, database } = await bootstrap(config);
  const metrics = createMetrics({ db: database.db, poolStats: database.poolStats });
  // A remote catalogue's changes are announced by nothing: pages that read it are read and rendered every time.
  const changes = config.INTRANET_URL ? undefined : await startChangeFeed({ database, logger });
  const pageCache =
    changes && config.PAGE_CACHE
      ? createPageCache({
          changes,
          maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
          policyWithScriptHashes: pagePolicyWithScriptHashes({
            publicUrl: config.PUBLIC_URL,
            development: config.NODE_ENV === 'development',
          }),
          observer: metrics.pageCache,
        })
      : undefined;
  const app = createApp({
    db: database.db,
    config,
    logger,
    build: build as unknown as ServerBuild,
    // The client assets sit beside this bundle, wherever the build was written.
    clientDir: path.relative(process.cwd(), fileURLToPath(new URL('../client', import.meta.url))),
    metrics,
    pageCache,
    keptReads: changes && new KeptReads(changes),
  });

  // One process among all that share the database runs the jobs; another takes over if it dies (docs/decisions/0022).
  const jobs = runAsLeader(
    database,
    BACKGROUND_JOBS_LOCK,
    () => startBackgroundJobs({ db: database.db, config, logger }),
    {
      logger,
    },
  );

  const appListener = getRequestListener(app.fetch, { hostname: config.HOST });
  const server = createServer(pageCache ? keptFirst(pageCache, appListener) : appListener);
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    logger.info(
      { port: typeof address === 'object' ? address?.port : config.PORT },
      `listening on ${config.PUBLIC_URL}`,
    );
  });

  // Prometheus on a port of its own, without a token: only the monitoring network should reach it.
  const metricsServer =
    config.METRICS_PORT === undefined
      ? undefined
      : serve(
          {
            fetch: metricsRoutes(metrics, { token: null }).fetch,
            port: config.METRICS_PORT,
            hostname: config.HOST,
          },
          (info) => logger.info({ port: info.port }, 'metrics listening'),
        );

  async function shutdown(signal: string) {
    logger.info({ signal }, 'shutting down');
    server.close();
    metricsServer?.close();
    await jobs.stop();
    await changes?.stop();
    await database.close();
    process.exit(0);
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

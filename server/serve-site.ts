import cluster from 'node:cluster';
import os from 'node:os';
import { getRequestListener, serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { countSearchUses, flushSearchUses } from './alerts';
import { startBackgroundJobs } from './background-jobs';
import { bootstrap } from './bootstrap';
import { runPrimary, tellPrimaryListening } from './cluster';
import { BACKGROUND_JOBS_LOCK, runAsLeader } from './db/leadership';
import { createApp } from './http/app';
import { pagePolicyWithScriptHashes } from './http/security-headers';
import { answerWorkersMetricsRequests, createMetrics, metricsRoutes } from './metrics';
import { createPageCache, KeptReads, keptFirst, startChangeFeed } from './page-cache';
import { type Config, workerCount } from './platform/config';
import { createLogger } from './platform/logger';
import { manageProcess } from './process-lifecycle';
import { stoppableServer } from './stoppable-server';

/** The pages: React Router's server build and the folder of its client files; without them, the API alone. */
export interface SitePages {
  build: ServerBuild;
  clientDir: string;
}

/**
 * The server as `npm start` runs it (server/main.ts): WEB_CONCURRENCY processes share the port (docs/decisions/0023);
 * the primary starts and stops them, and gathers their metrics for the one Prometheus asks
 * (server/metrics/cluster-metrics.ts).
 */
export async function runServer(config: Config, pages?: SitePages): Promise<void> {
  const workers = workerCount(config, os.availableParallelism());
  if (cluster.isPrimary && workers > 1) {
    runPrimary(workers, createLogger(config.LOG_LEVEL));
    answerWorkersMetricsRequests();
  } else await serveSite(config, pages);
}

async function serveSite(config: Config, pages: SitePages | undefined): Promise<void> {
  const logger = createLogger(config.LOG_LEVEL);
  const lifecycle = manageProcess(logger);
  const { database } = await bootstrap(config, logger);
  lifecycle.onStop('database', () => database.close());
  const metrics = createMetrics({ db: database.db, poolStats: database.poolStats });
  // A remote catalogue's changes are announced by nothing: pages that read it are read and rendered every time.
  const changes = config.INTRANET_URL ? undefined : await startChangeFeed({ database, logger });
  if (changes) lifecycle.onStop('change feed', () => changes.stop());
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
    ...(pages ? { build: pages.build, clientDir: pages.clientDir } : {}),
    metrics,
    pageCache,
    keptReads: changes && new KeptReads(changes),
  });

  // One process among all that share the database runs the jobs; another takes over if it dies (docs/decisions/0022).
  // Stopping gives the lock up, so that another process takes the jobs over within its next round.
  const jobs = runAsLeader(
    database,
    BACKGROUND_JOBS_LOCK,
    () => startBackgroundJobs({ db: database.db, config, logger, changes }),
    { logger },
  );
  lifecycle.onStop('background jobs', () => jobs.stop());

  const appListener = getRequestListener(app.fetch, { hostname: config.HOST });
  // The stock searches are counted before the page cache, which answers kept ones without the app (docs/decisions/0086).
  const site = stoppableServer(
    countSearchUses(database.db, pageCache ? keptFirst(pageCache, appListener) : appListener),
  );
  lifecycle.onStop('search counts', () => flushSearchUses(database.db).then(() => {}));
  lifecycle.onStop('requests', () => site.stop());
  site.server.listen(config.PORT, config.HOST, () => {
    const address = site.server.address();
    logger.info(
      { port: typeof address === 'object' ? address?.port : config.PORT },
      `listening on ${config.PUBLIC_URL}`,
    );
    tellPrimaryListening();
  });

  // Prometheus on a port of its own, without a token: only the monitoring network should reach it.
  if (config.METRICS_PORT !== undefined) {
    const metricsServer = serve(
      {
        fetch: metricsRoutes(metrics, { token: null }).fetch,
        port: config.METRICS_PORT,
        hostname: config.HOST,
      },
      (info) => logger.info({ port: info.port }, 'metrics listening'),
    );
    lifecycle.onStop('metrics', () => {
      metricsServer.close();
    });
  }
}

import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { countSearchUses } from './alerts';
import { startBackgroundJobs } from './background-jobs';
import { bootstrap } from './bootstrap';
import type { createApp as CreateApp } from './http/app';
import { startChangeFeed } from './page-cache';

// Development: Vite serves modules with hot reload in front of the same Hono app and jobs that production runs.
const { config, logger, database } = await bootstrap();
// The database's changes start the alerts' checks, as in production (docs/decisions/0084); pages are not kept here.
const changes = config.INTRANET_URL ? undefined : await startChangeFeed({ database, logger });
startBackgroundJobs({ db: database.db, config, logger, changes });
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });

let current: { module: unknown; listener: http.RequestListener } | undefined;
async function appListener(): Promise<http.RequestListener> {
  // Loaded through Vite so that server code reloads on change and shares the app's module instances.
  const module = (await vite.ssrLoadModule('/server/http/app.ts')) as { createApp: typeof CreateApp };
  if (current?.module !== module) {
    const app = module.createApp({
      db: database.db,
      config: { ...config, NODE_ENV: 'development' },
      logger,
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    });
    current = { module, listener: countSearchUses(database.db, getRequestListener(app.fetch)) };
  }
  return current.listener;
}

http
  .createServer((req, res) => {
    vite.middlewares(req, res, async () => {
      try {
        (await appListener())(req, res);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        logger.error({ err: error }, 'dev server error');
        res.statusCode = 500;
        res.end('Error del servidor de desarrollo; mirá la consola.');
      }
    });
  })
  .listen(config.PORT, config.HOST, () => logger.info(`dev server on ${config.PUBLIC_URL}`));

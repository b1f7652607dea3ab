import { Hono } from 'hono';
import pino from 'pino';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { errorResponse } from '../http/errors';
import { configuredFileStorage, type FileStorage } from '../storage';
import { type LeadsDependencies, leadsRoutes } from './routes';

/**
 * The leads routes behind the app's own error mapping, on DATA_DIR `dataDir`. The log is written at debug level to
 * `logLines` when given (tests read it for what must or must not be logged), else nowhere.
 */
export function leadsTestApp(
  db: Database,
  dataDir: string,
  options: { logLines?: string[]; storage?: FileStorage; cvUploads?: LeadsDependencies['cvUploads'] } = {},
) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const { logLines } = options;
  const logger = logLines
    ? pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) })
    : pino({ level: 'silent' });
  const app = new Hono();
  app.onError((error, c) => errorResponse(error, c, logger));
  app.route(
    '/',
    leadsRoutes({
      db,
      config,
      logger,
      storage: options.storage ?? configuredFileStorage(config),
      cvUploads: options.cvUploads,
    }),
  );
  return app;
}

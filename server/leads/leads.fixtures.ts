import { Hono } from 'hono';
import pino from 'pino';
import { expect } from 'vitest';
import { createFamily, insertBrands } from '../../tests/support/factories';
import type { Database } from '../db/client';
import { contactMethods, priceRequests } from '../db/schema';
import { errorResponse } from '../http/error-responses';
import { loadConfig } from '../platform/config';
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

/** The brands, General's sales and administration addresses, and a family of Volkswagen and one of Chevrolet. */
export async function seedLeadBrands(db: Database): Promise<void> {
  await insertBrands(db);
  await db.insert(contactMethods).values([
    { brandId: 5, department: 'sales', email: 'ventas@territorio.test' },
    { brandId: 5, department: 'administration', email: 'administracion@territorio.test' },
  ]);
  await createFamily(db, { brandId: 1, family: 'AMAROK', name: 'Amarok' });
  await createFamily(db, { brandId: 2, family: 'TRACKER', name: 'Tracker' });
}

/** Sends a public form as JSON, as the site does; the lead must be saved (201). Its id. */
export async function postLead(app: Pick<Hono, 'request'>, url: string, body: unknown): Promise<number> {
  const response = await app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** A price request as the site saves it, on brand 1 (seedLeadBrands), with `values` changed: its id. */
export async function insertPriceRequest(
  db: Database,
  values: Partial<typeof priceRequests.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(priceRequests)
    .values({
      vehicle: 'Amarok',
      name: 'Mariano',
      lastname: 'Gutiérrez',
      email: 'x@example.com',
      brandId: 1,
      ...values,
    })
    .returning({ id: priceRequests.id });
  if (!row) throw new Error('The price request was not saved');
  return row.id;
}

/**
 * What the operation tests share: a Hono app with only the operation routes (mapped errors as the real app maps them),
 * request helpers, and rows the factories of tests/support don't make (promotions, valuations).
 */
import { Hono } from 'hono';
import type { OperationView } from '#domain/operation/operation';
import type { Database } from '../db/client';
import { promotions, usedBrands, usedModels, usedVersions, valuations } from '../db/schema';
import { errorResponse } from '../http/error-responses';
import { createLogger } from '../platform/logger';
import { type OperationRoutesDependencies, operationRoutes } from './operation-routes';

export const PUBLIC_URL = 'https://territorio.test';
export const START_PATH = '/api/v2/territorio/dealership/start';
export const UPDATE_PATH = '/api/v2/territorio/dealership/update';

const logger = createLogger('silent');

export function buildOperationApp(
  db: Database,
  options: Partial<Omit<OperationRoutesDependencies, 'db' | 'config'>> = {},
) {
  const app = new Hono();
  app.onError((error, c) => errorResponse(error, c, logger));
  // One trusted proxy lets each test be a client of its own through X-Forwarded-For.
  app.route('/', operationRoutes({ db, config: { PUBLIC_URL, TRUST_PROXY: 1 }, logger, ...options }));
  return app;
}

export type OperationApp = ReturnType<typeof buildOperationApp>;

let clients = 0;
/** A new client address: rate limits of one test don't reach another. */
export const newClient = () => `198.51.${Math.floor(++clients / 250) % 250}.${clients % 250}`;

export interface JsonAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field
  body: any;
}

export async function postJson(app: OperationApp, path: string, body: unknown, client = newClient()) {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() } as JsonAnswer;
}

/** Starts an operation for a unit and returns it, failing the test on anything but 201. */
export async function startOperation(
  app: OperationApp,
  unit: { id: number; brandId: number; chassis?: string },
  extra: Record<string, unknown> = {},
): Promise<OperationView> {
  const answer = await postJson(app, START_PATH, {
    email: 'juana@example.com',
    stock_id: unit.id,
    brand_id: unit.brandId,
    ...extra,
  });
  if (answer.status !== 201)
    throw new Error(`start answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as OperationView;
}

/** Sends the whole operation back with `changes` applied, as a page does. */
export function updateOperation(
  app: OperationApp,
  operation: OperationView,
  changes: Record<string, unknown> = {},
  client?: string,
) {
  return postJson(app, UPDATE_PATH, { ...operation, ...changes }, client);
}

/** Applies the changes as a page does and fails the test unless the update is accepted. */
export async function saveOperation(
  app: OperationApp,
  operation: OperationView,
  changes: Record<string, unknown>,
): Promise<OperationView> {
  const answer = await updateOperation(app, operation, changes);
  if (answer.status !== 200)
    throw new Error(`update answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as OperationView;
}

let guideVersion = 0;

/** A valuation in pesos as POST …/valuation stores it, with its expiry and operation as a test needs them. */
export async function createValuationRow(
  db: Database,
  overrides: Partial<typeof valuations.$inferInsert> = {},
) {
  const n = ++guideVersion;
  const [brand] = await db
    .insert(usedBrands)
    .values({ name: `Marca usada ${n}` })
    .returning({ id: usedBrands.id });
  const [model] = await db
    .insert(usedModels)
    .values({ brandId: brand?.id ?? 0, name: `Modelo ${n}` })
    .returning({ id: usedModels.id });
  const codia = 9_000_000 + n;
  await db.insert(usedVersions).values({ codia, modelId: model?.id ?? 0, description: `Versión ${n}` });
  const now = Date.now();
  const [row] = await db
    .insert(valuations)
    .values({
      codia,
      brand: `Marca usada ${n}`,
      model: `Modelo ${n}`,
      vehicle: `Versión ${n}`,
      year: 2019,
      kms: 80_000,
      amount: 10_000_000,
      createdAt: new Date(now),
      expiresAt: new Date(now + 7 * 24 * 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('valuation not created');
  return row;
}

export async function createPromotion(db: Database, overrides: Partial<typeof promotions.$inferInsert> = {}) {
  const [row] = await db
    .insert(promotions)
    .values({
      code: `PROMO${++guideVersion}`,
      description: 'Promoción de prueba',
      percentageDiscount: 5,
      validFrom: new Date(Date.now() - 24 * 60 * 60 * 1000),
      // A money discount is in pesos unless the test says otherwise (docs/decisions/0032).
      currency: overrides.moneyDiscount == null ? null : 'ars',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('promotion not created');
  return row;
}

import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SECRET_HEADER } from '#domain/operation/payment';
import { mendozaInstant } from '#domain/shared/mendoza-instant';
import { bookableDay } from '../../tests/support/bookable-day';
import {
  createCreditPlan,
  createSavingsPlan,
  createStockUnit,
  createUsdRate,
  insertBrands,
} from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import { unusedPort } from '../../tests/support/unused-port';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { alerts as alertRows, guidePrices, usedBrands, usedModels, usedVersions } from '../db/schema';
import { createPromotion } from '../dealership/operations.fixtures';
import { createMetrics } from '../metrics';
import { signNotification } from '../payments';
import { createFolderStorage, uploadsFolder } from '../storage';
import { createTestDriveFleet } from '../test-drives/test-drives.fixtures';
import { openApiDocument } from '.';

/**
 * The contract: every operation of the OpenAPI document is called through the real app on a test database, with
 * valid inputs and with at least one refusal the document lists, and every answer (status, content type, headers,
 * body) is checked against the document with a JSON Schema validator. An answer the document does not describe fails.
 */

const SANDBOX_SECRET = 'sandbox-webhook-secret-of-the-contract';
const METRICS_TOKEN = 'token-de-metricas-del-contrato';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Method = (typeof METHODS)[number];
type Json = Record<string, unknown>;
interface Operation {
  id: string;
  method: Method;
  path: string;
  pattern: RegExp;
  responses: Record<string, DocumentedAnswer>;
}
interface DocumentedAnswer {
  content?: Record<string, { schema?: object }>;
  headers?: Record<string, { required?: boolean; schema?: object }>;
}

const document = JSON.parse(JSON.stringify(openApiDocument())) as {
  paths: Record<
    string,
    Partial<Record<Method, { operationId: string; responses: Record<string, DocumentedAnswer> }>>
  >;
  components: object;
};

const operations: Operation[] = Object.entries(document.paths).flatMap(([template, item]) =>
  METHODS.flatMap((method) => {
    const operation = item[method];
    if (!operation) return [];
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+').replace(/\./g, '\\.')}$`);
    return [{ id: operation.operationId, method, path: template, pattern, responses: operation.responses }];
  }),
);

// The document's own schemas, so that each answer's `$ref`s resolve (OpenAPI 3.1 schemas are JSON Schema 2020-12).
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
ajv.addSchema({ $id: 'https://territorio.test/openapi.json', components: document.components });
const validators = new Map<object, ValidateFunction>();
function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile({
      $id: `https://territorio.test/answer-${validators.size}.json`,
      ...rebase(schema),
    });
    validators.set(schema, validate);
  }
  return validate;
}
/** `#/components/…` of an answer's schema, pointed at the document's. */
function rebase(schema: object): object {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/', '"https://territorio.test/openapi.json#/components/'),
  );
}

/** Every (operation, status) answered, to show that each operation was called to success and to refusal. */
const answered = new Map<string, Set<number>>();

function operationOf(method: Method, url: string): Operation {
  const pathname = new URL(url, 'http://territorio.test').pathname;
  const matches = operations.filter(
    (operation) => operation.method === method && operation.pattern.test(pathname),
  );
  // A literal path wins over a template that also matches it.
  const [operation] = matches.sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  if (!operation) throw new Error(`${method.toUpperCase()} ${pathname} is not in the document`);
  return operation;
}

function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Checks the answer against the operation's documented answer of its status; returns its body. */
async function checkAnswer(operation: Operation, response: Response): Promise<unknown> {
  const documented = operation.responses[String(response.status)];
  const label = `${operation.id} answered ${response.status}`;
  expect(documented, `${label}, which the document does not list`).toBeDefined();
  answered.set(operation.id, (answered.get(operation.id) ?? new Set()).add(response.status));
  for (const [name, header] of Object.entries(documented?.headers ?? {})) {
    const value = response.headers.get(name);
    expect(value, `${label} without its ${name} header`).not.toBeNull();
    if (header.schema && value !== null) {
      const validate = validatorOf(header.schema);
      expect(validate(value), `${label}: ${name} ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  }
  const content = documented?.content;
  if (!content) return undefined;
  const type = mediaType(response.headers.get('content-type'));
  expect(Object.keys(content), `${label} as ${type}`).toContain(type);
  const schema = content[type]?.schema;
  if (type !== 'application/json') {
    const body = await response.arrayBuffer();
    expect(body.byteLength, `${label} with an empty body`).toBeGreaterThan(0);
    return body;
  }
  const body: unknown = await response.json();
  if (schema) {
    const validate = validatorOf(schema);
    const valid = validate(body);
    expect(
      valid,
      `${label}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 2000)}`,
    ).toBe(true);
  }
  return body;
}

let clients = 0;
/** Each call comes from a client of its own, so that the per-client limits of one call never touch another. */
const newClient = () => `203.0.${Math.floor(++clients / 250) % 250}.${clients % 250}`;

type App = ReturnType<typeof createTestApp>;

async function call(
  app: App,
  method: Method,
  url: string,
  options: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const operation = operationOf(method, url);
  const headers: Record<string, string> = { 'x-forwarded-for': newClient(), ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await app.request(url, { method: method.toUpperCase(), headers, body });
  return { status: response.status, body: (await checkAnswer(operation, response)) as Json };
}

let handle: DatabaseHandle;
let app: App;
let dataDir: string;
/** The same app on a PostgreSQL server that is not there: every read of the database is refused 503. */
let away: DatabaseHandle;
let awayApp: App;

const env = () => ({
  PAYMENTS_SANDBOX: '1',
  SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
  METRICS_TOKEN,
  TRUST_PROXY: '1',
  DATA_DIR: dataDir,
  // The sandbox notifies PUBLIC_URL shortly after a payment changes: nothing listens there, so only the test notifies.
  PUBLIC_URL: 'http://127.0.0.1:9',
  MP_NISSAN_PUBLIC_KEY: 'TEST-public-key-de-nissan',
  MP_NISSAN_ACCESS_TOKEN: 'TEST-access-token-de-nissan',
  MP_NISSAN_WEBHOOK_SECRET: 'mercadopago-webhook-secret-de-nissan',
});

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'contrato-api-'));
  await insertBrands(handle.db);
  app = createTestApp(handle.db, env(), { metrics: createMetrics({ db: handle.db }) });
  away = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await unusedPort()}/gone` });
  awayApp = createTestApp(away.db, env());
});
afterAll(async () => {
  await away.close();
  await handle.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const BRANDS = [
  {
    id: 1,
    families: '/v1/vw/stock/families',
    subfamilies: '/v1/vw/stock/subfamilies',
    offers: '/v1/vw/offers',
    stock: '/v1/vw/stock/stock',
    plans: '/v1/vw/plan/find',
  },
  {
    id: 2,
    families: '/v1/gm/stock/families',
    subfamilies: '/v1/gm/stock/subfamilies',
    offers: '/v1/gm/offers',
    stock: '/v1/gm/stock/stock',
    plans: '/v1/gm/plan/find',
  },
  {
    id: 4,
    families: '/v2/nissan/family',
    subfamilies: '/v2/nissan/subfamily',
    offers: '/v2/nissan/model/offers',
    stock: '/v2/nissan/model/stock',
    unit: '/v2/nissan/stock',
    plans: '/v2/nissan/plan/find',
  },
  {
    id: 6,
    families: '/v2/baic/family',
    subfamilies: '/v2/baic/subfamily',
    offers: '/v2/baic/model/offers',
    stock: '/v2/baic/model/stock',
    unit: '/v2/baic/stock',
  },
] as const;

describe('the dealer-intranet catalogue API', () => {
  for (const brand of BRANDS) {
    it(`answers brand ${brand.id}'s reads as documented`, async () => {
      const unit = await createStockUnit(handle.db, { brandId: brand.id, discount: 500_000 });
      if ('plans' in brand)
        await createSavingsPlan(handle.db, { brandId: brand.id, familyId: unit.familyId });

      expect((await call(app, 'get', brand.families)).status).toBe(200);
      expect((await call(awayApp, 'get', brand.families)).status).toBe(503);
      expect((await call(app, 'get', `${brand.subfamilies}?family_id=${unit.familyId}`)).status).toBe(200);
      expect((await call(app, 'get', `${brand.subfamilies}?family_id=cero`)).status).toBe(400);
      expect((await call(app, 'get', brand.offers)).body.data).not.toEqual([]);
      expect((await call(awayApp, 'get', brand.offers)).status).toBe(503);
      const page = await call(app, 'get', `${brand.stock}?family_id=${unit.familyId}&limit=1`);
      expect(page.body.data).toHaveLength(1);
      expect((await call(app, 'get', `${brand.stock}?family_id=${unit.familyId}&limit=500`)).status).toBe(
        400,
      );
      if ('unit' in brand) {
        expect((await call(app, 'get', `${brand.unit}/${unit.id}`)).status).toBe(200);
        expect((await call(app, 'get', `${brand.unit}/uno`)).status).toBe(400);
        expect((await call(app, 'get', `${brand.unit}/999999`)).status).toBe(404);
      } else {
        expect((await call(app, 'get', `${brand.stock}?id=${unit.id}`)).status).toBe(200);
        expect((await call(app, 'get', `${brand.stock}?id=999999`)).status).toBe(404);
      }
      if ('plans' in brand) {
        expect((await call(app, 'get', brand.plans)).body.data).not.toEqual([]);
        expect((await call(awayApp, 'get', brand.plans)).status).toBe(503);
      }
    });
  }

  it('answers the dollar rate and the credit plans', async () => {
    await createUsdRate(handle.db, 1450);
    expect((await call(app, 'get', '/v2/baic/usd/rate')).body.value).toBe(1450);
    expect((await call(awayApp, 'get', '/v2/baic/usd/rate')).status).toBe(503);

    const unit = await createStockUnit(handle.db, { brandId: 1 });
    await createCreditPlan(handle.db, { brandId: 1 });
    const plans = await call(
      app,
      'get',
      `/v2/dealership/credit/find?brand_id=1&vehicle=${unit.id}&loan_amount=1000000`,
    );
    expect(plans.body.data).not.toEqual([]);
    const none = await call(
      app,
      'get',
      `/v2/dealership/credit/find?brand_id=1&vehicle=${unit.id}&loan_amount=900000000`,
    );
    expect(none.body).toMatchObject({ data: [], message: expect.any(String) });
    expect((await call(app, 'get', `/v2/dealership/credit/find?brand_id=3&vehicle=${unit.id}`)).status).toBe(
      400,
    );
  });
});

describe('the stock search', () => {
  it('answers a page of units of every brand with the facets, and refuses a bad query', async () => {
    await createUsdRate(handle.db, 1450);
    await createStockUnit(handle.db, { brandId: 6, currency: 'usd', listPrice: 30_000, discount: 1_000 });
    await createStockUnit(handle.db, { brandId: 2 });
    const found = await call(app, 'get', '/api/v2/territorio/stock/search?orden=descuento&por_pagina=60');
    expect(found.status).toBe(200);
    expect((found.body.data as unknown[]).length).toBeGreaterThan(0);
    const baic = await call(app, 'get', '/api/v2/territorio/stock/search?marca=baic&ofertas=1');
    expect((baic.body.data as { price_converted: boolean }[])[0]?.price_converted).toBe(true);
    expect((await call(app, 'get', '/api/v2/territorio/stock/search?por_pagina=61')).status).toBe(400);
    expect((await call(awayApp, 'get', '/api/v2/territorio/stock/search')).status).toBe(503);
  });
});

describe('the product API', () => {
  it('answers the saved units', async () => {
    const unit = await createStockUnit(handle.db, { brandId: 4 });
    expect(
      (await call(app, 'get', `/api/v2/territorio/stock/units?ids=${unit.id},999999`)).body.data,
    ).toHaveLength(1);
    expect((await call(app, 'get', '/api/v2/territorio/stock/units?ids=uno')).status).toBe(400);
    expect((await call(awayApp, 'get', `/api/v2/territorio/stock/units?ids=${unit.id}`)).status).toBe(503);
  });

  it('answers the site content', async () => {
    expect((await call(app, 'get', '/api/v2/territorio/parameter')).status).toBe(200);
    expect((await call(awayApp, 'get', '/api/v2/territorio/parameter')).status).toBe(503);
    expect((await call(app, 'get', '/api/v2/territorio/vehicle/service')).status).toBe(200);
    expect((await call(awayApp, 'get', '/api/v2/territorio/vehicle/service')).status).toBe(503);
  });

  it('answers the promotions', async () => {
    const unit = await createStockUnit(handle.db, { brandId: 2 });
    const promotion = await createPromotion(handle.db, { brandId: 2, code: 'CONTRATO5' });
    const discover = await call(
      app,
      'get',
      `/api/promotion/discover?brand_id=2&family=SUV&chassis=${unit.chassis}`,
    );
    expect(discover.status).toBe(200);
    expect((await call(app, 'get', '/api/promotion/discover?brand_id=dos')).status).toBe(400);
    const checked = await call(
      app,
      'get',
      `/api/promotion?code=${promotion.code}&brand_id=2&chassis=${unit.chassis}`,
    );
    expect(checked.body.data).toMatchObject({ code: promotion.code });
    expect((await call(app, 'get', '/api/promotion?code=NOEXISTE&brand_id=2')).status).toBe(404);
    expect((await call(app, 'get', '/api/promotion?brand_id=2')).status).toBe(400);
  });

  it('answers the used-vehicle catalogue and a valuation', async () => {
    const [brand] = await handle.db.insert(usedBrands).values({ name: 'Renault' }).returning();
    const [model] = await handle.db
      .insert(usedModels)
      .values({ brandId: brand?.id ?? 0, name: 'Sandero' })
      .returning();
    await handle.db
      .insert(usedVersions)
      .values({ codia: 5501001, modelId: model?.id ?? 0, description: 'Sandero 1.6' });
    await handle.db.insert(guidePrices).values({ codia: 5501001, year: 2019, price: 14_000_000 });

    expect((await call(app, 'get', '/api/v2/territorio/dealership/parameters/brands')).body.data).not.toEqual(
      [],
    );
    expect((await call(awayApp, 'get', '/api/v2/territorio/dealership/parameters/brands')).status).toBe(503);
    const models = await call(
      app,
      'get',
      `/api/v2/territorio/dealership/parameters/models?brand_id=${brand?.id}`,
    );
    expect(models.body.data).toEqual([{ id: model?.id, name: 'Sandero' }]);
    expect((await call(app, 'get', '/api/v2/territorio/dealership/parameters/models')).status).toBe(400);
    const versions = await call(
      app,
      'get',
      `/api/v2/territorio/dealership/parameters/vehicles?brand_id=${brand?.id}&group=Sandero`,
    );
    expect(versions.body.data).toEqual([{ codia: 5501001, description: 'Sandero 1.6', years: [2019] }]);
    expect(
      (await call(app, 'get', `/api/v2/territorio/dealership/parameters/vehicles?brand_id=${brand?.id}`))
        .status,
    ).toBe(400);

    const valuation = '/api/v2/territorio/dealership/valuation';
    expect(
      (await call(app, 'post', valuation, { json: { codia: 5501001, year: 2019, kms: 60000 } })).status,
    ).toBe(201);
    expect(
      (await call(app, 'post', valuation, { json: { codia: 5501001, year: 2015, kms: 60000 } })).status,
    ).toBe(422);
    expect((await call(app, 'post', valuation, { json: { codia: 'x' } })).status).toBe(400);
    const asText = await call(app, 'post', valuation, {
      body: 'codia=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(asText.status).toBe(415);
  });

  it('starts, resumes and updates an operation', async () => {
    const unit = await createStockUnit(handle.db, { brandId: 1 });
    const start = '/api/v2/territorio/dealership/start';
    const started = await call(app, 'post', start, {
      json: { email: 'contrato@example.com', stock_id: unit.id, brand_id: 1, fullprice: 1 },
    });
    expect(started.status).toBe(201);
    const operation = started.body.data as Json & { code: string; version: number };
    expect((await call(app, 'post', start, { json: { code: operation.code } })).status).toBe(200);
    expect((await call(app, 'post', start, { json: { code: 'ZZZZZZZZZZZZ' } })).status).toBe(404);
    expect(
      (await call(app, 'post', start, { json: { email: 'no es un e-mail', stock_id: unit.id } })).status,
    ).toBe(400);
    expect(
      (await call(app, 'post', start, { json: { email: 'a@example.com', stock_id: 999999, brand_id: 1 } }))
        .status,
    ).toBe(404);

    const update = '/api/v2/territorio/dealership/update';
    const updated = await call(app, 'post', update, { json: { ...operation, cash_amount: 1_000_000 } });
    expect(updated.status).toBe(200);
    const stale = await call(app, 'post', update, { json: { ...operation, cash_amount: 2_000_000 } });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ code: operation.code });
    expect((await call(app, 'post', update, { json: { code: operation.code } })).status).toBe(400);
    const partly = await call(app, 'post', update, {
      json: { code: operation.code, version: 2, purchase: { name: 'Juana', dni: '20-30123456-3' } },
    });
    expect(partly.status).toBe(200);
    expect(partly.body.refused).toEqual([expect.objectContaining({ field: 'purchase.dni' })]);
  });

  it('receives a contact message and a price request', async () => {
    const contact = '/api/v2/territorio/contact';
    const lead = {
      name: 'Rocío',
      lastname: 'Quiroga',
      telephone: '261 555-0101',
      email: 'rocio@example.com',
    };
    expect(
      (await call(app, 'post', contact, { json: { ...lead, message: 'Hola', subject: 'Contacto' } })).status,
    ).toBe(201);
    expect((await call(app, 'post', contact, { json: { name: 'Rocío' } })).status).toBe(400);
    const price = '/api/v2/territorio/price-request';
    expect(
      (await call(app, 'post', price, { json: { ...lead, cellphone: '261 555-0101', vehicle: 'AMAROK' } }))
        .status,
    ).toBe(201);
    expect((await call(app, 'post', price, { json: { ...lead, vehicle: '' } })).status).toBe(400);
    expect((await call(awayApp, 'post', price, { json: { ...lead, vehicle: 'AMAROK' } })).status).toBe(503);
  });

  it('takes an alert of each kind, its older form, and its one-click unsubscribe', async () => {
    const alerts = '/api/v2/territorio/alerts';
    const held = await createStockUnit(handle.db, {
      brandId: 1,
      status: 'held',
      heldUntil: new Date(Date.now() + 20 * 60_000),
    });
    const free = await createStockUnit(handle.db, { brandId: 1 });
    const email = 'espera@example.com';
    const ask = (json: Json) => call(app, 'post', alerts, { json: { email, consent: true, ...json } });
    expect((await ask({ kind: 'price_drop', stock_id: free.id })).status).toBe(201);
    expect((await ask({ kind: 'unit_free', stock_id: held.id })).status).toBe(201);
    expect(
      (await ask({ kind: 'saved_search', search: { marca: 'volkswagen', precio_max: 50_000_000 } })).status,
    ).toBe(201);
    expect((await ask({ kind: 'unit_free', stock_id: free.id })).status).toBe(409);
    expect((await ask({ kind: 'price_drop', stock_id: 999_999 })).status).toBe(404);
    expect((await ask({ kind: 'price_drop' })).status).toBe(400);
    expect(
      (
        await call(awayApp, 'post', alerts, {
          json: { kind: 'price_drop', stock_id: free.id, email, consent: true },
        })
      ).status,
    ).toBe(503);

    const alias = '/api/v2/territorio/unit-alert';
    const other = 'otra-espera@example.com';
    expect((await call(app, 'post', alias, { json: { stock_id: held.id, email: other } })).status).toBe(201);
    expect((await call(app, 'post', alias, { json: { stock_id: free.id, email: other } })).status).toBe(409);
    expect((await call(app, 'post', alias, { json: { stock_id: 999_999, email: other } })).status).toBe(404);
    expect((await call(app, 'post', alias, { json: { stock_id: held.id } })).status).toBe(400);
    expect((await call(awayApp, 'post', alias, { json: { stock_id: held.id, email: other } })).status).toBe(
      503,
    );

    const [alert] = await handle.db.select({ token: alertRows.token }).from(alertRows).limit(1);
    const oneClick = `/api/v2/territorio/alerts/baja/${alert?.token}`;
    expect((await call(app, 'post', oneClick)).status).toBe(200);
    expect((await call(app, 'post', '/api/v2/territorio/alerts/baja/corto')).status).toBe(404);
    expect((await call(awayApp, 'post', oneClick)).status).toBe(503);
  });

  it('answers the free slots of a test drive and books one; the slot taken and a wrong one are refused', async () => {
    const { branch, version } = await createTestDriveFleet(handle.db);
    const day = bookableDay(2);
    const slots = await call(
      app,
      'get',
      `/api/v2/territorio/test-drives/slots?branch=${branch.id}&version=${version.id}&from=${day}`,
    );
    expect(slots.status).toBe(200);
    expect((await call(app, 'get', '/api/v2/territorio/test-drives/slots?branch=0&version=1')).status).toBe(
      400,
    );
    expect(
      (await call(app, 'get', `/api/v2/territorio/test-drives/slots?branch=${branch.id}&version=999999`))
        .status,
    ).toBe(404);
    const booking = {
      branch: branch.id,
      version: version.id,
      starts_at: mendozaInstant(day, '09:45')?.toISOString(),
      name: 'Lucía',
      lastname: 'Gómez',
      phone: '261 555-0202',
      email: 'lucia@example.com',
      dni: '30111222',
      licence: true,
      consent: true,
    };
    const path = '/api/v2/territorio/test-drives';
    expect((await call(app, 'post', path, { json: booking })).status).toBe(201);
    expect((await call(app, 'post', path, { json: booking })).status).toBe(409);
    const offGrid = { ...booking, starts_at: mendozaInstant(day, '09:50')?.toISOString() };
    expect((await call(app, 'post', path, { json: offGrid })).status).toBe(422);
    expect((await call(app, 'post', path, { json: { ...booking, version: 999_999 } })).status).toBe(404);
    expect((await call(app, 'post', path, { json: { ...booking, dni: '1' } })).status).toBe(400);
  });

  it('receives a job application, answering JSON or redirecting as documented', async () => {
    const form = (withFile: boolean) => {
      const data = new FormData();
      for (const [field, value] of Object.entries({
        name: 'Lucía',
        lastname: 'Gómez',
        cellphone: '261 555-0202',
        email: 'lucia@example.com',
      }))
        data.set(`data[${field}]`, value);
      if (withFile)
        data.set(
          'file',
          new Blob([Buffer.from('%PDF-1.4\n%\xE2\xE3\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1')], {
            type: 'application/pdf',
          }),
          'cv.pdf',
        );
      return data;
    };
    const json = { accept: 'application/json' };
    expect((await call(app, 'post', '/cv', { body: form(true), headers: json })).status).toBe(201);
    expect((await call(app, 'post', '/cv', { body: form(false), headers: json })).status).toBe(400);
    expect((await call(app, 'post', '/cv', { body: form(true) })).status).toBe(303);
  });
});

describe('payments, notifications and the right to cancel', () => {
  /** A unit and an operation at data_complete, ready to pay. */
  async function completeOperation(brandId = 1) {
    const unit = await createStockUnit(handle.db, { brandId });
    const email = `comprador.${randomUUID().slice(0, 8)}@example.com`;
    const started = await call(app, 'post', '/api/v2/territorio/dealership/start', {
      json: { email, stock_id: unit.id, brand_id: brandId },
    });
    const operation = started.body.data as Json & {
      code: string;
      amounts: { total: number };
      customer: Json;
      purchase: Json;
    };
    const updated = await call(app, 'post', '/api/v2/territorio/dealership/update', {
      json: {
        ...operation,
        cash_amount: operation.amounts.total,
        customer: {
          ...operation.customer,
          name: 'Juana',
          lastname: 'Pérez',
          telephone: '261 555-1234',
          email,
          dni: '30.123.456',
        },
        purchase: { ...operation.purchase, birthdate: '1985-03-15', marital_status_id: 2 },
      },
    });
    expect(updated.body.data).toMatchObject({ status: 'data_complete' });
    return { code: operation.code, email };
  }

  async function cardToken(holder: string) {
    const token = await call(app, 'post', '/api/payments/sandbox/card-tokens', {
      json: { holder, number: '4509 9535 6623 3704' },
    });
    expect(token.status).toBe(201);
    return (token.body.data as { id: string }).id;
  }

  async function pay(code: string, holder: string) {
    expect(
      (await call(app, 'post', '/api/v2/territorio/dealership/payment/start', { json: { code } })).status,
    ).toBe(200);
    const paid = await call(app, 'post', '/api/v2/territorio/dealership/mp', {
      json: { code, token: await cardToken(holder), payment_method_id: 'visa', installments: 1 },
    });
    expect(paid.status).toBe(201);
    return paid.body.data as { payment_id: string; outcome: string };
  }

  const secret = { [SANDBOX_SECRET_HEADER]: SANDBOX_SECRET };

  it('opens the payment, pays the deposit and cancels the reservation', async () => {
    const { code, email } = await completeOperation();
    const frame = await call(app, 'get', `/pagos/sandbox/${code}`);
    expect(frame.status).toBe(404);
    const payment = await pay(code, 'APRO');
    expect(payment.outcome).toBe('reserved');
    expect(
      (await call(app, 'post', '/api/v2/territorio/dealership/payment/start', { json: { code } })).status,
    ).toBe(409);
    expect(
      (await call(app, 'post', '/api/v2/territorio/dealership/payment/start', { json: {} })).status,
    ).toBe(400);
    const again = await call(app, 'post', '/api/v2/territorio/dealership/mp', {
      json: { code, token: await cardToken('APRO'), payment_method_id: 'visa', installments: 1 },
    });
    expect(again.status).toBe(409);
    expect(
      (await call(app, 'post', '/api/payments/sandbox/card-tokens', { json: { holder: '' } })).status,
    ).toBe(400);

    const cancel = '/api/v2/territorio/dealership/cancel';
    expect((await call(app, 'post', cancel, { json: { code, email: 'otra@example.com' } })).status).toBe(404);
    expect((await call(app, 'post', cancel, { json: { code, email } })).body.data).toMatchObject({
      already: false,
    });
  });

  it('shows the payment frames while a payment is open', async () => {
    const { code } = await completeOperation();
    expect(
      (await call(app, 'post', '/api/v2/territorio/dealership/payment/start', { json: { code } })).status,
    ).toBe(200);
    expect((await call(app, 'get', `/pagos/sandbox/${code}`)).status).toBe(200);

    const nissan = await completeOperation(4);
    const opened = await call(app, 'post', '/api/v2/territorio/dealership/payment/start', {
      json: { code: nissan.code },
    });
    expect(opened.body.data).toMatchObject({ gateway: { kind: 'mercadopago' } });
    expect((await call(app, 'get', `/pagos/mercadopago/${nissan.code}`)).status).toBe(200);
    expect((await call(app, 'get', `/pagos/mercadopago/${code}`)).status).toBe(404);
  });

  it("settles the sandbox's pending payments and takes the gateway's notifications", async () => {
    const first = await completeOperation();
    const pending = await pay(first.code, 'CONT');
    expect(pending.outcome).toBe('pending');
    const settle = `/api/payments/sandbox/payments/${pending.payment_id}/settle`;
    expect((await call(app, 'post', settle, { json: { status: 'approved' } })).status).toBe(403);
    expect((await call(app, 'post', settle, { json: { status: 'approved' }, headers: secret })).status).toBe(
      200,
    );
    const settleUnknown = '/api/payments/sandbox/payments/no-existe/settle';
    expect(
      (await call(app, 'post', settleUnknown, { json: { status: 'approved' }, headers: secret })).status,
    ).toBe(404);

    const webhook = '/api/v2/territorio/dealership/webhooks/sandbox/1';
    const requestId = randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const notified = await call(app, 'post', `${webhook}?data.id=${pending.payment_id}&type=payment`, {
      json: { type: 'payment', data: { id: pending.payment_id } },
      headers: {
        'x-request-id': requestId,
        'x-signature': signNotification(SANDBOX_SECRET, pending.payment_id, requestId, ts),
      },
    });
    expect(notified.status).toBe(200);
    const unsigned = await call(app, 'post', `${webhook}?data.id=${pending.payment_id}&type=payment`, {
      json: { type: 'payment', data: { id: pending.payment_id } },
      headers: { 'x-request-id': randomUUID() },
    });
    expect(unsigned.status).toBe(401);
    const noGateway = await call(
      app,
      'post',
      '/api/v2/territorio/dealership/webhooks/mercadopago/1?data.id=1',
      {
        json: {},
      },
    );
    expect(noGateway.status).toBe(404);

    const second = await completeOperation();
    await pay(second.code, 'CONT');
    const byOperation = `/api/payments/sandbox/operations/${second.code}/settle`;
    expect(
      (await call(app, 'post', byOperation, { json: { status: 'rejected' }, headers: secret })).status,
    ).toBe(200);
    expect(
      (await call(app, 'post', byOperation, { json: { status: 'rejected' }, headers: secret })).status,
    ).toBe(404);
  });
});

describe('the service endpoints', () => {
  it("answers the process's health and readiness", async () => {
    expect((await call(app, 'get', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await call(app, 'get', '/readyz')).body).toEqual({ status: 'ready' });
    expect((await call(awayApp, 'get', '/readyz')).status).toBe(503);
  });

  it('answers the metrics to the token only', async () => {
    const metrics = await call(app, 'get', '/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    expect((await call(app, 'get', '/metrics')).status).toBe(401);
  });

  it('answers a stored medium, whole and by ranges, and a drawn vehicle', async () => {
    const key = `media/pictures/${randomBytes(16).toString('hex')}.webp`;
    const local = path.join(dataDir, 'medio.webp');
    await fs.writeFile(local, randomBytes(2048));
    await createFolderStorage(uploadsFolder(dataDir)).putFile(key, local, 'image/webp');
    expect((await call(app, 'get', `/${key}`)).status).toBe(200);
    expect((await call(app, 'get', `/${key}`, { headers: { range: 'bytes=0-99' } })).status).toBe(206);
    expect((await call(app, 'get', `/${key}`, { headers: { range: 'bytes=5000-' } })).status).toBe(416);
    expect((await call(app, 'get', `/media/pictures/${'0'.repeat(32)}.webp`)).status).toBe(404);

    expect((await call(app, 'get', '/img/vehicles/suv/1f3a93.svg')).status).toBe(200);
    expect((await call(app, 'get', '/img/vehicles/barco/1f3a93.svg')).status).toBe(404);
  });

  it('answers this document and its reference page', async () => {
    expect((await call(app, 'get', '/api/openapi.json')).body.openapi).toBe('3.1.0');
    expect((await call(app, 'get', '/api/docs')).status).toBe(200);
  });
});

describe('the contract', () => {
  /** Answers that cannot be refused: the process is alive, and the document and its page are built in memory. */
  const WITHOUT_REFUSALS = ['health', 'openApiDocument', 'apiReference'];

  it('called every documented operation to success and, where it lists one, to a refusal', () => {
    const uncalled = operations
      .filter((operation) => !answered.has(operation.id))
      .map((operation) => operation.id);
    expect(uncalled).toEqual([]);
    for (const operation of operations) {
      const statuses = [...(answered.get(operation.id) ?? [])];
      expect(
        statuses.some((status) => status < 400),
        `${operation.id} never succeeded`,
      ).toBe(true);
      const refusals = Object.keys(operation.responses).filter((status) => Number(status) >= 400);
      if (WITHOUT_REFUSALS.includes(operation.id)) {
        expect(refusals, `${operation.id} lists refusals`).toEqual([]);
        continue;
      }
      expect(
        statuses.some((status) => status >= 400),
        `${operation.id} never refused`,
      ).toBe(true);
    }
  });
});

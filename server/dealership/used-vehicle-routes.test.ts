import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALUATION_FAILED_MESSAGE, valuationOffer, valuationParameters } from '#domain/operation/valuation';
import { createTestDatabase } from '../../tests/support/test-database';
import type { Database, DatabaseHandle } from '../db/client';
import { guidePrices, usedBrands, usedModels, usedVersions, valuations } from '../db/schema';
import { errorResponse } from '../http/error-responses';
import { createLogger } from '../platform/logger';
import { usedVehicleRoutes } from './used-vehicle-routes';
import { getValuation, type ValuationConfig } from './valuations';

const DAY = 24 * 60 * 60 * 1000;
const logger = createLogger('silent');
const VALUATION_PATH = '/api/v2/territorio/dealership/valuation';

let handle: DatabaseHandle;
let ids: Awaited<ReturnType<typeof insertUsedCatalogue>>;

function buildApp(db: Database, config?: ValuationConfig) {
  const app = new Hono();
  app.onError((error, c) => errorResponse(error, c, logger));
  app.route('/', usedVehicleRoutes({ db, ...(config ? { config } : {}) }));
  return app;
}

let app: ReturnType<typeof buildApp>;

/** A small guide: two brands, Volkswagen with two models, one version without any price. */
async function insertUsedCatalogue(db: Database) {
  const [vw, ford] = await db
    .insert(usedBrands)
    .values([{ name: 'Volkswagen' }, { name: 'Ford' }])
    .returning({ id: usedBrands.id });
  if (!vw || !ford) throw new Error('brands not created');
  const [gol, amarok, ka] = await db
    .insert(usedModels)
    .values([
      { brandId: vw.id, name: 'Gol Trend' },
      { brandId: vw.id, name: 'Amarok' },
      { brandId: ford.id, name: 'Ka' },
    ])
    .returning({ id: usedModels.id });
  if (!gol || !amarok || !ka) throw new Error('models not created');
  await db.insert(usedVersions).values([
    { codia: 4802002, modelId: gol.id, description: 'Gol Trend 1.6 Highline' },
    { codia: 4802001, modelId: gol.id, description: 'Gol Trend 1.6 Trendline' },
    { codia: 4801001, modelId: amarok.id, description: 'Amarok 2.0 TDI Trendline 4x2' },
    { codia: 1703001, modelId: ka.id, description: 'Ka 1.5 S' },
  ]);
  await db.insert(guidePrices).values([
    { codia: 4802001, year: 2018, price: 15_000_000 },
    { codia: 4802001, year: 2019, price: 16_000_000 },
    { codia: 4802002, year: 2019, price: 17_500_000 },
    { codia: 4801001, year: 2020, price: 40_000_000 },
  ]);
  return { vw: vw.id, ford: ford.id, gol: gol.id, amarok: amarok.id, ka: ka.id };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  ids = await insertUsedCatalogue(handle.db);
  app = buildApp(handle.db);
});
afterAll(() => handle.close());

async function getJson(path: string) {
  const response = await app.request(path);
  return { status: response.status, body: await response.json() };
}

function postValuation(body: unknown, target = app) {
  return target.request(VALUATION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('used-vehicle catalogue', () => {
  it('lists the brands', async () => {
    expect(await getJson('/api/v2/territorio/dealership/parameters/brands')).toEqual({
      status: 200,
      body: {
        data: [
          { id: ids.ford, name: 'Ford' },
          { id: ids.vw, name: 'Volkswagen' },
        ],
      },
    });
  });

  it('lists the models of a brand', async () => {
    expect(await getJson(`/api/v2/territorio/dealership/parameters/models?brand_id=${ids.vw}`)).toEqual({
      status: 200,
      body: {
        data: [
          { id: ids.amarok, name: 'Amarok' },
          { id: ids.gol, name: 'Gol Trend' },
        ],
      },
    });
    expect(await getJson('/api/v2/territorio/dealership/parameters/models?brand_id=999')).toEqual({
      status: 200,
      body: { data: [] },
    });
    const missing = await getJson('/api/v2/territorio/dealership/parameters/models');
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ field: 'brand_id', message: 'Falta brand_id.' }]);
  });

  it('lists the versions of a model named in any case, with the years it can be quoted', async () => {
    expect(
      await getJson(`/api/v2/territorio/dealership/parameters/vehicles?brand_id=${ids.vw}&group=gol%20TREND`),
    ).toEqual({
      status: 200,
      body: {
        data: [
          { codia: 4802002, description: 'Gol Trend 1.6 Highline', years: [2019] },
          { codia: 4802001, description: 'Gol Trend 1.6 Trendline', years: [2018, 2019] },
        ],
      },
    });
    expect(
      (await getJson(`/api/v2/territorio/dealership/parameters/vehicles?brand_id=${ids.ford}&group=Ka`)).body
        .data,
    ).toEqual([{ codia: 1703001, description: 'Ka 1.5 S', years: [] }]);
    // Gol Trend belongs to Volkswagen, not to Ford.
    expect(
      (
        await getJson(
          `/api/v2/territorio/dealership/parameters/vehicles?brand_id=${ids.ford}&group=Gol%20Trend`,
        )
      ).body,
    ).toEqual({ data: [] });
    const missing = await getJson(`/api/v2/territorio/dealership/parameters/vehicles?brand_id=${ids.vw}`);
    expect(missing.status).toBe(400);
    expect(missing.body.issues[0].field).toBe('group');
  });
});

describe('POST /api/v2/territorio/dealership/valuation', () => {
  it('quotes from the guide price, stores the valuation bound to the operation for 7 days', async () => {
    const before = Date.now();
    const response = await postValuation({
      codia: '4802001',
      brand: 'VW',
      model: 'Gol',
      vehicle: 'lo que sea',
      year: 2019,
      kms: '85.000',
      operation: 'ab12cd34ef56',
      // A client's own figure is ignored: the server prices from its guide.
      valuation: 99_000_000,
    });
    const body = await response.json();

    const expected = valuationOffer({
      guidePrice: 16_000_000,
      year: 2019,
      kms: 85_000,
      referenceYear: new Date().getFullYear(),
    });
    expect(response.status).toBe(201);
    expect(body).toEqual({
      data: expected,
      valuation: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        amount: expected,
        currency: 'ars',
        expires_at: expect.any(String),
        codia: 4802001,
        brand: 'Volkswagen',
        model: 'Gol Trend',
        vehicle: 'Gol Trend 1.6 Trendline',
        year: 2019,
        kms: 85_000,
      },
    });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(16_000_000);

    const [row] = await handle.db.select().from(valuations).where(eq(valuations.id, body.valuation.id));
    expect(row).toMatchObject({
      codia: 4802001,
      brand: 'Volkswagen',
      model: 'Gol Trend',
      vehicle: 'Gol Trend 1.6 Trendline',
      year: 2019,
      kms: 85_000,
      amount: expected,
      operationCode: 'AB12CD34EF56',
    });
    if (!row) throw new Error('valuation not stored');
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * DAY);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(body.valuation.expires_at)).toEqual(row.expiresAt);

    expect(await getValuation(handle.db, body.valuation.id)).toMatchObject({
      id: body.valuation.id,
      amount: expected,
      operationCode: 'AB12CD34EF56',
    });
    expect(
      await getValuation(handle.db, body.valuation.id, new Date(row.expiresAt.getTime() - 1)),
    ).not.toBeNull();
    expect(await getValuation(handle.db, body.valuation.id, row.expiresAt)).toBeNull();
    expect(await getValuation(handle.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await getValuation(handle.db, 'no-es-un-uuid')).toBeNull();
  });

  it('stores a valuation without an operation when none is sent', async () => {
    const response = await postValuation({ codia: 4801001, year: '2020', kms: 0 });
    expect(response.status).toBe(201);
    const body = await response.json();
    const [row] = await handle.db.select().from(valuations).where(eq(valuations.id, body.valuation.id));
    expect(row?.operationCode).toBeNull();
  });

  it('applies the configured dealer margin and yearly distance', async () => {
    const config = { VALUATION_DEALER_MARGIN: 0.25, VALUATION_EXPECTED_KM_PER_YEAR: 20_000 };
    const response = await postValuation(
      { codia: 4801001, year: 2020, kms: 50_000 },
      buildApp(handle.db, config),
    );
    const body = await response.json();
    expect(body.data).toBe(
      valuationOffer(
        { guidePrice: 40_000_000, year: 2020, kms: 50_000, referenceYear: new Date().getFullYear() },
        valuationParameters({ dealerMargin: 0.25, expectedKmPerYear: 20_000 }),
      ),
    );
    expect(body.data).toBeLessThanOrEqual(40_000_000 * 0.75 * 1.05);
  });

  it.each([
    ['codia', { year: 2019, kms: 1000 }, 'Elegí la versión del vehículo.'],
    ['kms', { codia: 4802001, year: 2019 }, 'Ingresá los kilómetros del vehículo.'],
    ['year', { codia: 4802001, kms: 1000 }, 'Ingresá el año del vehículo.'],
    ['kms', { codia: 4802001, year: 2019, kms: 'mucho' }, 'Los kilómetros deben ser un número.'],
    ['kms', { codia: 4802001, year: 2019, kms: -10 }, 'Los kilómetros no pueden ser negativos.'],
    [
      'year',
      { codia: 4802001, year: 1850, kms: 1000 },
      /^El año debe ser un número entero entre 1990 y \d{4}\.$/,
    ],
    [
      'operation',
      { codia: 4802001, year: 2019, kms: 1000, operation: 'CORTO' },
      'El código de operación no es válido.',
    ],
  ])('refuses a body without a valid %s with 400, naming it', async (field, body, message) => {
    const response = await postValuation(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.issues).toHaveLength(1);
    expect(answer.issues[0].field).toBe(field);
    expect(answer.issues[0].message).toMatch(message);
    expect(answer.error).toBe(answer.issues[0].message);
  });

  it('lists every missing field at once', async () => {
    const response = await postValuation({});
    expect(response.status).toBe(400);
    expect((await response.json()).issues.map((issue: { field: string }) => issue.field)).toEqual([
      'codia',
      'year',
      'kms',
    ]);
  });

  it('answers 422 with the docs/product.md §8 text when the guide has no price for that codia and year', async () => {
    const before = await handle.db.$count(valuations);
    for (const body of [
      { codia: 9_999_999, year: 2019, kms: 1000 },
      { codia: 4802001, year: 2024, kms: 1000 },
      { codia: 1703001, year: 2019, kms: 1000 },
    ]) {
      const response = await postValuation(body);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: VALUATION_FAILED_MESSAGE });
    }
    expect(await handle.db.$count(valuations)).toBe(before);
  });

  it('refuses malformed JSON and other content types', async () => {
    const malformed = await postValuation('{"codia": 4802001,');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'El cuerpo no es un JSON válido.' });

    const form = await app.request(VALUATION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'codia=4802001&year=2019&kms=1000',
    });
    expect(form.status).toBe(415);

    const list = await postValuation('[1, 2]');
    expect(list.status).toBe(400);
  });
});

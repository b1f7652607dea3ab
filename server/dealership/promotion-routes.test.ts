import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PROMOTION_EXPIRED_MESSAGE,
  PROMOTION_NOT_VALID_MESSAGE,
  PROMOTION_OFFER_UNIT_MESSAGE,
  PROMOTION_USED_UP_MESSAGE,
  promotionOtherCurrencyMessage,
} from '#domain/catalogue/promotions';
import { createFamily, createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { promotions } from '../db/schema';
import { errorResponse } from '../http/error-responses';
import { createLogger } from '../platform/logger';
import { createPromotion as insertPromotion } from './operations.fixtures';
import { findApplicablePromotion, redeemPromotion, releasePromotion } from './promotion-lookup';
import { promotionRoutes } from './promotion-routes';

const DAY = 24 * 60 * 60 * 1000;
const logger = createLogger('silent');

let handle: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  // The families the requests name, priced in pesos: a money code needs to know the unit's currency.
  for (const family of ['T-CROSS', 'POLO']) await createFamily(handle.db, { brandId: 1, family });
  app = new Hono();
  app.onError((error, c) => errorResponse(error, c, logger));
  app.route('/', promotionRoutes({ db: handle.db }));
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(promotions);
});

/** A promotion of 5 % by default; a money one is in pesos unless the test says otherwise (docs/decisions/0032). */
const createPromotion = (overrides: Parameters<typeof insertPromotion>[1] = {}) =>
  insertPromotion(handle.db, { validUntil: new Date(Date.now() + 30 * DAY), ...overrides });

async function getJson(path: string) {
  const response = await app.request(path);
  return { status: response.status, body: await response.json() };
}

describe('GET /api/promotion/discover', () => {
  it('offers the most specific discoverable promotion: chassis, then family, then brand, then global', async () => {
    await createPromotion({ code: 'GLOBAL', discoverable: true });
    await createPromotion({ code: 'MARCAVW', brandId: 1, discoverable: true });
    await createPromotion({ code: 'TCROSS', brandId: 1, family: 'T-CROSS', discoverable: true });
    await createPromotion({
      code: 'UNIDAD',
      brandId: 1,
      family: 'T-CROSS',
      chassis: '9BWAB45U0RT000001',
      moneyDiscount: 700_000,
      percentageDiscount: null,
      discoverable: true,
    });

    const discover = async (query: string) =>
      (await getJson(`/api/promotion/discover?${query}`)).body.data?.code;
    expect(await discover('brand_id=1&family=T CROSS&chassis=9BWAB45U0RT000001')).toBe('UNIDAD');
    expect(await discover('brand_id=1&family=t cross&chassis=9BWAB45U0RT000002')).toBe('TCROSS');
    expect(await discover('brand_id=1&family=T-CROSS')).toBe('TCROSS');
    expect(await discover('brand_id=1&family=POLO')).toBe('MARCAVW');
    expect(await discover('brand_id=2&family=TRACKER')).toBe('GLOBAL');
    expect(await discover('')).toBe('GLOBAL');

    expect(
      await getJson('/api/promotion/discover?brand_id=1&family=T%20CROSS&chassis=9BWAB45U0RT000001'),
    ).toEqual({
      status: 200,
      body: {
        data: {
          code: 'UNIDAD',
          description: expect.any(String),
          money_discount: 700_000,
          percentage_discount: null,
        },
      },
    });
  });

  it('ignores promotions that are expired, not started, used up, withdrawn or not discoverable', async () => {
    await createPromotion({ brandId: 1, discoverable: true, validUntil: new Date(Date.now() - 1000) });
    await createPromotion({
      brandId: 1,
      family: 'POLO',
      discoverable: true,
      validFrom: new Date(Date.now() + DAY),
    });
    await createPromotion({ brandId: 1, family: 'VIRTUS', discoverable: true, usageLimit: 3, usageCount: 3 });
    await createPromotion({ brandId: 1, family: 'NIVUS', discoverable: true, active: false });
    await createPromotion({ brandId: 1, family: 'TAOS', discoverable: false });

    for (const family of ['POLO', 'VIRTUS', 'NIVUS', 'TAOS']) {
      expect(await getJson(`/api/promotion/discover?brand_id=1&family=${family}`)).toEqual({
        status: 200,
        body: { data: null },
      });
    }

    await createPromotion({ code: 'GLOBAL', discoverable: true, percentageDiscount: 3, moneyDiscount: null });
    expect((await getJson('/api/promotion/discover?brand_id=1&family=POLO')).body.data).toEqual({
      code: 'GLOBAL',
      description: expect.any(String),
      money_discount: null,
      percentage_discount: 3,
    });
  });

  it('refuses a brand_id that is not a number', async () => {
    const { status, body } = await getJson('/api/promotion/discover?brand_id=vw');
    expect(status).toBe(400);
    expect(body.issues).toEqual([
      { field: 'brand_id', message: 'brand_id debe ser un número entero positivo.' },
    ]);
  });
});

describe('GET /api/promotion', () => {
  it('gives the promotion for a code typed in any case', async () => {
    await createPromotion({
      code: 'BIENVENIDA',
      description: 'Bienvenida',
      brandId: 1,
      moneyDiscount: 300_000,
      percentageDiscount: null,
    });

    expect(await getJson('/api/promotion?code=%20bienVenida%20&brand_id=1&family=POLO&chassis=')).toEqual({
      status: 200,
      body: {
        data: {
          code: 'BIENVENIDA',
          description: 'Bienvenida',
          money_discount: 300_000,
          percentage_discount: null,
        },
      },
    });
  });

  it('checks the family regardless of case and dashes', async () => {
    await createPromotion({
      code: 'NISSAN5',
      brandId: 4,
      family: 'KICKS',
      moneyDiscount: null,
      percentageDiscount: 5,
    });
    await createPromotion({ code: 'TCROSS', brandId: 1, family: 'T-CROSS' });

    expect((await getJson('/api/promotion?code=nissan5&brand_id=4&family=kicks')).body.data).toMatchObject({
      percentage_discount: 5,
      money_discount: null,
    });
    expect((await getJson('/api/promotion?code=TCROSS&brand_id=1&family=T%20CROSS')).status).toBe(200);
  });

  it('refuses a code outside its scope with 404 and the Spanish text', async () => {
    await createPromotion({ code: 'BIENVENIDA', brandId: 1 });
    await createPromotion({ code: 'NISSAN5', brandId: 4, family: 'KICKS' });
    await createPromotion({ code: 'UNIDAD', chassis: '9BWAB45U0RT000001' });

    for (const query of [
      'code=BIENVENIDA&brand_id=2',
      // A brand-scoped code needs the request to say the brand.
      'code=BIENVENIDA',
      'code=NISSAN5&brand_id=4&family=VERSA',
      'code=NISSAN5&brand_id=4',
      'code=UNIDAD&brand_id=1&chassis=9BWAB45U0RT000002',
      'code=NOEXISTE&brand_id=1',
    ]) {
      expect(await getJson(`/api/promotion?${query}`), query).toEqual({
        status: 404,
        body: { error: PROMOTION_NOT_VALID_MESSAGE },
      });
    }
  });

  it('says when a code is expired or used up, and hides a withdrawn one', async () => {
    await createPromotion({ code: 'VENCIDO', validUntil: new Date(Date.now() - 1000) });
    await createPromotion({ code: 'AGOTADO', usageLimit: 10, usageCount: 10 });
    await createPromotion({ code: 'RETIRADO', active: false });

    expect(await getJson('/api/promotion?code=vencido&brand_id=1')).toEqual({
      status: 404,
      body: { error: PROMOTION_EXPIRED_MESSAGE },
    });
    expect(await getJson('/api/promotion?code=agotado&brand_id=1')).toEqual({
      status: 404,
      body: { error: PROMOTION_USED_UP_MESSAGE },
    });
    expect(await getJson('/api/promotion?code=retirado&brand_id=1')).toEqual({
      status: 404,
      body: { error: PROMOTION_NOT_VALID_MESSAGE },
    });
  });

  it('asks for the code when none is sent', async () => {
    const { status, body } = await getJson('/api/promotion?brand_id=1&code=');
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Ingresá el código de descuento.',
      issues: [{ field: 'code', message: 'Ingresá el código de descuento.' }],
    });
  });
});

describe('a money code and the unit’s currency (docs/decisions/0032)', () => {
  it('applies a dollar code to a BAIC unit priced in dollars and refuses it a peso code, and the reverse for a peso unit', async () => {
    const bj30 = await createFamily(handle.db, { brandId: 6, family: 'BJ30', currency: 'usd' });
    const dollarUnit = await createStockUnit(handle.db, { brandId: 6, familyId: bj30.id, currency: 'usd' });
    const pesoUnit = await createStockUnit(handle.db, { brandId: 1, currency: 'ars' });
    await createPromotion({
      code: 'DOLARES500',
      moneyDiscount: 500,
      currency: 'usd',
      percentageDiscount: null,
    });
    await createPromotion({ code: 'PESOS300MIL', moneyDiscount: 300_000, percentageDiscount: null });
    await createPromotion({ code: 'TRESPORCIENTO', percentageDiscount: 3 });

    const check = (code: string, unit: typeof dollarUnit, family: string) =>
      getJson(
        `/api/promotion?${new URLSearchParams({ code, brand_id: String(unit.brandId), family, chassis: unit.chassis })}`,
      );
    expect(await check('DOLARES500', dollarUnit, 'BJ30')).toMatchObject({
      status: 200,
      body: { data: { code: 'DOLARES500', money_discount: 500 } },
    });
    expect(await check('PESOS300MIL', dollarUnit, 'BJ30')).toEqual({
      status: 404,
      body: { error: promotionOtherCurrencyMessage('ars', 'usd') },
    });
    expect(await check('PESOS300MIL', pesoUnit, 'CUALQUIERA')).toMatchObject({
      status: 200,
      body: { data: { money_discount: 300_000 } },
    });
    expect(await check('DOLARES500', pesoUnit, 'CUALQUIERA')).toEqual({
      status: 404,
      body: { error: promotionOtherCurrencyMessage('usd', 'ars') },
    });
    // A percentage fits either currency.
    expect((await check('TRESPORCIENTO', dollarUnit, 'BJ30')).status).toBe(200);
    expect((await check('TRESPORCIENTO', pesoUnit, 'CUALQUIERA')).status).toBe(200);
    // Without a chassis the family tells the currency.
    expect((await getJson('/api/promotion?code=DOLARES500&brand_id=6&family=bj30')).status).toBe(200);
  });

  it('discovers for a dollar unit only a promotion in dollars (or a percentage)', async () => {
    const bj40 = await createFamily(handle.db, { brandId: 6, family: 'BJ40', currency: 'usd' });
    await createPromotion({
      code: 'BJ40PESOS',
      brandId: 6,
      family: 'BJ40',
      moneyDiscount: 100_000,
      percentageDiscount: null,
      discoverable: true,
    });
    await createPromotion({
      code: 'BAICDOLARES',
      brandId: 6,
      moneyDiscount: 400,
      currency: 'usd',
      percentageDiscount: null,
      discoverable: true,
    });
    expect(
      (await getJson(`/api/promotion/discover?brand_id=6&family=${bj40.family}`)).body.data,
    ).toMatchObject({
      code: 'BAICDOLARES',
      money_discount: 400,
    });
  });

  it('gives an offer unit no code, typed or automatic, and says why; a unit with only the web discount takes both', async () => {
    const polo = await createFamily(handle.db, { brandId: 1, family: 'POLO OFERTA' });
    const offer = await createStockUnit(handle.db, {
      familyId: polo.id,
      discount: 500_000,
      specialDiscount: 300_000,
    });
    const webOnly = await createStockUnit(handle.db, { familyId: polo.id, discount: 500_000 });
    await createPromotion({ code: 'RESERVAONLINE', brandId: 1, discoverable: true });
    const query = (unit: typeof offer) =>
      new URLSearchParams({ brand_id: '1', family: polo.family, chassis: unit.chassis });

    // The page says only the chassis: the server reads the special discount from the unit.
    expect((await getJson(`/api/promotion/discover?${query(offer)}`)).body.data).toBeNull();
    expect(await getJson(`/api/promotion?code=RESERVAONLINE&${query(offer)}`)).toEqual({
      status: 404,
      body: { error: PROMOTION_OFFER_UNIT_MESSAGE },
    });
    expect((await getJson(`/api/promotion/discover?${query(webOnly)}`)).body.data).toMatchObject({
      code: 'RESERVAONLINE',
    });
    expect((await getJson(`/api/promotion?code=RESERVAONLINE&${query(webOnly)}`)).status).toBe(200);
  });

  it('treats a removed promotion as a code that does not exist', async () => {
    await createPromotion({ code: 'BORRADA', deletedAt: new Date() });
    await createPromotion({ code: 'BORRADAAUTO', brandId: 1, discoverable: true, deletedAt: new Date() });
    expect(await getJson('/api/promotion?code=BORRADA&brand_id=1')).toEqual({
      status: 404,
      body: { error: PROMOTION_NOT_VALID_MESSAGE },
    });
    expect((await getJson('/api/promotion/discover?brand_id=1&family=POLO')).body.data).toBeNull();
  });
});

describe('findApplicablePromotion and redeemPromotion', () => {
  it('finds a code for a vehicle at a given instant', async () => {
    const created = await createPromotion({
      code: 'FECHA',
      brandId: 2,
      validUntil: new Date('2030-01-01T00:00:00Z'),
    });
    const now = await findApplicablePromotion(handle.db, { code: 'fecha', brandId: 2, family: 'ONIX' });
    expect(now).toMatchObject({ ok: true, promotion: { id: created.id, code: 'FECHA' } });
    const later = await findApplicablePromotion(handle.db, {
      code: 'FECHA',
      brandId: 2,
      at: new Date('2030-01-01T00:00:00Z'),
    });
    expect(later).toMatchObject({ ok: false, reason: 'expired', message: PROMOTION_EXPIRED_MESSAGE });
    expect(await findApplicablePromotion(handle.db, { code: '   ', brandId: 2 })).toMatchObject({
      ok: false,
      reason: 'unknown',
    });
  });

  it('never goes past the usage limit under 10 concurrent redemptions', async () => {
    const promotion = await createPromotion({ code: 'CINCO', usageLimit: 5, usageCount: 0 });

    const results = await Promise.all(
      Array.from({ length: 10 }, () => redeemPromotion(handle.db, promotion.id)),
    );

    expect(results.filter(Boolean)).toHaveLength(5);
    const [row] = await handle.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row?.usageCount).toBe(5);
    expect(await findApplicablePromotion(handle.db, { code: 'CINCO' })).toMatchObject({ reason: 'used_up' });
    expect(await redeemPromotion(handle.db, promotion.id)).toBe(false);

    // A use given back (a failed payment) can be taken again, once.
    expect(await releasePromotion(handle.db, promotion.id)).toBe(true);
    expect(await redeemPromotion(handle.db, promotion.id)).toBe(true);
    expect(await redeemPromotion(handle.db, promotion.id)).toBe(false);
  });

  it('counts every use of a promotion without a limit, and refuses an unknown id', async () => {
    const promotion = await createPromotion({ code: 'SINLIMITE' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => redeemPromotion(handle.db, promotion.id)),
    );
    expect(results.every(Boolean)).toBe(true);
    const [row] = await handle.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row?.usageCount).toBe(10);
    expect(await redeemPromotion(handle.db, 999_999)).toBe(false);
    expect(await releasePromotion(handle.db, 999_999)).toBe(false);
  });
});

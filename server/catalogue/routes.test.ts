import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CREDIT_MESSAGE } from '#domain/catalogue/credit';
import { INTRANET_PATHS } from '#domain/catalogue/intranet-paths';
import { bestOffers as domainBestOffers } from '#domain/catalogue/offers';
import {
  createCreditPlan,
  createFamily,
  createSavingsPlan,
  createStockUnit,
  createUsdRate,
  createVersion,
  insertBrands,
} from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { families, stockUnits } from '../db/schema';

let handle: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  app = createTestApp(handle.db);
});
afterAll(() => handle.close());

async function getJson(path: string) {
  const response = await app.request(path);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

const FAMILY_FIELDS = ['id', 'name', 'family', 'brand_id', 'description', 'image', 'currency', 'discount'];
const STOCK_FIELDS = [
  'id',
  'name',
  'model',
  'price',
  'list_price',
  'discount',
  'special_discount',
  'license_cost',
  'license_price',
  'preparation_cost',
  'delivery_price',
  'full_price_with_discount',
  'chassis',
  'doors',
  'color',
  'location',
  'brand_id',
  'currency',
  'family_id',
  'subfamily_id',
  'model_year',
];
const OFFER_FIELDS = [
  'brand',
  'id',
  'name',
  'family',
  'family_id',
  'subfamily_id',
  'image',
  'color',
  'brand_id',
  'model_year',
  'currency',
  'discount_amount',
];

describe('families, subfamilies and stock of every brand', () => {
  for (const [brandId, paths] of Object.entries(INTRANET_PATHS).map(([id, p]) => [Number(id), p] as const)) {
    it(`brand ${brandId}: answers at its docs/product.md §7 paths with docs/product.md §3 fields`, async () => {
      const family = await createFamily(handle.db, { brandId, currency: brandId === 6 ? 'usd' : 'ars' });
      const version = await createVersion(handle.db, { familyId: family.id, features: ['ABS', '6 airbags'] });
      const unit = await createStockUnit(handle.db, {
        brandId,
        familyId: family.id,
        subfamilyId: version.id,
      });

      const families = await getJson(paths.families);
      expect(families.status).toBe(200);
      const listed = families.body.data.find((f: { id: number }) => f.id === family.id);
      for (const field of FAMILY_FIELDS) expect(listed).toHaveProperty(field);
      expect(listed).toMatchObject({ brand_id: brandId, stock_count: 1 });
      expect(families.body.data.every((f: { brand_id: number }) => f.brand_id === brandId)).toBe(true);

      const subfamilies = await getJson(`${paths.subfamilies}?family_id=${family.id}`);
      expect(subfamilies.body.data).toEqual([
        {
          id: version.id,
          family_id: family.id,
          name: version.name,
          features: ['ABS', '6 airbags'],
          stock_count: 1,
          held_count: 0,
        },
      ]);

      const stock = await getJson(`${paths.stock}?family_id=${family.id}&subfamily_id=${version.id}`);
      expect(stock.status).toBe(200);
      expect(stock.body.data).toHaveLength(1);
      for (const field of STOCK_FIELDS) expect(stock.body.data[0]).toHaveProperty(field);
      expect(stock.body.data[0]).toMatchObject({ id: unit.id, chassis: unit.chassis, available: true });

      const singlePath =
        brandId === 4 || brandId === 6
          ? `${paths.singleStock}/${unit.id}`
          : `${paths.singleStock}?id=${unit.id}`;
      const single = await getJson(singlePath);
      expect(single.status).toBe(200);
      expect(single.body.data).toMatchObject({ id: unit.id, brand_id: brandId, chassis: unit.chassis });
    });
  }

  it('computes the unit prices of docs/product.md §9 on the server', async () => {
    const unit = await createStockUnit(handle.db, {
      listPrice: 40_000_000,
      discount: 2_000_000,
      specialDiscount: 500_000,
      licenseCost: 1_200_000,
      preparationCost: 600_000,
      deliveryPrice: 350_000,
    });
    const { body } = await getJson(`/v1/vw/stock/stock?id=${unit.id}`);
    expect(body.data).toMatchObject({
      list_price: 40_000_000,
      price: 38_000_000,
      full_price_with_discount: 39_300_000,
      license_price: 1_200_000,
      delivery_price: 350_000,
      currency: 'ars',
    });
  });

  it('pages a long stock list', async () => {
    const family = await createFamily(handle.db);
    const version = await createVersion(handle.db, { familyId: family.id });
    for (let i = 0; i < 5; i++) {
      await createStockUnit(handle.db, {
        familyId: family.id,
        subfamilyId: version.id,
        listPrice: 30_000_000 + i,
      });
    }
    const first = await getJson(`/v1/vw/stock/stock?family_id=${family.id}&limit=3`);
    expect(first.body.data.map((u: { list_price: number }) => u.list_price)).toEqual([
      30_000_000, 30_000_001, 30_000_002,
    ]);
    expect(first.body.meta.next_offset).toBe(3);
    const second = await getJson(`/v1/vw/stock/stock?family_id=${family.id}&limit=3&offset=3`);
    expect(second.body.data).toHaveLength(2);
    expect(second.body.meta.next_offset).toBeNull();
  });
});

describe('held and reserved units', () => {
  it('say so and are never offered for a new reservation', async () => {
    const family = await createFamily(handle.db);
    const version = await createVersion(handle.db, { familyId: family.id });
    const inFuture = new Date(Date.now() + 15 * 60_000);
    const held = await createStockUnit(handle.db, {
      familyId: family.id,
      subfamilyId: version.id,
      discount: 900_000,
      status: 'held',
      heldUntil: inFuture,
      color: 'Rojo',
    });
    const reserved = await createStockUnit(handle.db, {
      familyId: family.id,
      subfamilyId: version.id,
      discount: 800_000,
      status: 'reserved',
      color: 'Azul',
    });

    const stock = await getJson(`/v1/vw/stock/stock?family_id=${family.id}`);
    const byId = new Map(stock.body.data.map((u: { id: number }) => [u.id, u]));
    expect(byId.get(held.id)).toMatchObject({ status: 'held', available: false });
    expect(byId.get(reserved.id)).toMatchObject({ status: 'reserved', available: false });

    const offers = await getJson('/v1/vw/offers');
    const offerIds = offers.body.data.map((o: { id: number }) => o.id);
    expect(offerIds).not.toContain(held.id);
    expect(offerIds).not.toContain(reserved.id);
  });

  it('count as available again once the hold has lapsed', async () => {
    const unit = await createStockUnit(handle.db, { status: 'held', heldUntil: new Date(Date.now() - 1000) });
    const { body } = await getJson(`/v1/vw/stock/stock?id=${unit.id}`);
    expect(body.data).toMatchObject({ status: 'available', available: true });
  });

  it('a sold unit is no longer in stock', async () => {
    const unit = await createStockUnit(handle.db, { status: 'sold' });
    expect((await getJson(`/v1/vw/stock/stock?id=${unit.id}`)).status).toBe(404);
  });
});

describe('offers', () => {
  it('are the docs/product.md §9 best offers: one per family, version and colour, largest discount first', async () => {
    const family = await createFamily(handle.db, { brandId: 2 });
    const [a, b] = [
      await createVersion(handle.db, { familyId: family.id }),
      await createVersion(handle.db, { familyId: family.id }),
    ];
    const unit = (subfamilyId: number, color: string, discount: number, specialDiscount = 0) =>
      createStockUnit(handle.db, {
        brandId: 2,
        familyId: family.id,
        subfamilyId,
        color,
        discount,
        specialDiscount,
      });
    await unit(a.id, 'Blanco', 1_000_000);
    const bestWhite = await unit(a.id, 'blanco', 1_000_000, 700_000);
    const red = await unit(a.id, 'Rojo', 300_000);
    await unit(a.id, 'Negro', 0);
    const other = await unit(b.id, 'Blanco', 2_500_000);

    const { body } = await getJson('/v1/gm/offers');
    const mine = body.data.filter((o: { family_id: number }) => o.family_id === family.id);
    expect(mine.map((o: { id: number }) => o.id)).toEqual([other.id, bestWhite.id, red.id]);
    expect(mine[1]).toMatchObject({ brand: 'chevrolet', brand_id: 2, discount_amount: 1_700_000 });
    for (const field of OFFER_FIELDS) expect(mine[0]).toHaveProperty(field);

    const rows = await handle.db.select().from(stockUnits).where(eq(stockUnits.familyId, family.id));
    const expected = domainBestOffers(
      rows.map((r) => ({
        id: r.id,
        family_id: r.familyId,
        subfamily_id: r.subfamilyId,
        color: r.color,
        discount_amount: r.discount + r.specialDiscount,
      })),
    );
    expect(mine.map((o: { id: number }) => o.id)).toEqual(expected.map((o) => o.id));
  });

  it('draw each offer with the picture of its unit, as the stock endpoint does', async () => {
    const family = await createFamily(handle.db, { brandId: 1, bodyStyle: 'van' });
    const unit = await createStockUnit(handle.db, {
      familyId: family.id,
      discount: 10_000,
      colorHex: '#A3161A',
    });
    const odd = await createStockUnit(handle.db, {
      familyId: family.id,
      discount: 20_000,
      colorHex: 'rojo',
      color: 'Rojo',
    });
    const offers = (await getJson('/v1/vw/offers')).body.data as { id: number; image: string }[];
    for (const id of [unit.id, odd.id]) {
      const single = await getJson(`/v1/vw/stock/stock?id=${id}`);
      expect(offers.find((o) => o.id === id)?.image).toBe(single.body.data.image);
    }
    expect(offers.find((o) => o.id === unit.id)?.image).toBe('/img/vehicles/van/a3161a.svg');
  });

  it('follow a change of discount at once', async () => {
    const family = await createFamily(handle.db, { brandId: 4 });
    const unit = await createStockUnit(handle.db, { brandId: 4, familyId: family.id, discount: 0 });
    const listed = async () =>
      (await getJson('/v2/nissan/model/offers')).body.data.some((o: { id: number }) => o.id === unit.id);
    expect(await listed()).toBe(false);
    await handle.db.update(stockUnits).set({ discount: 1_500_000 }).where(eq(stockUnits.id, unit.id));
    expect(await listed()).toBe(true);
    const families = await getJson('/v2/nissan/family');
    expect(families.body.data.find((f: { id: number }) => f.id === family.id)).toMatchObject({
      discount: 1_500_000,
    });
  });
});

describe('offers after catalogue edits', () => {
  it('show a family under its new name once it is renamed', async () => {
    const family = await createFamily(handle.db, { brandId: 6, family: 'BJ-OLD' });
    const unit = await createStockUnit(handle.db, { brandId: 6, familyId: family.id, discount: 1_000 });
    await handle.db
      .update(families)
      .set({ family: 'BJ-NEW', bodyStyle: 'pickup' })
      .where(eq(families.id, family.id));
    const { body } = await getJson('/v2/baic/model/offers');
    expect(body.data.find((o: { id: number }) => o.id === unit.id)).toMatchObject({
      family: 'BJ-NEW',
      image: expect.stringContaining('/pickup/'),
      currency: 'usd',
      brand: 'baic',
    });
  });
});

describe('savings plans, USD rate and credit', () => {
  it('lists the savings plans of Volkswagen, Chevrolet and Nissan; BAIC has none', async () => {
    const plan = await createSavingsPlan(handle.db, {
      brandId: 4,
      product: 'Plan Nissan',
      name: 'Kicks 84 cuotas',
    });
    const { body } = await getJson('/v2/nissan/plan/find');
    expect(body.data).toContainEqual(
      expect.objectContaining({
        id: plan.id,
        name: 'Kicks 84 cuotas',
        installments: 84,
        initial_installment: 450_000,
        first_installment: 380_000,
        integration: '100%',
        model: 'Polo Track',
        family: 'POLO',
      }),
    );
    const baic = await getJson('/v2/baic/plan/find');
    expect(baic.status).toBe(404);
    expect(baic.type).toContain('application/json');
  });

  it('answers the latest dollar rate', async () => {
    expect((await getJson('/v2/baic/usd/rate')).status).toBe(404);
    await createUsdRate(handle.db, 1400, new Date(Date.now() - 86_400_000));
    await createUsdRate(handle.db, 1455.5);
    const { body } = await getJson('/v2/baic/usd/rate');
    expect(body).toEqual({ data: { value: 1455.5 }, value: 1455.5 });
  });

  it('quotes the credit plans that can finance the amount, with French-system installments', async () => {
    const unit = await createStockUnit(handle.db, {
      listPrice: 30_000_000,
      licenseCost: 0,
      preparationCost: 0,
    });
    const plan = await createCreditPlan(handle.db, {
      months: 12,
      annualRatePct: 0,
      maxAmount: 50_000_000,
      maxSharePct: 50,
    });
    const { body } = await getJson(
      `/v2/dealership/credit/find?brand_id=1&vehicle=${unit.id}&loan_amount=12000000`,
    );
    expect(body.data).toContainEqual({
      id: plan.id,
      name: plan.name,
      bank: plan.bank,
      months: 12,
      annual_rate: 0,
      avg_installment: 1_000_000,
      financed_max: 15_000_000,
    });
    const tooMuch = await getJson(
      `/v2/dealership/credit/find?brand_id=1&vehicle=${unit.id}&loan_amount=99000000`,
    );
    expect(tooMuch.body).toEqual({ data: [], message: NO_CREDIT_MESSAGE });
  });

  it('converts a dollar-priced unit to pesos before applying the plan limits', async () => {
    await createUsdRate(handle.db, 1000);
    const unit = await createStockUnit(handle.db, {
      brandId: 6,
      listPrice: 40_000,
      licenseCost: 0,
      preparationCost: 0,
    });
    const plan = await createCreditPlan(handle.db, { brandId: 6, maxAmount: 100_000_000, maxSharePct: 50 });
    const { body } = await getJson(`/v2/dealership/credit/find?brand_id=6&vehicle=${unit.id}`);
    expect(body.data).toContainEqual(expect.objectContaining({ id: plan.id, financed_max: 20_000_000 }));
  });
});

describe('bad input', () => {
  it.each([
    ['/v1/vw/stock/subfamilies', 'Falta family_id.'],
    ['/v1/vw/stock/subfamilies?family_id=abc', 'family_id debe ser un número entero positivo.'],
    ['/v1/vw/stock/stock', 'Falta family_id.'],
    ['/v1/vw/stock/stock?family_id=1&subfamily_id=-2', 'subfamily_id debe ser un número entero positivo.'],
    ['/v1/vw/stock/stock?family_id=1&limit=1000', 'limit no puede ser mayor que 100.'],
    ['/v1/vw/stock/stock?id=1e3', 'id debe ser un número entero positivo.'],
    ['/v2/nissan/stock/abc', 'id debe ser un número entero positivo.'],
    ['/v2/nissan/subfamily?family_id=99999999999999999999', 'family_id debe ser un número entero positivo.'],
    ['/v2/dealership/credit/find?brand_id=5&vehicle=1', 'brand_id no corresponde a una marca con catálogo.'],
    ['/v2/dealership/credit/find?brand_id=1', 'Falta vehicle.'],
    [
      '/v2/dealership/credit/find?brand_id=1&vehicle=1&loan_amount=mucho',
      'loan_amount debe ser un número entero positivo.',
    ],
  ])('%s answers 400 with a Spanish message', async (path, message) => {
    const { status, type, body } = await getJson(path);
    expect(status).toBe(400);
    expect(type).toContain('application/json');
    expect(body.error).toBe(message);
  });

  it.each([
    ['/v1/vw/stock/subfamilies?family_id=999999', 'No encontramos este vehículo en nuestro catálogo.'],
    ['/v1/vw/stock/stock?id=999999', 'El vehículo seleccionado no está disponible.'],
    ['/v2/baic/stock/999999', 'El vehículo seleccionado no está disponible.'],
    ['/v2/dealership/credit/find?brand_id=1&vehicle=999999', 'El vehículo seleccionado no está disponible.'],
    ['/v1/vw/nothing', 'No existe ese recurso.'],
  ])('%s answers 404 JSON', async (path, message) => {
    const { status, body } = await getJson(path);
    expect(status).toBe(404);
    expect(body.error).toBe(message);
  });

  it('a family of another brand is not found under this brand', async () => {
    const family = await createFamily(handle.db, { brandId: 2 });
    expect((await getJson(`/v1/vw/stock/subfamilies?family_id=${family.id}`)).status).toBe(404);
  });

  it('never answers 500 to strange queries', async () => {
    const strange = [
      '%00',
      '%FF',
      "1'; drop table stock_units;--",
      ' ',
      '1.5',
      '0x10',
      'x'.repeat(5000),
      '١٢',
    ];
    for (const value of strange) {
      for (const path of [
        '/v1/gm/stock/stock?family_id=',
        '/v2/baic/subfamily?family_id=',
        '/v1/vw/stock/stock?family_id=1&id=',
      ]) {
        const response = await app.request(`${path}${encodeURIComponent(value)}`);
        expect(response.status, `${path}${value}`).toBeLessThan(500);
      }
    }
  });
});

describe('the saved units (favourites) read', () => {
  const SAVED = '/api/v2/territorio/stock/units';

  it('answers the units still in stock in the order asked, each with its state, and leaves out one sold', async () => {
    const free = await createStockUnit(handle.db, { brandId: 1, color: 'Gris Platino' });
    const held = await createStockUnit(handle.db, {
      brandId: 4,
      status: 'held',
      heldUntil: new Date(Date.now() + 10 * 60_000),
    });
    const reserved = await createStockUnit(handle.db, { brandId: 2, status: 'reserved' });
    const sold = await createStockUnit(handle.db, { brandId: 1, status: 'sold' });

    const answer = await getJson(`${SAVED}?ids=${reserved.id},${sold.id},${free.id},999999,${held.id}`);
    expect(answer.status).toBe(200);
    const units = answer.body.data as { id: number; status: string; available: boolean; photo: unknown }[];
    expect(units.map((unit) => [unit.id, unit.status, unit.available])).toEqual([
      [reserved.id, 'reserved', false],
      [free.id, 'available', true],
      [held.id, 'held', false],
    ]);
    expect(units[1]).toMatchObject({ color: 'Gris Platino', brand_id: 1, photo: null });
    for (const field of STOCK_FIELDS) expect(units[1]).toHaveProperty(field);
  });

  it('reads a hold that lapsed as available', async () => {
    const lapsed = await createStockUnit(handle.db, {
      status: 'held',
      heldUntil: new Date(Date.now() - 60_000),
    });
    const answer = await getJson(`${SAVED}?ids=${lapsed.id}`);
    expect(answer.body.data).toMatchObject([{ id: lapsed.id, status: 'available', available: true }]);
  });

  it('refuses a list that is missing, malformed or longer than 50 ids, in Spanish', async () => {
    for (const query of ['', '?ids=', '?ids=uno', '?ids=1,,2', '?ids=0', '?ids=-3', '?ids=1.5']) {
      const answer = await getJson(`${SAVED}${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error, query).toMatch(/ids/);
    }
    const fifty = Array.from({ length: 50 }, (_, index) => index + 1).join(',');
    expect((await getJson(`${SAVED}?ids=${fifty}`)).status).toBe(200);
    const tooMany = await getJson(`${SAVED}?ids=${fifty},51`);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('ids no puede tener más de 50 unidades.');
    // The same id twice counts once.
    expect((await getJson(`${SAVED}?ids=${fifty},50`)).status).toBe(200);
  });
});

describe('health', () => {
  it('is alive and ready when migrations are applied', async () => {
    expect((await getJson('/healthz')).body).toEqual({ status: 'ok' });
    expect(await getJson('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });
});

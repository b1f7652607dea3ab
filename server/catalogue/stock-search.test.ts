/**
 * docs/product.md §7 stock search: every brand's units that can be reserved now, filtered, sorted, paged and counted
 * per choice, read from the catalogue and searched in memory (docs/decisions/0078).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_BRAND_IDS } from '#domain/catalogue/brands';
import {
  type SearchableUnit,
  STOCK_SEARCH_PATH,
  type StockSearchQuery,
  searchStock,
} from '#domain/catalogue/stock-search';
import { unitPriceLines } from '#domain/operation/price-lines';
import {
  createFamily,
  createStockUnit,
  createUsdRate,
  createVersion,
  insertBrands,
} from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import { changesHeard } from '../../tests/support/test-page-cache';
import { createContentSource } from '../content';
import type { DatabaseHandle } from '../db/client';
import { stockUnits } from '../db/schema';
import { KeptReads, startChangeFeed } from '../page-cache';
import { createLogger } from '../platform/logger';
import { createDatabaseCatalogue } from './database-catalogue';
import { catalogueRoutes } from './routes';

let handle: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;
const RATE = 1000;
const units: Record<'polo' | 'poloOffer' | 's10' | 's10Held' | 'bj30' | 'lapsed', number> = {
  polo: 0,
  poloOffer: 0,
  s10: 0,
  s10Held: 0,
  bj30: 0,
  lapsed: 0,
};

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  await insertBrands(db);
  await createUsdRate(db, RATE);
  const polo = await createFamily(db, { brandId: 1, name: 'Polo', family: 'POLO', bodyStyle: 'hatchback' });
  const poloMt = await createVersion(db, {
    familyId: polo.id,
    name: 'Trendline MT',
    bodyType: 'hatchback',
    fuel: 'nafta',
    transmission: 'manual',
  });
  const s10 = await createFamily(db, { brandId: 2, name: 'S10', family: 'S10', bodyStyle: 'pickup' });
  const s10At = await createVersion(db, {
    familyId: s10.id,
    name: 'LTZ 2.8 TD AT',
    bodyType: 'pickup',
    fuel: 'diesel',
    transmission: 'automatica',
  });
  const bj30 = await createFamily(db, {
    brandId: 6,
    name: 'BJ30',
    family: 'BJ30',
    bodyStyle: 'suv',
    currency: 'usd',
  });
  const hev = await createVersion(db, {
    familyId: bj30.id,
    name: 'HEV Luxury',
    bodyType: 'suv',
    fuel: 'hibrido',
    transmission: 'automatica',
  });
  const vw = { brandId: 1, familyId: polo.id, subfamilyId: poloMt.id } as const;
  units.polo = (
    await createStockUnit(db, { ...vw, listPrice: 20_000_000, color: 'Blanco', modelYear: 2026 })
  ).id;
  units.poloOffer = (
    await createStockUnit(db, {
      ...vw,
      listPrice: 25_000_000,
      specialDiscount: 1_000_000,
      color: 'Rojo',
      modelYear: 2025,
      location: 'San Juan',
    })
  ).id;
  const gm = { brandId: 2, familyId: s10.id, subfamilyId: s10At.id } as const;
  units.s10 = (
    await createStockUnit(db, { ...gm, listPrice: 40_000_000, color: 'Blanco', location: 'San Rafael' })
  ).id;
  units.s10Held = (await createStockUnit(db, { ...gm, listPrice: 39_000_000 })).id;
  units.lapsed = (await createStockUnit(db, { ...gm, listPrice: 50_000_000, color: 'Gris' })).id;
  units.bj30 = (
    await createStockUnit(db, {
      brandId: 6,
      familyId: bj30.id,
      subfamilyId: hev.id,
      currency: 'usd',
      listPrice: 30_000,
      licenseCost: 0,
      preparationCost: 0,
      color: 'Negro',
    })
  ).id;
  await db
    .update(stockUnits)
    .set({ status: 'held', heldUntil: new Date(Date.now() + 20 * 60_000) })
    .where(eq(stockUnits.id, units.s10Held));
  await db
    .update(stockUnits)
    .set({ status: 'held', heldUntil: new Date(Date.now() - 60_000) })
    .where(eq(stockUnits.id, units.lapsed));
  app = createTestApp(db);
});
afterAll(() => handle.close());

async function searchable(): Promise<SearchableUnit[]> {
  const catalogue = createDatabaseCatalogue(handle.db);
  const read = catalogue.searchableUnits?.bind(catalogue);
  if (!read) throw new Error('the database catalogue reads units for the search');
  return (await Promise.all(CATALOGUE_BRAND_IDS.map((brandId) => read(brandId)))).flat();
}

async function search(query: StockSearchQuery = {}) {
  return searchStock(await searchable(), query, RATE);
}

const ids = (result: { units: { id: number }[] }) => result.units.map((unit) => unit.id);

describe('the stock search over the catalogue', () => {
  it('takes every brand’s units that can be reserved now, a held one left out and a lapsed hold back in, cheapest first', async () => {
    const result = await search();
    expect(ids(result)).toEqual([units.polo, units.poloOffer, units.bj30, units.s10, units.lapsed]);
    expect(result.total).toBe(5);
  });

  it('filters across brands by the versions’ attributes, and counts what each choice leaves given the others', async () => {
    const result = await search({ transmission: 'automatica' });
    expect(ids(result)).toEqual([units.bj30, units.s10, units.lapsed]);
    // The transmission's own counts ignore the transmission filter; the others apply it.
    expect(result.facets.transmission).toEqual([
      { value: 'manual', label: 'Manual', count: 2 },
      { value: 'automatica', label: 'Automática', count: 3 },
    ]);
    expect(result.facets.brand.map(({ value, count }) => [value, count])).toEqual([
      ['volkswagen', 0],
      ['chevrolet', 2],
      ['baic', 1],
    ]);
    expect(result.facets.body_type.find((choice) => choice.value === 'pickup')).toEqual({
      value: 'pickup',
      label: 'Pick-up',
      count: 2,
    });
    expect(ids(await search({ body_type: 'pickup', color: 'blanco', branch: 'san rafael' }))).toEqual([
      units.s10,
    ]);
    expect(ids(await search({ brand: 'volkswagen', year: 2025 }))).toEqual([units.poloOffer]);
    expect(ids(await search({ fuel: 'hibrido' }))).toEqual([units.bj30]);
  });

  it('prices a dollar unit in pesos at the current rate, and says so', async () => {
    const result = await search({ price_min: 29_000_000, price_max: 31_000_000 });
    expect(ids(result)).toEqual([units.bj30]);
    const [bj30] = result.units;
    expect(bj30).toMatchObject({ currency: 'usd', price_pesos: 30_000_000, price_converted: true });
    expect(result.usd_rate).toBe(RATE);
    const [polo] = (await search({ brand: 'volkswagen' })).units;
    expect(polo).toMatchObject({ currency: 'ars', price_converted: false, price_pesos: 21_350_000 });
  });

  it('shows the confirmation page’s price lines and its reservation path', async () => {
    const [offer] = (await search({ offers_only: true })).units;
    expect(offer?.id).toBe(units.poloOffer);
    const unit = (await searchable()).find((candidate) => candidate.id === units.poloOffer);
    if (!unit || !offer) throw new Error('the offer is in stock');
    expect(offer.price_lines).toEqual(unitPriceLines(unit));
    expect(offer.reserve_path).toBe(
      `/vehiculos-0km/reservar/volkswagen/${units.poloOffer}/polo/${unit.family_id}/modelo-de-prueba`,
    );
    expect(offer).toMatchObject({ offer: true, discount_amount: 1_000_000, branch: 'San Juan', photo: null });
  });

  it('sorts by price either way, by discount and by newest, and pages within bounds', async () => {
    expect(ids(await search({ order: '-precio' }))).toEqual([
      units.lapsed,
      units.s10,
      units.bj30,
      units.poloOffer,
      units.polo,
    ]);
    expect(ids(await search({ order: 'descuento' }))[0]).toBe(units.poloOffer);
    expect(ids(await search({ order: 'nuevos' })).at(-1)).toBe(units.poloOffer);
    const second = await search({ page: 2, page_size: 2 });
    expect(ids(second)).toEqual([units.bj30, units.s10]);
    expect(second).toMatchObject({ page: 2, page_size: 2, pages: 3, total: 5 });
    expect((await search({ page_size: 1000 })).page_size).toBe(60);
    expect(ids(await search({ page: 9 }))).toEqual([]);
  });
});

describe(`GET ${STOCK_SEARCH_PATH}`, () => {
  it('answers the page of units and the facets', async () => {
    const response = await app.request(`${STOCK_SEARCH_PATH}?carroceria=pickup&orden=-precio&por_pagina=1`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { id: number }[];
      meta: { total: number; page_size: number; facets: Record<string, unknown> };
    };
    expect(body.data.map((unit) => unit.id)).toEqual([units.lapsed]);
    expect(body.meta).toMatchObject({ total: 2, page_size: 1, page: 1, usd_rate: RATE });
    expect(Object.keys(body.meta.facets)).toEqual([
      'brand',
      'family',
      'body_type',
      'fuel',
      'transmission',
      'year',
      'color',
      'branch',
    ]);
    expect(body.data.map((unit) => unit.id)).not.toContain(units.s10Held);
  });

  it.each([
    ['por_pagina=61', 'por_pagina no puede ser mayor que 60.'],
    ['carroceria=coupe', 'carroceria debe ser uno de: hatchback, sedan, suv, pickup, utilitario.'],
    ['precio_min=10&precio_max=5', 'precio_min no puede ser mayor que precio_max.'],
    ['pagina=0', 'pagina debe ser mayor o igual a 1.'],
    ['marca=territorio', 'marca debe ser uno de: volkswagen, chevrolet, nissan, baic.'],
    ['anio=dos', 'anio debe ser un número entero.'],
  ])('refuses %s with a 400 in Spanish', async (query, message) => {
    const response = await app.request(`${STOCK_SEARCH_PATH}?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
  });
});

describe('the search over the kept catalogue', () => {
  it('reads each brand once while nothing changes, and leaves out a unit as soon as it is held', async () => {
    const changes = await startChangeFeed({ database: handle, logger: createLogger('silent') });
    try {
      const catalogue = createDatabaseCatalogue(handle.db);
      const reads = new Map<number, number>();
      const counted = {
        ...catalogue,
        searchableUnits: (brandId: number) => {
          reads.set(brandId, (reads.get(brandId) ?? 0) + 1);
          return catalogue.searchableUnits?.(brandId) ?? Promise.resolve([]);
        },
      };
      const kept = new KeptReads(changes).sources({
        catalogue: counted,
        content: createContentSource(handle.db),
      });
      const routes = catalogueRoutes(catalogue, { searchCatalogue: kept.catalogue });
      const found = async () =>
        (
          (await (await routes.request(`${STOCK_SEARCH_PATH}?marca=chevrolet`)).json()) as {
            data: { id: number }[];
          }
        ).data.map((unit) => unit.id);

      expect(await found()).toEqual([units.s10, units.lapsed]);
      expect(await found()).toEqual([units.s10, units.lapsed]);
      expect(reads.get(2)).toBe(1);

      await handle.db
        .update(stockUnits)
        .set({ status: 'held', heldUntil: new Date(Date.now() + 20 * 60_000) })
        .where(eq(stockUnits.id, units.s10));
      await changesHeard(handle, changes);
      expect(await found()).toEqual([units.lapsed]);
      expect(reads.get(2)).toBe(2);
    } finally {
      await changes.stop();
    }
  });
});

import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueSource, StockUnit } from '#domain/catalogue/catalogue';
import { rankSimilarUnits, SIMILAR_UNITS_LIMIT } from '#domain/catalogue/similar-units';
import { createFamily, createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { createDatabaseCatalogue } from './database-catalogue';
import { createRemoteCatalogue } from './remote-catalogue';

/**
 * The read behind the "not available" page: where a unit stands and which units to offer instead, from this database
 * and from a remote intranet that speaks docs/product.md §7 (this server, over a real socket). Chevrolet (2) is this file's.
 */

const BRAND = 2;
const MINUTE = 60_000;

let handle: DatabaseHandle;
let intranet: { url: string; server: ServerType };
let local: CatalogueSource;
let remote: CatalogueSource;
const ids = {
  family: 0,
  otherFamily: 0,
  reserved: 0,
  held: 0,
  sold: 0,
  near: 0,
  far: 0,
  lapsed: 0,
  otherNear: 0,
  otherFar: 0,
  takenToo: 0,
};

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  const family = await createFamily(handle.db, { brandId: BRAND });
  const otherFamily = await createFamily(handle.db, { brandId: BRAND });
  const unit = (familyId: number, listPrice: number, extra: Parameters<typeof createStockUnit>[1] = {}) =>
    createStockUnit(handle.db, { brandId: BRAND, familyId, listPrice, ...extra }).then((row) => row.id);
  Object.assign(ids, {
    family: family.id,
    otherFamily: otherFamily.id,
    reserved: await unit(family.id, 30_000_000, { status: 'reserved' }),
    held: await unit(family.id, 30_500_000, {
      status: 'held',
      heldUntil: new Date(Date.now() + 20 * MINUTE),
    }),
    sold: await unit(family.id, 29_000_000, { status: 'sold' }),
    near: await unit(family.id, 31_000_000),
    far: await unit(family.id, 45_000_000),
    // A hold that lapsed is available again (docs/product.md §D5), without anything releasing it.
    lapsed: await unit(family.id, 28_000_000, { status: 'held', heldUntil: new Date(Date.now() - MINUTE) }),
    otherNear: await unit(otherFamily.id, 30_100_000),
    otherFar: await unit(otherFamily.id, 20_000_000),
    takenToo: await unit(otherFamily.id, 30_000_000, { status: 'reserved' }),
  });
  // Another brand's unit at the same price is never offered.
  await createStockUnit(handle.db, { brandId: 1, listPrice: 30_000_000 });
  local = createDatabaseCatalogue(handle.db);
  intranet = await new Promise((resolve) => {
    const server = serve(
      { fetch: createTestApp(handle.db).fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => resolve({ url: `http://127.0.0.1:${info.port}`, server }),
    );
  });
  remote = createRemoteCatalogue(intranet.url);
});

afterAll(async () => {
  intranet.server.close();
  await handle.close();
});

const idsOf = (units: StockUnit[]) => units.map((unit) => unit.id);

async function brandStock(): Promise<StockUnit[]> {
  const pages = await Promise.all(
    [ids.family, ids.otherFamily].map((familyId) => local.stock(BRAND, { family_id: familyId, limit: 100 })),
  );
  return pages.flatMap((page) => page.units);
}

describe.each([
  ['the database', () => local],
  ['a remote intranet', () => remote],
])('unitAlternatives from %s', (_, source) => {
  const alternatives = (stockId: number, familyId?: number) =>
    source().unitAlternatives?.(BRAND, {
      stock_id: stockId,
      ...(familyId ? { family_id: familyId } : {}),
      limit: SIMILAR_UNITS_LIMIT,
    });

  it('a reserved unit: said so, and the family first, closest price first; held, sold and others never offered', async () => {
    const found = await alternatives(ids.reserved);
    expect(found?.status).toBe('reserved');
    expect(idsOf(found?.similar ?? [])).toEqual([ids.near, ids.lapsed, ids.far]);
    expect(found?.similar.every((unit) => unit.available && unit.brand_id === BRAND)).toBe(true);
  });

  it('a unit being paid for is held; the family runs out, so the brand follows, by closeness of price', async () => {
    const found = await source().unitAlternatives?.(BRAND, { stock_id: ids.held, limit: 5 });
    expect(found?.status).toBe('held');
    expect(idsOf(found?.similar ?? [])).toEqual([ids.near, ids.lapsed, ids.far, ids.otherNear, ids.otherFar]);
  });

  it('as many as asked for, ranked as domain/catalogue/similar-units.ts ranks the whole stock', async () => {
    for (const limit of [1, 2, 3, 4, 6]) {
      const found = await source().unitAlternatives?.(BRAND, { stock_id: ids.reserved, limit });
      const target = await local.stockUnit(BRAND, ids.reserved);
      if (!target) throw new Error('the reserved unit is in the catalogue');
      const expected = rankSimilarUnits(
        await brandStock(),
        {
          id: target.id,
          family_id: target.family_id,
          currency: target.currency,
          price: target.full_price_with_discount,
        },
        limit,
      );
      expect(idsOf(found?.similar ?? [])).toEqual(idsOf(expected));
    }
  });

  it('a unit that is gone: the family of the address, cheapest first; without one, the cheapest of the brand', async () => {
    const unknown = await alternatives(999_999, ids.otherFamily);
    expect(unknown?.status).toBe('gone');
    expect(idsOf(unknown?.similar ?? [])).toEqual([ids.otherFar, ids.otherNear, ids.lapsed]);
    const anywhere = await alternatives(999_999);
    expect(idsOf(anywhere?.similar ?? [])).toEqual([ids.otherFar, ids.lapsed, ids.otherNear]);
  });
});

describe('unitAlternatives from the database', () => {
  it('a sold unit is gone, and still says what it was: its family and price find the others', async () => {
    const found = await local.unitAlternatives?.(BRAND, { stock_id: ids.sold, limit: SIMILAR_UNITS_LIMIT });
    expect(found?.status).toBe('gone');
    expect(idsOf(found?.similar ?? [])).toEqual([ids.lapsed, ids.near, ids.far]);
  });
});

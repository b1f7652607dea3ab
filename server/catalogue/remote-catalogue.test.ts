import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueUnavailableError } from '#domain/catalogue/catalogue';
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
import { createDatabaseCatalogue } from './database-catalogue';
import { createRemoteCatalogue } from './remote-catalogue';

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ url: string; server: ServerType }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, server }),
    );
  });
}

let handle: DatabaseHandle;
let intranet: { url: string; server: ServerType };
const ids = { nissanFamily: 0, nissanVersion: 0, nissanUnit: 0, vwFamily: 0, vwUnit: 0, baicUnit: 0 };

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  const nissan = await createFamily(handle.db, { brandId: 4 });
  const nissanVersion = await createVersion(handle.db, { familyId: nissan.id });
  const nissanUnit = await createStockUnit(handle.db, {
    brandId: 4,
    familyId: nissan.id,
    subfamilyId: nissanVersion.id,
    discount: 700_000,
  });
  const vw = await createFamily(handle.db, { brandId: 1 });
  const vwUnit = await createStockUnit(handle.db, { brandId: 1, familyId: vw.id, specialDiscount: 300_000 });
  const baicUnit = await createStockUnit(handle.db, { brandId: 6, listPrice: 38_000 });
  await createSavingsPlan(handle.db, { brandId: 1 });
  await createCreditPlan(handle.db, { brandId: 4 });
  await createUsdRate(handle.db, 1450);
  Object.assign(ids, {
    nissanFamily: nissan.id,
    nissanVersion: nissanVersion.id,
    nissanUnit: nissanUnit.id,
    vwFamily: vw.id,
    vwUnit: vwUnit.id,
    baicUnit: baicUnit.id,
  });
  intranet = await listen(createTestApp(handle.db).fetch);
});

afterAll(async () => {
  intranet.server.close();
  await handle.close();
});

describe('the remote catalogue against this server over a real socket', () => {
  it('reads the same catalogue as the database does, through every docs/product.md §7 endpoint', async () => {
    const local = createDatabaseCatalogue(handle.db);
    const remote = createRemoteCatalogue(intranet.url);
    for (const brandId of [1, 2, 4, 6]) {
      expect(await remote.families(brandId)).toEqual(await local.families(brandId));
      expect(await remote.offers(brandId)).toEqual(await local.offers(brandId));
      expect(await remote.savingsPlans(brandId)).toEqual(await local.savingsPlans(brandId));
    }
    expect(await remote.subfamilies(4, ids.nissanFamily)).toEqual(
      await local.subfamilies(4, ids.nissanFamily),
    );
    const query = { family_id: ids.nissanFamily, subfamily_id: ids.nissanVersion };
    expect(await remote.stock(4, query)).toEqual(await local.stock(4, query));
    expect(await remote.usdRate()).toBe(1450);
    const credit = { brand_id: 4, vehicle: ids.nissanUnit, loan_amount: 5_000_000 };
    expect(await remote.creditPlans(credit)).toEqual(await local.creditPlans(credit));
  });

  it('fetches a single unit with ?id= or /{id} by the brand query flag', async () => {
    const remote = createRemoteCatalogue(intranet.url);
    expect(await remote.stockUnit(1, ids.vwUnit)).toMatchObject({ id: ids.vwUnit, brand_id: 1 });
    expect(await remote.stockUnit(4, ids.nissanUnit)).toMatchObject({ id: ids.nissanUnit, brand_id: 4 });
    expect(await remote.stockUnit(6, ids.baicUnit)).toMatchObject({ id: ids.baicUnit, currency: 'usd' });
    expect(await remote.stockUnit(4, 999_999)).toBeNull();
  });
});

describe('a remote intranet that misbehaves', () => {
  it('an answer without data is a failure (docs/product.md §7)', async () => {
    const broken = await listen(() => Response.json({ result: [] }));
    try {
      await expect(createRemoteCatalogue(broken.url).families(1)).rejects.toBeInstanceOf(
        CatalogueUnavailableError,
      );
    } finally {
      broken.server.close();
    }
  });

  it('a stock record that arrives as an array gives its first element (docs/product.md §3)', async () => {
    const arrays = await listen(() => Response.json({ data: [{ id: 7, chassis: 'X' }, { id: 8 }] }));
    try {
      expect(await createRemoteCatalogue(arrays.url).stockUnit(4, 7)).toEqual({ id: 7, chassis: 'X' });
    } finally {
      arrays.server.close();
    }
  });

  it('an unreachable host is a failure, not a crash', async () => {
    const gone = await listen(new Hono().fetch);
    gone.server.close();
    await expect(createRemoteCatalogue(gone.url).offers(2)).rejects.toBeInstanceOf(CatalogueUnavailableError);
  });
});

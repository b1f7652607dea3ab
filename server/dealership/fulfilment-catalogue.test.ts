/**
 * A delivered unit is sold and leaves the catalogue everywhere a visitor could still find it: the pages and the public
 * API's answers kept by the page cache are dropped by the database's notification of the unit's change (migration
 * 0011, docs/decisions/0024), whoever made it, so delivering needs no word with the cache.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDay } from '../../tests/support/bookable-day';
import { insertBrands } from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import { changesHeard, createTestPageCache, type TestPageCache } from '../../tests/support/test-page-cache';
import { createDatabaseCatalogue } from '../catalogue';
import { createContentSource } from '../content';
import type { DatabaseHandle } from '../db/client';
import { staffAccounts } from '../db/schema';
import { recordingSources } from '../page-cache';
import { createPaymentGateways, createReservationService } from '../payments';
import { type PaymentApp, paidOperation } from '../payments/payments.fixtures';
import { loadConfig } from '../platform/config';
import { createOperationFulfilment } from './fulfilment';
import { createLocation } from './reservations-desk.fixtures';

let handle: DatabaseHandle;
let cache: TestPageCache;
let app: PaymentApp;
let site: Hono;
const renders: string[] = [];

/**
 * Nothing listens on port 9: the sandbox's own notification fails at once (server/payments/payments.fixtures.ts).
 * Every test request comes from the same client: the limit of posts is not what is tested here.
 */
const ENV = {
  PUBLIC_URL: 'http://127.0.0.1:9',
  PAYMENTS_SANDBOX: '1',
  SANDBOX_WEBHOOK_SECRET: 'sandbox-webhook-secret-of-the-tests',
};

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  cache = await createTestPageCache(handle);
  // The whole app, of which the payment fixtures only call `request`.
  app = createTestApp(handle.db, ENV, { pageCache: cache }) as unknown as PaymentApp;
  // A page of the family's units as the versions page lists them (a reserved one shows 'Reservado'), behind the
  // page cache: what the cache keeps and drops does not depend on what React renders.
  const sources = { catalogue: createDatabaseCatalogue(handle.db), content: createContentSource(handle.db) };
  site = new Hono().all('*', (c) =>
    cache.serve(c, async (c, reads) => {
      renders.push(c.req.path);
      const read = reads ? recordingSources(sources, reads) : sources;
      const [, , brand, family] = c.req.path.split('/');
      const { units } = await read.catalogue.stock(Number(brand), { family_id: Number(family) });
      return c.html(
        `<!doctype html><ul>${units.map((unit) => `<li>${unit.id} ${unit.status}</li>`).join('')}</ul>`,
      );
    }),
  );
});
afterAll(async () => {
  await cache.stop();
  await handle.close();
});

describe('a delivered unit', () => {
  it('is gone from the kept pages and the kept public API at once', async () => {
    const { unit, operation } = await paidOperation(app, handle.db, 'APRO');
    const page = `/unidades/${unit.brandId}/${unit.familyId}`;
    const listing = `/v1/vw/stock/stock?family_id=${unit.familyId}&limit=100`;
    const listedIds = async () =>
      ((await (await app.request(listing)).json()) as { data: { id: number }[] }).data.map((row) => row.id);
    const pageText = async () => (await site.request(page)).text();

    // Reserved: listed as such, and kept (a second visit is not rendered again).
    await expect.poll(pageText, { timeout: 2_000 }).toContain(`<li>${unit.id} reserved</li>`);
    // A late announcement of the payment's writes may drop the page once more: kept again after it.
    await changesHeard(handle, cache.changes);
    await pageText();
    const rendered = renders.length;
    expect(await pageText()).toContain(`${unit.id} reserved`);
    expect(renders.length).toBe(rendered);
    expect(await listedIds()).toContain(unit.id);

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', ...ENV });
    const reservations = createReservationService({
      db: handle.db,
      gateways: createPaymentGateways({ db: handle.db, config }),
      config,
    });
    const fulfilment = createOperationFulfilment({ db: handle.db, config, reservations });
    const branch = await createLocation(handle.db);
    const [account] = await handle.db
      .insert(staffAccounts)
      .values({ email: 'admin@territorio.test', name: 'Admin', role: 'admin' })
      .returning();
    if (!account) throw new Error('staff account not created');
    const actor = { member: { ...account, brandIds: [] }, ipAddress: null };
    const tomorrow = bookableDay(1);
    expect(
      (
        await fulfilment.scheduleDelivery(actor, operation.code, {
          date: tomorrow,
          time: '11:00',
          location_id: branch.id,
        })
      ).ok,
    ).toBe(true);
    expect((await fulfilment.markDelivered(actor, operation.code, { antes_de_la_cita: 'si' })).ok).toBe(true);

    await expect.poll(pageText, { timeout: 2_000 }).not.toContain(`<li>${unit.id} `);
    await expect.poll(listedIds, { timeout: 2_000 }).not.toContain(unit.id);
    expect((await app.request(`/v1/vw/stock/stock?id=${unit.id}`)).status).toBe(404);
  });
});

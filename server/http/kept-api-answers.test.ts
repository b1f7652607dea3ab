import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockUnit, createUsdRate, insertBrands } from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import { createTestPageCache, type TestPageCache } from '../../tests/support/test-page-cache';
import type { DatabaseHandle } from '../db/client';
import { stockUnits } from '../db/schema';
import { createMetrics } from '../metrics';
import { PUBLIC_API_CACHE_CONTROL } from './public-api-caching';

const FAMILIES = '/v1/vw/stock/families';
const NISSAN_FAMILIES = '/v2/nissan/family';

let handle: DatabaseHandle;
let cache: TestPageCache;
let metrics: ReturnType<typeof createMetrics>;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  metrics = createMetrics({ db: handle.db });
  cache = await createTestPageCache(handle, { observer: metrics.pageCache });
  app = createTestApp(handle.db, {}, { pageCache: cache, metrics });
});
afterAll(async () => {
  await cache.stop();
  await handle.close();
});

interface Family {
  id: number;
  stock_count: number;
}

const stockCount = async (path: string, familyId: number) => {
  const { data } = (await (await app.request(path)).json()) as { data: Family[] };
  return data.find((family) => family.id === familyId)?.stock_count;
};

describe('the public API reads kept by the page cache', () => {
  it('keeps a stock search by its query until a unit it found is held', async () => {
    await createUsdRate(handle.db, 1450);
    const unit = await createStockUnit(handle.db, { brandId: 2 });
    const search = `/api/v2/territorio/stock/search?marca=chevrolet&familia=${unit.familyId}`;
    const found = async () =>
      ((await (await app.request(search)).json()) as { data: { id: number }[] }).data.map((u) => u.id);
    expect(await found()).toEqual([unit.id]);
    expect(await found()).toEqual([unit.id]);
    await handle.db
      .update(stockUnits)
      .set({ status: 'held', heldUntil: sql`now() + interval '20 minutes'` })
      .where(eq(stockUnits.id, unit.id));
    await expect.poll(found, { timeout: 1_000 }).toEqual([]);
  });

  it('answers them from memory, compressed as the client accepts, until what they read changes', async () => {
    const unit = await createStockUnit(handle.db, { brandId: 1 });
    const nissan = await createStockUnit(handle.db, { brandId: 4 });
    expect(await stockCount(FAMILIES, unit.familyId)).toBe(1);
    expect(await stockCount(NISSAN_FAMILIES, nissan.familyId)).toBe(1);

    const compressed = await app.request(FAMILIES, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('cache-control')).toBe(PUBLIC_API_CACHE_CONTROL);
    const etag = compressed.headers.get('etag') ?? '';
    expect((await app.request(FAMILIES, { headers: { 'if-none-match': etag } })).status).toBe(304);

    await handle.db.update(stockUnits).set({ status: 'sold' }).where(eq(stockUnits.id, unit.id));
    await expect.poll(() => stockCount(FAMILIES, unit.familyId), { timeout: 1_000 }).toBe(0);
    expect(await stockCount(NISSAN_FAMILIES, nissan.familyId)).toBe(1);

    const served = await metrics.registry.getSingleMetricAsString('page_cache_requests_total');
    expect(served).toMatch(/outcome="hit"} [1-9]/);
    const requests = await metrics.registry.getSingleMetricAsString('http_request_duration_seconds');
    expect(requests).toContain(`route="${FAMILIES}"`);
    expect(requests).not.toContain('route="static"');
  });

  it('takes a unit out of the kept counts when a hold starts, and back at its lapse', async () => {
    const unit = await createStockUnit(handle.db, { brandId: 1 });
    expect(await stockCount(FAMILIES, unit.familyId)).toBe(1);
    await handle.db
      .update(stockUnits)
      .set({ status: 'held', heldUntil: sql`now() + interval '1500 milliseconds'` })
      .where(eq(stockUnits.id, unit.id));
    await expect.poll(() => stockCount(FAMILIES, unit.familyId), { timeout: 1_000, interval: 50 }).toBe(0);
    // Nothing writes the lapse down: the page cache drops the brand's reads at the moment it comes. How soon is the
    // timer's business (and a busy machine's), not this test's: it waits generously.
    await expect.poll(() => stockCount(FAMILIES, unit.familyId), { timeout: 8_000, interval: 100 }).toBe(1);
  });

  it('keeps the site parameters with their own Cache-Control', async () => {
    const first = await app.request('/api/v2/territorio/parameter');
    const second = await app.request('/api/v2/territorio/parameter');
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(second.headers.get('cache-control')).toContain('max-age=60');
  });

  it('never keeps a refusal', async () => {
    const refused = await app.request('/v2/dealership/credit/find?brand_id=1');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('etag')).toBeNull();
  });
});

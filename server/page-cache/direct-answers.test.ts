import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import { createTestPageCache, type TestPageCache } from '../../tests/support/test-page-cache';
import type { DatabaseHandle } from '../db/client';
import { stockUnits } from '../db/schema';
import { createMetrics } from '../metrics';
import { keptFirst } from '.';

const FAMILIES = '/v1/vw/stock/families';

let handle: DatabaseHandle;
let cache: TestPageCache;
let metrics: ReturnType<typeof createMetrics>;
let server: Server;
let origin: string;
/** Requests the app itself saw. */
let appRequests = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  metrics = createMetrics({ db: handle.db });
  cache = await createTestPageCache(handle, { observer: metrics.pageCache });
  const app = createTestApp(handle.db, {}, { pageCache: cache, metrics });
  const toApp = getRequestListener(app.fetch);
  server = createServer(
    keptFirst(cache, (request, response) => {
      appRequests += 1;
      return toApp(request, response);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await cache?.stop();
  await handle?.close();
});

/** Every header but the request's own id and the date, which differ from one answer to the next. */
const headersOf = (response: Response) =>
  [...response.headers].filter(([name]) => name !== 'x-request-id' && name !== 'date');

const stockCount = async (response: Response, familyId: number) => {
  const { data } = (await response.json()) as { data: { id: number; stock_count: number }[] };
  return data.find((family) => family.id === familyId)?.stock_count;
};

/** A GET as a client sends it, and whether the app saw it. */
async function get(path: string, headers: Record<string, string> = {}) {
  const before = appRequests;
  const response = await fetch(`${origin}${path}`, { headers });
  return { response, throughApp: appRequests > before };
}

describe('a kept answer sent without the app', () => {
  it('is the answer the app sent, byte for byte and header for header, until what it read changes', async () => {
    const unit = await createStockUnit(handle.db, { brandId: 1 });
    const gzip = { 'accept-encoding': 'gzip' };
    // Rendered, kept and recorded as sent (once more if the unit's own notification comes after it).
    let recorded = await get(FAMILIES, gzip);
    expect(recorded.throughApp).toBe(true);
    let direct = await get(FAMILIES, gzip);
    if (direct.throughApp) [recorded, direct] = [direct, await get(FAMILIES, gzip)];
    expect(direct.throughApp).toBe(false);
    const recordedBody = await recorded.response.arrayBuffer();
    expect(direct.response.status).toBe(200);
    expect(headersOf(direct.response)).toEqual(headersOf(recorded.response));
    expect(direct.response.headers.get('content-encoding')).toBe('gzip');
    expect(direct.response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(direct.response.headers.get('x-request-id')).not.toBe(
      recorded.response.headers.get('x-request-id'),
    );
    expect(Buffer.from(await direct.response.arrayBuffer())).toEqual(Buffer.from(recordedBody));

    // Another encoding is recorded on its own.
    expect((await get(FAMILIES, { 'accept-encoding': 'br' })).throughApp).toBe(true);

    await handle.db.update(stockUnits).set({ status: 'sold' }).where(eq(stockUnits.id, unit.id));
    await expect
      .poll(async () => stockCount((await get(FAMILIES, gzip)).response, unit.familyId), { timeout: 1_000 })
      .toBe(0);

    const requests = await metrics.registry.getSingleMetricAsString('http_request_duration_seconds');
    expect(requests).toMatch(
      new RegExp(`_count\\{method="GET",route="${FAMILIES}",status="200"\\} ([4-9]|\\d\\d)`),
    );
  });

  it('keeps the client’s request id, and answers a HEAD with the headers alone', async () => {
    await get(FAMILIES);
    const direct = await get(FAMILIES, { 'x-request-id': 'abc-123' });
    expect(direct.throughApp).toBe(false);
    expect(direct.response.headers.get('x-request-id')).toBe('abc-123');
    const length = direct.response.headers.get('content-length');

    const before = appRequests;
    const head = await fetch(`${origin}${FAMILIES}`, { method: 'HEAD' });
    expect(appRequests).toBe(before);
    expect(head.headers.get('content-length')).toBe(length);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('leaves to the app a conditional request, and what it never kept', async () => {
    await get(FAMILIES);
    const { response } = await get(FAMILIES);
    const conditional = await get(FAMILIES, { 'if-none-match': response.headers.get('etag') ?? '' });
    expect(conditional.throughApp).toBe(true);
    expect(conditional.response.status).toBe(304);

    await get('/v2/dealership/credit/find?brand_id=1');
    expect((await get('/v2/dealership/credit/find?brand_id=1')).throughApp).toBe(true);
  });

  it('leaves to the app a target that is no address, and goes on answering', async () => {
    await get(FAMILIES);
    const before = appRequests;
    const status = await new Promise<number | undefined>((resolve, reject) => {
      // fetch would clean the address up: the target goes as a client may write it.
      const request = httpRequest(`${origin}/`, { path: '//' }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      });
      request.on('error', reject);
      request.end();
    });
    expect(appRequests).toBe(before + 1);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect((await get(FAMILIES)).response.status).toBe(200);
  });
});

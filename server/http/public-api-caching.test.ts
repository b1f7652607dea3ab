import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { PUBLIC_API_CACHE_CONTROL } from './public-api-caching';

const FAMILIES = '/v1/vw/stock/families';

let handle: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  await createStockUnit(handle.db, { brandId: 1 });
  app = createTestApp(handle.db);
});
afterAll(() => handle.close());

describe('caching of the public API reads', () => {
  it('answers with an ETag and a Cache-Control a shared cache may keep, and 304 to a request that names the ETag', async () => {
    const first = await app.request(FAMILIES);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_API_CACHE_CONTROL);
    const body = await first.text();

    const again = await app.request(FAMILIES, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(PUBLIC_API_CACHE_CONTROL);

    // Another tag, or none: the whole answer, the same bytes.
    const other = await app.request(FAMILIES, { headers: { 'if-none-match': '"otra-version"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(body);
  });

  it('changes the ETag when the answer changes, so a stale copy is answered in full', async () => {
    const before = (await app.request(FAMILIES)).headers.get('etag') ?? '';
    await createStockUnit(handle.db, { brandId: 1 });

    const after = await app.request(FAMILIES, { headers: { 'if-none-match': before } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('keeps the caching a route chose, and its ETag', async () => {
    const parameters = await app.request('/api/v2/territorio/parameter');
    expect(parameters.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = parameters.headers.get('etag') ?? '';
    const again = await app.request('/api/v2/territorio/parameter', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('marks no error, no answer about the process and no POST as cacheable', async () => {
    const refused = await app.request('/v2/dealership/credit/find');
    expect(refused.status).toBe(400);
    const missing = await app.request('/api/v2/territorio/no-existe');
    expect(missing.status).toBe(404);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    const posted = await app.request('/api/v2/territorio/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(posted.status).toBe(400);
    for (const response of [refused, missing, ready, posted]) {
      expect(response.headers.get('cache-control') ?? '').not.toContain('public');
      expect(response.headers.get('etag')).toBeNull();
    }
  });
});

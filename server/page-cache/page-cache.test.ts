import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import { createTestPageCache, type TestPageCache } from '../../tests/support/test-page-cache';
import { cachedUnitsPage, listedUnits } from '../../tests/support/units-page';
import type { DatabaseHandle } from '../db/client';
import { news, stockUnits } from '../db/schema';
import { pageKey, requestTargetKey } from './page-cache';

let database: DatabaseHandle;
let cache: TestPageCache;
/** The paths rendered, in order: a page served from the cache adds nothing. */
const renders: string[] = [];
let app: Hono;
let vwFamily: number;
let chevroletFamily: number;

const POLICY = (hashes: readonly string[]) =>
  `script-src 'self' ${hashes.map((hash) => `'${hash}'`).join(' ')}`;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertBrands(database.db);
  cache = await createTestPageCache(database, { policyWithScriptHashes: POLICY });
  app = cachedUnitsPage(cache, database.db, renders);
  vwFamily = (await createStockUnit(database.db, { brandId: 1 })).familyId;
  chevroletFamily = (await createStockUnit(database.db, { brandId: 2 })).familyId;
});

afterAll(async () => {
  await cache.stop();
  await database.close();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const units = async (path: string) => listedUnits(await get(path));
const rendersOf = (path: string) => renders.filter((rendered) => rendered === path).length;

describe('the page cache', () => {
  it('renders a page once and serves it again from memory, compressed as the browser accepts', async () => {
    const path = `/marca/1/${vwFamily}`;
    const first = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    const second = await get(path, { 'accept-encoding': 'gzip' });
    expect(second.headers.get('content-encoding')).toBe('gzip');
    const plain = await get(path, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<p>0 noticias</p>');
    expect(rendersOf(path)).toBe(1);
    expect(second.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
    );
    expect(second.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers 304 to a browser that has the page, and a query in another order is the same page', async () => {
    const path = `/marca/1/${vwFamily}?b=2&a=1`;
    const first = await get(path);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again = await get(`/marca/1/${vwFamily}?a=1&b=2`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    // The browser replaces the stored page's headers by the 304's: the policy its scripts run under goes with it.
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(rendersOf(`/marca/1/${vwFamily}`)).toBe(2);
  });

  it('allows the inline scripts of a kept document by their hashes, not by a nonce', async () => {
    const answer = await get(`/marca/2/${chevroletFamily}`, { 'accept-encoding': 'identity' });
    const inline = (await answer.text()).match(/<script>(.*?)<\/script>/)?.[1] ?? '';
    expect(inline).toMatch(/^window\.units = \[\d+\];$/);
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(answer.headers.get('content-security-policy')).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('drops the pages of the brand whose unit was reserved, and only those, when the change commits', async () => {
    const vwPath = `/marca/1/${vwFamily}`;
    const chevroletPath = `/marca/2/${chevroletFamily}`;
    const unit = await createStockUnit(database.db, { brandId: 1, familyId: vwFamily });
    await expect.poll(() => units(vwPath)).toContain(String(unit.id));
    await units(chevroletPath);
    const chevroletRenders = rendersOf(chevroletPath);

    await database.db.update(stockUnits).set({ status: 'reserved' }).where(eq(stockUnits.id, unit.id));
    await expect.poll(() => units(vwPath), { timeout: 1_000 }).not.toContain(String(unit.id));
    expect(await units(chevroletPath)).toBeDefined();
    expect(rendersOf(chevroletPath)).toBe(chevroletRenders);
  });

  it('gives a held unit back to the pages when its hold lapses, with no write to announce it', async () => {
    const path = `/marca/1/${vwFamily}`;
    const unit = await createStockUnit(database.db, { brandId: 1, familyId: vwFamily });
    await database.db
      .update(stockUnits)
      .set({ status: 'held', heldUntil: sql`now() + interval '600 milliseconds'` })
      .where(eq(stockUnits.id, unit.id));
    await expect.poll(() => units(path), { timeout: 1_000 }).not.toContain(String(unit.id));
    // Kept while held, and back at the lapse, with nothing written (how soon is the timer's business, and a busy
    // machine's: the test waits generously).
    await expect.poll(() => units(path), { timeout: 8_000, interval: 100 }).toContain(String(unit.id));
  });

  it('drops every page when the content every page reads changes', async () => {
    const path = `/marca/2/${chevroletFamily}`;
    await get(path);
    await database.db.insert(news).values({
      brandId: 2,
      title: 'Nueva noticia',
      type: 'Novedad',
      slug: 'nueva-noticia',
      content: 'Texto',
      displayDate: new Date(Date.now() - 60_000),
      published: true,
    });
    await expect.poll(async () => (await get(path)).text(), { timeout: 1_000 }).toContain('1 noticias');
  });

  it('answers a HEAD from a kept page, and never keeps the empty answer of one', async () => {
    const path = `/marca/2/${chevroletFamily}?vista=head`;
    const head = await app.request(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await listedUnits(await get(path))).not.toBe('');
    const again = await app.request(path, { method: 'HEAD' });
    expect(again.headers.get('etag')).toBeTruthy();
    expect(await again.text()).toBe('');
  });

  it('does not keep what is not the same for everyone: a form answer, an error', async () => {
    const posted = await app.request(`/marca/1/${vwFamily}`, { method: 'POST' });
    expect(posted.headers.get('etag')).toBeNull();
    const missing = await get('/otra/cosa');
    expect(missing.status).toBe(404);
    await get('/otra/cosa');
    expect(rendersOf('/otra/cosa')).toBe(2);
  });
});

describe('the key of a request target', () => {
  const parsed = (target: string) => {
    const url = URL.parse(target, 'http://site');
    return url ? pageKey(url) : undefined;
  };

  it('is the key of the parsed address, for plain paths read as they are', () => {
    const segment = fc.stringMatching(/^[\w~.%-]{0,6}$/);
    const target = fc
      .tuple(fc.array(segment, { maxLength: 5 }), fc.constantFrom('', '?b=2&a=1', '?q=%C3%B1'))
      .map(([segments, query]) => `/${segments.join('/')}${query}`);
    fc.assert(fc.property(target, (path) => requestTargetKey(path) === parsed(path)));
  });

  it('parses what a URL parser would change: dot segments, a second slash, escapes, a query', () => {
    for (const target of [
      '/a/../b',
      '/a/./b',
      '//host/x',
      '/%7Ea',
      '/a?b=2&a=1',
      '/vehiculos-0km/volkswagen',
    ])
      expect(requestTargetKey(target), target).toBe(parsed(target));
  });

  it('is none for a target that is no address', () => {
    expect(requestTargetKey('//')).toBeUndefined();
  });
});

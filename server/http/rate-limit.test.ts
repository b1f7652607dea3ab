import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import { stopClockInsideWindow } from '../../tests/support/window-clock';
import type { DatabaseHandle } from '../db/client';
import { rateLimitPosts } from './rate-limit';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

beforeEach(() => stopClockInsideWindow(60));
afterEach(() => {
  vi.useRealTimers();
});

function appWithLimit(max: number, trustProxy = 0) {
  return new Hono()
    .use(rateLimitPosts(handle.db, { windowSeconds: 60, max, trustProxy }))
    .post('/api/form', (c) => c.json({ data: 'ok' }))
    .post('/api/other-form', (c) => c.json({ data: 'ok' }))
    .get('/api/form', (c) => c.json({ data: 'ok' }));
}

describe('rate limit on POST', () => {
  it('answers 429 in Spanish past the limit, with Retry-After', async () => {
    const app = appWithLimit(3);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await app.request('/api/form', { method: 'POST' })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await app.request('/api/form', { method: 'POST' });
    expect(await limited.json()).toEqual({ error: expect.stringContaining('demasiados envíos') });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('lets no more posts through than the limit, however many arrive at once', async () => {
    const app = appWithLimit(3, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.request('/api/form', { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.50' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });

  it('counts a page’s action and its `.data` request as one, however the address is spelt', async () => {
    const app = new Hono()
      .use(rateLimitPosts(handle.db, { windowSeconds: 60, max: 4, trustProxy: 1 }))
      .post('*', (c) => c.json({ data: 'ok' }));
    const post = (path: string, address: string) =>
      app.request(path, { method: 'POST', headers: { 'x-forwarded-for': address } });
    const spellings = ['/admin/login', '/admin/login.data', '/Admin/Login', '/admin/login/'];
    for (const path of spellings) expect((await post(path, '198.51.100.70')).status, path).toBe(200);
    for (const path of spellings) expect((await post(path, '198.51.100.70')).status, path).toBe(429);
    // The home page's data request is `/_root.data`.
    for (const path of ['/', '/_root.data', '/', '/_root.data'])
      expect((await post(path, '198.51.100.71')).status, path).toBe(200);
    expect((await post('/', '198.51.100.71')).status).toBe(429);
    expect((await post('/_root.data', '198.51.100.71')).status).toBe(429);
    // Another page keeps its own count.
    expect((await post('/arrepentimiento', '198.51.100.70')).status).toBe(200);
  });

  it('leaves exempt paths to their own limits', async () => {
    const app = new Hono()
      .use(
        rateLimitPosts(handle.db, {
          windowSeconds: 60,
          max: 1,
          trustProxy: 0,
          exempt: ['/api/autosave'],
        }),
      )
      .post('/api/autosave', (c) => c.json({ data: 'ok' }));
    for (let i = 0; i < 4; i++)
      expect((await app.request('/api/autosave', { method: 'POST' })).status).toBe(200);
  });

  it('does not count reads', async () => {
    const app = appWithLimit(1);
    for (let i = 0; i < 5; i++) expect((await app.request('/api/form')).status).toBe(200);
  });

  it('is shared by every app on the same database, as processes behind a load balancer', async () => {
    const first = appWithLimit(2, 1);
    const second = appWithLimit(2, 1);
    const post = (app: Hono) =>
      app.request('/api/form', { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' } });
    expect((await post(first)).status).toBe(200);
    expect((await post(second)).status).toBe(200);
    expect((await post(first)).status).toBe(429);
  });

  it('counts each client apart when the proxy is trusted', async () => {
    const app = appWithLimit(1, 1);
    const post = (address: string) =>
      app.request('/api/form', { method: 'POST', headers: { 'x-forwarded-for': address } });
    expect((await post('198.51.100.1')).status).toBe(200);
    expect((await post('198.51.100.2')).status).toBe(200);
    expect((await post('198.51.100.1')).status).toBe(429);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const app = appWithLimit(1, 0);
    const post = (address: string) =>
      app.request('/api/other-form', { method: 'POST', headers: { 'x-forwarded-for': address } });
    expect((await post('192.0.2.1')).status).toBe(200);
    expect((await post('192.0.2.2')).status).toBe(429);
  });
});

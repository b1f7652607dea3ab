/**
 * The pages' browser policies and logs (docs/decisions/0015), through the real app with a small React Router
 * build: the real server entry (app/entry.server.tsx) and a root route shaped like app/root.tsx, so the nonce and the
 * error reports travel the same way as in production without compiling the whole site.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createElement, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useCspNonce } from '../../app/lib/csp-nonce';
import { clientRoute, serverBuild } from '../../tests/support/page-build';
import { createTestDatabase } from '../../tests/support/test-database';
import { createTestPageCache } from '../../tests/support/test-page-cache';
import type { DatabaseHandle } from '../db/client';
import type { PageCache } from '../page-cache';
import { loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';
import { createApp } from './app';
import { DATABASE_RETRY_AFTER_SECONDS } from './error-responses';
import { pagePolicyWithScriptHashes } from './security-headers';

const BUYER_EMAIL = 'juana.perez@example.com';
const CLIENT_ADDRESS = '203.0.113.77';
const OPERATION_CODE = 'ABCDEFGH2345';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
afterEach(() => vi.restoreAllMocks());

/** A component that writes an inline script of its own, as the popup gate does. */
function InlineScript() {
  return createElement(
    'script',
    { nonce: useCspNonce(), suppressHydrationWarning: true },
    'window.inlineRan = true',
  );
}

function Root() {
  return createElement(Outlet);
}

function RootErrorBoundary() {
  return createElement('main', null, 'Algo salió mal.');
}

function Layout({ children }: { children: ReactNode }) {
  return createElement(
    'html',
    { lang: 'es-AR' },
    createElement('head', null, createElement(Meta), createElement(Links)),
    createElement(
      'body',
      null,
      children,
      createElement(InlineScript),
      createElement(ScrollRestoration),
      createElement(Scripts),
    ),
  );
}

const page = (text: string) => () => createElement('main', null, text);

function route(id: string, path: string, module: Record<string, unknown>, parentId?: string) {
  return {
    server: { id, path, ...(parentId ? { parentId } : {}), module },
    client: clientRoute(id, { id, path, ...(parentId ? { parentId } : {}) }, module),
  };
}

function testBuild(db: DatabaseHandle['db']): ServerBuild {
  const routes = [
    route('root', '', {
      Layout,
      default: Root,
      ErrorBoundary: RootErrorBoundary,
    }),
    route('page', 'noticias', { default: page('Noticias'), loader: () => ({ title: 'Noticias' }) }, 'root'),
    route(
      'step',
      'concesionario-digital/tus-datos/:operation_code',
      { default: page('Tus datos'), loader: () => ({ name: 'Juana' }) },
      'root',
    ),
    route(
      'cancellation',
      'arrepentimiento',
      { default: page('Arrepentimiento'), loader: () => ({}) },
      'root',
    ),
    route(
      'failing',
      'falla',
      {
        default: page('Nunca'),
        // A query that fails with personal data among its parameters, as a loader's read of an operation would.
        loader: async () => {
          await db.execute(
            sql`select * from no_such_table where email = ${BUYER_EMAIL} and code = ${OPERATION_CODE}`,
          );
          return {};
        },
      },
      'root',
    ),
    route(
      'restarting',
      'reiniciando',
      {
        default: page('Nunca'),
        // The driver's error while PostgreSQL restarts, as drizzle wraps it with the statement and its values.
        loader: () => {
          throw new DrizzleQueryError(
            'select * from operations where email = $1 and code = $2',
            [BUYER_EMAIL, OPERATION_CODE],
            Object.assign(new Error('terminating connection due to administrator command'), {
              code: '57P01',
            }),
          );
        },
      },
      'root',
    ),
  ];
  return serverBuild(
    Object.fromEntries(routes.map((entry) => [entry.server.id, entry.server])),
    Object.fromEntries(routes.map((entry) => [entry.client.id, entry.client])),
  );
}

function memoryLogger(level = 'debug') {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

function pagesApp(env: Record<string, string> = {}, level = 'debug', pageCache?: PageCache) {
  const config = pagesConfig(env);
  const { logger, lines } = memoryLogger(level);
  const app = createApp({ db: handle.db, config, logger, build: testBuild(handle.db), pageCache });
  return { app, lines };
}

function pagesConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_MAX_POSTS: '100000',
    ...env,
  });
}

/** The pages behind a page cache, as server/serve-site.ts serves them. */
async function cachedPagesApp() {
  const config = pagesConfig();
  const pageCache = await createTestPageCache(handle, {
    policyWithScriptHashes: pagePolicyWithScriptHashes({ publicUrl: config.PUBLIC_URL, development: false }),
  });
  return { ...pagesApp({}, 'debug', pageCache), pageCache };
}

/** Each directive of a Content-Security-Policy header by name. */
function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function inlineScripts(html: string) {
  return [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes));
}

describe('Content-Security-Policy of the pages', () => {
  it('allows the inline scripts of this response by their nonce, and no others', async () => {
    const { app } = pagesApp();
    const response = await app.request('/noticias');
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get('content-security-policy'));
    const scriptSrc = policy.get('script-src') ?? [];
    const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptSrc).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");

    const html = await response.text();
    const scripts = inlineScripts(html);
    // React Router's context and route modules, ScrollRestoration, the streamed data, and the component's own.
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('allows the inline scripts of a page kept for every visitor by their hashes, and no others', async () => {
    const { app, pageCache } = await cachedPagesApp();
    try {
      const first = await app.request('/noticias');
      const again = await app.request('/noticias');
      expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
      const policy = directives(again.headers.get('content-security-policy'));
      const html = await again.text();
      const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        ([, text]) =>
          `'sha256-${createHash('sha256')
            .update(text ?? '')
            .digest('base64')}'`,
      );
      // React Router's context and route modules, ScrollRestoration, and the component's own.
      expect(hashes.length).toBeGreaterThanOrEqual(3);
      expect(policy.get('script-src')).toEqual(["'self'", ...new Set(hashes)]);
      expect(html).not.toContain('nonce=');
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      // A browser that revalidates it keeps running it under the same policy: a 304 carries it, not a nonce.
      const revalidated = await app.request('/noticias', {
        headers: { 'if-none-match': again.headers.get('etag') ?? '' },
      });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('content-security-policy')).toBe(
        again.headers.get('content-security-policy'),
      );

      // A page with personal data is rendered for its request, with a nonce of its own.
      const step = await app.request(`/concesionario-digital/tus-datos/${OPERATION_CODE}`);
      expect(step.headers.get('content-security-policy')).toMatch(/'nonce-/);
      expect(step.headers.get('cache-control')).toBe('private, no-store');
      await step.body?.cancel();
    } finally {
      await pageCache.stop();
    }
  });

  it('uses a new nonce for every response', async () => {
    const { app } = pagesApp();
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 3; i++) {
      const response = await app.request('/noticias');
      nonces.add(/'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]);
      await response.body?.cancel();
    }
    expect(nonces.size).toBe(3);
  });

  it('says the charset of HTML, and sends Permissions-Policy and the other Observatory headers', async () => {
    const { app } = pagesApp();
    const response = await app.request('/noticias');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const permissions = response.headers.get('permissions-policy') ?? '';
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=(self)'])
      expect(permissions).toContain(denied);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Over http a browser ignores HSTS; a local demo must not pin localhost to https.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS and upgrade-insecure-requests when the site is served over https', async () => {
    const { app } = pagesApp({ PUBLIC_URL: 'https://www.territorio.com.ar' });
    const response = await app.request('/noticias');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(directives(response.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });
});

describe('pages and answers with personal data', () => {
  const privateHeaders = (response: Response) => ({
    cache: response.headers.get('cache-control'),
    robots: response.headers.get('x-robots-tag'),
  });
  const PRIVATE = { cache: 'private, no-store', robots: 'noindex' };

  it('are never stored nor indexed: the steps, their .data requests, the cancellation page', async () => {
    const { app } = pagesApp();
    for (const path of [
      `/concesionario-digital/tus-datos/${OPERATION_CODE}`,
      `/concesionario-digital/tus-datos/${OPERATION_CODE}.data`,
      '/arrepentimiento',
      '/arrepentimiento.data',
    ]) {
      const response = await app.request(path);
      expect(privateHeaders(response), path).toEqual(PRIVATE);
      await response.body?.cancel();
    }
  });

  it('covers the dealership API answers, refusals included', async () => {
    const { app } = pagesApp();
    for (const path of [
      '/api/v2/territorio/dealership/start',
      '/api/v2/territorio/dealership/update',
      '/api/v2/territorio/dealership/mp',
      '/api/v2/territorio/dealership/cancel',
    ]) {
      const response = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(privateHeaders(response), path).toEqual(PRIVATE);
    }
  });

  it('are reached under another spelling only by a redirect to their own address, never public nor kept', async () => {
    const { app, pageCache } = await cachedPagesApp();
    try {
      for (const [path, canonical] of [
        [
          `/Concesionario-Digital/tus-datos/${OPERATION_CODE}`,
          `/concesionario-digital/tus-datos/${OPERATION_CODE}`,
        ],
        [
          `/concesionario-digital/TUS-DATOS/${OPERATION_CODE}.data`,
          `/concesionario-digital/tus-datos/${OPERATION_CODE}.data`,
        ],
        ['/Arrepentimiento', '/arrepentimiento'],
        ['/%61rrepentimiento/', '/arrepentimiento'],
        ['/ARREPENTIMIENTO.data', '/arrepentimiento.data'],
      ]) {
        // Twice: the first answer would have been kept, the second served from the cache.
        for (let round = 0; round < 2; round++) {
          const response = await app.request(path as string);
          expect(response.status, path).toBe(301);
          expect(response.headers.get('location'), path).toBe(canonical);
          expect(privateHeaders(response), path).toEqual(PRIVATE);
        }
        const followed = await app.request(canonical as string);
        expect(followed.status, canonical).toBe(200);
        expect(privateHeaders(followed), canonical).toEqual(PRIVATE);
        expect(followed.headers.get('etag'), canonical).toBeNull();
        await followed.body?.cancel();
      }
    } finally {
      await pageCache.stop();
    }
  });

  it('leaves other pages to the browser cache rules', async () => {
    const { app } = pagesApp();
    const response = await app.request('/noticias');
    expect(privateHeaders(response)).toEqual({ cache: null, robots: null });
  });
});

describe('logs', () => {
  function expectJsonWithoutPersonalData(lines: string[]) {
    for (const line of lines) {
      expect(() => JSON.parse(line), line).not.toThrow();
      expect(line.trim().includes('\n'), line).toBe(false);
      for (const secret of [BUYER_EMAIL, CLIENT_ADDRESS, OPERATION_CODE, 'params:', 'no_such_table'])
        expect(line, line).not.toContain(secret);
    }
  }

  it('a POST to a page without an action is a 405 that logs nothing beyond the request line', async () => {
    const console = ['error', 'warn', 'log', 'info'].map((method) =>
      vi.spyOn(globalThis.console, method as 'error'),
    );
    const { app, lines } = pagesApp();
    const response = await app.request('/noticias', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${encodeURIComponent(BUYER_EMAIL)}`,
    });
    expect(response.status).toBe(405);
    await response.text();
    expectJsonWithoutPersonalData(lines);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['request']);
    for (const spy of console) expect(spy).not.toHaveBeenCalled();
  });

  it('a database error in a loader is one error line, without its query or parameters', async () => {
    const console = ['error', 'warn', 'log', 'info'].map((method) =>
      vi.spyOn(globalThis.console, method as 'error'),
    );
    const { app, lines } = pagesApp({}, 'info');
    const response = await app.request('/falla');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain(BUYER_EMAIL);
    expectJsonWithoutPersonalData(lines);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] as string);
    expect(line).toMatchObject({ level: 50, msg: 'page error', path: '/falla' });
    expect(line.error.name).toMatch(/Error$/);
    for (const spy of console) expect(spy).not.toHaveBeenCalled();
  });

  it('a database restarting under a loader is a 503 with Retry-After and one warning, without the statement', async () => {
    const { app, lines } = pagesApp({}, 'info');
    const response = await app.request('/reiniciando');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    await response.text();
    expectJsonWithoutPersonalData(lines);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      level: 40,
      msg: 'database unavailable',
      path: '/reiniciando',
      err: { code: '57P01' },
    });
    expect(lines[0]).not.toContain('operations');
  });

  it('expected refusals log one short line at most, and every line is JSON without personal data', async () => {
    const { app, lines } = pagesApp({ TRUST_PROXY: '1', RATE_LIMIT_MAX_POSTS: '1' }, 'info');
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT_ADDRESS, ...headers },
        body,
      });
    const statuses = [
      // Too large (413), before and after the rate limit counts it.
      (
        await post(
          '/api/v2/territorio/contact',
          JSON.stringify({ email: BUYER_EMAIL, text: 'x'.repeat(70_000) }),
        )
      ).status,
      // Invalid (400).
      (await post('/api/v2/territorio/dealership/start', JSON.stringify({ email: BUYER_EMAIL }))).status,
      // Past the limit (429).
      (await post('/api/v2/territorio/dealership/start', JSON.stringify({ email: BUYER_EMAIL }))).status,
      (await post('/api/v2/territorio/dealership/start', JSON.stringify({ email: BUYER_EMAIL }))).status,
      // A form posted to a page from another origin (400 from React Router).
      (
        await app.request('/arrepentimiento', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
          body: `email=${encodeURIComponent(BUYER_EMAIL)}`,
        })
      ).status,
    ];
    expect(statuses).toEqual([413, 400, 429, 429, 400]);
    expectJsonWithoutPersonalData(lines);
    // Only the cross-origin form post says something: a proxy that rewrites the origin would refuse every form.
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'page action refused: its Origin is not this site',
    ]);
    for (const line of lines) expect(line.length).toBeLessThan(300);
  });

  it('a database error behind an API answer is logged without the client address it was counting', async () => {
    const broken = await createTestDatabase();
    try {
      await broken.db.execute(sql`drop table rate_limits`);
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', TRUST_PROXY: '1' });
      const { logger, lines } = memoryLogger('info');
      const app = createApp({ db: broken.db, config, logger });
      const response = await app.request('/api/v2/territorio/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT_ADDRESS },
        body: JSON.stringify({ email: BUYER_EMAIL }),
      });
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expectJsonWithoutPersonalData(lines);
    } finally {
      await broken.close();
    }
  });
});

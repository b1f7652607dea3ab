import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrands } from '../../tests/support/factories';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { PUBLIC_API_CACHE_CONTROL } from '../http/public-api-caching';
import { createMetrics } from '../metrics';
import { API_DOCS_PATH, OPENAPI_PATH, openApiDocument, REDOC_BUNDLE_PATH } from '.';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** The APIs other systems call: every endpoint under these is in the document. */
const API_PATH = /^\/(?:api|v1|v2|cv)(?:\/|$)/;

let handle: DatabaseHandle;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  // Every optional endpoint mounted: the sandbox's and the metrics on the site's port.
  app = createTestApp(
    handle.db,
    { PAYMENTS_SANDBOX: '1', METRICS_TOKEN: 'token-de-metricas-de-prueba' },
    { metrics: createMetrics({ db: handle.db }) },
  );
});
afterAll(() => handle.close());

/** `GET /v2/nissan/stock/{}`: a path with its parameters unnamed, as Hono (`:id`) and OpenAPI (`{id}`) both write it. */
const operationKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]+\}|:[^/]+/g, '{}')}`;

function documentedOperations(): string[] {
  return Object.entries(openApiDocument().paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => operationKey(method, path)),
  );
}

/** The endpoints the app registers, without its middleware and its catch-alls (both `ALL`). */
function registeredEndpoints(): { key: string; path: string }[] {
  return app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => ({ key: operationKey(route.method, route.path), path: route.path }));
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(openApiDocument())));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every endpoint the app registers under /api, /v1, /v2 and /cv', () => {
    const documented = new Set(documentedOperations());
    const missing = registeredEndpoints()
      .filter((route) => API_PATH.test(route.path))
      .map((route) => route.key)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it('describes only operations the app has', () => {
    const registered = registeredEndpoints();
    const exists = (key: string) =>
      registered.some(
        (route) =>
          route.key === key ||
          // A route of a whole folder (GET /media/*) answers each documented path under it.
          (route.path.endsWith('/*') &&
            key.startsWith(`${route.key.split(' ')[0]} ${route.path.slice(0, -1)}`)),
      );
    expect(documentedOperations().filter((key) => !exists(key))).toEqual([]);
  });

  it('names every operation once', () => {
    const ids = Object.values(openApiDocument().paths ?? {}).flatMap((item) =>
      METHODS.map((method) => item?.[method]?.operationId).filter((id) => id !== undefined),
    );
    expect(ids.length).toBe(documentedOperations().length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('GET /api/openapi.json', () => {
  it('answers the document, kept by browsers and shared caches as the other public reads', async () => {
    const response = await app.request(OPENAPI_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_API_CACHE_CONTROL);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));

    const again = await app.request(OPENAPI_PATH, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/docs', () => {
  it('loads its script from this server, allowed by the nonce of its own policy', async () => {
    const response = await app.request(API_DOCS_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).not.toMatch(/unsafe-eval|https?:/);
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);

    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    const sources = scripts.flatMap((attributes) => /src="([^"]+)"/.exec(attributes)?.[1] ?? []);
    expect(sources).toEqual([expect.stringMatching(new RegExp(`^${REDOC_BUNDLE_PATH}\\?v=[0-9a-f]{16}$`))]);
    expect(html).toContain(OPENAPI_PATH);

    const another = await app.request(API_DOCS_PATH);
    expect(another.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it("serves Redoc's standalone bundle, kept a year under its versioned address", async () => {
    const page = await (await app.request(API_DOCS_PATH)).text();
    const address = /<script src="([^"]+)"/.exec(page)?.[1] ?? '';
    const response = await app.request(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await response.text()).length).toBeGreaterThan(100_000);
  });
});

/**
 * One address per route (docs/decisions/0044-one-address-per-route.md), through the real app: every page route of the
 * build (app/routes.ts) and every route of the app's own, each written with other capitals, an escaped letter and a
 * trailing slash, and the pages' `.data` requests too, goes to its route's spelling first; what it then answers with
 * personal data is private, never indexed, never kept by the page cache, and never logged with its code or token.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { pageBuild } from '../../tests/support/page-build';
import { createPagesTestApp, type PagesTestApp } from '../../tests/support/pages-app';
import {
  anonymousBrowser,
  createStaffMember,
  type StaffBrowser,
  signedIn,
  staffGet,
  staffPost,
  TEST_STAFF_PASSWORD,
} from '../../tests/support/staff-sessions';
import { createTestDatabase } from '../../tests/support/test-database';
import { createTestPageCache, type TestPageCache } from '../../tests/support/test-page-cache';
import type { DatabaseHandle } from '../db/client';
import { keptFirst } from '../page-cache';
import { createLogger } from '../platform/logger';

/**
 * The parts of the site whose every page and answer carries personal data, as docs/product.md §6 names them: the
 * digital dealership, the cancellation form, the payment frames and the sandbox's card endpoints, the back office.
 */
const PERSONAL = /^\/(concesionario-digital|arrepentimiento|pagos|admin|api\/payments\/sandbox)(\/|$)/;
const RESET_TOKEN = 'un-token-de-restablecimiento-que-no-abre-nada';
const SIGNATURE = 'firma-de-prueba';

let handle: DatabaseHandle;
let app: PagesTestApp;
let pageCache: TestPageCache;
let build: ServerBuild;
let admin: StaffBrowser;
let code: string;
const lines: string[] = [];
let cacheAnswers = 0;
let sentBeforeTheApp = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
  pageCache = await createTestPageCache(handle, {
    observer: { served: () => cacheAnswers++, invalidated() {}, sentDirectly: () => sentBeforeTheApp++ },
  });
  const logger = createLogger('debug', { write: (line: string) => lines.push(line) });
  // One trusted proxy: each request comes from a client of its own, so no look-up limit by code is reached.
  app = await createPagesTestApp(handle.db, { pageCache, logger, env: { TRUST_PROXY: '1' } });
  build = await pageBuild();
  admin = await signedIn(handle.db, await createStaffMember(handle.db, { role: 'admin' }));
  const unit = await createStockUnit(handle.db, { brandId: 1 });
  const started = await app.request('/api/v2/territorio/dealership/start', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
    body: JSON.stringify({ email: 'juana.perez@example.com', stock_id: unit.id, brand_id: unit.brandId }),
  });
  expect(started.status).toBe(201);
  code = ((await started.json()) as { data: { code: string } }).data.code;
}, 120_000);

afterAll(async () => {
  await pageCache.stop();
  await handle.close();
});

let clients = 0;
const nextClient = () => `198.51.100.${++clients % 250}`;

/** Every page route's pattern in the build, as React Router joins its path with its parents'. */
function pagePatterns(built: ServerBuild): string[] {
  const routes = Object.values(built.routes).flatMap((route) => (route ? [route] : []));
  const pathOf = (id: string | undefined): string => {
    const route = routes.find((candidate) => candidate.id === id);
    if (!route) return '';
    return [pathOf(route.parentId), route.path ?? ''].filter(Boolean).join('/');
  };
  const patterns = routes
    .filter((route) => route.id !== 'root' && (route.path !== undefined || route.index))
    .map((route) => `/${pathOf(route.id)}`)
    // The not-found page has no address of its own.
    .filter((pattern) => !pattern.endsWith('*'));
  return [...new Set(patterns)];
}

/** An address of the route, with a made-up value for each parameter (the operation's code, a reset token). */
function sampleAddress(pattern: string): string {
  return pattern.replace(/:(\w+)\??|\*/g, (_match, name: string | undefined) => {
    if (name === 'operation_code' || name === 'code') return code;
    if (name === 'token') return RESET_TOKEN;
    if (name === 'brand') return 'volkswagen';
    if (name === 'gateway') return 'sandbox';
    if (name === undefined) return 'archivo.jpg';
    return '1';
  });
}

/** Other spellings of an address: its route's static segments in capitals, capitalised, with a letter escaped. */
function otherSpellings(pattern: string, address: string): string[] {
  const wanted = pattern.split('/');
  const given = address.split('/');
  const respelled = (change: (segment: string, index: number) => string) =>
    given
      .map((segment, index) =>
        segment === '' || wanted[index]?.startsWith(':') || wanted[index] === '*'
          ? segment
          : change(segment, index),
      )
      .join('/');
  const firstStatic = given.findIndex((segment, index) => segment !== '' && !wanted[index]?.startsWith(':'));
  const spellings = [
    respelled((segment) => segment.toUpperCase()),
    respelled((segment) =>
      segment.replace(/(^|-)([a-z])/g, (_all, dash, letter) => dash + letter.toUpperCase()),
    ),
    respelled((segment, index) =>
      index === firstStatic ? `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}` : segment,
    ),
    // A catch-all takes the rest of an address as it is written, its slashes too.
    ...(pattern.endsWith('*') ? [] : [`${address}/`]),
  ];
  return [...new Set(spellings)].filter((spelling) => spelling !== address);
}

const dataAddress = (page: string) => (page === '/' ? '/_root.data' : `${page}.data`);

/** The query each route's address carries: "Mi reserva" opens with its signature. */
const queryOf = (pattern: string) =>
  pattern.includes('mi-reserva') ? `?firma=${SIGNATURE}` : '?desde=prueba';

async function get(path: string, browser?: StaffBrowser): Promise<Response> {
  const init = staffGet(browser);
  return app.request(path, { ...init, headers: { ...init.headers, 'x-forwarded-for': nextClient() } });
}

async function expectSentTo(path: string, canonical: string, browser?: StaffBrowser) {
  const response = await get(path, browser);
  expect({ status: response.status, location: response.headers.get('location') }, path).toEqual({
    status: 301,
    location: canonical,
  });
  return response;
}

function expectPrivate(response: Response, what: string) {
  expect(response.headers.get('cache-control'), what).toBe('private, no-store');
  expect(response.headers.get('x-robots-tag'), what).toBe('noindex');
}

describe('every page route of the build', () => {
  it('has its pages with personal data among them, and others', () => {
    const patterns = pagePatterns(build);
    expect(patterns).toContain('/concesionario-digital/reservado/:operation_code');
    expect(patterns).toContain('/admin/restablecer/:token');
    expect(patterns.filter((pattern) => PERSONAL.test(pattern)).length).toBeGreaterThan(40);
    expect(patterns.filter((pattern) => !PERSONAL.test(pattern)).length).toBeGreaterThan(15);
  });

  it('sends another spelling of each page, and of its .data request, to the route’s own address, query kept', async () => {
    for (const pattern of pagePatterns(build)) {
      const address = sampleAddress(pattern);
      const query = queryOf(pattern);
      for (const spelling of otherSpellings(pattern, address)) {
        const redirect = await expectSentTo(`${spelling}${query}`, `${address}${query}`);
        if (PERSONAL.test(pattern)) expectPrivate(redirect, spelling);
        const data = spelling.endsWith('/') ? `${spelling}.data` : dataAddress(spelling);
        await expectSentTo(`${data}${query}`, `${dataAddress(address)}${query}`);
      }
    }
  }, 240_000);

  it('answers each page with personal data at its own address private and unindexed, never kept, never a 500', async () => {
    for (const pattern of pagePatterns(build).filter((candidate) => PERSONAL.test(candidate))) {
      const address = `${sampleAddress(pattern)}${queryOf(pattern)}`;
      for (const browser of [undefined, admin]) {
        for (const path of [address, dataAddress(sampleAddress(pattern)) + queryOf(pattern)]) {
          const answered = cacheAnswers;
          const response = await get(path, browser);
          expect(response.status, path).toBeLessThan(500);
          expectPrivate(response, path);
          await response.body?.cancel();
          // The page cache was not even asked: nothing of it can be kept.
          expect(cacheAnswers, path).toBe(answered);
        }
      }
    }
  }, 240_000);

  it('answers no other spelling of a public page from the cache where its own is kept', async () => {
    const first = await get('/privacidad');
    expect(first.status).toBe(200);
    expect((await get('/privacidad')).headers.get('etag')).toBe(first.headers.get('etag'));
    for (const spelling of ['/Privacidad', '/PRIVACIDAD', '/%70rivacidad', '/privacidad/'])
      await expectSentTo(spelling, '/privacidad');
  });
});

describe('every route of the app’s own', () => {
  /** The app's own routes with a method (the APIs, the payment frames, the uploads), not its middleware. */
  const ownRoutes = () =>
    app.routes.filter((route) => route.method !== 'ALL' && route.path !== '*' && route.path !== '/*');

  it('sends another spelling of each to its own address: a read with 301, anything else with 308', async () => {
    expect(ownRoutes().length).toBeGreaterThan(40);
    for (const { method, path: pattern } of ownRoutes()) {
      const address = sampleAddress(pattern);
      for (const spelling of otherSpellings(pattern, address)) {
        const response = await app.request(`${spelling}?desde=prueba`, {
          method,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
          ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
        });
        const reading = method === 'GET' || method === 'HEAD';
        expect({ status: response.status, location: response.headers.get('location') }, spelling).toEqual({
          status: reading ? 301 : 308,
          location: `${address}?desde=prueba`,
        });
        if (!PERSONAL.test(pattern)) continue;
        expectPrivate(response, spelling);
        if (!reading) continue;
        const followed = await get(`${address}?desde=prueba`);
        expect(followed.status, address).toBeLessThan(500);
        expectPrivate(followed, address);
        await followed.body?.cancel();
      }
    }
  }, 120_000);

  it('answers an unknown API address written in capitals as the API does, not with a page', async () => {
    const redirect = await expectSentTo('/API/v2/territorio/no-existe', '/api/v2/territorio/no-existe');
    expect(redirect.headers.get('content-type') ?? '').not.toMatch(/html/);
    const answer = await get('/api/v2/territorio/no-existe');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'No existe ese recurso.' });
  });
});

describe('a parameter under another spelling', () => {
  it('is kept as the buyer wrote it: the step reads an operation code in either case', async () => {
    const written = `/Concesionario-Digital/Forma-De-Pago/${code.toLowerCase()}`;
    const own = `/concesionario-digital/forma-de-pago/${code.toLowerCase()}`;
    await expectSentTo(written, own);
    const step = await get(own);
    expect(step.status).toBe(200);
    expect(await step.text()).toMatch(/<h1[^>]*>Modo de pago</);
    expectPrivate(step, own);
  });
});

describe('the back office under another spelling', () => {
  it('sends its pages and their data to their own address, before any session, CSRF or limit is read', async () => {
    for (const [path, canonical] of [
      ['/Admin/login', '/admin/login'],
      ['/ADMIN/reservas', '/admin/reservas'],
      ['/ADMIN', '/admin'],
      ['/%61dmin/login', '/admin/login'],
      [`/Admin/restablecer/${RESET_TOKEN}`, `/admin/restablecer/${RESET_TOKEN}`],
      ['/Admin.data', '/admin.data'],
      [
        '/Admin/login.data?_routes=routes%2Fadmin%2Flogin',
        '/admin/login.data?_routes=routes%2Fadmin%2Flogin',
      ],
    ]) {
      const response = await expectSentTo(path as string, canonical as string, admin);
      expectPrivate(response, path as string);
      // No cookie of the back office's is set or cleared on the way.
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
  });

  it('runs no action posted to another spelling: the post goes on to the route’s own address', async () => {
    const member = await createStaffMember(handle.db, { role: 'viewer' });
    const browser = anonymousBrowser();
    const post = staffPost(browser, { email: member.email, password: TEST_STAFF_PASSWORD });
    for (const path of ['/Admin/login', '/ADMIN/LOGIN.data']) {
      const response = await app.request(path, post);
      expect(response.status, path).toBe(308);
      expect(response.headers.get('location'), path).toBe(
        path.endsWith('.data') ? '/admin/login.data' : '/admin/login',
      );
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
    // At its own address the same post signs in.
    expect((await app.request('/admin/login', post)).status).toBe(302);
  });
});

describe('the log of a request to another spelling', () => {
  it('never holds the operation code, the reset token or the signature', async () => {
    expect(lines.length).toBeGreaterThan(100);
    const secrets = [code, code.toLowerCase(), RESET_TOKEN, SIGNATURE];
    for (const line of lines) for (const secret of secrets) expect(line, line).not.toContain(secret);
    const paths = lines.map((line) => JSON.parse(line).path as string | undefined);
    expect(paths).toContain('/concesionario-digital/reservado/…');
    expect(paths).toContain('/admin/restablecer/…');
  });
});

describe("the server's look-up of kept pages before the app (server/main.ts)", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer(keptFirst(pageCache, getRequestListener(app.fetch)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('finds a kept page under its route’s spelling alone: every other is sent there by the app', async () => {
    // Once an answer from the cache has gone out through the app, the next are sent before the app sees them.
    const before = sentBeforeTheApp;
    for (let round = 0; round < 3; round++) expect((await fetch(`${origin}/como-reservar`)).status).toBe(200);
    expect(sentBeforeTheApp).toBeGreaterThan(before);
    for (const spelling of ['/Como-Reservar', '/COMO-RESERVAR?x=1', '/c%6Fmo-reservar', '/como-reservar/']) {
      const response = await fetch(`${origin}${spelling}`, { redirect: 'manual' });
      expect(response.status, spelling).toBe(301);
      expect(response.headers.get('location'), spelling).toBe(
        spelling.endsWith('?x=1') ? '/como-reservar?x=1' : '/como-reservar',
      );
    }
    for (const spelling of [`/Concesionario-Digital/reservado/${code}`, '/Arrepentimiento']) {
      const response = await fetch(`${origin}${spelling}`, { redirect: 'manual' });
      expect(response.status, spelling).toBe(301);
      expectPrivate(response, spelling);
      const followed = await fetch(`${origin}${response.headers.get('location')}`, { redirect: 'manual' });
      expect(followed.status, spelling).toBeLessThan(500);
      expectPrivate(followed, spelling);
    }
  });
});

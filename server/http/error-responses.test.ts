import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postBroken } from '../../tests/support/broken-bodies';
import { listeningApp } from '../../tests/support/listening-app';
import { createTestDatabase } from '../../tests/support/test-database';
import { unusedPort } from '../../tests/support/unused-port';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { loadConfig } from '../platform/config';
import { InvalidInputError, RefusalError, ServiceUnavailableError } from '../platform/errors';
import { createApp } from './app';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  DEPENDENCY_RETRY_AFTER_SECONDS,
  errorResponse,
} from './error-responses';

const lines: string[] = [];
const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  }),
);

describe('the app while its PostgreSQL server is away', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    handle = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await unusedPort()}/gone` });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent' });
    app = createApp({ db: handle.db, config, logger });
  });
  afterAll(() => handle.close());

  it('answers a form post 503 with Retry-After and a Spanish message, never 500, and logs no statement', async () => {
    const before = lines.length;
    const answer = await app.request('/api/v2/territorio/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rocío', lastname: 'Quiroga', telephone: '261 555-0101' }),
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(await answer.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });

    const logged = lines.slice(before).join('');
    expect(logged).toContain('database unavailable');
    expect(logged).toContain('ECONNREFUSED');
    for (const secret of ['rate_limits', 'insert', 'Rocío', 'Quiroga', 'stack']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('answers a read 503 with Retry-After', async () => {
    const answer = await app.request('/v1/vw/stock/families');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  });

  it('says it is not ready', async () => {
    const answer = await app.request('/readyz');
    expect(answer.status).toBe(503);
    expect((await answer.json()).status).toBe('database unavailable');
  });
});

describe('a client that leaves while sending its body', () => {
  let handle: DatabaseHandle;
  let site: Awaited<ReturnType<typeof listeningApp>>;
  const statuses: number[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent' });
    const app = createApp({ db: handle.db, config, logger });
    site = await listeningApp({
      async fetch(request, env) {
        const answer = await app.fetch(request, env);
        statuses.push(answer.status);
        return answer;
      },
    });
  });
  afterAll(async () => {
    await site?.close();
    await handle?.close();
  });

  it('is answered 400 and logged as having left, never as the database being away', async () => {
    // A chunked body of unknown length is read to its end by the body limit before anything else runs; this address
    // is exempt from the post limit, so nothing waits on the database before the read starts and the client's leaving
    // is seen by the read.
    const path = '/api/v2/territorio/dealership/update';
    const before = lines.length;
    const arrived = site.nextRequest();
    const broken = {
      name: 'a JSON body abandoned midway',
      contentType: 'application/json',
      body: '{"code": "AB',
      ends: 'aborted',
      chunked: true,
    } as const;
    expect(await postBroken(site.origin, { path }, broken, () => arrived)).toBeNull();
    await site.idle();
    expect(statuses).toEqual([400]);
    const logged = lines.slice(before).join('');
    expect(logged).toContain('the client left before sending the whole body');
    expect(logged).not.toContain('database unavailable');
    expect(logged).not.toContain('unhandled error');
    expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);
  });
});

describe('errorResponse', () => {
  function appThrowing(error: unknown) {
    return new Hono()
      .onError((caught, c) => errorResponse(caught, c, logger))
      .get('/', () => {
        throw error;
      });
  }

  it('answers a refusal with its status, its message and what else it carries', async () => {
    const conflict = await appThrowing(
      new RefusalError('La operación cambió.', 409, { data: { code: 'ABC' } }),
    ).request('/');
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ error: 'La operación cambió.', data: { code: 'ABC' } });

    const invalid = await appThrowing(
      new InvalidInputError('Revisá los datos.', [{ field: 'email', message: 'Ingresá un e-mail válido.' }]),
    ).request('/');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: 'Revisá los datos.',
      issues: [{ field: 'email', message: 'Ingresá un e-mail válido.' }],
    });
  });

  it('answers a lost connection wrapped by drizzle and by a module as the database being away', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const wrapped = new ServiceUnavailableError('contact lead could not be saved', {
      cause: new DrizzleQueryError('insert into contact_messages …', ['Rocío'], lost),
    });
    const answer = await appThrowing(wrapped).request('/');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(await answer.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('gives any other unavailable dependency a Retry-After too', async () => {
    const answer = await appThrowing(new ServiceUnavailableError('no USD rate')).request('/');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(DEPENDENCY_RETRY_AFTER_SECONDS));
  });

  it('keeps a statement error a 500 without details', async () => {
    const broken = new DrizzleQueryError(
      'insert …',
      [],
      Object.assign(new Error('duplicate key'), { code: '23505' }),
    );
    const answer = await appThrowing(broken).request('/');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('retry-after')).toBeNull();
  });
});

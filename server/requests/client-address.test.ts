import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { ConfigError, loadConfig } from '../platform/config';
import { clientAddress } from './client-address';

/** What clientAddress says for a request carrying these X-Forwarded-For headers (in-process: no socket). */
async function addressOf(trustedProxies: number, ...forwardedFor: string[]) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedProxies)));
  const headers = new Headers();
  for (const value of forwardedFor) headers.append('x-forwarded-for', value);
  return (await app.request('/', { headers })).text();
}

describe('clientAddress', () => {
  it('is the socket’s address without trusted proxies, whatever X-Forwarded-For says', async () => {
    expect(await addressOf(0, '198.51.100.1')).toBe('local');
    expect(await addressOf(0)).toBe('local');
  });

  it('behind one proxy, is the address that proxy added: the right-most entry', async () => {
    expect(await addressOf(1, '198.51.100.1')).toBe('198.51.100.1');
    // The client wrote the left part itself; the proxy appended the address it saw.
    expect(await addressOf(1, '10.9.8.7, 203.0.113.5')).toBe('203.0.113.5');
  });

  it('behind N proxies, is the N-th entry from the right (the one the outermost trusted proxy added)', async () => {
    expect(await addressOf(2, 'spoofed, 203.0.113.5, 10.0.0.2')).toBe('203.0.113.5');
    expect(await addressOf(3, 'spoofed, 203.0.113.5, 10.0.0.3, 10.0.0.2')).toBe('203.0.113.5');
  });

  it('reads several X-Forwarded-For headers as one list, in order, and skips empty entries', async () => {
    expect(await addressOf(2, 'spoofed', '203.0.113.5, , 10.0.0.2')).toBe('203.0.113.5');
  });

  it('takes the left-most entry when fewer than N proxies added one', async () => {
    expect(await addressOf(2, '203.0.113.5')).toBe('203.0.113.5');
  });

  it('falls back to the socket without the header, and keeps a forged entry short', async () => {
    expect(await addressOf(1)).toBe('local');
    expect(await addressOf(1, 'x'.repeat(500))).toHaveLength(64);
  });
});

describe('TRUST_PROXY', () => {
  const parse = (value?: string) =>
    loadConfig({ DATA_DIR: '/nonexistent', ...(value === undefined ? {} : { TRUST_PROXY: value }) })
      .TRUST_PROXY;

  it('is a number of proxy hops, 0 by default; true and false are still read as 1 and 0', () => {
    expect(parse()).toBe(0);
    expect(parse('')).toBe(0);
    expect(parse('1')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse(' 2 ')).toBe(2);
    expect(parse('true')).toBe(1);
    expect(parse('false')).toBe(0);
  });

  it('refuses anything else with a readable message', () => {
    for (const value of ['yes', '-1', '1.5', '11']) expect(() => parse(value), value).toThrow(ConfigError);
    expect(() => parse('yes')).toThrow(/TRUST_PROXY: debe ser la cantidad de proxies de confianza/);
  });
});

describe('rate limits behind a proxy', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('are not defeated by rotating the X-Forwarded-For entries the client writes', async () => {
    const app = createTestApp(handle.db, { TRUST_PROXY: '1', RATE_LIMIT_MAX_POSTS: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.request('/api/rotation-probe', {
        method: 'POST',
        // The client sends a new forged address each time; the proxy appends the one it saw.
        headers: { 'x-forwarded-for': `198.18.0.${i}, 203.0.113.9` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429, 429]);
  });
});

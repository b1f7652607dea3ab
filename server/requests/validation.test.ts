import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH, requireJson } from './validation';

describe('jsonDepth', () => {
  it('counts how deep arrays and objects nest, ignoring brackets inside strings', () => {
    expect(jsonDepth('{}')).toBe(1);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{","b":"\\\\"}')).toBe(1);
    expect(jsonDepth('"just a string"')).toBe(0);
  });

  it('agrees with the nesting of any JSON value', () => {
    const depthOf = (value: unknown): number =>
      value !== null && typeof value === 'object'
        ? 1 + Math.max(0, ...Object.values(value as object).map(depthOf))
        : 0;
    fc.assert(fc.property(fc.jsonValue(), (value) => jsonDepth(JSON.stringify(value)) === depthOf(value)));
  });
});

describe('requireJson', () => {
  const app = new Hono().post('/x', requireJson(), (c) => c.json({ ok: true }));
  const post = (body: string) =>
    app.request('/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('refuses a body nested past the bound with a 400 in Spanish, and takes one within it', async () => {
    const deep = `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const refused = await post(deep);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'El cuerpo tiene demasiados niveles anidados.' });
    const within = `{"a":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    expect((await post(within)).status).toBe(200);
  });

  it('refuses null and arrays as a body', async () => {
    expect((await post('null')).status).toBe(400);
    expect((await post('[]')).status).toBe(400);
  });
});

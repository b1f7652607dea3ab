import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';

const SCRIPT = `export const greeting = ${JSON.stringify('Hola '.repeat(400))};\n`;
// The build writes a smaller gzip than the server would (Zopfli); a marker tells which file was sent.
const PRECOMPRESSED_GZIP = gzipSync(`${SCRIPT}// precompressed\n`);

let handle: DatabaseHandle;
let clientDir: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'page-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(clientDir, 'assets', 'page-abc123.js.gz'), PRECOMPRESSED_GZIP);
  fs.writeFileSync(path.join(clientDir, 'assets', 'page-abc123.js.br'), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(clientDir, 'assets', 'plain-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(clientDir, 'videos'));
  fs.writeFileSync(
    path.join(clientDir, 'videos', 'guia.vtt'),
    'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nHola\n',
  );
});
afterAll(async () => {
  fs.rmSync(clientDir, { recursive: true, force: true });
  await handle.close();
});

describe('GET /assets/*', () => {
  it("sends the build's gzip file to a browser that accepts gzip, cached for a year", async () => {
    const app = createTestApp(handle.db, {}, { clientDir });
    const response = await app.request('/assets/page-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(PRECOMPRESSED_GZIP)).toBe(true);
    expect(gunzipSync(body).toString()).toBe(`${SCRIPT}// precompressed\n`);
  });

  it('prefers Brotli when the browser accepts it', async () => {
    const app = createTestApp(handle.db, {}, { clientDir });
    const response = await app.request('/assets/page-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const app = createTestApp(handle.db, {}, { clientDir });
    const response = await app.request('/assets/page-abc123.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(SCRIPT);
  });

  it('compresses on the fly a file the build left without a compressed copy', async () => {
    const app = createTestApp(handle.db, {}, { clientDir });
    const response = await app.request('/assets/plain-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SCRIPT);
  });
});

describe('other files of the client build', () => {
  it('are cached for an hour, since their names carry no hash', async () => {
    const app = createTestApp(handle.db, {}, { clientDir });
    const response = await app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("send a video's captions as WebVTT, the type browsers need to show them", async () => {
    const app = createTestApp(handle.db, {}, { clientDir });
    const response = await app.request('/videos/guia.vtt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await response.text()).toMatch(/^WEBVTT/);
  });

  it('leave a missing file to the routes after them', async () => {
    const app = createTestApp(handle.db, {}, { clientDir });
    const response = await app.request('/assets/missing-abc123.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});

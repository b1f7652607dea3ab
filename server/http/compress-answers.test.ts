import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers';

const page = `<!doctype html><html><body>${'<p>Volkswagen Polo Track 1.6 MSI</p>'.repeat(200)}</body></html>`;

const app = new Hono();
app.use(compressAnswers());
app.get('/page', (c) => c.html(page));
app.get('/small', (c) => c.body('<p>hola</p>', 200, { 'content-type': 'text/html', 'content-length': '11' }));
app.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/webp' }));
app.get('/encoded', (c) =>
  c.body(new Uint8Array(zlib.gzipSync(page)), 200, {
    'content-type': 'text/html',
    'content-encoding': 'gzip',
  }),
);
app.get('/no-transform', (c) => c.html(page, 200, { 'cache-control': 'no-transform' }));
// A rendered document says its length: it is whole in memory (app/entry.server.tsx).
app.get('/whole', (c) =>
  c.body(page, 200, { 'content-type': 'text/html', 'content-length': String(Buffer.byteLength(page)) }),
);

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('answers compressed as they are sent', () => {
  it('sends a page in Brotli when the browser accepts it, else gzip, else as it is', async () => {
    const br = await app.request('/page', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-length')).toBeNull();
    const brBody = await bytes(br);
    expect(brBody.byteLength).toBeLessThan(page.length / 10);
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(page);

    const gzip = await app.request('/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytes(gzip)).toString()).toBe(page);

    const plain = await app.request('/page', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it('compresses an answer that says its length in one piece, and says the compressed length', async () => {
    for (const [accepted, decompress] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await app.request('/whole', { headers: { 'accept-encoding': accepted } });
      expect(response.headers.get('content-encoding')).toBe(accepted);
      const body = await bytes(response);
      expect(response.headers.get('content-length')).toBe(String(body.byteLength));
      expect(body.byteLength).toBeLessThan(page.length / 10);
      expect(decompress(body).toString()).toBe(page);
    }
  });

  it('leaves as they are small answers, images, encoded files, HEAD and no-transform', async () => {
    const headers = { 'accept-encoding': 'gzip, br' };
    for (const path of ['/small', '/image', '/no-transform'])
      expect((await app.request(path, { headers })).headers.get('content-encoding'), path).toBeNull();
    const encoded = await app.request('/encoded', { headers });
    expect(zlib.gunzipSync(await bytes(encoded)).toString()).toBe(page);
    const head = await app.request('/page', { method: 'HEAD', headers });
    expect(head.headers.get('content-encoding')).toBeNull();
  });
});

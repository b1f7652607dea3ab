import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { FileStorage } from '../storage';
import { MEDIA_KEY } from './store-image';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Parses a single `bytes=` range against a file's size; null for none or one this answer won't honour. */
function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // The last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * GET /media/{kind}/{hash}.{ext}: the pictures and videos the back office stored (docs/decisions/0031), from the file
 * storage every machine shares. A key names its content, so the answer never changes: browsers and CDNs keep it a
 * year. Videos are played by ranges, as phones ask for them.
 */
export function mediaRoutes(storage: FileStorage) {
  const app = new Hono();
  app.on(['GET', 'HEAD'], '/media/*', async (c) => {
    const key = c.req.path.slice(1);
    if (!MEDIA_KEY.test(key)) return c.text('No existe ese archivo.', 404);
    const size = await storage.size(key);
    if (size === null) return c.text('No existe ese archivo.', 404);
    const extension = key.slice(key.lastIndexOf('.') + 1);
    const headers = new Headers({
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    const range = byteRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') {
      headers.set('content-range', `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    const length = range ? range.end - range.start + 1 : size;
    headers.set('content-length', String(length));
    if (range) headers.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
    const status = range ? 206 : 200;
    if (c.req.method === 'HEAD') return new Response(null, { status, headers });
    const stream = await storage.read(key, range ?? undefined);
    if (!stream) return c.text('No existe ese archivo.', 404);
    return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers });
  });
  return app;
}

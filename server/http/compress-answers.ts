import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { preferredEncoding } from './accept-encoding';
import { compressWhole } from './compress-whole';

/** Smaller answers gain less than a compressor's own cost. */
const THRESHOLD_BYTES = 1024;
/**
 * Levels for an answer compressed as it is sent (a kept page is compressed harder, once: server/page-cache): Brotli 4
 * is smaller than gzip 6 at about its speed; higher Brotli levels cost several times more for a few percent.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * An answer that says its length is whole in memory already (a rendered page, a text the app wrote): up to this size
 * it is compressed in one call and sent as one buffer with its length, which costs less than piping it through
 * streams; a longer one, or one of unknown length, is compressed as it streams.
 */
const WHOLE_ANSWER_MAX_BYTES = 1024 * 1024;

/**
 * Compresses answers with node:zlib (which runs in Node's thread pool, beside the JavaScript), whole or as they stream
 * out, in Brotli or gzip as the request accepts: rendered pages and anything else the app writes that a
 * compressor shrinks. Left as they are: answers already encoded (the static files' .br and .gz, kept pages), small
 * ones, HEAD, 206 and `Cache-Control: no-transform`.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const length = response.headers.get('content-length');
    const type = response.headers.get('content-type');
    if (
      !response.body ||
      c.req.method === 'HEAD' ||
      response.status === 206 ||
      response.headers.has('content-encoding') ||
      (length !== null && Number(length) < THRESHOLD_BYTES) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(response.headers.get('cache-control') ?? '')
    )
      return;
    const vary = response.headers.get('vary');
    if (!vary) response.headers.set('vary', 'Accept-Encoding');
    else if (vary !== '*' && !/accept-encoding/i.test(vary))
      response.headers.set('vary', `${vary}, Accept-Encoding`);
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (encoding === 'identity') return;

    const headers = new Headers(response.headers);
    headers.set('content-encoding', encoding);
    const etag = headers.get('etag');
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
    const init = { status: response.status, statusText: response.statusText, headers };

    if (length !== null && Number(length) <= WHOLE_ANSWER_MAX_BYTES) {
      const body = Buffer.from(await response.arrayBuffer());
      const compressed = await compressWhole(body, encoding, encoding === 'br' ? BROTLI_QUALITY : GZIP_LEVEL);
      headers.set('content-length', String(compressed.byteLength));
      c.res = undefined;
      c.res = new Response(compressed, init);
      return;
    }

    const compressor =
      encoding === 'br'
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : zlib.createGzip({ level: GZIP_LEVEL });
    const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    // An error on either side ends both: a client gone away stops the compressor, a failed body ends the answer.
    source.on('error', (error) => compressor.destroy(error));
    compressor.on('close', () => source.destroy());
    source.pipe(compressor);
    headers.delete('content-length');
    c.res = undefined;
    c.res = new Response(Readable.toWeb(compressor) as ReadableStream<Uint8Array>, init);
  };
}

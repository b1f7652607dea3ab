import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A whole answer compressed in one call, in Node's thread pool: `level` is Brotli's quality or gzip's level. For
 * pages kept by the page cache (compressed harder, once) and answers of known length compressed as they are sent.
 */
export function compressWhole(body: Buffer, encoding: 'br' | 'gzip', level: number) {
  return encoding === 'br'
    ? brotliCompress(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: level,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzip(body, { level });
}

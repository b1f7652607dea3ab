import { gzipAsync } from '@gfx/zopfli';

/**
 * The gzip copy the build writes beside each script, stylesheet and icon (vite.config.ts), and the one the route
 * budget measures when a build has none (scripts/route-sizes.ts): Zopfli at its default options, about 3% smaller
 * than zlib's best level. One function, so the budget measures the bytes the server sends.
 */
export async function buildGzip(content: Uint8Array): Promise<Buffer> {
  return Buffer.from(await gzipAsync(Buffer.from(content), {}));
}

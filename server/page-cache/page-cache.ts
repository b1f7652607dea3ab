import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { preferredEncoding } from '../http/accept-encoding';
import { compressWhole } from '../http/compress-whole';
import { PUBLIC_API_CACHE_CONTROL } from '../http/public-api-caching';
import type { ChangeFeed } from './change-feed';
import { plainRead, sendRecorded, sentAnswer } from './direct-answers';
import { type PageEncoding, PageStore, type StoredPage } from './page-store';

/**
 * Renders a page. With `reads`, it is rendered for every visitor: whole, without a nonce, and adding to `reads` the tag
 * of everything it reads (server/page-cache/tags.ts).
 */
export type PageRender = (c: Context, reads?: Set<string>) => Promise<Response>;

/** What the metrics count of the cache (server/metrics). */
export interface PageCacheObserver {
  served(outcome: 'hit' | 'miss'): void;
  invalidated(tag: string, pages: number): void;
  /** A request answered without the app (`sendKept`): what the app's request metrics would have recorded. */
  sentDirectly(request: { method: string; route: string; seconds: number }): void;
}

export interface PageCacheOptions {
  /** The changes that drop kept pages (server/page-cache/change-feed.ts). */
  changes: ChangeFeed;
  /** The Content-Security-Policy of a cached document, whose inline scripts are allowed by their hashes. */
  policyWithScriptHashes(hashes: readonly string[]): string;
  maxBytes: number;
  observer?: PageCacheObserver;
}

export interface PageCache {
  /** The kept page the request asks for, if there is one: looked up before anything else is done for it. */
  kept(c: Context): Promise<Response | undefined>;
  /** Answers a public page from the cache, rendering it (once, however many ask at the same time) when missing. */
  serve(c: Context, render: PageRender): Promise<Response>;
  /**
   * Records how the app sent a kept page (with its route, for the metrics), once the app is done with the request:
   * called for every request, it records only a whole answer from the cache (server/page-cache/direct-answers.ts).
   */
  recordSent(c: Context, route: () => string): void;
  /** Sends a recorded kept answer before the app sees the request; false when there is none for it. */
  sendKept(request: IncomingMessage, response: ServerResponse): boolean;
}

/**
 * Public pages kept rendered and compressed in memory (docs/decisions/0024-page-cache.md). Every process keeps its own
 * and hears every committed change from the database (LISTEN, or in-process on PGlite): the pages that read what
 * changed are dropped at once; what changes by the clock alone (a hold that lapses, a news item or a popup whose date
 * comes) is dropped when its moment comes. While the process cannot hear the database, nothing is served from the
 * cache.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const { changes, observer } = options;
  const store = new PageStore(options.maxBytes);
  const rendering = new Map<string, Promise<StoredPage | Response>>();
  changes.subscribe({
    invalidate(tag) {
      const pages = store.invalidate(tag);
      observer?.invalidated(tag, pages);
    },
    clear: () => store.clear(),
  });

  /** Renders the page for the cache; the answer itself when it cannot be kept (an error, a redirect). */
  const renderForCache = async (c: Context, key: string, render: PageRender) => {
    const mark = store.mark();
    const tags = new Set<string>();
    const response = await render(c, tags);
    if (!keepable(response)) return withScriptHashes(response, options.policyWithScriptHashes);
    const page = await storedPage(response, [...tags], options.policyWithScriptHashes);
    store.store(key, page, mark);
    return page;
  };

  const hit = (c: Context, key: string) => {
    const kept = store.get(key);
    if (!kept) return undefined;
    observer?.served('hit');
    return answer(c, kept);
  };

  return {
    kept: async (c) =>
      changes.listening && cacheableRequest(c) ? hit(c, pageKey(new URL(c.req.url))) : undefined,
    async serve(c, render) {
      if (!changes.listening || !cacheableRequest(c)) return render(c);
      const key = pageKey(new URL(c.req.url));
      const kept = hit(c, key);
      if (kept) return kept;
      // A HEAD is rendered without a body (app/entry.server.tsx): nothing to keep.
      if (c.req.method !== 'GET') return render(c);
      observer?.served('miss');
      let pending = rendering.get(key);
      const first = !pending;
      if (!pending) {
        pending = renderForCache(c, key, render).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      const result = await pending;
      if (!(result instanceof Response)) return answer(c, result);
      // The answer that could not be kept is the first request's; the others render their own.
      return first ? result : render(c);
    },
    recordSent(c, route) {
      const answered = answeredFromCache.get(c.req.raw);
      if (!answered || c.req.method !== 'GET' || c.res.status !== 200) return;
      answered.page.sent[answered.encoding] ??= sentAnswer(c.res.headers, route());
    },
    sendKept(request, response) {
      if (!changes.listening || !plainRead(request)) return false;
      const started = performance.now();
      const key = requestTargetKey(request.url ?? '/');
      const page = key === undefined ? undefined : store.get(key);
      if (!page) return false;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const sent = page.sent[encoding];
      if (!sent) return false;
      sendRecorded(request, response, page, encoding, sent);
      observer?.served('hit');
      observer?.sentDirectly({
        method: request.method ?? 'GET',
        route: sent.route,
        seconds: (performance.now() - started) / 1000,
      });
      return true;
    },
  };
}

/** A read: a form's answer (a POST) is the poster's own. Pages with personal data never get here (server/http/app.ts). */
function cacheableRequest(c: Context): boolean {
  return c.req.method === 'GET' || c.req.method === 'HEAD';
}

/** The path and its query parameters in a fixed order: `?b=2&a=1` and `?a=1&b=2` are one page. */
export function pageKey(url: URL): string {
  const parameters = new URLSearchParams(url.searchParams);
  parameters.sort();
  const query = parameters.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** A path of plain segments (letters, digits, `-`, `_`, `~`), no query: what the URL parser would give back as it is. */
const PLAIN_PATH = /^(?:\/[\w~-]+)*\/?$/;

/**
 * `pageKey` of a request's target as the client wrote it (`/vehiculos-0km/volkswagen?x=1`), without parsing a plain
 * path; undefined for a target that is no address (`//`): the app answers that one.
 */
export function requestTargetKey(target: string): string | undefined {
  if (PLAIN_PATH.test(target)) return target;
  const url = URL.parse(target, 'http://site');
  return url ? pageKey(url) : undefined;
}

/** A successful answer that says nothing against being kept. */
function keepable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has('set-cookie')) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/no-store|private|no-cache/i.test(cacheControl);
}

/**
 * The headers a kept page keeps: what it is, and how long it may be kept if it said so itself (the site parameters);
 * the rest (security, validators) is set on every answer.
 */
const KEPT_HEADERS = ['content-type', 'content-language', 'link', 'cache-control'];

/**
 * A kept page is compressed once and sent many times, so harder than an answer compressed as it is sent. Brotli 10
 * writes the pages 7 to 10% smaller than 9 in about 1.5 times its time (the brand page 7.2 against 7.8 kB, 13 against
 * 11 ms); 11 saves 2 to 3% more in three times as long, which the first visitors after a change would wait for.
 */
const KEPT_BROTLI_QUALITY = 10;
const KEPT_GZIP_LEVEL = 6;

async function storedPage(
  response: Response,
  tags: string[],
  policyWithScriptHashes: (hashes: readonly string[]) => string,
): Promise<StoredPage> {
  const identity = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  if (headers['content-type']?.startsWith('text/html'))
    headers['content-security-policy'] = policyWithScriptHashes(
      inlineScriptHashes(identity.toString('utf8')),
    );
  const [br, gz] = await Promise.all([
    compressWhole(identity, 'br', KEPT_BROTLI_QUALITY),
    compressWhole(identity, 'gzip', KEPT_GZIP_LEVEL),
  ]);
  const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { headers, etag: `W/"${digest}"`, bodies: { identity, gzip: gz, br }, tags, sent: {} };
}

/** An answer rendered for the cache but not kept (a 404): its document was written without a nonce all the same. */
async function withScriptHashes(
  response: Response,
  policyWithScriptHashes: (hashes: readonly string[]) => string,
): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', policyWithScriptHashes(inlineScriptHashes(html)));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hashes of a document's inline scripts (React Router's context and module loader, React's, the popup gate's):
 * a document kept for every visitor cannot carry one response's nonce (docs/decisions/0024-page-cache.md).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '')) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}

/**
 * A browser that gets 304 updates the headers it stored with the page by those of the 304: the page's policy goes with
 * it, or the security headers would give the 304 a nonce that none of the kept document's scripts carries.
 */
const conditional = etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'content-security-policy'] });

/** The kept pages answered by the app, for `recordSent`, by request. */
const answeredFromCache = new WeakMap<Request, { page: StoredPage; encoding: PageEncoding }>();

/** The kept page in the encoding the browser prefers, or 304 when the browser has it already. */
async function answer(c: Context, page: StoredPage): Promise<Response> {
  await conditional(c, async () => {
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    const headers = new Headers(page.headers);
    headers.set('etag', page.etag);
    // As long as a shared cache (a CDN) may keep any public answer, unless the answer said so itself.
    if (!headers.has('cache-control')) headers.set('cache-control', PUBLIC_API_CACHE_CONTROL);
    headers.set('vary', 'Accept-Encoding');
    if (encoding !== 'identity') headers.set('content-encoding', encoding);
    const body = page.bodies[encoding];
    answeredFromCache.set(c.req.raw, { page, encoding });
    headers.set('content-length', String(body.byteLength));
    // The kept bytes themselves, not a copy: nothing writes to them.
    c.res = new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers,
    });
  });
  return c.res;
}

import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { Database } from '../db/client';
import { readParameters } from './parameters';
import { readServiceCategories } from './service-categories';

export interface ContentRoutesDependencies {
  db: Database;
}

/**
 * Browsers and shared caches may keep these answers for a minute: an editor's change shows within a minute, and a
 * page load rarely reaches the database for them.
 */
const CACHE_CONTROL = 'public, max-age=60';

interface Snapshot {
  body: string;
  etag: string;
}

/**
 * Requests that arrive while an answer is being read share that read instead of each running the query, so a burst
 * of page loads costs one query. Nothing is kept once the read settles: the next request reads afresh.
 */
function sharedRead(read: () => Promise<unknown>): () => Promise<Snapshot> {
  let pending: Promise<Snapshot> | undefined;
  return () => {
    pending ??= read()
      .then((data) => snapshotOf(data))
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}

function snapshotOf(data: unknown): Snapshot {
  const body = JSON.stringify({ data });
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"` };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === etag || candidate === '*');
}

function respond(c: Context, snapshot: Snapshot) {
  c.header('cache-control', CACHE_CONTROL);
  c.header('etag', snapshot.etag);
  if (matchesEtag(c.req.header('if-none-match'), snapshot.etag)) return c.body(null, 304);
  c.header('content-type', 'application/json');
  return c.body(snapshot.body, 200);
}

/** The site-content endpoints of docs/product.md §7 (product API), each answering `{"data": ...}` with docs/product.md §3 field names. */
export function contentRoutes(deps: ContentRoutesDependencies) {
  const parameters = sharedRead(() => readParameters(deps.db));
  const serviceCategories = sharedRead(() => readServiceCategories(deps.db));

  return new Hono()
    .get('/api/v2/territorio/parameter', async (c) => respond(c, await parameters()))
    .get('/api/v2/territorio/vehicle/service', async (c) => respond(c, await serviceCategories()));
}

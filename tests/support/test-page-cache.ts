import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import {
  type ChangeFeed,
  createPageCache,
  PAGE_CACHE_CHANNEL,
  type PageCache,
  type PageCacheOptions,
  startChangeFeed,
} from '../../server/page-cache';
import { createLogger } from '../../server/platform/logger';

/** A test's page cache, with the feed of changes it hears, which `stop()` ends. */
export type TestPageCache = PageCache & { changes: ChangeFeed; stop(): Promise<void> };

/**
 * A page cache as the tests use one: a megabyte, a silent log, and a policy that allows the site's own scripts,
 * hearing the database's changes until `stop()`.
 */
export async function createTestPageCache(
  database: DatabaseHandle,
  options: Partial<Pick<PageCacheOptions, 'observer' | 'policyWithScriptHashes'>> = {},
): Promise<TestPageCache> {
  const changes = await startChangeFeed({ database, logger: createLogger('silent') });
  const cache = createPageCache({
    changes,
    maxBytes: 1024 * 1024,
    policyWithScriptHashes: () => "script-src 'self'",
    ...options,
  });
  return Object.assign(cache, { changes, stop: () => changes.stop() });
}

let markers = 0;

/**
 * Resolves once every change the database announced so far has reached `changes`. PostgreSQL delivers a notification
 * a moment after its commit, so a test that counts renders or queries after a write waits for this first: a marker
 * announced after the write's own announcements arrives after them.
 */
export async function changesHeard(database: DatabaseHandle, changes: ChangeFeed): Promise<void> {
  markers += 1;
  const marker = `test-marker:${markers}`;
  let heard = false;
  const unsubscribe = changes.subscribe({
    invalidate(tag) {
      if (tag === marker) heard = true;
    },
    clear() {},
  });
  try {
    await database.db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, ${marker})`);
    await expect.poll(() => heard).toBe(true);
  } finally {
    unsubscribe();
  }
}

import type { DatabaseHandle } from '../../server/db/client';
import { createLogger } from '../../server/logger';
import {
  type ChangeFeed,
  createPageCache,
  type PageCache,
  type PageCacheOptions,
  startChangeFeed,
} from '../../server/page-cache';

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

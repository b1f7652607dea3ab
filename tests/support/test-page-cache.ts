import type { DatabaseHandle } from '../../server/db/client';
import { createLogger } from '../../server/logger';
import { createPageCache, type PageCacheOptions } from '../../server/page-cache';

/** A page cache as the tests use one: a megabyte, a silent log, and a policy that allows the site's own scripts. */
export function createTestPageCache(
  database: DatabaseHandle,
  options: Partial<Pick<PageCacheOptions, 'observer' | 'policyWithScriptHashes'>> = {},
) {
  return createPageCache({
    database,
    logger: createLogger('silent'),
    maxBytes: 1024 * 1024,
    policyWithScriptHashes: () => "script-src 'self'",
    ...options,
  });
}

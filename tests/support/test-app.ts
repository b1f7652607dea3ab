import type { Database } from '../../server/db/client';
import { createApp } from '../../server/http/app';
import type { Metrics } from '../../server/metrics';
import type { PageCache } from '../../server/page-cache';
import { loadConfig } from '../../server/platform/config';
import { createLogger } from '../../server/platform/logger';

/** The configuration of an app under test: quiet, with no data folder, and `env` on top. */
export const testAppConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    // Every in-process request comes from the same 'local' client; tests of the limit itself lower it.
    RATE_LIMIT_MAX_POSTS: '100000',
    ...env,
  });

/** The real Hono app on a test database, for `app.request(...)`; pages are not rendered (no build). */
export function createTestApp(
  db: Database,
  env: Record<string, string> = {},
  options: { clientDir?: string; pageCache?: PageCache; metrics?: Metrics } = {},
) {
  return createApp({ db, config: testAppConfig(env), logger: createLogger('silent'), ...options });
}

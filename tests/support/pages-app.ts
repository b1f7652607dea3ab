import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../server/config';
import type { Database, DatabaseHandle } from '../../server/db/client';
import { createApp } from '../../server/http/app';
import { createLogger } from '../../server/logger';
import type { PageCache } from '../../server/page-cache';
import { pageBuild } from './page-build';
import { createTestDatabase } from './test-database';

/**
 * The real app with the site's real page routes (those whose path `keep` accepts), for `app.request(...)`: loaders,
 * actions and pages run as on the site, in process. Build it once per test file; it is slow-ish to import the pages.
 */
export async function createPagesTestApp(
  db: Database,
  options: { keep?: (path: string) => boolean; env?: Record<string, string>; pageCache?: PageCache } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_MAX_POSTS: '100000',
    ...options.env,
  });
  return createApp({
    db,
    config,
    logger: createLogger(process.env.TEST_LOG ?? 'silent'),
    build: await pageBuild(options.keep),
  });
}

/** The back office's pages only. */
export const adminPages = (path: string) => path === '/admin' || path.startsWith('/admin/');

export type PagesTestApp = Awaited<ReturnType<typeof createPagesTestApp>>;

/**
 * A back-office test file's set-up: a database of its own and the back office's pages on it, made before the file's
 * tests and closed after them. Read `db` and `app` inside tests and hooks.
 */
export function adminPagesTestBed(env?: Record<string, string>) {
  let bed: { handle: DatabaseHandle; app: PagesTestApp } | undefined;
  beforeAll(async () => {
    const handle = await createTestDatabase();
    bed = { handle, app: await createPagesTestApp(handle.db, { keep: adminPages, ...(env ? { env } : {}) }) };
  });
  afterAll(() => bed?.handle.close());
  const current = () => {
    if (!bed) throw new Error('the back office is set up before the tests run');
    return bed;
  };
  return {
    get handle() {
      return current().handle;
    },
    get db() {
      return current().handle.db;
    },
    get app() {
      return current().app;
    },
  };
}

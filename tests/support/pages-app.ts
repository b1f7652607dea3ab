import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../server/config';
import type { Database, DatabaseHandle } from '../../server/db/client';
import { createApp } from '../../server/http/app';
import { createLogger, type Logger } from '../../server/logger';
import type { MediaUploadQueue } from '../../server/media';
import type { PageCache } from '../../server/page-cache';
import { pageBuild } from './page-build';
import { createTestDatabase } from './test-database';

/**
 * The real app with the site's real page routes (those whose path `keep` accepts), for `app.request(...)`: loaders,
 * actions and pages run as on the site, in process. Build it once per test file; it is slow-ish to import the pages.
 */
export async function createPagesTestApp(
  db: Database,
  options: {
    keep?: (path: string) => boolean;
    env?: Record<string, string>;
    pageCache?: PageCache;
    logger?: Logger;
    mediaUploads?: MediaUploadQueue;
  } = {},
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
    logger: options.logger ?? createLogger(process.env.TEST_LOG ?? 'silent'),
    build: await pageBuild(options.keep),
    pageCache: options.pageCache,
    ...(options.mediaUploads ? { mediaUploads: options.mediaUploads } : {}),
  });
}

/** The pages at `prefix` and below it: `/admin/banners`, `/admin/banners/nuevo`, `/admin/banners/12`… */
export const pagesUnder = (prefix: string) => (page: string) =>
  page === prefix || page.startsWith(`${prefix}/`);

/** The back office's pages only. */
export const adminPages = pagesUnder('/admin');

export type PagesTestApp = Awaited<ReturnType<typeof createPagesTestApp>>;

/**
 * A back-office test file's set-up: a database of its own and the pages `keep` accepts (the back office's by default)
 * on it, made before the file's tests and closed after them. With `uploads`, the app stores its uploads in a
 * temporary folder of its own (DATA_DIR, as `dataDir`), removed after the tests; `mediaUploads` is the queue its
 * uploads go through (server/media), to lower its places and wait. Read `db`, `app` and `dataDir` inside tests and
 * hooks.
 */
export function adminPagesTestBed(
  options: {
    env?: Record<string, string>;
    keep?: (path: string) => boolean;
    uploads?: boolean;
    mediaUploads?: MediaUploadQueue;
  } = {},
) {
  let bed: { handle: DatabaseHandle; app: PagesTestApp } | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    if (options.uploads) dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-uploads-'));
    const handle = await createTestDatabase();
    const env = { ...options.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) };
    const app = await createPagesTestApp(handle.db, {
      keep: options.keep ?? adminPages,
      env,
      ...(options.mediaUploads ? { mediaUploads: options.mediaUploads } : {}),
    });
    bed = { handle, app };
  });
  afterAll(async () => {
    await bed?.handle.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
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
    /** The folder the uploads are stored in (DATA_DIR); only with `uploads`. */
    get dataDir() {
      if (!options.uploads) throw new Error('the pages store uploads only when set up with `uploads`');
      if (!dataDir) throw new Error('the back office is set up before the tests run');
      return dataDir;
    },
  };
}

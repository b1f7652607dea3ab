import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database, DatabaseHandle } from '../../server/db/client';
import { auditLog } from '../../server/db/schema';
import { createApp } from '../../server/http/app';
import type { MediaUploadQueue } from '../../server/media';
import type { PageCache } from '../../server/page-cache';
import { createLogger, type Logger } from '../../server/platform/logger';
import { insertBrands } from './factories';
import { pageBuild } from './page-build';
import { createStaffMember, type StaffOverrides, signedIn } from './staff-sessions';
import { testAppConfig } from './test-app';
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
  return createApp({
    db,
    config: testAppConfig({ PUBLIC_URL: 'http://localhost:3000', ...options.env }),
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

/** The HTML of a page without the comments React puts between adjacent texts. */
export const html = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');

/** The audit log's entries about one record: by the action written or the kind of record, and the record's id. */
export interface AuditSubject {
  action?: string;
  type?: string;
  id: number | string;
}

/**
 * A back-office test file's set-up: a database of its own and the pages `keep` accepts (the back office's by default)
 * on it, made before the file's tests and closed after them. With `brands`, the brands are in the database first. With
 * `uploads`, the app stores its uploads in a temporary folder of its own (DATA_DIR, as `dataDir`), removed after the
 * tests; `mediaUploads` is the queue its uploads go through (server/media), to lower its places and wait. Read `db`,
 * `app` and `dataDir` inside tests and hooks.
 */
export function adminPagesTestBed(
  options: {
    env?: Record<string, string>;
    keep?: (path: string) => boolean;
    uploads?: boolean;
    mediaUploads?: MediaUploadQueue;
    brands?: boolean;
  } = {},
) {
  let bed: { handle: DatabaseHandle; app: PagesTestApp } | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    if (options.uploads) dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-uploads-'));
    const handle = await createTestDatabase();
    if (options.brands) await insertBrands(handle.db);
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
    /** A browser signed in as a new staff account (a Volkswagen sales account unless `overrides` say otherwise). */
    async signIn(overrides?: StaffOverrides) {
      const { db } = current().handle;
      return signedIn(db, await createStaffMember(db, overrides));
    },
    /** The audit log's entries about one record, newest first unless asked `oldest first`. */
    auditOf(subject: AuditSubject, order: 'newest first' | 'oldest first' = 'newest first') {
      return current()
        .handle.db.select()
        .from(auditLog)
        .where(
          and(
            subject.action === undefined ? undefined : eq(auditLog.action, subject.action),
            subject.type === undefined ? undefined : eq(auditLog.subjectType, subject.type),
            eq(auditLog.subjectId, String(subject.id)),
          ),
        )
        .orderBy(order === 'newest first' ? desc(auditLog.id) : asc(auditLog.id));
    },
  };
}

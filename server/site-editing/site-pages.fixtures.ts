import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createPagesTestApp, type PagesTestApp } from '../../tests/support/pages-app';
import { createTestDatabase } from '../../tests/support/test-database';
import type { Database, DatabaseHandle } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * A test file's set-up for the pages under `prefix` (`/admin/banners`): a database of its own, a storage folder for
 * the uploads, and only those pages (and the back office's layout), made before the file's tests and closed after.
 */
export function sitePagesTestBed(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pages-'));
  let handle: DatabaseHandle | undefined;
  let app: PagesTestApp | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    app = await createPagesTestApp(handle.db, {
      keep: (page) => page === prefix || page.startsWith(`${prefix}/`),
      env: { DATA_DIR: dataDir },
    });
  });
  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get db(): Database {
      if (!handle) throw new Error('the pages are set up before the tests run');
      return handle.db;
    },
    get app(): PagesTestApp {
      if (!app) throw new Error('the pages are set up before the tests run');
      return app;
    },
  };
}

/** The HTML without the comments React puts between adjacent texts. */
export const html = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');

/** The message shown beside the field whose control has this id. */
export const fieldError = (page: string, id: string) =>
  page.match(new RegExp(`id="${id}-error"[^>]*>([^<]+)<`))?.[1];

/** The audit log's entries of one action on one record, newest first. */
export async function auditOf(db: Database, action: string, id: number | string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(id))))
    .orderBy(desc(auditLog.id));
}

/** A file as a browser sends it from a file field. */
export const fileOfBytes = (bytes: Uint8Array, type = 'image/jpeg') =>
  new Blob([new Uint8Array(bytes)], { type });

/** What the tests of backups share: sites on a database of the run's kind, and what two sites are compared by. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, inject } from 'vitest';
import type { Command } from '../../scripts/lib/command';
import { runCommand, runScript } from '../../tests/support/run-script';
import {
  clonePostgresTemplate,
  createEmptyPostgresDatabase,
  openMigratedFolder,
} from '../../tests/support/test-database';
import { type Database, type DatabaseHandle, openDatabase, selectRows } from '../db/client';
import { createFolderStorage, type FileStorage, storedKeys, uploadsFolder } from '../storage';
import type { SiteDatabase } from '.';

export const onPostgres = Boolean(inject('postgresTemplate'));

/**
 * The test file's folder of sites and backups, removed after its tests: called once at the top of each file. A worker
 * loads this module once for every file it runs (vitest.config.ts), so a folder made here would be shared by them
 * and removed after the first.
 */
export function scratchFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'territorio-backup-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** A site's database and its DATA_DIR (the uploaded files; the embedded database too without a server). */
export interface Site {
  dataDir: string;
  database: SiteDatabase;
  /** DATABASE_URL, empty for the embedded database. */
  url: string;
  open(): Promise<DatabaseHandle>;
  /** A script's file in a process of its own, as `npm run` runs it, with this site's configuration. */
  runScript(script: string, args: string[]): ReturnType<typeof runScript>;
  /** A script's command in this process, with this site's configuration. */
  run(command: Command, args: string[]): ReturnType<typeof runCommand>;
  storage(): FileStorage;
  dispose(): Promise<void>;
}

/** A site in `scratch` on a migrated database (`migrated`) or on an empty one, as a new server's would be. */
export async function newSite(scratch: string, migrated: boolean): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'site-'));
  let url = '';
  let drop = async () => {};
  if (onPostgres) {
    ({ url, drop } = migrated ? await clonePostgresTemplate() : await createEmptyPostgresDatabase());
  } else if (migrated) {
    await (await openMigratedFolder(dataDir)).close();
  }
  const database: SiteDatabase = url ? { url } : { dataDir };
  return {
    dataDir,
    database,
    url,
    open: () => openDatabase(database),
    runScript: (script, args) => runScript(script, args, dataDir, { DATABASE_URL: url }),
    run: (command, args) => runCommand(command, args, dataDir, { DATABASE_URL: url }),
    storage: () => createFolderStorage(uploadsFolder(dataDir)),
    dispose: drop,
  };
}

/** Every table's rows, each as the text of its JSON, in order: two databases with the same rows answer the same. */
export async function everyRow(db: Database): Promise<Record<string, string[]>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const found = await selectRows<{ row: string }>(
      db,
      sql.raw(`select to_jsonb(t)::text as row from ${name} t order by 1`),
    );
    rows[name] = found.map(({ row }) => row);
  }
  return rows;
}

/** Every stored file's bytes by key. */
export async function storedFiles(storage: FileStorage): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (const key of await storedKeys(storage, '')) {
    const stream = await storage.read(key);
    if (stream) files[key] = await buffer(stream);
  }
  return files;
}

export async function withDatabase<T>(site: Site, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await site.open();
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { databaseUrl, withAdminClient } from './database-template';

/** A freshly migrated database of its own for one test file: a PGlite copy, or a PostgreSQL clone of the template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (inject('postgresTemplate')) {
    const clone = await clonePostgresTemplate();
    const handle = await openDatabase({ url: clone.url });
    return {
      ...handle,
      async close() {
        await handle.close();
        await clone.drop();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]);
  return openDatabase({ dump });
}

/**
 * A freshly migrated database of its own on the PostgreSQL server of TEST_DATABASE_URL, by its URL, for a test whose
 * processes each open it (server/page-cache/page-cache.postgres-test.ts).
 */
export async function clonePostgresTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  const postgres = inject('postgresTemplate');
  if (!postgres) throw new Error('This test needs a PostgreSQL server: set TEST_DATABASE_URL.');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(postgres.url, (client) =>
    client.query(`create database ${name} template ${postgres.name}`),
  );
  return {
    url: databaseUrl(postgres.url, name),
    async drop() {
      await withAdminClient(postgres.url, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** An empty database on the PostgreSQL server of TEST_DATABASE_URL (no tables), and how to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const postgres = inject('postgresTemplate');
  if (!postgres) throw new Error('This test needs a PostgreSQL server: set TEST_DATABASE_URL.');
  const name = `test_empty_${randomBytes(6).toString('hex')}`;
  await withAdminClient(postgres.url, (client) => client.query(`create database ${name}`));
  return {
    url: databaseUrl(postgres.url, name),
    async drop() {
      await withAdminClient(postgres.url, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * A database of its own for a test's server process, which opens it by its configuration: on PostgreSQL a clone of
 * the template (DATABASE_URL), else a PGlite folder (DATA_DIR) copied from the migrated template, which the process
 * opens as its own. `env` names it for the process; `drop` removes it once the process has ended.
 */
export async function createProcessDatabase(): Promise<{
  env: Record<string, string>;
  dataDir: string;
  drop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-process-'));
  const removeFolder = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (inject('postgresTemplate')) {
    const clone = await clonePostgresTemplate();
    return {
      env: { DATABASE_URL: clone.url, DATA_DIR: dataDir },
      dataDir,
      async drop() {
        await clone.drop();
        removeFolder();
      },
    };
  }
  await (await openMigratedFolder(dataDir)).close();
  return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, dataDir, drop: async () => removeFolder() };
}

/**
 * A migrated embedded database in `dataDir` (its `pglite` folder), open, for a test of what opens a database by its
 * folder (a command, a server): a copy of the run's PGlite template, or, on a PostgreSQL run, which has none, one
 * migrated here (seconds).
 */
export async function openMigratedFolder(dataDir: string): Promise<DatabaseHandle> {
  const template = inject('pgliteTemplatePath');
  if (template) return openDatabase({ dataDir, restoreFrom: new Blob([fs.readFileSync(template)]) });
  const handle = await openDatabase({ dataDir });
  await migrateDatabase(handle);
  return handle;
}

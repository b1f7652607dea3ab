import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  type Database,
  DatabaseExistsError,
  type DatabaseTarget,
  embeddedDatabaseFolder,
  openDatabase,
  selectRows,
} from '../db/client';
import { SCHEMA_LOCK } from '../db/migrate';
import { BackupRefused } from './backup-refused';
import { digestOf, writeDigested } from './file-digest';
import { DATABASE_FILES, type DatabaseCopy } from './manifest';
import { runPostgresTool } from './postgres-tools';
import { countRows, MIGRATIONS_TABLE, serverVersion } from './table-rows';

/** The database of the configuration: a PostgreSQL server's, or the embedded one of DATA_DIR. */
export type SiteDatabase = Extract<DatabaseTarget, { url: string } | { dataDir: string }>;

/** Copies the database into `folder` as one snapshot, with the rows of each table counted in that same snapshot. */
export function copyDatabase(database: SiteDatabase, folder: string): Promise<DatabaseCopy> {
  return 'url' in database ? copyPostgres(database.url, folder) : copyEmbedded(database.dataDir, folder);
}

/**
 * pg_dump reads one snapshot whatever the site writes meanwhile; the rows are counted in a transaction that exports
 * that snapshot and stays open until pg_dump has read it.
 */
async function copyPostgres(url: string, folder: string): Promise<DatabaseCopy> {
  const file = DATABASE_FILES.postgres;
  const handle = await openDatabase({ url });
  try {
    return await handle.db.transaction(
      async (tx) => {
        const [snapshot] = await selectRows<{ id: string }>(tx, sql`select pg_export_snapshot() as id`);
        const tables = await countRows(tx);
        await runDump(url, snapshot?.id ?? '', path.join(folder, file));
        const digest = await digestOf(path.join(folder, file));
        if (!digest) throw new Error('pg_dump ended without writing its file');
        return {
          kind: 'postgres' as const,
          file,
          ...digest,
          serverVersion: await serverVersion(tx),
          migrations: tables[MIGRATIONS_TABLE] ?? 0,
          tables,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } finally {
    await handle.close();
  }
}

function runDump(url: string, snapshot: string, file: string): Promise<void> {
  // Owners and grants are left to the restore (--no-owner): the database it restores into may have other roles.
  return runPostgresTool(
    'pg_dump',
    ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`],
    'copiar la base',
    url,
  );
}

/**
 * The embedded database is opened by one process at a time (docs/decisions/0004): with the server running it is
 * refused (DatabaseInUseError), and with the server stopped nothing writes while its folder is copied.
 */
async function copyEmbedded(dataDir: string, folder: string): Promise<DatabaseCopy> {
  const source = embeddedDatabaseFolder(dataDir);
  if (!hasEntries(source))
    throw new BackupRefused(`No hay una base embebida en ${source}: no hay nada que copiar.`);
  const file = DATABASE_FILES.pglite;
  const handle = await openDatabase({ dataDir });
  try {
    if (!handle.copyDataDir) throw new Error('an embedded database copies its folder');
    const tables = await countRows(handle.db);
    const version = await serverVersion(handle.db);
    const tarball = Buffer.from(await (await handle.copyDataDir()).arrayBuffer());
    const digest = await writeDigested(Readable.from([tarball]), path.join(folder, file));
    return {
      kind: 'pglite',
      file,
      ...digest,
      serverVersion: version,
      migrations: tables[MIGRATIONS_TABLE] ?? 0,
      tables,
    };
  } finally {
    await handle.close();
  }
}

function hasEntries(folder: string): boolean {
  try {
    return fs.readdirSync(folder).length > 0;
  } catch {
    return false;
  }
}

/** Why the database cannot take a restore (it holds data: a restore never mixes), or null when it is empty. */
export async function refusalToRestore(database: SiteDatabase): Promise<string | null> {
  if ('dataDir' in database) {
    return hasEntries(embeddedDatabaseFolder(database.dataDir)) ? embeddedNotEmpty(database.dataDir) : null;
  }
  const handle = await openDatabase({ url: database.url });
  try {
    return await serverRefusal(handle.db);
  } finally {
    await handle.close();
  }
}

function embeddedNotEmpty(dataDir: string): string {
  return [
    `Ya hay una base embebida en ${embeddedDatabaseFolder(dataDir)}: no restauro encima, para no mezclar datos.`,
    'Restaurá con un DATA_DIR nuevo, o mové esa carpeta a otro lado con el servidor detenido.',
  ].join('\n');
}

/** Anything a restore could collide with: a table, view or sequence of any schema, or a schema besides public. */
async function serverRefusal(db: Database): Promise<string | null> {
  // Tables of public first: what a person recognises as the site's data.
  const held = await selectRows<{ name: string }>(
    db,
    sql`select name from (
          select n.nspname || '.' || c.relname as name, (n.nspname <> 'public')::int + (c.relkind not in ('r', 'p'))::int as rank
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
            and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'
          union all
          select nspname, 3 from pg_namespace
          where nspname not in ('public', 'pg_catalog', 'information_schema') and nspname !~ '^pg_'
        ) held order by rank, name`,
  );
  if (held.length === 0) return null;
  const named = held.slice(0, 3).map((row) => row.name);
  const rest = held.length > named.length ? ` y ${held.length - named.length} más` : '';
  return [
    `La base de DATABASE_URL no está vacía (tiene ${named.join(', ')}${rest}): no restauro encima, para no mezclar datos.`,
    'Creá una base vacía (por ejemplo, con createdb) y apuntá DATABASE_URL a ella.',
  ].join('\n');
}

/**
 * Restores the copy of `folder` into the empty database and answers the rows of each table there. On PostgreSQL in
 * one transaction (all or nothing) under the schema lock, so a server that starts meanwhile waits and then finds the
 * migrations applied instead of applying them beside the restore (docs/decisions/0019).
 */
export async function restoreDatabase(
  database: SiteDatabase,
  folder: string,
  copy: DatabaseCopy,
): Promise<Record<string, number>> {
  const file = path.join(folder, copy.file);
  if ('dataDir' in database) {
    const tarball = await fs.openAsBlob(file, { type: 'application/x-gzip' });
    let handle: Awaited<ReturnType<typeof openDatabase>>;
    try {
      handle = await openDatabase({
        dataDir: database.dataDir,
        restoreFrom: tarball,
      });
    } catch (error) {
      if (error instanceof DatabaseExistsError) throw new BackupRefused(embeddedNotEmpty(database.dataDir));
      throw error;
    }
    try {
      return await countRows(handle.db);
    } finally {
      await handle.close();
    }
  }
  const handle = await openDatabase({ url: database.url });
  try {
    await handle.exclusively(SCHEMA_LOCK, async () => {
      const refusal = await serverRefusal(handle.db);
      if (refusal) throw new BackupRefused(refusal);
      await runPostgresTool(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file],
        'restaurar la base',
        database.url,
      );
    });
    // A dump carries no planner statistics: gathered now, before the site's first queries are planned without them.
    await handle.db.execute(sql`analyze`);
    return await countRows(handle.db);
  } finally {
    await handle.close();
  }
}

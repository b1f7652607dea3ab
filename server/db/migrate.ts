import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, type DatabaseHandle, type Schema, selectRows } from './client';

// Resolves to the same folder from the source tree and from build/server/.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

/**
 * The lock under which the schema is migrated and the demo data loaded. Several processes may start at once on one
 * empty PostgreSQL database (several workers, several machines): one at a time creates the tables, the others wait and
 * then find them there, instead of dying on a concurrent CREATE TABLE (docs/decisions/0019).
 */
export const SCHEMA_LOCK = 'territorio:schema';

/** Applies the migrations this build has and the database lacks, one process at a time. */
export function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  return handle.exclusively(SCHEMA_LOCK, () => applyMigrations(handle));
}

/** Applies the migrations; the caller holds SCHEMA_LOCK (migrateDatabase, prepareDatabase). */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') await migratePglite(handle.db as PgliteDatabase<Schema>, options);
  else await migratePostgres(handle.db as NodePgDatabase<Schema>, options);
}

/** The migrations this build has. */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Ready means the database answers and every migration of this build has been applied. */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return (row?.count ?? 0) >= expectedMigrationCount();
}

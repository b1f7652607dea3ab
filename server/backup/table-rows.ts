import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../db/client';

/**
 * The rows of every table of the database, the migrations' bookkeeping (drizzle.__drizzle_migrations) among them, by
 * `schema.table` as PostgreSQL quotes them (pg_dump's COPY lines name them the same way).
 */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by schemaname, tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    // The names come quoted from the catalogue itself.
    const [row] = await selectRows<{ rows: number }>(
      db,
      sql.raw(`select count(*)::int as rows from ${name}`),
    );
    counts[name] = row?.rows ?? 0;
  }
  return counts;
}

/** The migrations' bookkeeping table: its rows are the migrations a database has. */
export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

export async function serverVersion(db: Database): Promise<string> {
  const [row] = await selectRows<{ server_version: string }>(db, sql`show server_version`);
  return row?.server_version ?? '';
}

/** Where the rows of `actual` differ from the manifest's `expected`, one line each. */
export function rowDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names.flatMap((name) => {
    const want = expected[name];
    const have = actual[name];
    if (want === have) return [];
    if (want === undefined) return [`${name}: una tabla que el manifiesto no nombra`];
    if (have === undefined) return [`${name}: falta (el manifiesto dice ${want} filas)`];
    return [`${name}: ${have} filas (el manifiesto dice ${want})`];
  });
}

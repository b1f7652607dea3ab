import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** Restarts the id sequences of the tables, so that a fresh seed gets the same ids (and URLs) again. */
export async function restartIdSequences(db: Database, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`);
  }
}

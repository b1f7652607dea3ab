/**
 * Connections lost on a running PostgreSQL server (57P01, as a restart ends them): only PostgreSQL can do that to a
 * connection, so this file is part of the database tests' PostgreSQL run (TEST_DATABASE_URL), not the PGlite one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withAdminClient } from '../../tests/support/database-template';
import { createTestDatabase } from '../../tests/support/test-database';
import { type DatabaseHandle, isDatabaseUnavailable, selectRows } from './client';

describe('connections lost on a running PostgreSQL server', () => {
  let handle: DatabaseHandle;
  let serverUrl: string;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const postgres = inject('postgresTemplate');
    if (!postgres) throw new Error('These tests need a PostgreSQL server: set TEST_DATABASE_URL.');
    serverUrl = postgres.url;
    await handle.db.execute(sql`create table lost_writes (id serial primary key, note text not null)`);
  });
  afterAll(() => handle.close());

  /** Ends the backend running the statement that carries `marker`, as a restart of the server does (57P01). */
  async function terminateWhenRunning(marker: string) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const ended = await withAdminClient(serverUrl, async (admin) => {
        const result = await admin.query(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
           where query like $1 and query not like '%pg_stat_activity%'`,
          [`%${marker}%`],
        );
        return result.rows.length;
      });
      if (ended > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no statement with ${marker} ever ran`);
  }

  it('survives a transaction whose connection is ended mid-way, and the next statements run', async () => {
    const transaction = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into lost_writes (note) values ('in transaction')`);
        await tx.execute(sql`select pg_sleep(5) as transaction_marker`);
      })
      .catch((caught: unknown) => caught);
    await terminateWhenRunning('transaction_marker');
    expect(isDatabaseUnavailable(await transaction)).toBe(true);

    const rows = await selectRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from lost_writes where note = 'in transaction'`,
    );
    expect(rows).toEqual([{ count: 0 }]);
  });

  it('runs a read again once when its connection is ended while it runs', async () => {
    const read = selectRows<{ answer: number }>(
      handle.db,
      sql`select 42 as answer, pg_sleep(0.3) is null as read_marker`,
    );
    await terminateWhenRunning('read_marker');
    expect((await read).map((row) => row.answer)).toEqual([42]);
  });

  it('does not run a write again when its connection is ended while it runs', async () => {
    const write = handle.db
      .execute(sql`insert into lost_writes (note) select 'write_marker' from pg_sleep(0.3)`)
      .catch((caught: unknown) => caught);
    await terminateWhenRunning('write_marker');
    expect(isDatabaseUnavailable(await write)).toBe(true);
    // A second attempt would have inserted the row: its outcome was unknown, so it was left to the caller.
    const rows = await selectRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from lost_writes where note = 'write_marker'`,
    );
    expect(rows).toEqual([{ count: 0 }]);
  });

  it('replaces an idle connection that the server ended', async () => {
    const [own] = await selectRows<{ name: string }>(handle.db, sql`select current_database() as name`);
    await withAdminClient(serverUrl, (admin) =>
      admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and state = 'idle'`,
        [own?.name],
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await selectRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });
});

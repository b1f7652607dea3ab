/**
 * A process that runs for days must not add a listener to a pooled connection each time it uses it: after ten, Node
 * warns of a leak (MaxListenersExceededWarning), and the listeners, and what they hold, are never freed. Only the
 * PostgreSQL driver pools connections, so this file is part of the PostgreSQL run (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../tests/support/database-template';
import { type DatabaseHandle, type HeldLock, openDatabase, selectRows } from './client';

describe('a pooled PostgreSQL connection used many times', () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  let leader: DatabaseHandle;
  let follower: DatabaseHandle;
  let held: HeldLock | null;
  beforeAll(async () => {
    const postgres = inject('postgresTemplate');
    if (!postgres) throw new Error('This test needs a PostgreSQL server: set TEST_DATABASE_URL.');
    // Two processes' handles on one database, as two workers have.
    leader = await openDatabase({ url: databaseUrl(postgres.url, postgres.name) });
    follower = await openDatabase({ url: databaseUrl(postgres.url, postgres.name) });
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await held?.release();
    await leader?.close();
    await follower?.close();
  });

  it('gets no listener more each time: no leak warning after many queries, transactions, locks asked for', async () => {
    const lock = `test:${randomUUID()}`;
    held = await leader.holdLock(lock);
    expect(held).not.toBeNull();

    // One at a time, so the pool hands the same connection back each time, as a quiet process's pool does.
    for (let round = 0; round < 30; round += 1) {
      // A process that does not lead asks for the jobs' lock every few seconds (server/db/leadership.ts).
      expect(await follower.holdLock(lock)).toBeNull();
      await selectRows(follower.db, sql`select ${round}::int as round`);
      await follower.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      await follower.exclusively(`${lock}:migrations`, async () => {});
    }
    // Node reports the warning on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);
  });
});

/**
 * The background jobs run in one process among several on one PostgreSQL database, and another takes over when it stops
 * or dies: a lock of a PostgreSQL session, so this file is part of the PostgreSQL run (TEST_DATABASE_URL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { databaseUrl } from '../../tests/support/database-template';
import { type DatabaseHandle, openDatabase } from './client';
import { type Leadership, runAsLeader } from './leadership';

const RETRY_MS = 100;

describe('the background jobs, in one process at a time', () => {
  const cleanUps: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  async function openProcessHandle(): Promise<DatabaseHandle> {
    const postgres = inject('postgresTemplate');
    if (!postgres) throw new Error('This test needs a PostgreSQL server: set TEST_DATABASE_URL.');
    const handle = await openDatabase({ url: databaseUrl(postgres.url, postgres.name) });
    cleanUps.push(() => handle.close());
    return handle;
  }

  /** A process's leadership, and whether its work runs now; it checks that no two processes run it at once. */
  function lead(handle: DatabaseHandle, lock: string, running: Set<string>, name: string): Leadership {
    const leadership = runAsLeader(
      handle,
      lock,
      () => {
        running.add(name);
        expect(running.size, `${[...running].join(' and ')} run the jobs at once`).toBe(1);
        return { stop: async () => void running.delete(name) };
      },
      { retryMs: RETRY_MS },
    );
    cleanUps.push(() => leadership.stop());
    return leadership;
  }

  it('runs them in one of two processes, and in the other once the first stops', async () => {
    const lock = `test:${randomUUID()}`;
    const running = new Set<string>();
    const first = lead(await openProcessHandle(), lock, running, 'first');
    await vi.waitFor(() => expect([...running]).toContain('first'), { timeout: 2_000, interval: 20 });
    lead(await openProcessHandle(), lock, running, 'second');
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 4));
    expect([...running]).toEqual(['first']);

    await first.stop();
    await vi.waitFor(() => expect([...running]).toContain('second'), { timeout: 2_000, interval: 20 });
    expect([...running]).toEqual(['second']);
  });

  it('takes them over from a process that is killed while it runs them', async () => {
    const postgres = inject('postgresTemplate');
    if (!postgres) throw new Error('This test needs a PostgreSQL server: set TEST_DATABASE_URL.');
    const lock = `test:${randomUUID()}`;
    const leader: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/background-jobs-leader.ts'],
      {
        env: {
          ...process.env,
          LEADER_DATABASE_URL: databaseUrl(postgres.url, postgres.name),
          LEADER_LOCK: lock,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    cleanUps.push(() => void leader.kill('SIGKILL'));
    let output = '';
    leader.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await vi.waitFor(() => expect(output).toContain('leading'), { timeout: 30_000, interval: 20 });

    const running = new Set<string>();
    lead(await openProcessHandle(), lock, running, 'survivor');
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS * 4));
    expect(running.size).toBe(0);

    leader.kill('SIGKILL');
    await vi.waitFor(() => expect([...running]).toContain('survivor'), { timeout: 5_000, interval: 20 });
  }, 60_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { getOnNewConnection } from '../tests/support/get-on-new-connection';
import { unusedPort } from '../tests/support/unused-port';

/** The pid of the worker that answers one request on a new connection; null while nobody listens. */
async function answeringPid(port: number): Promise<number | null> {
  return Number(await getOnNewConnection(port, '/', 1_000)) || null;
}

/** The pids that answer `requests` requests, once the port answers at all (within `ms`). */
async function pidsAnswering(port: number, requests: number, ms = 30_000): Promise<Set<number>> {
  const until = Date.now() + ms;
  const pids = new Set<number>();
  while (pids.size === 0 || pids.size < 2) {
    for (let index = 0; index < requests; index += 1) {
      const pid = await answeringPid(port);
      if (pid) pids.add(pid);
    }
    if (Date.now() > until) break;
    if (pids.size < 2) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pids;
}

describe('a clustered server (WEB_CONCURRENCY)', () => {
  let primary: ChildProcess | undefined;
  afterEach(() => {
    primary?.kill('SIGKILL');
  });

  it('answers from every worker on one port, replaces a worker that dies, and stops them all on SIGTERM', async () => {
    const port = await unusedPort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'tests/support/cluster-app.ts'], {
      env: { ...process.env, CLUSTER_WORKERS: '2', CLUSTER_PORT: String(port) },
      stdio: 'ignore',
    });

    const first = await pidsAnswering(port, 8);
    expect(first.size).toBe(2);

    const [killed] = first;
    if (!killed) throw new Error('unreachable');
    process.kill(killed, 'SIGKILL');
    const until = Date.now() + 20_000;
    let after = new Set<number>();
    while (Date.now() < until) {
      after = await pidsAnswering(port, 8);
      if (after.size === 2 && !after.has(killed)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(after.has(killed)).toBe(false);
    expect(after.size).toBe(2);

    const exited = new Promise<number | null>((resolve) => primary?.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await answeringPid(port)).toBeNull();
    for (const pid of after) expect(() => process.kill(pid, 0)).toThrow();
  }, 60_000);
});

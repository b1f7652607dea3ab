import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { unusedPort } from '../tests/support/unused-port';

/** The pid of the worker that answers one request on a new connection; null while nobody listens. */
function answeringPid(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    // No agent: a connection of its own each time, so the cluster may hand it to any worker.
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve(Number(body) || null));
    });
    // A connection handed to a worker as it dies is never answered.
    request.setTimeout(1_000, () => request.destroy());
    request.on('error', () => resolve(null));
  });
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

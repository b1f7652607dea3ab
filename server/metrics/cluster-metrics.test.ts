import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { unusedPort } from '../../tests/support/unused-port';

/** One GET on a connection of its own, so that the cluster may hand it to any worker; null while nobody listens. */
function get(port: number, path: string): Promise<string | null> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve(body));
    });
    request.setTimeout(2_000, () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

describe('the metrics of a clustered server', () => {
  let primary: ChildProcess | undefined;
  afterEach(() => {
    primary?.kill('SIGKILL');
  });

  it('are every worker’s together, whichever worker Prometheus reaches', async () => {
    const port = await unusedPort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'tests/support/cluster-app.ts'], {
      env: { ...process.env, CLUSTER_WORKERS: '2', CLUSTER_PORT: String(port) },
      stdio: 'ignore',
    });
    await expect.poll(() => get(port, '/'), { timeout: 30_000 }).toMatch(/^\d+$/);

    // Until both workers have answered (the cluster hands connections round in turn).
    const pids = new Set<string>();
    let answered = 1;
    while (pids.size < 2 && answered < 200) {
      const pid = await get(port, '/');
      if (pid) pids.add(pid);
      answered += 1;
    }
    expect(pids.size).toBe(2);

    for (let ask = 0; ask < 4; ask += 1)
      expect(await get(port, '/metrics')).toContain(`answers_total ${answered}`);
  }, 60_000);
});

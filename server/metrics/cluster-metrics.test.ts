import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { getOnNewConnection } from '../../tests/support/get-on-new-connection';
import { unusedPort } from '../../tests/support/unused-port';

const get = (port: number, path: string) => getOnNewConnection(port, path, 2_000);

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

    // Until both workers have answered: the cluster hands connections round in turn to the workers that listen, and
    // on a busy machine the second may start listening seconds after the first has answered hundreds.
    const pids = new Set<string>();
    let answered = 1;
    await expect
      .poll(
        async () => {
          const pid = await get(port, '/');
          if (pid) pids.add(pid);
          answered += 1;
          return pids.size;
        },
        { timeout: 30_000, interval: 20 },
      )
      .toBe(2);

    for (let ask = 0; ask < 4; ask += 1)
      expect(await get(port, '/metrics')).toContain(`answers_total ${answered}`);
  }, 60_000);
});

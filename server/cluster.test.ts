import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { getOnNewConnection } from '../tests/support/get-on-new-connection';
import { eventually, type LoadAnswer, served, startLoad } from '../tests/support/request-load';
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

  /** The clustered program of tests/support/cluster-app.ts with two workers; its log as it comes. */
  async function startCluster() {
    const port = await unusedPort();
    const started = spawn(process.execPath, ['--import', 'tsx', 'tests/support/cluster-app.ts'], {
      env: { ...process.env, CLUSTER_WORKERS: '2', CLUSTER_PORT: String(port), CLUSTER_LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary = started;
    let output = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    started.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
    const pids = await pidsAnswering(port, 8);
    expect(pids.size).toBe(2);
    const messages = () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => String(JSON.parse(line).msg));
    return { port, process: started, pids, exited, output: () => output, messages };
  }

  /** Quick requests, and slow ones that are being answered whenever a worker is asked to stop. */
  const SLOW = '/?ms=700';
  const mixedLoad = (port: number) =>
    startLoad(port, [
      { request: { path: '/' }, senders: 4 },
      { request: { path: SLOW }, senders: 3 },
    ]);
  const slow = (answer: LoadAnswer) => answer.path === SLOW;

  it('replaces every worker one at a time on SIGHUP, and loses no request of a load that goes on', async () => {
    const cluster = await startCluster();
    const load = mixedLoad(cluster.port);
    await eventually('the load under way', () => load.answers().filter(served).length >= 50);
    const restarted = load.mark();
    cluster.process.kill('SIGHUP');
    await eventually(
      'the rolling restart',
      () => cluster.messages().includes('rolling restart done'),
      60_000,
    );
    const answeredAfter = load.answers().length;
    await eventually('more answers', () => load.answers().length >= answeredAfter + 20);
    const answers = await load.stop();

    expect(answers.filter((answer) => !served(answer))).toEqual([]);
    // The old workers answered slow requests they had received before they were asked to stop…
    const slowAfter = answers.filter((answer) => slow(answer) && answer.answeredAt > restarted);
    expect(slowAfter.filter((answer) => cluster.pids.has(Number(answer.body)))).not.toEqual([]);
    // …and the new ones answer everything now.
    const now = await pidsAnswering(cluster.port, 8);
    expect(now.size).toBe(2);
    for (const pid of cluster.pids) {
      expect(now.has(pid)).toBe(false);
      expect(() => process.kill(pid, 0)).toThrow();
    }
    expect(
      cluster.messages().filter((message) => message === 'rolling restart: worker replaced'),
    ).toHaveLength(2);
  }, 120_000);

  it('stops every worker on SIGTERM once each has answered what it received, and exits 0', async () => {
    const cluster = await startCluster();
    const load = mixedLoad(cluster.port);
    await eventually('the load under way', () => load.answers().filter(served).length >= 50);
    const signalled = load.mark();
    cluster.process.kill('SIGTERM');
    const code = await cluster.exited;
    const answers = await load.stop();

    const sentBefore = answers.filter((answer) => answer.sentAt !== undefined && answer.sentAt < signalled);
    expect(sentBefore.filter((answer) => !served(answer))).toEqual([]);
    expect(sentBefore.filter((answer) => slow(answer) && answer.answeredAt > signalled)).not.toEqual([]);
    expect(code, cluster.output()).toBe(0);
    for (const pid of cluster.pids) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);

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

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** Every child the benchmark starts, so that any exit path can stop them. */
const children = new Set<ChildProcess>();

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Last resort on exit (including an uncaught error): no child outlives the benchmark. */
export function killChildrenNow(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Runs a command with the terminal's output, failing when it fails or outlasts its time. */
export async function runCommand(command: string, args: readonly string[], timeoutMs: number): Promise<void> {
  const child = track(spawn(command, args, { stdio: 'inherit' }));
  const result = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>(
    (resolve) => {
      const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
      child.once('error', (error) => {
        clearTimeout(timer);
        resolve({ code: null, signal: null, error });
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal });
      });
    },
  );
  if (result.error) throw new Error(`${command} ${args.join(' ')} could not start: ${result.error.message}`);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.signal ?? `exit code ${result.code}`})`);
  }
}

/** A port the kernel just handed out on the loopback interface. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port assigned'));
      });
    });
  });
}

export interface ServerProcess {
  readonly origin: string;
  /** The server's process id (its primary's, with workers). */
  readonly pid: number | undefined;
  /**
   * CPU time the server process has used so far, in ms (Linux only; undefined elsewhere). Unlike throughput it
   * hardly changes when other processes compete for the CPU. With PGlite it includes the database's work;
   * with a PostgreSQL server it does not.
   */
  cpuMs(): number | undefined;
  /** SIGTERM (the server closes its database), then SIGKILL if it has not exited in time. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  entry: string;
  /** Node's own options before the entry (`--import tsx` for a TypeScript one). */
  nodeArgs?: readonly string[];
  env: Record<string, string>;
  readyTimeoutMs: number;
}

const RECENT_LINES = 40;

let clockTicks: number | undefined;

function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/**
 * utime + stime of a process and of its child processes still running (the workers of node:cluster), from
 * /proc/<pid>/stat (fields 14 and 15, counted after the command's name) and /proc/<pid>/task/<pid>/children.
 */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    let ticks = 0;
    for (const id of [pid, ...childPids(pid)]) {
      const stat = fs.readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return Number.isFinite(ticks) ? (ticks * 1000) / ticksPerSecond() : undefined;
  } catch {
    return undefined;
  }
}

function childPids(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Starts the built server on a free loopback port and resolves once GET /readyz answers 200. */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const port = await freeLoopbackPort();
  const origin = `http://127.0.0.1:${port}`;
  const child = track(
    spawn(process.execPath, [...(options.nodeArgs ?? []), options.entry], {
      env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );

  // At LOG_LEVEL=warn the server is silent unless something is wrong, so whatever it says is shown.
  const recent: string[] = [];
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      recent.push(line);
      if (recent.length > RECENT_LINES) recent.shift();
      console.log(`    [server] ${line}`);
    }
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (await waitForExit(child, 30_000)) return;
    console.log('    the server did not stop within 30 s of SIGTERM: killing it');
    child.kill('SIGKILL');
    await waitForExit(child, 5_000);
  };

  const deadline = Date.now() + options.readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited before it was ready (${child.signalCode ?? `exit code ${child.exitCode}`})` +
          (recent.length > 0 ? `; its last output:\n${recent.join('\n')}` : ''),
      );
    }
    try {
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200)
        return { origin, pid: child.pid, stop, cpuMs: () => processCpuMs(child.pid) };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server was not ready within ${options.readyTimeoutMs / 1000} s`);
}

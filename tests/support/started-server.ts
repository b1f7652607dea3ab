import { type ChildProcess, spawn } from 'node:child_process';
import { unusedPort } from './unused-port';

export interface StartedServer {
  port: number;
  process: ChildProcess;
  /** Everything it wrote, stdout and stderr together, as it came. */
  output(): string;
  /** Its log lines read as JSON (a line that is not JSON is kept as `{ notJson: line }`). */
  logLines(): Record<string, unknown>[];
  /** Resolves with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once it has logged `count` lines with this message (waits at most `ms`). */
  logged(message: string, count?: number, ms?: number): Promise<void>;
}

/**
 * The server as `npm start` runs it (tests/support/server-process.ts), in a process of its own on a port of its own,
 * with `env` added to this process's environment; resolves once `listeners` processes (1, or each worker) listen.
 * Starting it migrates nothing that is not migrated and loads the demo data: give it time.
 */
export async function startServer(
  env: Record<string, string>,
  options: { listeners?: number; startMs?: number } = {},
): Promise<StartedServer> {
  const port = await unusedPort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/server-process.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      // Every request comes from one address; the limiter still runs its query on every POST.
      RATE_LIMIT_MAX_POSTS: '100000',
      DEMO_STAFF_ACCOUNTS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const waiting = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiting) check();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
      for (const check of waiting) check();
    }),
  );

  const logLines = () =>
    output
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          return { notJson: line };
        }
      });

  const logged = (message: string, count = 1, ms = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (logLines().filter((line) => line.msg === message).length >= count) finish();
        else if (child.exitCode !== null || child.signalCode !== null)
          finish(new Error(`the server exited before logging "${message}":\n${output}`));
      };
      const timer = setTimeout(
        () => finish(new Error(`the server did not log "${message}" within ${ms} ms:\n${output}`)),
        ms,
      );
      const finish = (error?: Error) => {
        clearTimeout(timer);
        waiting.delete(check);
        if (error) reject(error);
        else resolve();
      };
      waiting.add(check);
      check();
    });

  const listening = `listening on http://127.0.0.1:${port}`;
  try {
    await logged(listening, options.listeners ?? 1, options.startMs ?? 150_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { port, process: child, output: () => output, logLines, exited, logged };
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Runs tests/support/fatal-error-process.ts: its exit code and everything it wrote, stdout and stderr. */
async function fatalProcess(kind: string): Promise<{ code: number; output: string }> {
  try {
    await run(process.execPath, ['--import', 'tsx', 'tests/support/fatal-error-process.ts'], {
      env: { ...process.env, FATAL_KIND: kind },
    });
    return { code: 0, output: '' };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('a fatal error in a process of the server', () => {
  it.each([
    ['an uncaught exception', 'exception', 'uncaughtException'],
    ['an unhandled rejection', 'rejection', 'unhandledRejection'],
    ["an 'error' event nobody listens to", 'emitter', 'uncaughtException'],
  ])(
    '%s is one JSON line without its message, then the process stops and exits 1',
    async (_what, kind, origin) => {
      const { code, output } = await fatalProcess(kind);
      expect(code).toBe(1);
      const lines = output.split('\n').filter((line) => line.trim());
      // Nothing but JSON lines: no raw stack trace, nothing printed by Node itself.
      const parsed = lines.map((line) => {
        try {
          return JSON.parse(line) as { level?: number; msg?: string; origin?: string; err?: unknown };
        } catch {
          throw new Error(`not a JSON line: ${line}\n${output}`);
        }
      });
      const fatal = parsed.filter((line) => line.msg === 'fatal error');
      expect(fatal).toHaveLength(1);
      expect(fatal[0]).toMatchObject({ level: 60, origin, err: { name: 'Error' } });
      expect(output).not.toMatch(/juana|30\.123\.456|No se pudo guardar/);
      // It stopped as on SIGTERM, then exited non-zero (a cluster's primary starts another worker).
      expect(parsed.map((line) => line.msg)).toEqual([
        'fatal error',
        'shutting down',
        'stop step ran',
        'stopped',
      ]);
    },
  );
});

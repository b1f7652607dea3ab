import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where a command writes what it tells the person who runs it: the console, or a test's record of it. */
export interface CommandOutput {
  log(message: string): void;
  error(message: string): void;
}

export interface CommandContext {
  /** The environment the configuration is read from; unset, the process's (and its .env file). */
  env?: Record<string, string | undefined>;
  output?: CommandOutput;
}

/** A command line's work: its arguments in, its exit code out (0 done, 1 refused or failed, 2 misused). */
export type Command = (args: string[], context?: CommandContext) => Promise<number>;

/**
 * Runs `command` with the process's arguments when `moduleUrl` is the file Node was started with (`npm run …`), and
 * does nothing when a test imports it to run it in its own process. An error the command did not expect is printed
 * whole, stack included: it is a fault to report, not a person's mistake.
 */
export function runAsProgram(moduleUrl: string, command: Command): void {
  if (!isEntry(moduleUrl)) return;
  command(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

function isEntry(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    // Both through their real paths: a folder reached by a symbolic link names the entry one way and the module another.
    return fs.realpathSync(entry) === fs.realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import type { Command } from '../../scripts/lib/command';
import type { Database } from '../../server/db/client';
import { openMigratedFolder } from './test-database';

const run = promisify(execFile);

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the project's command-line scripts (`scripts/…`) as a person would, on the embedded database in
 * `dataDir` (or on the database `env` names); a failing exit code is a result to assert, not an exception. Each run
 * starts Node, compiles the script's imports and boots its database: seconds on an idle machine, many more on a busy
 * one. A script's file is run this way once, to prove the command line; what it decides is tested with `runCommand`.
 */
export async function runScript(
  script: string,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ScriptResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/**
 * Runs a script's command in this process, as `runScript` runs its file (the same environment over the same
 * database, nothing of this process's own environment), and answers the same result: its exit code and what it
 * printed, one line per message.
 */
export async function runCommand(
  command: Command,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ScriptResult> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await command(args, {
    env: { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', ...env },
    output: {
      log: (message) => stdout.push(`${message}\n`),
      error: (message) => stderr.push(`${message}\n`),
    },
  });
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

/**
 * The data folder of a file's tests of a script: an embedded database in it, migrated and given what `prepare` adds,
 * then closed, so the script finds it free as it would with the server stopped. Made before the tests and removed
 * after them; read `dir` inside tests.
 */
export function scriptDataFolder(prepare?: (db: Database) => Promise<unknown>) {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'script-data-'));
    const handle = await openMigratedFolder(dir);
    try {
      await prepare?.(handle.db);
    } finally {
      await handle.close();
    }
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      if (!dir) throw new Error('the data folder is made before the tests run');
      return dir;
    },
  };
}

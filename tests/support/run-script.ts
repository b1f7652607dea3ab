import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';

const run = promisify(execFile);

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the project's command-line scripts (`scripts/…`) as a person would, on the embedded database in
 * `dataDir` (or on the database `env` names); a failing exit code is a result to assert, not an exception.
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
 * The data folder of a file's tests of a script: an embedded database in it, migrated and given what `prepare` adds,
 * then closed, so the script finds it free as it would with the server stopped. Made before the tests and removed
 * after them; read `dir` inside tests.
 */
export function scriptDataFolder(prepare?: (db: Database) => Promise<unknown>) {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'script-data-'));
    const handle = await openDatabase({ dataDir: dir });
    try {
      await migrateDatabase(handle);
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

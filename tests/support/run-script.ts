import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

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

import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { BackupRefused } from './backup-refused';

export type PostgresTool = 'pg_dump' | 'pg_restore';

/**
 * libpq's way to the database: the URL without its password, which goes in PGPASSWORD instead, so that no listing of
 * the machine's processes shows it.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function start(
  tool: PostgresTool,
  args: string[],
  url?: string,
): ChildProcessByStdio<null, Readable, Readable> {
  const target = url ? connection(url) : undefined;
  return spawn(tool, target ? [...args, `--dbname=${target.dbname}`] : args, {
    env: target?.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Waits for the tool to end; a tool that is not installed, or that fails, is a BackupRefused with what it said.
 * `purpose` completes "pg_dump no pudo …".
 */
async function finished(
  tool: PostgresTool,
  child: ChildProcessByStdio<null, Readable, Readable>,
  purpose: string,
): Promise<void> {
  let said = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    // The end of what it said is what explains a failure; a bound keeps a chatty tool from filling the memory.
    said = (said + chunk).slice(-4_000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new BackupRefused(
        `No encontré ${tool}, del cliente de PostgreSQL. Instalalo (sudo apt-get install -y postgresql-client) y volvé a intentar.`,
      );
    }
    throw error;
  });
  if (code !== 0) throw new BackupRefused(`${tool} no pudo ${purpose}:\n${said.trim()}`);
}

/** Runs pg_dump or pg_restore (on the database of `url`, when given) until it ends. */
export async function runPostgresTool(
  tool: PostgresTool,
  args: string[],
  purpose: string,
  url?: string,
): Promise<void> {
  const child = start(tool, args, url);
  child.stdout.resume();
  await finished(tool, child, purpose);
}

/** The first line of a table's rows: `COPY public.brands (id, slug, name) FROM stdin;`. */
const COPY_LINE = /^COPY (\S+) (?:\(.*\) )?FROM stdin;$/;

/**
 * Reads every row of a pg_dump archive, as a restore would, without a database: pg_restore writes its rows as COPY
 * blocks of one line per row (a newline inside a value is written `\n`), which are counted by table. A damaged
 * archive makes pg_restore fail.
 */
export async function countArchiveRows(file: string): Promise<Record<string, number>> {
  const child = start('pg_restore', ['--data-only', '--file=-', file]);
  const counts: Record<string, number> = {};
  const done = finished('pg_restore', child, `leer ${file}`);
  // Awaited once the rows are read; a failure before then must not go unhandled meanwhile.
  done.catch(() => {});
  let table: string | undefined;
  for await (const line of createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (table === undefined) {
      const copy = COPY_LINE.exec(line);
      if (copy?.[1]) {
        table = copy[1];
        counts[table] = 0;
      }
    } else if (line === '\\.') {
      table = undefined;
    } else {
      counts[table] = (counts[table] ?? 0) + 1;
    }
  }
  await done;
  return counts;
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../../server/db/client';

/**
 * Where the benchmark keeps its data, created empty and removed afterwards.
 *
 * By default a PGlite folder under the system's temporary directory. With BENCH_DATABASE_URL (postgres://… of a
 * server and a database the role can connect to) the benchmark creates a database of its own on that server
 * (the role needs CREATEDB), runs against it and drops it at the end; the database named in the URL is untouched.
 */
export interface ScratchDatabase {
  readonly kind: 'pglite' | 'postgres';
  /** What the context line prints (never a password). */
  readonly description: string;
  /** The server's environment for this database. */
  readonly serverEnv: Record<string, string>;
  /** How the benchmark itself opens it to load stock (only while no server has it open, for PGlite). */
  readonly target: DatabaseTarget;
  /** Removes the folder and drops the scratch database. */
  dispose(): Promise<void>;
  /** What can be undone without waiting, for an exit that cannot wait. */
  disposeSync(): void;
}

function pgliteVersion(): string {
  try {
    // The package's exports map hides its package.json from require, so read the file itself.
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    let folder = path.dirname(entry);
    while (!fs.existsSync(path.join(folder, 'package.json')) && path.dirname(folder) !== folder) {
      folder = path.dirname(folder);
    }
    return (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return '?';
  }
}

/** With `keep`, nothing is removed at the end and the place of the data is printed, to inspect it afterwards. */
export async function createScratchDatabase({ keep = false } = {}): Promise<ScratchDatabase> {
  // Uploads and the mail outbox live under DATA_DIR with either database, so there is always a folder.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concesionaria-bench-'));
  let kept = false;
  const removeFolder = () => {
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
    else if (!kept) {
      kept = true;
      console.log(`Kept the scratch data in ${dataDir} (--keep-data): remove it when done.`);
    }
  };
  const serverUrl = process.env.BENCH_DATABASE_URL?.trim();

  if (!serverUrl) {
    return {
      kind: 'pglite',
      description: `PGlite ${pgliteVersion()} (embedded, scratch folder ${dataDir})`,
      serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
      target: { dataDir },
      dispose: async () => removeFolder(),
      disposeSync: removeFolder,
    };
  }

  const name = `concesionaria_bench_${Date.now()}_${process.pid}`;
  let version = '?';
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    version = ((await admin.query('show server_version')).rows[0] as { server_version: string })
      .server_version;
    await admin.query(`create database "${name}"`);
  } catch (error) {
    removeFolder();
    throw new Error(
      `could not create a scratch database on BENCH_DATABASE_URL (the role needs CREATEDB): ${(error as Error).message}`,
    );
  } finally {
    await admin.end().catch(() => {});
  }
  const scratchUrl = withDatabase(serverUrl, name);
  const host = hostOf(serverUrl);

  let dropped = false;
  return {
    kind: 'postgres',
    description: `PostgreSQL ${version} server (scratch database ${name} on ${host})`,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: scratchUrl },
    target: { url: scratchUrl },
    async dispose() {
      removeFolder();
      if (dropped) return;
      if (keep) {
        dropped = true;
        console.log(`Kept the scratch database ${name} (--keep-data): drop it when done.`);
        return;
      }
      const client = new pg.Client({ connectionString: serverUrl });
      try {
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        dropped = true;
      } catch (error) {
        console.error(`could not drop the scratch database ${name}: ${(error as Error).message}`);
      } finally {
        await client.end().catch(() => {});
      }
    },
    disposeSync() {
      removeFolder();
      if (!dropped) console.error(`the scratch database ${name} was left on the server: drop it by hand`);
    },
  };
}

// Connection strings need not be WHATWG URLs (postgres://user@/db?host=/var/run/postgresql is valid for pg but not
// for `new URL`), so the database name is swapped textually.
const CONNECTION_STRING = /^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?(\?.*)?$/;

function withDatabase(connectionString: string, database: string): string {
  const match = CONNECTION_STRING.exec(connectionString);
  if (!match) throw new Error('BENCH_DATABASE_URL must start with postgres:// or postgresql://');
  return `${match[1]}/${database}${match[3] ?? ''}`;
}

function hostOf(connectionString: string): string {
  const authority = CONNECTION_STRING.exec(connectionString)?.[1]?.replace(/^postgres(?:ql)?:\/\//, '') ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  const socket = /[?&]host=([^&]+)/.exec(connectionString)?.[1];
  return host || (socket ? decodeURIComponent(socket) : 'localhost');
}

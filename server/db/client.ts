import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg, { type PoolClient } from 'pg';
import type { Logger } from '../platform/logger';
import { ResilientPool } from './resilient-pool';
import * as schema from './schema';

export { isDatabaseUnavailable } from './resilient-pool';

export type Schema = typeof schema;
/** Both drivers share this type, so modules never know which one they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process runs work under the same lock name, and waits its turn otherwise. On PostgreSQL
   * a session advisory lock held on a connection of its own: a process that dies loses its connection and with it the
   * lock. On PGlite nothing to wait for: one process owns the folder (acquireFolderLock).
   */
  exclusively<T>(lockName: string, work: () => Promise<T>): Promise<T>;
  /**
   * Takes `lockName` if no other process holds it, and keeps it until released or until its connection ends (a process
   * that dies loses it with its connection); null when another process holds it. On PGlite always taken: one process
   * owns the folder.
   */
  holdLock(lockName: string): Promise<HeldLock | null>;
  /**
   * Hears every notification on `channel`, from any process, once its transaction has committed. On PostgreSQL a
   * connection of its own, opened again after it is lost: `onListening(false)` says notifications may be missed from
   * now on, `onListening(true)` that they are heard again. On PGlite always heard: one process owns the folder.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /** The PostgreSQL pool's connections, for the metrics; PGlite has no pool. */
  poolStats?: () => PoolStats;
  /**
   * PGlite only: its whole data folder as a gzipped tarball, which `{ dataDir, restoreFrom }` opens again
   * (npm run db:backup, docs/decisions/0050). Consistent: no statement runs while it is copied.
   */
  copyDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** The connections of a PostgreSQL pool: open, idle among them, and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface NotificationListener {
  onNotification(payload: string): void;
  onListening(listening: boolean): void;
}

export interface HeldLock {
  /** Whether the lock is still this process's: false once its connection has ended. */
  stillHeld(): Promise<boolean>;
  release(): Promise<void>;
}

export class DatabaseInUseError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `La base embebida en ${folder} está en uso por el proceso ${pid}. Detené ese proceso o usá DATABASE_URL con un servidor PostgreSQL.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

export class DatabaseExistsError extends Error {
  constructor(folder: string) {
    super(`La carpeta ${folder} ya tiene una base embebida.`);
    this.name = 'DatabaseExistsError';
  }
}

export type DatabaseTarget =
  | { url: string }
  /**
   * PGlite in DATA_DIR/pglite. With `restoreFrom` (a copyDataDir tarball) the folder is created from it, and one that
   * already holds a database is refused with DatabaseExistsError.
   */
  | { dataDir: string; restoreFrom?: Blob }
  /** A PGlite copied in memory from a dump (tests start from a migrated template this way). */
  | { dump: Blob };

/** The database the configuration names: a PostgreSQL server when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function configuredDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): { url: string } | { dataDir: string } {
  return config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR };
}

export interface OpenDatabaseOptions {
  /** Where a PostgreSQL server's lost connections are reported (one short line now and then); silent without it. */
  logger?: Logger;
}

/** Where PGlite keeps the database of DATA_DIR. */
export function embeddedDatabaseFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url, options.logger);
  if ('dump' in target) {
    const client = await PGlite.create({ loadDataDir: target.dump });
    return pgliteHandle(client, async () => {});
  }
  const folder = embeddedDatabaseFolder(target.dataDir);
  fs.mkdirSync(folder, { recursive: true });
  const releaseLock = acquireFolderLock(folder);
  try {
    const client = target.restoreFrom
      ? await createFromCopy(folder, target.restoreFrom)
      : await PGlite.create(folder);
    return pgliteHandle(client, async () => releaseLock());
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * The catalogue's working set fits in memory (always so for the embedded database), where an index lookup costs
 * about what a sequential read does. With the default cost the planner seq-scans every stock unit to join a
 * page of offers, and reads slow down as stock grows.
 */
const PLANNER_SETTINGS = { random_page_cost: '1.1' } as const;

/**
 * A connection that cannot be had in this time is answered 503 instead of holding the request: a server that does not
 * answer at all (a dropped network, a host that is down) would otherwise keep it waiting for minutes.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/** A restart of the server costs some requests a 503 and never the process: see ResilientPool. */
function openPostgres(url: string, logger: Logger | undefined): DatabaseHandle {
  const options = Object.entries(PLANNER_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new ResilientPool({
    connectionString: url,
    max: 10,
    options,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    logger,
  });
  return {
    db: drizzlePostgres(pool, { schema }),
    kind: 'postgres',
    async exclusively(lockName, work) {
      const client = await pool.connect();
      try {
        // hashtext: the lock's key from its name, as pg_advisory_lock takes a number.
        await client.query('select pg_advisory_lock(hashtext($1))', [lockName]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [lockName]);
        }
      } finally {
        client.release();
      }
    },
    async holdLock(lockName) {
      const client: PoolClient = await pool.connect();
      let ended = false;
      // Whether the connection ended while the lock is held. Taken off before the client goes back to the pool, which
      // hands the same client out again: a process that does not lead asks every 10 s, and one left each time leaked.
      const onError = () => {
        ended = true;
      };
      client.on('error', onError);
      try {
        const result = await client.query<{ held: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as held',
          [lockName],
        );
        if (!result.rows[0]?.held) {
          client.off('error', onError);
          client.release();
          return null;
        }
      } catch (error) {
        client.off('error', onError);
        client.release(true);
        throw error;
      }
      return {
        async stillHeld() {
          if (ended) return false;
          try {
            await client.query('select 1');
            return true;
          } catch {
            ended = true;
            return false;
          }
        },
        async release() {
          if (ended) return;
          ended = true;
          // Ending the connection ends its session, and the session's locks with it.
          client.release(true);
        },
      };
    },
    listen: (channel, listener) => listenOnPostgres(url, channel, listener),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** How long a lost listening connection waits before it is opened again. */
const RELISTEN_AFTER_MS = 1_000;

/**
 * A connection of its own that runs LISTEN: a pooled one goes back to the pool and would stop hearing. A lost
 * connection (a restart of the server, a dropped network) is opened again every RELISTEN_AFTER_MS until it is back.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  listener: NotificationListener,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    listener.onListening(false);
    scheduleConnect();
  };
  const scheduleConnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RELISTEN_AFTER_MS);
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An ended connection is reported on the client; without a listener the error would end the process.
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        listener.onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      client.end().catch(() => {});
      scheduleConnect();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    listener.onListening(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

async function pgliteHandle(client: PGlite, afterClose: () => Promise<void>): Promise<DatabaseHandle> {
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.exec(`set ${name} = ${value}`);
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    exclusively: (_lockName, work) => work(),
    holdLock: async () => ({ stillHeld: async () => true, release: async () => {} }),
    async copyDataDir() {
      // Written out to the data files first, so the copy opens without replaying the write-ahead log.
      await client.exec('checkpoint');
      return client.dumpDataDir('gzip');
    },
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, (payload) => listener.onNotification(payload));
      listener.onListening(true);
      return () => unlisten();
    },
    async close() {
      await client.close();
      await afterClose();
    },
  };
}

/** A new embedded database from a copy of another's folder; the caller holds the folder's lock. */
async function createFromCopy(folder: string, copy: Blob): Promise<PGlite> {
  if (fs.readdirSync(folder).length > 0) throw new DatabaseExistsError(folder);
  try {
    return await PGlite.create(folder, { loadDataDir: copy });
  } catch (error) {
    // A copy that cannot be opened leaves the folder as empty as it was found, so that another can be tried.
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/** PGlite does not lock its folder, and two processes writing one folder corrupt it. */
function acquireFolderLock(folder: string): () => void {
  const lockFile = path.join(folder, '..', 'pglite.pid');
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) throw new DatabaseInUseError(folder, pid);
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (Number(fs.readFileSync(lockFile, 'utf8')) === process.pid) fs.unlinkSync(lockFile);
    } catch {}
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type cannot see. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

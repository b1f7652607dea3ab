import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from '../platform/logger';

/**
 * SQLSTATEs that say the server went away or refused us, rather than that a statement was wrong: the whole class 08
 * (connection exceptions), the server shutting down or restarting (57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now) and a server with no connection slot left (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a lost or refused connection. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// node-postgres and pg-pool report a dropped socket, a client left unusable by one, and their timeouts by message only.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection terminated due to connection timeout/,
];

const TIMEOUT_MESSAGES = [/^timeout exceeded when trying to connect/, /connection timeout/];

/** How deep to follow `cause` and `errors`: drizzle wraps the driver's error once; a loop must not hang us. */
const MAX_DEPTH = 5;

/**
 * Whether the error (or one it wraps: drizzle puts the driver's error in `cause`) says the database is unreachable:
 * the connection was refused, lost, or could not be had in time. Such a failure says nothing about the request, so
 * it is answered 503 with Retry-After rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someInChain(error, (link) => {
    const code = typeof link.code === 'string' ? link.code : undefined;
    if (
      code &&
      (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
    ) {
      return true;
    }
    const message = link.message;
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
  });
}

/** The first code (SQLSTATE or socket error) in the error's chain, for a log line that carries nothing else. */
export function databaseErrorCode(error: unknown): string | undefined {
  let code: string | undefined;
  someInChain(error, (link) => {
    if (typeof link.code === 'string') code = link.code;
    return code !== undefined;
  });
  return code;
}

/** A timeout has already cost its full wait: repeating it would double what the caller waits for a 503. */
function isTimeout(error: unknown): boolean {
  return someInChain(error, (link) => {
    const message = link.message;
    return (
      link.code === 'ETIMEDOUT' ||
      (typeof message === 'string' && TIMEOUT_MESSAGES.some((pattern) => pattern.test(message)))
    );
  });
}

function someInChain(
  error: unknown,
  test: (link: { code?: unknown; message?: unknown }) => boolean,
): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value: error, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || typeof next.value !== 'object' || next.value === null) continue;
    const link = next.value as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (test(link)) return true;
    if (next.depth >= MAX_DEPTH) continue;
    pending.push({ value: link.cause, depth: next.depth + 1 });
    // Node reports a refused connection to a host with several addresses as an AggregateError of one per address.
    if (Array.isArray(link.errors)) {
      for (const inner of link.errors) pending.push({ value: inner, depth: next.depth + 1 });
    }
  }
  return false;
}

const READ_START = /^(select|with|show|values|table)\b/;
/**
 * Words that make a statement more than a read: DML (also inside a WITH), row locks, and the functions with effects
 * that our queries or migrations use (sequences, advisory locks, notifications, settings, the catalogue's refresh_*
 * functions of migrations 0001–0009).
 */
const WRITE_WORDS =
  /\b(insert|update|delete|merge|into|share|nextval|setval|pg_advisory\w*|pg_try_advisory\w*|pg_notify|set_config|refresh_\w+)\b/;

/**
 * Whether a statement only reads, so running it twice is harmless. Parameters travel apart from the text, so a
 * value can never make a statement look like a read. When in doubt the answer is no: that only costs a retry.
 */
export function isReadOnlyStatement(text: string): boolean {
  const statement = text
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .trim()
    .toLowerCase();
  return READ_START.test(statement) && !WRITE_WORDS.test(statement) && !statement.includes(';');
}

/** Long enough for a restarting server to accept connections again, short enough to add little to a 503. */
export const RETRY_PAUSE_MS = 500;

/** At most one line per this interval: a restart drops every connection of the pool at once. */
const LOG_INTERVAL_MS = 10_000;

export interface ResilientPoolOptions extends pg.PoolConfig {
  /** Where a lost connection is reported, one short line without queries or parameters; silent without it. */
  logger?: Logger;
}

type QueryArgs = [statement: unknown, values?: unknown, callback?: unknown];

/**
 * A pg.Pool that outlives its server: a restart of PostgreSQL costs some requests a 503, never the process.
 *
 * - Every client the pool creates gets a permanent 'error' listener. pg-pool listens only while a client is idle or
 *   inside pool.query(); a client checked out for a transaction that loses its connection would otherwise emit an
 *   unhandled 'error' and end the process.
 * - A lost or refused connection is tried once more, after RETRY_PAUSE_MS, where that cannot do anything twice:
 *   getting a connection (nothing was sent yet) and a read-only statement outside a transaction. A write whose
 *   outcome is unknown (its connection dropped after it was sent) is never repeated; the caller gets the error.
 *
 * Drizzle takes it as any pool (it checks `instanceof pg.Pool` to run transactions on one checked-out client), so
 * every module gets this behaviour without knowing of it.
 */
export class ResilientPool extends pg.Pool {
  #logger: Logger | undefined;
  #lastLogged = 0;

  constructor(options: ResilientPoolOptions) {
    const { logger, ...config } = options;
    super(config);
    this.#logger = logger;
    const onLost = (error: Error) => this.#connectionLost(error);
    // An idle client that loses its connection: pg-pool removes it and emits it here.
    this.on('error', onLost);
    this.on('connect', (client) => client.on('error', onLost));
  }

  // pg.Pool declares a dozen overloads for these two; they accept every form pg.Pool does.
  // biome-ignore lint/suspicious/noExplicitAny: the overloads of pg.Pool#connect
  override connect(...args: any[]): any {
    const connecting = retryOnce(
      () => super.connect(),
      () => true,
    );
    const [callback] = args;
    if (typeof callback !== 'function') return connecting;
    connecting.then(
      (client) => callback(undefined, client, (release?: Error | boolean) => client.release(release)),
      (error: unknown) => callback(error, undefined, () => {}),
    );
  }

  // biome-ignore lint/suspicious/noExplicitAny: the overloads of pg.Pool#query
  override query(...args: any[]): any {
    const [statement, values, callback] = args as QueryArgs;
    const streamed = typeof (statement as { submit?: unknown } | null)?.submit === 'function';
    // Callbacks and streams are left to pg-pool (whose connect() is the one above); drizzle uses neither.
    if (typeof values === 'function' || typeof callback === 'function' || streamed)
      return Reflect.apply(super.query, this, args);
    return this.#run(statement, values);
  }

  async #run(statement: unknown, values: unknown): Promise<pg.QueryResult> {
    const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
    const readOnly = typeof text === 'string' && isReadOnlyStatement(text);
    let sent = false;
    return retryOnce(
      async () => {
        sent = false;
        const client = await super.connect();
        sent = true;
        try {
          const result = await client.query(statement as pg.QueryConfig, values as unknown[] | undefined);
          client.release();
          return result;
        } catch (error) {
          // As pg-pool does: a client whose query failed is not trusted with the next one.
          client.release(error instanceof Error ? error : true);
          throw error;
        }
      },
      () => !sent || readOnly,
    );
  }

  #connectionLost(error: Error) {
    const now = Date.now();
    if (!this.#logger || now - this.#lastLogged < LOG_INTERVAL_MS) return;
    this.#lastLogged = now;
    const code = (error as { code?: unknown }).code;
    this.#logger.warn({ err: { name: error.name, code } }, 'database connection lost');
  }
}

async function retryOnce<T>(work: () => Promise<T>, safeToRepeat: () => boolean): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseUnavailable(error) || isTimeout(error) || !safeToRepeat()) throw error;
    await sleep(RETRY_PAUSE_MS);
    return work();
  }
}

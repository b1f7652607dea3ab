import type { Database } from '../../server/db/client';

interface PreparedQuery {
  queryWithCache(text: string, params: unknown[], query: () => Promise<unknown>): Promise<unknown>;
}
interface Session {
  prepareQuery(...args: unknown[]): PreparedQuery;
  transaction(work: (tx: { session: Session }) => Promise<unknown>, ...rest: unknown[]): Promise<unknown>;
}

/**
 * Left to run: a real lost connection takes its transaction with it, while this one stays open, and must end (a
 * rollback refused would leave it open on a pooled connection).
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/** An error as node-postgres reports it: its message, and the SQLSTATE or socket error code. */
export const driverError = (code: string | undefined, message: string) =>
  Object.assign(new Error(message), code ? { code } : {});

/**
 * How the driver fails while PostgreSQL restarts or is away: every code and message the project takes for "the
 * database is unavailable" (server/db/resilient-pool.ts).
 */
export const RESTART_FAILURES = [
  driverError('57P01', 'terminating connection due to administrator command'),
  driverError('57P02', 'terminating connection due to crash of another server process'),
  driverError('57P03', 'the database system is starting up'),
  driverError('53300', 'sorry, too many clients already'),
  driverError('08006', 'connection failure'),
  driverError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
  driverError('ECONNRESET', 'read ECONNRESET'),
  driverError(undefined, 'Connection terminated unexpectedly'),
  driverError(undefined, 'timeout exceeded when trying to connect'),
];

/**
 * Makes a test database fail at will as a restart of PostgreSQL makes it fail mid-request: while `failWith(error,
 * statements)` is in force, every statement whose text `statements` matches (all of them by default) is refused with
 * the driver's `error`, wrapped as drizzle wraps the driver's errors, inside a transaction too. Works on both drivers:
 * it sits where drizzle hands a statement to the driver.
 */
export function failingAtWill(db: Database) {
  let failure: { error: Error; statements: RegExp } | undefined;
  const patch = (session: Session) => {
    const prepareQuery = session.prepareQuery.bind(session);
    session.prepareQuery = (...args) => {
      const prepared = prepareQuery(...args);
      const run = prepared.queryWithCache.bind(prepared);
      prepared.queryWithCache = (text, params, query) =>
        run(text, params, () =>
          failure?.statements.test(text) && !TRANSACTION_CONTROL.test(text)
            ? Promise.reject(failure.error)
            : query(),
        );
      return prepared;
    };
    const transaction = session.transaction.bind(session);
    session.transaction = (work, ...rest) =>
      transaction(
        (tx) => {
          patch(tx.session);
          return work(tx);
        },
        ...rest,
      );
  };
  patch((db as unknown as { session: Session }).session);
  return {
    failWith(error: Error, statements = /./) {
      failure = { error, statements };
    },
    recover() {
      failure = undefined;
    },
  };
}

import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { unusedPort } from '../../tests/support/unused-port';
import { isDatabaseUnavailable, openDatabase } from './client';
import { databaseErrorCode, isReadOnlyStatement, RETRY_PAUSE_MS } from './resilient-pool';

describe('isDatabaseUnavailable', () => {
  const driverError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['ECONNRESET', 'read ECONNRESET'],
    ['EPIPE', 'write EPIPE'],
  ])('recognises %s, also inside the error drizzle wraps it in', (code, message) => {
    const error = driverError(code, message);
    expect(isDatabaseUnavailable(error)).toBe(true);
    const wrapped = new DrizzleQueryError('select 1', [], error);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error('contact lead could not be saved', { cause: wrapped }))).toBe(
      true,
    );
    expect(databaseErrorCode(wrapped)).toBe(code);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
  ])('recognises the driver message "%s"', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it('recognises a refused connection reported once per address', () => {
    const refused = new AggregateError([driverError('ECONNREFUSED'), driverError('ECONNREFUSED')], 'x');
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['42P01', 'relation "mail_outbox" does not exist'],
    ['22P02', 'invalid input syntax for type integer'],
    ['40001', 'could not serialize access'],
  ])('leaves a statement error (%s) to the usual handling', (code, message) => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert …', [], driverError(code, message)))).toBe(
      false,
    );
  });

  it('does not loop on an error that is its own cause', () => {
    const error: Error & { cause?: unknown } = new Error('odd');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isReadOnlyStatement', () => {
  it.each([
    'select count(*)::int as count from drizzle.__drizzle_migrations',
    '  SELECT "id", "name" from "brands" where "brands"."id" = $1',
    'with recent as (select id from news order by published_at desc limit 3) select * from recent',
    '/* page */ select updated_at, locked_until from mail_outbox',
  ])('takes %s for a read', (text) => {
    expect(isReadOnlyStatement(text)).toBe(true);
  });

  it.each([
    'insert into rate_limits (key) values ($1) returning count',
    'update mail_outbox set status = $1',
    'delete from rate_limits where window_start < $1',
    "with next as (select nextval(pg_get_serial_sequence('mail_outbox', 'id'))) insert into mail_outbox select 1",
    'select id from mail_outbox limit 1 for update skip locked',
    'select id from stock_units for share',
    "select setval(pg_get_serial_sequence('brands', 'id'), 1, false)",
    'select pg_advisory_lock(42)',
    'select pg_try_advisory_lock(42)',
    "select pg_notify('catalogue', '1')",
    'select refresh_family_aggregates($1)',
    'select * into copy_of_brands from brands',
    'select 1; delete from brands',
    'begin',
    'commit',
    'set search_path to public',
  ])('does not take %s for a read', (text) => {
    expect(isReadOnlyStatement(text)).toBe(false);
  });
});

describe('a PostgreSQL server that refuses connections', () => {
  it('fails fast with an error recognised as the database being away, after one more try', async () => {
    const handle = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await unusedPort()}/none` });
    try {
      const started = performance.now();
      const error = await handle.db.execute(sql`select 1`).catch((caught: unknown) => caught);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(performance.now() - started).toBeGreaterThanOrEqual(RETRY_PAUSE_MS - 50);

      const failedTransaction = await handle.db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .catch((caught: unknown) => caught);
      expect(isDatabaseUnavailable(failedTransaction)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

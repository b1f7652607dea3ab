/**
 * Two processes on one PostgreSQL database, each with its own page cache: what one changes, the other's pages stop
 * showing within a second (LISTEN/NOTIFY), so this file is part of the PostgreSQL run (TEST_DATABASE_URL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdminClient } from '../../tests/support/database-template';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { clonePostgresTemplate } from '../../tests/support/test-database';
import { createTestPageCache } from '../../tests/support/test-page-cache';
import { cachedUnitsPage, listedUnits } from '../../tests/support/units-page';
import { unusedPort } from '../../tests/support/unused-port';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { stockUnits } from '../db/schema';
import { buildPaymentApp, completeOperation, pay, startPayment } from '../payments/payments.fixtures';

let clone: { url: string; drop(): Promise<void> };
let database: DatabaseHandle;
let other: ChildProcess;
let origin: string;

beforeAll(async () => {
  clone = await clonePostgresTemplate();
  database = await openDatabase({ url: clone.url });
  await insertBrands(database.db);
  const port = await unusedPort();
  origin = `http://127.0.0.1:${port}`;
  other = spawn(process.execPath, ['--import', 'tsx', 'tests/support/page-cache-app.ts'], {
    env: { ...process.env, PAGE_CACHE_DATABASE_URL: clone.url, PAGE_CACHE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    other.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    other.once('exit', (code) => reject(new Error(`the other process ended (${code})`)));
  });
}, 60_000);

afterAll(async () => {
  other?.kill('SIGKILL');
  await database?.close();
  await clone?.drop();
});

describe('the page cache of another process', () => {
  it('stops offering a unit reserved through this process within a second, and never mixes old and new', async () => {
    const { app } = buildPaymentApp(database.db);
    const unit = await createStockUnit(database.db, { brandId: 1 });
    const neighbour = await createStockUnit(database.db, { brandId: 1, familyId: unit.familyId });
    const page = `${origin}/marca/1/${unit.familyId}`;
    const both = [unit.id, neighbour.id].sort((a, b) => a - b).join(',');
    expect(await listedUnits(await fetch(page))).toBe(both);
    // Served from the other process's cache from now on.
    expect((await fetch(page)).headers.get('etag')).toBeTruthy();

    const operation = await completeOperation(app, unit);
    expect((await startPayment(app, operation.code)).status).toBe(200);
    const paid = await pay(app, operation.code, 'APRO');
    expect(paid.status).toBe(201);
    const reservedAt = Date.now();

    const seen: string[] = [];
    while (true) {
      const listed = await listedUnits(await fetch(page));
      seen.push(listed);
      if (listed === String(neighbour.id)) break;
      expect(Date.now() - reservedAt, `still offered after a second: ${seen.join(' | ')}`).toBeLessThan(
        1_000,
      );
    }
    // Every answer was the page before the change or the page after it.
    for (const listed of seen) expect([both, String(neighbour.id)]).toContain(listed);
  }, 30_000);
});

describe('a process whose listening connection is lost', () => {
  it('serves nothing from its cache until it hears the database again, then shows what changed meanwhile', async () => {
    const cache = await createTestPageCache(database);
    try {
      const renders: string[] = [];
      const app = cachedUnitsPage(cache, database.db, renders);
      const unit = await createStockUnit(database.db, { brandId: 2 });
      const page = `/marca/2/${unit.familyId}`;
      const rendersOfOneRequest = async () => {
        const before = renders.length;
        await app.request(page);
        return renders.length - before;
      };
      // The unit's own notification may come after the first render and drop it once.
      await expect.poll(rendersOfOneRequest, { timeout: 2_000 }).toBe(0);

      // As a restart of the server or a dropped network ends it.
      const { pathname } = new URL(clone.url);
      await withAdminClient(clone.url, (admin) =>
        admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen %'`,
          [pathname.slice(1)],
        ),
      );
      await expect.poll(rendersOfOneRequest, { timeout: 2_000 }).toBe(1);
      expect(await rendersOfOneRequest()).toBe(1);
      // A change nobody hears: the listening connection is not there yet.
      await database.db.update(stockUnits).set({ status: 'sold' }).where(eq(stockUnits.id, unit.id));

      await expect.poll(rendersOfOneRequest, { timeout: 5_000 }).toBe(0);
      expect(await listedUnits(await app.request(page))).toBe('');
    } finally {
      await cache.stop();
    }
  }, 30_000);
});

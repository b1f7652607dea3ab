/**
 * Several processes starting at once on one empty PostgreSQL database: each opens its own connections, as the workers
 * of one machine or several machines do, so this file is part of the PostgreSQL run (TEST_DATABASE_URL).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../tests/support/test-database';
import { type DatabaseHandle, openDatabase } from './client';
import { migrationsApplied } from './migrate';
import { prepareDatabase } from './prepare';
import { stockUnits } from './schema';

describe('four servers starting at once on one empty database', () => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  it('all start: one creates the tables and loads the demo data, the others wait and load nothing', async () => {
    const database = await createEmptyPostgresDatabase();
    cleanUps.push(database.drop);
    const handles: DatabaseHandle[] = [];
    for (let index = 0; index < 4; index += 1) {
      const handle = await openDatabase({ url: database.url });
      handles.push(handle);
      cleanUps.push(() => handle.close());
    }

    const outcomes = await Promise.allSettled(handles.map((handle) => prepareDatabase(handle)));

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const loads = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' && outcome.value.length > 0 ? [outcome.value] : [],
    );
    expect(loads).toHaveLength(1);
    const catalogue = loads[0]?.find((area) => area.name === 'catálogo');
    const [first] = handles;
    if (!first || !catalogue) throw new Error('unreachable');
    expect(await migrationsApplied(first.db)).toBe(true);
    // The units of one load: a second load would have added its own.
    expect(catalogue.summary.stockUnits).toBeGreaterThan(0);
    expect(await first.db.$count(stockUnits)).toBe(catalogue.summary.stockUnits);
  }, 120_000);
});

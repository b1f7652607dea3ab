import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockUnit, insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import { changesHeard } from '../../tests/support/test-page-cache';
import { createDatabaseCatalogue } from '../catalogue';
import { createContentSource } from '../content';
import type { DatabaseHandle } from '../db/client';
import { stockUnits } from '../db/schema';
import { createLogger } from '../platform/logger';
import { type ChangeFeed, startChangeFeed } from './change-feed';
import { KeptReads } from './kept-reads';
import type { PageSources } from './tags';

let database: DatabaseHandle;
let changes: ChangeFeed;
let kept: PageSources;
/** How many queries each read made. */
const queries = new Map<string, number>();
/** Makes a unit of the brand once every announcement of the writes before it has been heard. */
async function createAnnouncedUnit(brandId: number) {
  const unit = await createStockUnit(database.db, { brandId });
  await changesHeard(database, changes);
  return unit;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await insertBrands(database.db);
  changes = await startChangeFeed({ database, logger: createLogger('silent') });
  const catalogue = createDatabaseCatalogue(database.db);
  const counted: PageSources = {
    catalogue: {
      ...catalogue,
      families: (brandId) => {
        queries.set(`families:${brandId}`, (queries.get(`families:${brandId}`) ?? 0) + 1);
        return catalogue.families(brandId);
      },
      stockUnitsById: (ids) => {
        queries.set('stockUnitsById', (queries.get('stockUnitsById') ?? 0) + 1);
        return catalogue.stockUnitsById?.(ids) ?? Promise.resolve([]);
      },
    },
    content: createContentSource(database.db),
  };
  kept = new KeptReads(changes).sources(counted);
});

afterAll(async () => {
  await changes.stop();
  await database.close();
});

const unitsOf = async (brandId: number) =>
  (await kept.catalogue.families(brandId)).reduce((sum, family) => sum + family.stock_count, 0);

describe('the kept reads of the public pages', () => {
  it('answers a read again from memory, and requests at the same time share one query', async () => {
    await createAnnouncedUnit(1);
    const [first, second] = await Promise.all([kept.catalogue.families(1), kept.catalogue.families(1)]);
    expect(second).toBe(first);
    expect(await kept.catalogue.families(1)).toBe(first);
    expect(queries.get('families:1')).toBe(1);
  });

  it('reads again once a change to what it read commits, and keeps the other brands', async () => {
    await createAnnouncedUnit(2);
    const before = await unitsOf(1);
    await kept.catalogue.families(2);
    const queriedOfBrand2 = queries.get('families:2');
    await createStockUnit(database.db, { brandId: 1 });
    await expect.poll(() => unitsOf(1)).toBe(before + 1);
    await kept.catalogue.families(2);
    expect(queries.get('families:2')).toBe(queriedOfBrand2);
  });

  it('drops a unit reserved elsewhere from the families it shows', async () => {
    const unit = await createStockUnit(database.db, { brandId: 1 });
    const before = await unitsOf(1);
    await database.db.update(stockUnits).set({ status: 'sold' }).where(eq(stockUnits.id, unit.id));
    await expect.poll(() => unitsOf(1)).toBe(before - 1);
  });

  it("reads units by id again when the stock of any brand changes: they may be any brand's", async () => {
    const unit = await createAnnouncedUnit(2);
    const ids = [unit.id, 999_999];
    expect((await kept.catalogue.stockUnitsById?.(ids))?.map((found) => found.id)).toEqual([unit.id]);
    await database.db.update(stockUnits).set({ status: 'sold' }).where(eq(stockUnits.id, unit.id));
    await expect.poll(async () => (await kept.catalogue.stockUnitsById?.(ids))?.length).toBe(0);
    // Another brand's change drops it too: an address may name a unit that is not in stock yet.
    const queried = queries.get('stockUnitsById') ?? 0;
    await createStockUnit(database.db, { brandId: 4 });
    await expect
      .poll(async () => {
        await kept.catalogue.stockUnitsById?.(ids);
        return queries.get('stockUnitsById');
      })
      .toBe(queried + 1);
  });

  it('hands out frozen values, so no page can change what the next visitor reads', async () => {
    const families = await kept.catalogue.families(1);
    expect(() => (families as unknown[]).push({})).toThrow(TypeError);
    expect(Object.isFrozen(families[0])).toBe(true);
  });
});

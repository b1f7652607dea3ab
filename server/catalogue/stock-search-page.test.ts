/**
 * The search page (/vehiculos-0km/stock) is kept by the page cache like every public page, and dropped by the same
 * notifications (docs/decisions/0024): it reads every brand's units, the dollar rate and the units' photos through the
 * page's sources, so a price, a unit sold or a new rate changes what the next visitor reads at once. Through the real
 * app and page, rendered by React Router in process.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '#domain/shared/money';
import {
  createFamily,
  createStockUnit,
  createUsdRate,
  createVersion,
  insertBrands,
} from '../../tests/support/factories';
import { createPagesTestApp, html, type PagesTestApp, pagesUnder } from '../../tests/support/pages-app';
import { createTestDatabase } from '../../tests/support/test-database';
import { changesHeard, createTestPageCache, type TestPageCache } from '../../tests/support/test-page-cache';
import type { DatabaseHandle } from '../db/client';
import { families, stockUnits, versions } from '../db/schema';
import { importStockCsv } from './stock-import';

const PAGE = '/vehiculos-0km/stock';

let handle: DatabaseHandle;
let cache: TestPageCache;
let app: PagesTestApp;
let kept = 0;
let rendered = 0;
const units = { tracker: 0, dearer: 0, bj30: 0 };

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  await insertBrands(db);
  await createUsdRate(db, 1000);
  const tracker = await createFamily(db, { brandId: 2, name: 'Tracker', bodyStyle: 'suv' });
  const premier = await createVersion(db, { familyId: tracker.id, name: 'Premier', bodyType: 'suv' });
  units.tracker = (
    await createStockUnit(db, {
      brandId: 2,
      familyId: tracker.id,
      subfamilyId: premier.id,
      model: 'Tracker Premier',
      listPrice: 40_000_000,
    })
  ).id;
  units.dearer = (
    await createStockUnit(db, {
      brandId: 2,
      familyId: tracker.id,
      subfamilyId: premier.id,
      model: 'Tracker Premier',
      listPrice: 41_000_000,
    })
  ).id;
  const bj30 = await createFamily(db, { brandId: 6, name: 'BJ30', bodyStyle: 'suv', currency: 'usd' });
  const hev = await createVersion(db, { familyId: bj30.id, name: 'HEV', bodyType: 'suv' });
  units.bj30 = (
    await createStockUnit(db, {
      brandId: 6,
      familyId: bj30.id,
      subfamilyId: hev.id,
      currency: 'usd',
      listPrice: 30_000,
      licenseCost: 0,
      preparationCost: 0,
    })
  ).id;
  cache = await createTestPageCache(handle, {
    observer: {
      served: (outcome) => {
        if (outcome === 'hit') kept += 1;
        else rendered += 1;
      },
      invalidated() {},
      sentDirectly() {},
    },
  });
  app = await createPagesTestApp(db, { keep: pagesUnder(PAGE), pageCache: cache });
}, 120_000);

afterAll(async () => {
  await cache.stop();
  await handle.close();
});

/** The page as a visitor gets it, and whether the cache answered. */
async function visit(path: string) {
  const [keptBefore, renderedBefore] = [kept, rendered];
  const response = await app.request(path);
  expect(response.status).toBe(200);
  return { page: await html(response), kept: kept > keptBefore, rendered: rendered > renderedBefore };
}

const listed = (page: string) => [...page.matchAll(/data-unit="(\d+)"/g)].map((match) => Number(match[1]));
/** Precio final: the list price plus the demo unit's licence (900.000) and preparation (450.000). */
const finalPrice = (listPrice: number) => formatMoney(listPrice + 1_350_000, 'ars');

describe('the search page in the page cache', () => {
  it('is kept once rendered, and a price change shows at once', async () => {
    const path = `${PAGE}?marca=chevrolet`;
    const first = await visit(path);
    expect(first.rendered).toBe(true);
    expect(listed(first.page)).toEqual([units.tracker, units.dearer]);
    expect(first.page).toContain(finalPrice(40_000_000));
    expect((await visit(path)).kept).toBe(true);

    await handle.db.update(stockUnits).set({ listPrice: 42_000_000 }).where(eq(stockUnits.id, units.tracker));
    await changesHeard(handle, cache.changes);
    const after = await visit(path);
    expect(after.kept).toBe(false);
    expect(after.page).toContain(finalPrice(42_000_000));
    expect(after.page).not.toContain(finalPrice(40_000_000));
    // The first unit costs more now: the other one comes first.
    expect(listed(after.page)).toEqual([units.dearer, units.tracker]);
  });

  it('leaves out a unit sold, and the counts of every search that read it', async () => {
    const whole = await visit(PAGE);
    expect(listed(whole.page)).toContain(units.dearer);
    expect(whole.page).toContain('3 unidades');

    await handle.db.update(stockUnits).set({ status: 'sold' }).where(eq(stockUnits.id, units.dearer));
    await changesHeard(handle, cache.changes);
    const after = await visit(PAGE);
    expect(after.kept).toBe(false);
    expect(listed(after.page)).not.toContain(units.dearer);
    expect(after.page).toContain('2 unidades');
  });

  it('converts a dollar unit at the new rate once the rate changes', async () => {
    const path = `${PAGE}?marca=baic`;
    expect((await visit(path)).page).toContain(formatMoney(30_000_000, 'ars'));
    expect((await visit(path)).kept).toBe(true);

    await createUsdRate(handle.db, 1200);
    await changesHeard(handle, cache.changes);
    const after = await visit(path);
    expect(after.kept).toBe(false);
    expect(after.page).toContain(formatMoney(36_000_000, 'ars'));
    expect(after.page).toContain('Precio en dólares convertido a pesos al cambio de hoy');
  });

  it("finds a unit by the fuel the dealer's stock file gives its version, as soon as the file is applied (docs/decisions/0093)", async () => {
    const path = `${PAGE}?combustible=diesel`;
    expect(listed((await visit(path)).page)).toEqual([]);
    expect((await visit(path)).kept).toBe(true);

    const [unit] = await handle.db
      .select({
        chassis: stockUnits.chassis,
        family: families.family,
        version: versions.name,
        color: stockUnits.color,
        location: stockUnits.location,
        modelYear: stockUnits.modelYear,
        doors: stockUnits.doors,
        listPrice: stockUnits.listPrice,
      })
      .from(stockUnits)
      .innerJoin(families, eq(families.id, stockUnits.familyId))
      .innerJoin(versions, eq(versions.id, stockUnits.subfamilyId))
      .where(eq(stockUnits.id, units.tracker));
    if (!unit) throw new Error('unit not found');
    const report = await importStockCsv(
      handle.db,
      [
        'chassis,brand,family,version,color,location,model_year,doors,list_price,fuel',
        `${unit.chassis},chevrolet,${unit.family},${unit.version},${unit.color},${unit.location},${unit.modelYear},${unit.doors},${unit.listPrice},Diésel`,
      ].join('\n'),
    );
    expect(report).toMatchObject({ updated: 1, rejected: [], versions: ['Tracker Premier'] });

    await changesHeard(handle, cache.changes);
    const after = await visit(path);
    expect(after.kept).toBe(false);
    expect(listed(after.page)).toEqual([units.tracker]);
  });
});

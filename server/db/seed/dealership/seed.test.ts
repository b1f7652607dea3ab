import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/test-database';
import { discoverPromotion, findApplicablePromotion } from '../../../dealership/promotion-lookup';
import type { DatabaseHandle } from '../../client';
import { guidePrices, promotions, usedBrands, usedModels, usedVersions } from '../../schema';
import { seedCatalogue } from '..';
import {
  buildGuidePriceSeeds,
  isDealershipDataEmpty,
  PROMOTION_SEEDS,
  resetDealershipData,
  seedDealershipData,
  USED_CATALOGUE,
} from '.';

describe('demo used-vehicle guide', () => {
  const guide = buildGuidePriceSeeds();

  it('is the same every time', () => {
    expect(buildGuidePriceSeeds()).toEqual(guide);
  });

  it('covers at least 8 brands, 3 models each and 2 versions per model, with 7-digit codia codes', () => {
    expect(USED_CATALOGUE.length).toBeGreaterThanOrEqual(8);
    for (const brand of USED_CATALOGUE) {
      expect(brand.models.length, brand.name).toBeGreaterThanOrEqual(3);
      for (const model of brand.models) expect(model.versions.length, model.name).toBeGreaterThanOrEqual(2);
    }
    const codias = new Set(guide.map((row) => row.codia));
    for (const codia of codias) expect(String(codia)).toMatch(/^\d{7}$/);
    const versionCount = USED_CATALOGUE.flatMap((b) => b.models.flatMap((m) => m.versions)).length;
    expect(codias.size).toBe(versionCount);
  });

  it('prices model years 2012 to 2025 in pesos, lower the older the car', () => {
    const years = guide.map((row) => row.year);
    expect(Math.min(...years)).toBe(2012);
    expect(Math.max(...years)).toBe(2025);
    // Node 20 has no Map.groupBy.
    const byCodia = new Map<number, typeof guide>();
    for (const row of guide) byCodia.set(row.codia, [...(byCodia.get(row.codia) ?? []), row]);
    for (const rows of byCodia.values()) {
      const sorted = [...rows].sort((a, b) => a.year - b.year);
      for (let index = 1; index < sorted.length; index++) {
        const [older, newer] = [sorted[index - 1], sorted[index]];
        expect(older && newer && older.price < newer.price, `${newer?.description} ${newer?.year}`).toBe(
          true,
        );
      }
    }
    for (const row of guide) {
      expect(Number.isInteger(row.price)).toBe(true);
      // Late 2026 pesos: no used car in the guide below 5 million or above 100 million.
      expect(row.price).toBeGreaterThan(5_000_000);
      expect(row.price).toBeLessThan(100_000_000);
    }
  });
});

describe('seeding the dealership data', () => {
  let handle: DatabaseHandle;
  const seededAt = new Date('2026-11-20T15:00:00Z');

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle?.close());

  it('seeds an empty database, with or without the catalogue seeded first', async () => {
    expect(await isDealershipDataEmpty(handle.db)).toBe(true);
    const summary = await seedDealershipData(handle.db, { now: seededAt });
    expect(await isDealershipDataEmpty(handle.db)).toBe(false);
    expect(summary).toEqual({
      usedBrands: USED_CATALOGUE.length,
      usedModels: USED_CATALOGUE.flatMap((brand) => brand.models).length,
      usedVersions: new Set(buildGuidePriceSeeds().map((row) => row.codia)).size,
      guidePrices: buildGuidePriceSeeds().length,
      promotions: PROMOTION_SEEDS.length,
    });
    expect(await handle.db.$count(guidePrices)).toBe(summary.guidePrices);
    expect(await handle.db.$count(usedVersions)).toBe(summary.usedVersions);
    // The catalogue seed inserts the same brand rows; neither seed minds the other having run.
    await seedCatalogue(handle.db, { now: seededAt });
  });

  it('has valid, expired and used-up codes, and a discoverable one for Volkswagen, Chevrolet and Nissan', async () => {
    const at = new Date(seededAt.getTime() + 60_000);
    const check = (code: string, brandId: number, family?: string) =>
      findApplicablePromotion(handle.db, { code, brandId, family, at });

    expect(await check('bienvenida', 1, 'POLO')).toMatchObject({
      ok: true,
      promotion: { moneyDiscount: 300_000 },
    });
    expect(await check('BIENVENIDA', 2, 'ONIX')).toMatchObject({ ok: false, reason: 'out_of_scope' });
    expect(await check('NISSAN5', 4, 'KICKS')).toMatchObject({
      ok: true,
      promotion: { percentageDiscount: 5 },
    });
    expect(await check('NISSAN5', 4, 'VERSA')).toMatchObject({ ok: false, reason: 'out_of_scope' });
    expect(await check('CYBERMONDAY', 1, 'POLO')).toMatchObject({ ok: false, reason: 'expired' });
    expect(await check('PRIMEROS10', 2, 'ONIX')).toMatchObject({ ok: false, reason: 'used_up' });
    // BAIC is priced in dollars: its code is a dollar amount (docs/decisions/0032).
    expect(await check('BAIC500', 6, 'BJ30')).toMatchObject({
      ok: true,
      promotion: { moneyDiscount: 500, currency: 'usd' },
    });

    for (const brandId of [1, 2, 4]) {
      const promotion = await discoverPromotion(handle.db, { brandId, family: 'OTRA', currency: 'ars' }, at);
      expect(promotion?.description, `brand ${brandId}`).toBe('Bonificación reserva online');
    }
    expect((await discoverPromotion(handle.db, { brandId: 1, family: 'T CROSS' }, at))?.code).toBe(
      'RESERVAONLINETCROSS',
    );
    expect(await discoverPromotion(handle.db, { brandId: 6, family: 'BJ30' }, at)).toBeNull();
  });

  it('resets to empty and seeds again with the same ids', async () => {
    const snapshot = async () => ({
      brands: await handle.db.select().from(usedBrands).orderBy(asc(usedBrands.id)),
      models: await handle.db.select().from(usedModels).orderBy(asc(usedModels.id)),
      promotions: await handle.db
        .select({ id: promotions.id, code: promotions.code })
        .from(promotions)
        .orderBy(asc(promotions.id)),
    });
    const first = await snapshot();

    await resetDealershipData(handle.db);
    expect(await isDealershipDataEmpty(handle.db)).toBe(true);
    expect(await handle.db.$count(guidePrices)).toBe(0);

    await seedDealershipData(handle.db, { now: seededAt });
    expect(await snapshot()).toEqual(first);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributesFromName } from '#domain/catalogue/version-attributes';
import { createTestDatabase } from '../../../tests/support/test-database';
import type { DatabaseHandle } from '../client';
import { MIGRATIONS_DIR } from '../migrate';
import { brands, creditPlans, families, savingsPlans, stockUnits, usdRates, versions } from '../schema';
import {
  buildStockSeeds,
  isCatalogueEmpty,
  resetCatalogue,
  SEED_HOLD_MINUTES,
  seedCatalogue,
  VIN_PATTERN,
} from '.';
import { vinCheckDigit } from './vin';

const CATALOGUE_BRAND_IDS = [1, 2, 4, 6] as const;

describe('demo catalogue data', () => {
  it('builds the same stock every time', () => {
    expect(buildStockSeeds()).toEqual(buildStockSeeds());
  });

  it('gives every unit a genuine-looking, unique VIN with a valid check digit', () => {
    const chassis = buildStockSeeds().map((unit) => unit.chassis);
    expect(new Set(chassis).size).toBe(chassis.length);
    for (const vin of chassis) {
      expect(vin).toMatch(VIN_PATTERN);
      expect(vin[8]).toBe(vinCheckDigit(vin));
    }
  });
});

describe('seeding a database', () => {
  let handle: DatabaseHandle;
  const seededAt = new Date('2026-11-20T15:00:00Z');

  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('starts from an empty catalogue and seeds it in one go', async () => {
    expect(await isCatalogueEmpty(handle.db)).toBe(true);
    const summary = await seedCatalogue(handle.db, { now: seededAt });
    expect(await isCatalogueEmpty(handle.db)).toBe(false);
    expect(summary.brands).toBe(5);
    expect(summary.stockUnits).toBeGreaterThanOrEqual(120);
    expect(summary.usdRates).toBe(1);
    expect(summary.families).toBe(await countRows(families));
    expect(summary.versions).toBe(await countRows(versions));
    expect(summary.savingsPlans).toBe(await countRows(savingsPlans));
    expect(summary.creditPlans).toBe(await countRows(creditPlans));
  });

  it('has the five brands with their fixed ids', async () => {
    const rows = await handle.db.select().from(brands).orderBy(asc(brands.id));
    expect(rows.map((row) => [row.id, row.slug, row.name])).toEqual([
      [1, 'volkswagen', 'Volkswagen'],
      [2, 'chevrolet', 'Chevrolet'],
      [4, 'nissan', 'Nissan'],
      [5, 'territorio', 'Territorio'],
      [6, 'baic', 'BAIC'],
    ]);
  });

  it('lists at least four families per catalogue brand, each with two to five described versions', async () => {
    const familyRows = await handle.db.select().from(families);
    const versionRows = await handle.db.select().from(versions);
    for (const brandId of CATALOGUE_BRAND_IDS) {
      const ofBrand = familyRows.filter((family) => family.brandId === brandId);
      expect(ofBrand.length, `brand ${brandId}`).toBeGreaterThanOrEqual(4);
      for (const family of ofBrand) {
        expect(family.family).toBe(family.family.toUpperCase());
        expect(family.description.length).toBeGreaterThan(20);
        expect(family.image).toBeNull();
        expect(family.currency).toBe(brandId === 6 || family.family === 'X-TRAIL' ? 'usd' : 'ars');
        const ofFamily = versionRows.filter((version) => version.familyId === family.id);
        expect(ofFamily.length, family.family).toBeGreaterThanOrEqual(2);
        expect(ofFamily.length, family.family).toBeLessThanOrEqual(5);
        for (const version of ofFamily) {
          expect(version.features.length, version.name).toBeGreaterThanOrEqual(5);
          expect(version.features.length, version.name).toBeLessThanOrEqual(10);
        }
      }
    }
    expect(familyRows.some((family) => family.brandId === 5)).toBe(false);
  });

  it('stocks every family across the three branches, with consistent prices', async () => {
    const units = await handle.db.select().from(stockUnits);
    const familyRows = await handle.db.select().from(families);
    const versionRows = await handle.db.select().from(versions);
    expect(units.length).toBeGreaterThanOrEqual(120);
    expect(new Set(units.map((unit) => unit.location))).toEqual(
      new Set(['Godoy Cruz', 'San Rafael', 'San Juan']),
    );
    for (const family of familyRows) {
      expect(
        units.some((unit) => unit.familyId === family.id),
        family.family,
      ).toBe(true);
    }
    const stockedVersions = new Set(units.map((unit) => unit.subfamilyId));
    expect(stockedVersions.size / versionRows.length).toBeGreaterThan(0.8);

    for (const unit of units) {
      const family = familyRows.find((row) => row.id === unit.familyId);
      const version = versionRows.find((row) => row.id === unit.subfamilyId);
      expect(version?.familyId).toBe(unit.familyId);
      expect(unit.model).toBe(`${family?.name} ${version?.name}`);
      expect(unit.brandId).toBe(family?.brandId);
      expect(unit.currency).toBe(family?.currency);
      expect([2025, 2026]).toContain(unit.modelYear);
      expect(unit.colorHex).toMatch(/^#[0-9a-f]{6}$/);
      expect(unit.discount + unit.specialDiscount).toBeLessThan(unit.listPrice);
      expect(unit.licenseCost / unit.listPrice).toBeGreaterThan(0.02);
      expect(unit.licenseCost / unit.listPrice).toBeLessThan(0.045);
      expect(unit.preparationCost / unit.listPrice).toBeGreaterThan(0.008);
      expect(unit.preparationCost / unit.listPrice).toBeLessThan(0.025);
      if (unit.currency === 'ars') expect(unit.listPrice % 1_000).toBe(0);
    }
  });

  it('prices units in pesos or in dollars at plausible levels', async () => {
    const units = await handle.db.select().from(stockUnits);
    for (const unit of units) {
      if (unit.currency === 'usd') {
        expect(unit.listPrice).toBeGreaterThan(15_000);
        expect(unit.listPrice).toBeLessThan(80_000);
      } else {
        expect(unit.listPrice).toBeGreaterThan(20_000_000);
        expect(unit.listPrice).toBeLessThan(100_000_000);
      }
    }
  });

  it('has unique, valid chassis numbers', async () => {
    const units = await handle.db.select({ chassis: stockUnits.chassis }).from(stockUnits);
    expect(new Set(units.map((unit) => unit.chassis)).size).toBe(units.length);
    for (const unit of units) expect(unit.chassis).toMatch(VIN_PATTERN);
  });

  it('has offers for every catalogue brand, some with a special discount', async () => {
    const units = await handle.db.select().from(stockUnits);
    for (const brandId of CATALOGUE_BRAND_IDS) {
      const discounted = units.filter((unit) => unit.brandId === brandId && unit.discount > 0);
      expect(discounted.length, `brand ${brandId}`).toBeGreaterThanOrEqual(3);
    }
    expect(units.some((unit) => unit.discount === 0 && unit.specialDiscount === 0)).toBe(true);
    const special = units.filter((unit) => unit.specialDiscount > 0);
    expect(special.length).toBeGreaterThan(0);
    expect(special.length).toBeLessThan(units.length / 2);
  });

  it('shows a few reserved units and one held for fifteen minutes', async () => {
    const units = await handle.db.select().from(stockUnits);
    const reserved = units.filter((unit) => unit.status === 'reserved');
    const held = units.filter((unit) => unit.status === 'held');
    expect(reserved.length).toBeGreaterThanOrEqual(2);
    expect(reserved.length).toBeLessThanOrEqual(3);
    expect(held).toHaveLength(1);
    expect(held[0]?.heldUntil?.getTime()).toBe(seededAt.getTime() + SEED_HOLD_MINUTES * 60_000);
    expect(units.filter((unit) => unit.status === 'available')).toHaveLength(
      units.length - reserved.length - 1,
    );
  });

  it('offers savings plans for Volkswagen, Chevrolet and Nissan only, Volkswagen with two products', async () => {
    const plans = await handle.db.select().from(savingsPlans);
    const familyRows = await handle.db.select().from(families);
    expect(new Set(plans.map((plan) => plan.brandId))).toEqual(new Set([1, 2, 4]));
    for (const brandId of [1, 2, 4]) {
      const count = plans.filter((plan) => plan.brandId === brandId).length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(5);
    }
    const volkswagenProducts = new Set(
      plans.filter((plan) => plan.brandId === 1).map((plan) => plan.product),
    );
    expect(volkswagenProducts.has('Autoahorro Volkswagen')).toBe(true);
    expect(volkswagenProducts.size).toBe(2);
    expect(
      plans.filter((plan) => plan.brandId === 2).every((plan) => plan.product === 'Plan Chevrolet'),
    ).toBe(true);
    expect(plans.filter((plan) => plan.brandId === 4).every((plan) => plan.product === 'Plan Nissan')).toBe(
      true,
    );
    for (const plan of plans) {
      const family = familyRows.find((row) => row.id === plan.familyId);
      expect(family?.family).toBe(plan.family);
      expect(family?.brandId).toBe(plan.brandId);
      expect(plan.model.startsWith(family?.name ?? '?')).toBe(true);
      expect(['100%', '70/30', '60/40']).toContain(plan.integration);
      expect(plan.firstInstallment).toBeGreaterThan(100_000);
      expect(plan.initialInstallment).toBeGreaterThan(0);
      expect(plan.description).not.toBe('');
    }
  });

  it('offers credit plans for Volkswagen, Chevrolet and Nissan, none for BAIC', async () => {
    const plans = await handle.db.select().from(creditPlans);
    expect(new Set(plans.map((plan) => plan.brandId))).toEqual(new Set([1, 2, 4]));
    for (const plan of plans) {
      expect(plan.annualRatePct).toBeGreaterThanOrEqual(0);
      expect(plan.annualRatePct).toBeLessThanOrEqual(60);
      expect(plan.maxSharePct).toBeGreaterThanOrEqual(50);
      expect(plan.maxSharePct).toBeLessThanOrEqual(80);
      expect(plan.active).toBe(true);
    }
  });

  it('gives every demo version a body type and fuel from its name, as the migration gave existing versions', async () => {
    const { db } = handle;
    const read = () =>
      db
        .select({
          id: versions.id,
          name: versions.name,
          bodyStyle: families.bodyStyle,
          body_type: versions.bodyType,
          fuel: versions.fuel,
          transmission: versions.transmission,
        })
        .from(versions)
        .innerJoin(families, eq(families.id, versions.familyId))
        .orderBy(asc(versions.id));
    const seeded = await read();
    for (const { name, bodyStyle, id: _id, ...attributes } of seeded) {
      expect(attributes, name).toEqual(attributesFromName(name, bodyStyle));
      expect(attributes.body_type, name).not.toBeNull();
    }
    expect(seeded.filter((version) => version.transmission === null).map((version) => version.name)).toEqual(
      [],
    );
    // The migration's backfill, run again on the versions with their attributes cleared, gives the same.
    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0025_version-attributes.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    await db.update(versions).set({ bodyType: null, fuel: null, transmission: null });
    await db.execute(sql.raw(backfill));
    expect(await read()).toEqual(seeded);
  });

  it('has a dollar rate', async () => {
    const rates = await handle.db.select().from(usdRates);
    expect(rates).toHaveLength(1);
    expect(rates[0]?.value).toBe(1450);
  });

  it('gives identical data after a reset, ids included', async () => {
    const before = await chassisById();
    await resetCatalogue(handle.db);
    expect(await isCatalogueEmpty(handle.db)).toBe(true);
    expect(await countRows(brands)).toBe(0);
    await seedCatalogue(handle.db);
    expect(await chassisById()).toEqual(before);
    const [polo] = await handle.db.select().from(families).where(eq(families.family, 'POLO'));
    expect(polo?.id).toBe(1);
  });

  async function chassisById(): Promise<[number, string][]> {
    const rows = await handle.db
      .select({ id: stockUnits.id, chassis: stockUnits.chassis })
      .from(stockUnits)
      .orderBy(asc(stockUnits.id));
    return rows.map((row) => [row.id, row.chassis]);
  }

  async function countRows(
    table: typeof brands | typeof families | typeof versions | typeof savingsPlans | typeof creditPlans,
  ): Promise<number> {
    return handle.db.$count(table);
  }
});

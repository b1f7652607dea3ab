import { count } from 'drizzle-orm';
import { attributesFromName, type VersionAttributes } from '#domain/catalogue/version-attributes';
import type { Database } from '../client';
import { brands, creditPlans, families, savingsPlans, stockUnits, usdRates, versions } from '../schema';
import { BRAND_ROWS } from './brands';
import { CATALOGUE } from './catalogue';
import { CREDIT_PLAN_SEEDS, SEED_USD_RATE } from './credit';
import { restartIdSequences } from './id-sequences';
import { buildSavingsPlanSeeds } from './plans';
import { buildStockSeeds } from './stock';

export { BRAND_ROWS } from './brands';
export { CATALOGUE } from './catalogue';
export { CREDIT_PLAN_SEEDS, SEED_USD_RATE } from './credit';
export { buildSavingsPlanSeeds, type SavingsPlanSeed } from './plans';
export { buildStockSeeds, SEED_HOLD_MINUTES, type StockSeed } from './stock';
export { VIN_PATTERN } from './vin';

/** Rows inserted per table. */
export interface SeedSummary {
  brands: number;
  families: number;
  versions: number;
  stockUnits: number;
  savingsPlans: number;
  creditPlans: number;
  usdRates: number;
}

export interface SeedOptions {
  /** The seeding instant; a held unit's hold runs from it. */
  now?: Date;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Tables whose ids come from a sequence; reset restarts them so a fresh seed gets the same ids (and URLs). */
const SERIAL_TABLES = [
  'families',
  'versions',
  'stock_units',
  'savings_plans',
  'credit_plans',
  'usd_rates',
] as const;

/** Thrown by resetCatalogue when rows outside the catalogue (e.g. operations) still point at it. */
export class CatalogueInUseError extends Error {
  constructor(detail: string) {
    super(`No se puede borrar el catálogo porque otros datos lo usan (${detail}). Borrá esos datos primero.`);
    this.name = 'CatalogueInUseError';
  }
}

/** True when there is nothing to show: no families and no stock units. */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [unitRows] = await db.select({ value: count() }).from(stockUnits);
  const [familyRows] = await db.select({ value: count() }).from(families);
  return (unitRows?.value ?? 0) === 0 && (familyRows?.value ?? 0) === 0;
}

/** Inserts the demo catalogue in one transaction: either all of it is there afterwards, or none of it. */
export async function seedCatalogue(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Brands may already exist (another module or an earlier partial setup inserts them); they are fixed rows.
    await tx
      .insert(brands)
      .values([...BRAND_ROWS])
      .onConflictDoNothing();

    const familyIds = await insertFamilies(tx);
    const versionIds = await insertVersions(tx, familyIds);

    const stock = buildStockSeeds();
    const insertedUnits = await tx
      .insert(stockUnits)
      .values(
        stock.map((unit) => ({
          brandId: unit.brandId,
          familyId: lookup(familyIds, familyKey(unit.brandId, unit.family)),
          subfamilyId: lookup(versionIds, versionKey(unit.brandId, unit.family, unit.version)),
          model: unit.model,
          chassis: unit.chassis,
          doors: unit.doors,
          color: unit.color,
          colorHex: unit.colorHex,
          location: unit.location,
          currency: unit.currency,
          modelYear: unit.modelYear,
          listPrice: unit.listPrice,
          discount: unit.discount,
          specialDiscount: unit.specialDiscount,
          licenseCost: unit.licenseCost,
          preparationCost: unit.preparationCost,
          deliveryPrice: unit.deliveryPrice,
          status: unit.status,
          heldUntil: unit.holdMinutes ? new Date(now.getTime() + unit.holdMinutes * 60_000) : null,
        })),
      )
      .returning({ id: stockUnits.id });

    const plans = buildSavingsPlanSeeds();
    const insertedPlans = await tx
      .insert(savingsPlans)
      .values(
        plans.map((plan) => ({
          ...plan,
          familyId: lookup(familyIds, familyKey(plan.brandId, plan.family)),
        })),
      )
      .returning({ id: savingsPlans.id });

    const insertedCredit = await tx
      .insert(creditPlans)
      .values(CREDIT_PLAN_SEEDS.map((plan) => ({ ...plan })))
      .returning({ id: creditPlans.id });

    const insertedRates = await tx
      .insert(usdRates)
      .values({ value: SEED_USD_RATE, effectiveAt: now })
      .returning({ id: usdRates.id });

    const [brandRows] = await tx.select({ value: count() }).from(brands);
    return {
      brands: brandRows?.value ?? 0,
      families: familyIds.size,
      versions: versionIds.size,
      stockUnits: insertedUnits.length,
      savingsPlans: insertedPlans.length,
      creditPlans: insertedCredit.length,
      usdRates: insertedRates.length,
    };
  });
}

/** Deletes every catalogue row, children first, and restarts the id sequences. */
export async function resetCatalogue(db: Database): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // DELETE rather than TRUNCATE ... CASCADE: a cascade would silently empty any other table that points at the
      // catalogue (operations, promotions); a foreign-key error stops the reset instead.
      await tx.delete(stockUnits);
      await tx.delete(savingsPlans);
      await tx.delete(creditPlans);
      await tx.delete(versions);
      await tx.delete(families);
      await tx.delete(usdRates);
      await tx.delete(brands);
      await restartIdSequences(tx, SERIAL_TABLES);
    });
  } catch (error) {
    const detail = foreignKeyViolation(error);
    if (detail) throw new CatalogueInUseError(detail);
    throw error;
  }
}

const familyKey = (brandId: number, family: string) => `${brandId}/${family}`;
const versionKey = (brandId: number, family: string, version: string) => `${brandId}/${family}/${version}`;

function lookup(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data refers to ${key}, which was not inserted`);
  return id;
}

async function insertFamilies(tx: Transaction): Promise<Map<string, number>> {
  const rows = CATALOGUE.flatMap((brand) =>
    brand.families.map((family, index) => ({
      brandId: brand.brandId,
      family: family.family,
      name: family.name,
      description: family.description,
      // No picture: pages draw the body style's silhouette in the unit's colour.
      image: null,
      bodyStyle: family.bodyStyle,
      currency: family.currency ?? brand.currency,
      sortOrder: index + 1,
    })),
  );
  const inserted = await tx
    .insert(families)
    .values(rows)
    .returning({ id: families.id, brandId: families.brandId, family: families.family });
  return new Map(inserted.map((row) => [familyKey(row.brandId, row.family), row.id]));
}

function columnsOf(attributes: VersionAttributes) {
  return { bodyType: attributes.body_type, fuel: attributes.fuel, transmission: attributes.transmission };
}

async function insertVersions(
  tx: Transaction,
  familyIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const rows = CATALOGUE.flatMap((brand) =>
    brand.families.flatMap((family) =>
      family.versions.map((version, index) => ({
        key: versionKey(brand.brandId, family.family, version.name),
        familyId: lookup(familyIds, familyKey(brand.brandId, family.family)),
        name: version.name,
        features: [...version.features],
        sortOrder: index + 1,
        ...columnsOf(attributesFromName(version.name, family.bodyStyle)),
      })),
    ),
  );
  const inserted = await tx
    .insert(versions)
    .values(rows.map(({ key: _key, ...row }) => row))
    .returning({ id: versions.id, familyId: versions.familyId, name: versions.name });
  const keyByFamilyAndName = new Map(rows.map((row) => [`${row.familyId}/${row.name}`, row.key]));
  return new Map(
    inserted.map((row) => [lookupKey(keyByFamilyAndName, `${row.familyId}/${row.name}`), row.id] as const),
  );
}

function lookupKey(keys: ReadonlyMap<string, string>, id: string): string {
  const key = keys.get(id);
  if (key === undefined) throw new Error(`Inserted version ${id} has no seed entry`);
  return key;
}

/** The constraint named by a PostgreSQL foreign-key violation (23503), looking through driver wrappers. */
function foreignKeyViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; table?: unknown; cause?: unknown };
    if (candidate.code === '23503') {
      const parts = [candidate.table, candidate.constraint].filter((part) => typeof part === 'string');
      return parts.length > 0 ? parts.join(': ') : 'clave foránea';
    }
    current = candidate.cause;
  }
  return undefined;
}

import { count } from 'drizzle-orm';
import type { Database } from '../../client';
import {
  brands,
  guidePrices,
  promotions,
  usedBrands,
  usedModels,
  usedVersions,
  valuations,
} from '../../schema';
import { BRAND_ROWS } from '../brands';
import { restartIdSequences } from '../id-sequences';
import { PROMOTION_SEEDS, promotionDates } from './promotions';
import { buildGuidePriceSeeds, USED_CATALOGUE } from './used-catalogue';

export { PROMOTION_SEEDS, type PromotionSeed } from './promotions';
export { buildGuidePriceSeeds, type GuidePriceSeed, USED_CATALOGUE } from './used-catalogue';

/** Rows inserted per table. */
export interface DealershipSeedSummary {
  usedBrands: number;
  usedModels: number;
  usedVersions: number;
  guidePrices: number;
  promotions: number;
}

export interface DealershipSeedOptions {
  /** The seeding instant; promotion dates are relative to it. */
  now?: Date;
}

/** Tables whose ids come from a sequence; reset restarts them so a fresh seed gets the same ids. */
const SERIAL_TABLES = ['used_brands', 'used_models', 'promotions'] as const;

/** Guide prices are 3 parameters a row; chunks stay far below PostgreSQL's 65,535 parameters per statement. */
const CHUNK_SIZE = 1000;

/** True when there is no used-vehicle catalogue and no promotion. */
export async function isDealershipDataEmpty(db: Database): Promise<boolean> {
  const [brandRows] = await db.select({ value: count() }).from(usedBrands);
  const [promotionRows] = await db.select({ value: count() }).from(promotions);
  return (brandRows?.value ?? 0) === 0 && (promotionRows?.value ?? 0) === 0;
}

/** Inserts the demo used-vehicle guide and promotions in one transaction. */
export async function seedDealershipData(
  db: Database,
  options: DealershipSeedOptions = {},
): Promise<DealershipSeedSummary> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Promotions refer to the fixed brand rows, which the catalogue seed may not have inserted yet.
    await tx
      .insert(brands)
      .values([...BRAND_ROWS])
      .onConflictDoNothing();

    const insertedBrands = await tx
      .insert(usedBrands)
      .values(USED_CATALOGUE.map((brand) => ({ name: brand.name })))
      .returning({ id: usedBrands.id, name: usedBrands.name });
    const brandIds = new Map(insertedBrands.map((row) => [row.name, row.id]));

    const modelRows = USED_CATALOGUE.flatMap((brand) =>
      brand.models.map((model) => ({ brandId: lookup(brandIds, brand.name), name: model.name })),
    );
    const insertedModels = await tx
      .insert(usedModels)
      .values(modelRows)
      .returning({ id: usedModels.id, brandId: usedModels.brandId, name: usedModels.name });
    const modelIds = new Map(insertedModels.map((row) => [`${row.brandId}/${row.name}`, row.id]));

    const guide = buildGuidePriceSeeds();
    const versionsByCodia = new Map<number, { codia: number; modelId: number; description: string }>();
    for (const row of guide) {
      if (versionsByCodia.has(row.codia)) continue;
      const modelId = lookup(modelIds, `${lookup(brandIds, row.brand)}/${row.model}`);
      versionsByCodia.set(row.codia, { codia: row.codia, modelId, description: row.description });
    }
    await tx.insert(usedVersions).values([...versionsByCodia.values()]);

    for (let start = 0; start < guide.length; start += CHUNK_SIZE) {
      await tx
        .insert(guidePrices)
        .values(
          guide.slice(start, start + CHUNK_SIZE).map(({ codia, year, price }) => ({ codia, year, price })),
        );
    }

    const insertedPromotions = await tx
      .insert(promotions)
      .values(
        PROMOTION_SEEDS.map((seed) => ({
          code: seed.code,
          description: seed.description,
          brandId: seed.brandId,
          family: seed.family,
          chassis: seed.chassis,
          moneyDiscount: seed.moneyDiscount,
          currency: seed.currency,
          percentageDiscount: seed.percentageDiscount,
          ...promotionDates(seed, now),
          usageLimit: seed.usageLimit,
          usageCount: seed.usageCount,
          discoverable: seed.discoverable,
          active: true,
        })),
      )
      .returning({ id: promotions.id });

    return {
      usedBrands: insertedBrands.length,
      usedModels: insertedModels.length,
      usedVersions: versionsByCodia.size,
      guidePrices: guide.length,
      promotions: insertedPromotions.length,
    };
  });
}

/**
 * Deletes valuations, the used-vehicle guide and the promotions, and restarts their id sequences. DELETE rather
 * than TRUNCATE ... CASCADE: a table added later that points at them (operations) stops the reset with a
 * foreign-key error instead of being emptied with them.
 */
export async function resetDealershipData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(valuations);
    await tx.delete(guidePrices);
    await tx.delete(usedVersions);
    await tx.delete(usedModels);
    await tx.delete(usedBrands);
    await tx.delete(promotions);
    await restartIdSequences(tx, SERIAL_TABLES);
  });
}

function lookup<K>(ids: ReadonlyMap<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed data refers to ${String(key)}, which was not inserted`);
  return id;
}

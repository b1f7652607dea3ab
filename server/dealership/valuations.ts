import { and, asc, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import {
  VALUATION_FAILED_MESSAGE,
  type ValuationParameters,
  type ValuationRequest,
  valuationExpiry,
  valuationOffer,
  valuationParameters,
} from '#domain/operation/valuation';
import type { Database } from '../db/client';
import { guidePrices, usedBrands, usedModels, usedVersions, valuations } from '../db/schema';
import { RefusalError } from '../platform/errors';

/**
 * The version has no guide price for that model year (or the codia is unknown, or taken out of the guide): there is
 * nothing to quote from.
 */
export class ValuationUnavailableError extends RefusalError {
  override name = 'ValuationUnavailableError';
  constructor() {
    super(VALUATION_FAILED_MESSAGE, 422);
  }
}

/**
 * Optional overrides of the valuation parameters. The server Config can be passed as is: once its schema has
 * these optional variables they take effect, until then the domain defaults apply.
 */
export type ValuationConfig = object & {
  VALUATION_DEALER_MARGIN?: number | undefined;
  VALUATION_EXPECTED_KM_PER_YEAR?: number | undefined;
};

export function parametersFromConfig(config: ValuationConfig | undefined): ValuationParameters {
  return valuationParameters({
    dealerMargin: config?.VALUATION_DEALER_MARGIN,
    expectedKmPerYear: config?.VALUATION_EXPECTED_KM_PER_YEAR,
  });
}

export interface StoredValuation {
  id: string;
  codia: number;
  brand: string;
  model: string;
  vehicle: string;
  year: number;
  kms: number;
  /** Pesos (docs/product.md §D3). */
  amount: number;
  currency: 'ars';
  operationCode: string | null;
  createdAt: Date;
  expiresAt: Date;
}

function toStored(row: typeof valuations.$inferSelect): StoredValuation {
  return {
    id: row.id,
    codia: row.codia,
    brand: row.brand,
    model: row.model,
    vehicle: row.vehicle,
    year: row.year,
    kms: row.kms,
    amount: row.amount,
    currency: 'ars',
    operationCode: row.operationCode,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

/**
 * Quotes a used vehicle from the guide price of its version and year, and stores the quote for 7 days.
 * The names stored are the catalogue's, not the ones the form sent: the quote must say what was priced.
 */
export async function createValuation(
  db: Database,
  request: ValuationRequest,
  options: { parameters?: ValuationParameters; now?: Date } = {},
): Promise<StoredValuation> {
  const now = options.now ?? new Date();
  const [guide] = await db
    .select({
      price: guidePrices.price,
      brand: usedBrands.name,
      model: usedModels.name,
      vehicle: usedVersions.description,
    })
    .from(guidePrices)
    .innerJoin(usedVersions, eq(usedVersions.codia, guidePrices.codia))
    .innerJoin(usedModels, eq(usedModels.id, usedVersions.modelId))
    .innerJoin(usedBrands, eq(usedBrands.id, usedModels.brandId))
    // A version taken out of the guide is not quoted again, and is refused as an unknown one (decision 0074).
    .where(
      and(
        eq(guidePrices.codia, request.codia),
        eq(guidePrices.year, request.year),
        isNull(usedVersions.removedAt),
      ),
    )
    .limit(1);
  if (!guide) throw new ValuationUnavailableError();

  const amount = valuationOffer(
    { guidePrice: guide.price, year: request.year, kms: request.kms, referenceYear: now.getFullYear() },
    options.parameters ?? valuationParameters(),
  );
  const [row] = await db
    .insert(valuations)
    .values({
      codia: request.codia,
      brand: guide.brand,
      model: guide.model,
      vehicle: guide.vehicle,
      year: request.year,
      kms: request.kms,
      amount,
      operationCode: request.operation ?? null,
      createdAt: now,
      expiresAt: valuationExpiry(now),
    })
    .returning();
  if (!row) throw new Error('valuation not stored');
  return toStored(row);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored valuation still honoured at `at`; null when it expired, never existed, or the id is not a uuid. */
export async function getValuation(
  db: Database,
  id: string,
  at: Date = new Date(),
): Promise<StoredValuation | null> {
  // PostgreSQL refuses a malformed uuid with an error; an id from a URL or a body is not trusted to be one.
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(valuations)
    .where(and(eq(valuations.id, id), gt(valuations.expiresAt, at)))
    .limit(1);
  return row ? toStored(row) : null;
}

/** A version still in the guide: the public choices and the valuation offer no other (decision 0074). */
const inGuide = isNull(usedVersions.removedAt);

/**
 * The used-vehicle catalogue of docs/product.md §3, as the valuation form lists it: a brand or a model whose every
 * version was taken out of the guide has nothing to choose, and is left out too.
 */
export async function listUsedBrands(db: Database) {
  return db
    .select({ id: usedBrands.id, name: usedBrands.name })
    .from(usedBrands)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(usedModels)
          .innerJoin(usedVersions, eq(usedVersions.modelId, usedModels.id))
          .where(and(eq(usedModels.brandId, usedBrands.id), inGuide)),
      ),
    )
    .orderBy(asc(usedBrands.name));
}

export async function listUsedModels(db: Database, brandId: number) {
  return db
    .select({ id: usedModels.id, name: usedModels.name })
    .from(usedModels)
    .where(
      and(
        eq(usedModels.brandId, brandId),
        exists(
          db
            .select({ one: sql`1` })
            .from(usedVersions)
            .where(and(eq(usedVersions.modelId, usedModels.id), inGuide)),
        ),
      ),
    )
    .orderBy(asc(usedModels.name));
}

/**
 * Versions of a model named as the form shows it, regardless of case. Each lists the model years with a guide
 * price, so the form can offer only years that can be quoted.
 */
export async function listUsedVersions(db: Database, brandId: number, modelName: string) {
  const rows = await db
    .select({
      codia: usedVersions.codia,
      description: usedVersions.description,
      years: sql<number[] | null>`array_agg(${guidePrices.year} order by ${guidePrices.year})
        filter (where ${guidePrices.year} is not null)`,
    })
    .from(usedVersions)
    .innerJoin(usedModels, eq(usedModels.id, usedVersions.modelId))
    .leftJoin(guidePrices, eq(guidePrices.codia, usedVersions.codia))
    .where(
      and(
        eq(usedModels.brandId, brandId),
        sql`lower(${usedModels.name}) = lower(${modelName.trim().replace(/\s+/g, ' ')})`,
        inGuide,
      ),
    )
    .groupBy(usedVersions.codia, usedVersions.description)
    .orderBy(asc(usedVersions.description), asc(usedVersions.codia));
  return rows.map((row) => ({
    codia: row.codia,
    description: row.description,
    years: (row.years ?? []).map(Number),
  }));
}

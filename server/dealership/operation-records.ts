import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CatalogueSource } from '#domain/catalogue/catalogue';
import type { OperationView } from '#domain/operation/operation';
import { createDatabaseCatalogue } from '../catalogue';
import { bookingPrice } from '../content';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared-statement';
import { creditPlans, operations, operationUsedVehicles, promotions, valuations } from '../db/schema';
import { NotFoundError, ServiceUnavailableError } from '../platform/errors';
import { OperationNotFoundError } from './operation-errors';
import { type CreditPlanRow, evaluate, type OperationRow, type ValuationRow } from './operation-figures';
import { buildView } from './operation-view';
import type { Promotion } from './promotion-lookup';

/*
 * The look-ups of the operation service: an operation and what it refers to (its used vehicles, its promotion, its
 * credit plan, the dollar rate), and the operation as the API shows it.
 */

export interface OperationServiceDependencies {
  db: Database;
  /** The site's origin, for the resume link of the e-mail. */
  publicUrl: string;
  /** The dealership's own catalogue (by default, this database's). */
  catalogue?: CatalogueSource;
  now?: () => Date;
}

/** The service's dependencies as its steps use them: the catalogue and the clock chosen. */
export interface OperationContext {
  db: Database;
  publicUrl: string;
  catalogue: CatalogueSource;
  clock: () => Date;
}

export function operationContext(deps: OperationServiceDependencies): OperationContext {
  const { db, publicUrl } = deps;
  return {
    db,
    publicUrl,
    catalogue: deps.catalogue ?? createDatabaseCatalogue(db),
    clock: deps.now ?? (() => new Date()),
  };
}

const operationOfCode = preparedStatement((db) =>
  db
    .select()
    .from(operations)
    .where(eq(operations.code, sql.placeholder('code')))
    .limit(1)
    .prepare('operation_of_code'),
);

const operationOfId = preparedStatement((db) =>
  db
    .select()
    .from(operations)
    .where(eq(operations.id, sql.placeholder('id')))
    .limit(1)
    .prepare('operation_of_id'),
);

const usedVehiclesOfOperation = preparedStatement((db) =>
  db
    .select({ valuation: valuations })
    .from(operationUsedVehicles)
    .innerJoin(valuations, eq(valuations.id, operationUsedVehicles.valuationId))
    .where(eq(operationUsedVehicles.operationId, sql.placeholder('operationId')))
    .orderBy(asc(operationUsedVehicles.position))
    .prepare('used_vehicles_of_operation'),
);

/** The operation of a code (already normalised); null when there is none. Every look-up by code reads it here. */
export async function operationRowByCode(db: Database, code: string): Promise<OperationRow | null> {
  const [row] = await operationOfCode(db).execute({ code });
  return row ?? null;
}

/** The operation of an id as it is now; null when there is none. */
export async function operationRowById(db: Database, id: number): Promise<OperationRow | null> {
  const [row] = await operationOfId(db).execute({ id });
  return row ?? null;
}

/** The operation of a code (already normalised); null when there is none. */
export function findRow(ctx: OperationContext, code: string): Promise<OperationRow | null> {
  return operationRowByCode(ctx.db, code);
}

/** The used vehicles attached to an operation, in the order the buyer gave them. */
export async function usedVehiclesOf(ctx: OperationContext, operationId: number): Promise<ValuationRow[]> {
  const rows = await usedVehiclesOfOperation(ctx.db).execute({ operationId });
  return rows.map((row) => row.valuation);
}

export async function promotionById(ctx: OperationContext, id: number | null): Promise<Promotion | null> {
  if (id === null) return null;
  const [row] = await ctx.db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  return row ?? null;
}

/** A plan the brand offers now (docs/product.md §D10); null when it doesn't exist, is another brand's or was withdrawn. */
export async function planFor(
  ctx: OperationContext,
  brandId: number,
  planId: number | null,
): Promise<CreditPlanRow | null> {
  if (planId === null || planId <= 0) return null;
  const [row] = await ctx.db
    .select()
    .from(creditPlans)
    .where(
      and(
        eq(creditPlans.id, planId),
        eq(creditPlans.brandId, brandId),
        eq(creditPlans.active, true),
        isNull(creditPlans.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** docs/product.md §D3: the rate is read once, at start, and the operation keeps it. */
export async function currentUsdRate(ctx: OperationContext): Promise<number> {
  try {
    const rate = await ctx.catalogue.usdRate();
    if (!(Number.isFinite(rate) && rate > 0)) throw new NotFoundError('invalid rate');
    return rate;
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new ServiceUnavailableError('No USD rate to fix for a dollar-priced unit', { cause: error });
    }
    throw error;
  }
}

/** The operation as the API shows it, recomputed now (or as stored, once its payment started). */
export async function viewOf(
  ctx: OperationContext,
  row: OperationRow,
  vehicles?: ValuationRow[],
): Promise<OperationView> {
  const used = vehicles ?? (await usedVehiclesOf(ctx, row.id));
  const [unit, promotion, plan, deposit] = await Promise.all([
    ctx.catalogue.stockUnit(row.brandId, row.stockUnitId),
    promotionById(ctx, row.promotionId),
    planFor(ctx, row.brandId, row.creditPlanId),
    bookingPrice(ctx.db, row.brandId),
  ]);
  const evaluation = evaluate(row, used, { unit, promotion, plan, now: ctx.clock() });
  return buildView(row, used, evaluation, unit, deposit);
}

/** The operation of an id as it is now, as the API shows it. */
export async function currentView(ctx: OperationContext, operationId: number): Promise<OperationView> {
  const row = await operationRowById(ctx.db, operationId);
  if (!row) throw new OperationNotFoundError();
  return viewOf(ctx, row);
}

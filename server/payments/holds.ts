import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { type OperationStatus, UNIT_UNAVAILABLE_MESSAGE } from '#domain/operation/operation';
import {
  ALREADY_RESERVED_MESSAGE,
  OPEN_PAYMENT_STATUSES,
  PAYMENT_NOT_READY_MESSAGE,
} from '#domain/operation/payment';
import { holdLapsed, unitFreeFor } from '../catalogue';
import { bookingPrice } from '../content';
import type { Database } from '../db/client';
import { operations, payments, stockUnits } from '../db/schema';
import { recordOperationEvent } from '../dealership';
import {
  gatewayOf,
  moveOperation,
  type OperationRow,
  operationByCode,
  PaymentFlowError,
  type ReservationContext,
} from './reservation-context';

/*
 * The unit's hold (docs/product.md §D5, docs/decisions/0010): taken in one conditional UPDATE when the payment starts,
 * so of many buyers starting at once exactly one gets it; given back when its time lapses without a payment.
 */

/** A payment that may still be charged, or was: it holds the unit for its operation. */
const CHARGING_OR_CHARGED = [...OPEN_PAYMENT_STATUSES, 'approved'] as const;

/** A unit nobody holds. */
const FREE_UNIT = { status: 'available', heldUntil: null, holderOperationId: null } as const;

/**
 * The unit taken for the operation (held for it, even if the hold just lapsed, or free) and the operation moved on,
 * in one transaction with whatever `alongside` writes: all of it, or nothing and null when another operation has the
 * unit or the operation is no longer in one of `from`.
 */
export async function takeUnitAndMove(
  ctx: ReservationContext,
  operation: OperationRow,
  now: Date,
  unit: Pick<typeof stockUnits.$inferInsert, 'status' | 'heldUntil'>,
  from: readonly OperationStatus[],
  changes: Partial<typeof operations.$inferInsert>,
  alongside?: (tx: Database, row: OperationRow) => Promise<void>,
): Promise<OperationRow | null> {
  return ctx.db
    .transaction(async (tx) => {
      const [taken] = await tx
        .update(stockUnits)
        .set({ ...unit, holderOperationId: operation.id })
        .where(and(eq(stockUnits.id, operation.stockUnitId), unitFreeFor(operation.id, now)))
        .returning({ id: stockUnits.id });
      if (!taken) return null;
      const row = await moveOperation(ctx, tx, operation.id, from, changes);
      if (!row) return tx.rollback();
      await alongside?.(tx, row);
      return row;
    })
    .catch((error: unknown) => {
      if ((error as Error).name === 'TransactionRollbackError') return null;
      throw error;
    });
}

/**
 * Gives the unit back to the stock when this operation has it in one of the statuses `from`: held (a hold that ends),
 * or also reserved (a cancellation).
 */
export async function releaseUnit(
  tx: Database,
  operation: OperationRow,
  from: readonly ('held' | 'reserved')[],
): Promise<void> {
  await tx
    .update(stockUnits)
    .set(FREE_UNIT)
    .where(
      and(
        eq(stockUnits.id, operation.stockUnitId),
        eq(stockUnits.holderOperationId, operation.id),
        inArray(stockUnits.status, [...from]),
      ),
    );
}

/**
 * A payment start that ends without a payment (rejected or cancelled, and its hold lapsed): the operation goes back to
 * the buyer's last step and the unit back to the stock, unless another payment of the operation may still be charged.
 */
export async function giveBackHold(ctx: ReservationContext, operation: OperationRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.operationId, operation.id), inArray(payments.status, [...CHARGING_OR_CHARGED])))
      .limit(1);
    if (open) return;
    const back = await moveOperation(ctx, tx, operation.id, ['payment_pending'], {
      status: 'data_complete',
      holdExpiresAt: null,
    });
    if (back) {
      await releaseUnit(tx, operation, ['held']);
      await recordOperationEvent(tx, { operationId: operation.id, kind: 'hold_lapsed' });
    }
  });
}

/**
 * docs/decisions/0010: the atomic hold when payment starts. Of any number of operations starting at once for one
 * unit, one gets it; the others get 'El vehículo seleccionado no está disponible.'.
 */
export async function startPayment(ctx: ReservationContext, rawCode: string) {
  const { db, config, clock } = ctx;
  const operation = await operationByCode(ctx, rawCode);
  if (operation.status === 'reserved') throw new PaymentFlowError(ALREADY_RESERVED_MESSAGE, 409);
  if (operation.status !== 'data_complete' && operation.status !== 'payment_pending') {
    throw new PaymentFlowError(PAYMENT_NOT_READY_MESSAGE, 409);
  }
  const gateway = gatewayOf(ctx, operation.brandId);
  const now = clock();
  const until = new Date(now.getTime() + config.HOLD_MINUTES * 60_000);
  const held = await takeUnitAndMove(
    ctx,
    operation,
    now,
    { status: 'held', heldUntil: until },
    ['data_complete', 'payment_pending'],
    { status: 'payment_pending', holdExpiresAt: until },
    (tx, row) =>
      recordOperationEvent(tx, {
        operationId: row.id,
        kind: 'payment_started',
        detail: { gateway: gateway.kind, hold_until: until.toISOString() },
      }),
  );
  if (!held) throw new PaymentFlowError(UNIT_UNAVAILABLE_MESSAGE, 409);
  return {
    code: held.code,
    holdExpiresAt: until.toISOString(),
    deposit: await bookingPrice(db, held.brandId),
    gateway: { kind: gateway.kind, publicKey: gateway.publicKey },
  };
}

/**
 * The payment starts whose hold lapsed with no payment that may still be charged go back to the buyer's last step,
 * and their units back to the stock. Gives how many operations went back.
 */
export async function releaseLapsedHolds(ctx: ReservationContext): Promise<number> {
  const { db, clock } = ctx;
  const lapsed = await db
    .update(operations)
    .set({
      status: 'data_complete',
      holdExpiresAt: null,
      version: sql`${operations.version} + 1`,
      updatedAt: clock(),
    })
    .where(
      and(
        eq(operations.status, 'payment_pending'),
        lt(operations.holdExpiresAt, clock()),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(
              and(
                eq(payments.operationId, operations.id),
                inArray(payments.status, [...CHARGING_OR_CHARGED]),
              ),
            ),
        ),
      ),
    )
    .returning({ id: operations.id });
  for (const { id } of lapsed) await recordOperationEvent(db, { operationId: id, kind: 'hold_lapsed' });
  // Readers already treat a lapsed hold as available; writing it down refreshes the catalogue's aggregates (the
  // offers and the stock counts are kept by triggers on this table).
  await db.update(stockUnits).set(FREE_UNIT).where(holdLapsed(clock()));
  return lapsed.length;
}

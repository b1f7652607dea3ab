import { and, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import {
  ALREADY_RESERVED_MESSAGE,
  HOLD_LOST_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_IN_PROGRESS_MESSAGE,
} from '#domain/operation/payment';
import type { PaymentCreateInput } from '#domain/operation/payment-schemas';
import { bookingPrice } from '../content';
import { operations, payments, stockUnits } from '../db/schema';
import type { GatewayError, GatewayPayment } from './gateway';
import { applyPayment } from './payment-application';
import { gatewayOf, operationByCode, PaymentFlowError, type ReservationContext } from './reservation-context';

/** Longer than the gateway's timeout with its retries: an attempt still unanswered by then never will be. */
export const UNANSWERED_ATTEMPT_MS = 2 * 60_000;

/** Where a gateway notifies the payments of a brand's operations. */
const webhookUrl = (publicUrl: string, kind: string, brandId: number) =>
  `${publicUrl.replace(/\/+$/, '')}/api/v2/territorio/dealership/webhooks/${kind}/${brandId}`;

/**
 * POST …/mp: the payment of the deposit, with the amount from the database, while the operation holds its unit; its
 * answer, read back from the gateway, applied at once.
 */
export async function createPayment(ctx: ReservationContext, input: PaymentCreateInput) {
  const { db, clock, logger } = ctx;
  const operation = await operationByCode(ctx, input.code);
  if (operation.status === 'reserved') throw new PaymentFlowError(ALREADY_RESERVED_MESSAGE, 409);
  if (operation.status !== 'payment_pending') throw new PaymentFlowError(HOLD_LOST_MESSAGE, 409);
  const [unit] = await db
    .select({
      holder: stockUnits.holderOperationId,
      status: stockUnits.status,
      heldUntil: stockUnits.heldUntil,
    })
    .from(stockUnits)
    .where(eq(stockUnits.id, operation.stockUnitId))
    .limit(1);
  if (
    !unit ||
    unit.holder !== operation.id ||
    unit.status !== 'held' ||
    !unit.heldUntil ||
    unit.heldUntil <= clock()
  ) {
    throw new PaymentFlowError(HOLD_LOST_MESSAGE, 409);
  }
  const gateway = gatewayOf(ctx, operation.brandId);
  const deposit = await bookingPrice(db, operation.brandId);
  // One charge at a time per operation: with the operation's row locked, an attempt is added only when no other
  // one may still be charged, so a double click, two tabs or a new card while one is in process never pay the
  // deposit twice. An attempt that never got the gateway's answer (the process died) stops counting after a while.
  const answerBefore = new Date(clock().getTime() - UNANSWERED_ATTEMPT_MS);
  const attempt = await db.transaction(async (tx) => {
    await tx
      .select({ id: operations.id })
      .from(operations)
      .where(eq(operations.id, operation.id))
      .for('update');
    const [charging] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.operationId, operation.id),
          or(
            inArray(payments.status, ['in_process', 'authorized', 'approved']),
            and(
              eq(payments.status, 'pending'),
              or(isNotNull(payments.gatewayPaymentId), gt(payments.createdAt, answerBefore)),
            ),
          ),
        ),
      )
      .limit(1);
    if (charging) return 'charging' as const;
    const [row] = await tx
      .insert(payments)
      .values({
        operationId: operation.id,
        brandId: operation.brandId,
        gateway: gateway.kind,
        amount: deposit,
        installments: input.installments,
        paymentMethod: input.payment_method_id,
      })
      .returning();
    return row ?? null;
  });
  if (attempt === 'charging') throw new PaymentFlowError(PAYMENT_IN_PROGRESS_MESSAGE, 409);
  if (!attempt) throw new PaymentFlowError(PAYMENT_FAILED_MESSAGE, 502);
  let read: GatewayPayment;
  try {
    read = await gateway.createPayment({
      amount: deposit,
      externalReference: operation.transactionCode,
      idempotencyKey: attempt.idempotencyKey,
      description: `Seña ${operation.model}`,
      installments: input.installments,
      paymentMethodId: input.payment_method_id,
      token: input.token,
      ...(input.issuer_id ? { issuerId: input.issuer_id } : {}),
      payerEmail: operation.email,
      notificationUrl: webhookUrl(ctx.config.PUBLIC_URL, gateway.kind, operation.brandId),
    });
  } catch (error) {
    await db.update(payments).set({ status: 'error', updatedAt: clock() }).where(eq(payments.id, attempt.id));
    logger?.warn(
      { err: { name: (error as Error).name, status: (error as GatewayError).status } },
      'payment not created',
    );
    throw new PaymentFlowError(PAYMENT_FAILED_MESSAGE, 502);
  }
  await db
    .update(payments)
    .set({ gatewayPaymentId: read.id })
    .where(and(eq(payments.id, attempt.id), isNull(payments.gatewayPaymentId)));
  const outcome = await applyPayment(ctx, gateway, read);
  return {
    payment_id: read.id,
    status: read.status,
    outcome,
    next:
      outcome === 'reserved'
        ? dealershipPaths.reserved(operation.code)
        : outcome === 'pending'
          ? dealershipPaths.pending(operation.code)
          : null,
  };
}

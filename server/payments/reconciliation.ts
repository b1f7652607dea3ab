import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { OPEN_PAYMENT_STATUSES } from '#domain/operation/payment';
import { operations, payments } from '../db/schema';
import { UNANSWERED_ATTEMPT_MS } from './charges';
import { releaseLapsedHolds } from './holds';
import { applyPayment } from './payment-application';
import type { ReservationContext } from './reservation-context';

/**
 * docs/decisions/0010: asks the gateway about payments still open and applies what it finds, and gives back the units
 * of payment starts that lapsed without a payment.
 */
export async function reconcile(
  ctx: ReservationContext,
  olderThanMs = 60_000,
): Promise<{ checked: number; lapsed: number }> {
  const { db, gateways, clock, logger } = ctx;
  const before = new Date(clock().getTime() - olderThanMs);
  // Attempts the gateway never answered (the process stopped during the call): the gateway is asked by
  // reference; one it never saw is closed, so its operation can go back to the buyer.
  const unanswered = await db
    .select({ payment: payments, reference: operations.transactionCode })
    .from(payments)
    .innerJoin(operations, eq(operations.id, payments.operationId))
    .where(
      and(
        eq(payments.status, 'pending'),
        isNull(payments.gatewayPaymentId),
        lt(payments.createdAt, new Date(clock().getTime() - UNANSWERED_ATTEMPT_MS)),
      ),
    )
    .limit(100);
  for (const { payment, reference } of unanswered) {
    const gateway = gateways.byKind(payment.gateway, payment.brandId);
    if (!gateway) continue;
    try {
      const found = await gateway.searchPayments(reference);
      const known = new Set(
        (
          await db
            .select({ id: payments.gatewayPaymentId })
            .from(payments)
            .where(eq(payments.operationId, payment.operationId))
        ).map((row) => row.id),
      );
      const unseen = found.filter((read) => !known.has(read.id) && read.amount === payment.amount);
      for (const read of unseen) await applyPayment(ctx, gateway, read);
      if (unseen.length === 0) {
        await db
          .update(payments)
          .set({ status: 'error', statusDetail: 'unanswered', updatedAt: clock() })
          .where(and(eq(payments.id, payment.id), isNull(payments.gatewayPaymentId)));
      }
    } catch (error) {
      logger?.warn({ err: { name: (error as Error).name } }, 'reconciliation search failed');
    }
  }
  const open = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.status, [...OPEN_PAYMENT_STATUSES]), lt(payments.updatedAt, before)))
    .orderBy(payments.updatedAt)
    .limit(100);
  for (const payment of open) {
    const gateway = gateways.byKind(payment.gateway, payment.brandId);
    if (!gateway || !payment.gatewayPaymentId) continue;
    try {
      const read = await gateway.getPayment(payment.gatewayPaymentId);
      if (read) await applyPayment(ctx, gateway, read);
      else await db.update(payments).set({ updatedAt: clock() }).where(eq(payments.id, payment.id));
    } catch (error) {
      logger?.warn({ err: { name: (error as Error).name } }, 'reconciliation read failed');
    }
  }
  const lapsed = await releaseLapsedHolds(ctx);
  return { checked: open.length, lapsed };
}

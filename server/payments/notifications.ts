import { eq } from 'drizzle-orm';
import { paymentNotifications } from '../db/schema';
import { applyPayment, type PaymentOutcome } from './payment-application';
import type { ReservationContext } from './reservation-context';
import { verifyNotificationSignature } from './webhook-signature';

/** A gateway's notification as its webhook received it. */
export interface PaymentNotification {
  kind: string;
  brandId: number;
  signature: string | undefined;
  requestId: string | undefined;
  dataId: string | undefined;
  type: string | undefined;
}

/**
 * A gateway's notification (docs/decisions/0010): the signature checked in constant time with a timestamp tolerance,
 * each delivery recorded once, the payment read back from the gateway before anything changes.
 */
export async function handleNotification(
  ctx: ReservationContext,
  input: PaymentNotification,
): Promise<{ status: 200 | 401 | 404; outcome: PaymentOutcome | 'duplicate' | 'not_a_payment' }> {
  const { db, clock, logger } = ctx;
  const gateway = ctx.gateways.byKind(input.kind, input.brandId);
  if (!gateway) return { status: 404, outcome: 'ignored' };
  const dataId = input.dataId ?? '';
  const verdict = verifyNotificationSignature({
    secret: gateway.webhookSecret,
    signature: input.signature,
    requestId: input.requestId,
    dataId,
    now: clock(),
  });
  if (verdict !== 'valid') {
    logger?.warn({ gateway: gateway.kind, verdict }, 'notification refused');
    return { status: 401, outcome: 'ignored' };
  }
  if (input.type && input.type !== 'payment') return { status: 200, outcome: 'not_a_payment' };
  const [recorded] = await db
    .insert(paymentNotifications)
    .values({ gateway: gateway.kind, brandId: input.brandId, requestId: input.requestId ?? '', dataId })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  if (!recorded) return { status: 200, outcome: 'duplicate' };
  let outcome: PaymentOutcome;
  try {
    const read = await gateway.getPayment(dataId);
    outcome = read ? await applyPayment(ctx, gateway, read) : 'ignored';
  } catch (error) {
    // Let the gateway deliver it again: forget this delivery.
    await db.delete(paymentNotifications).where(eq(paymentNotifications.id, recorded.id));
    throw error;
  }
  await db.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, recorded.id));
  return { status: 200, outcome };
}

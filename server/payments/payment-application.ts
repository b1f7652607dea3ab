import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { findBrandById } from '#domain/catalogue/brands';
import { isOpenPaymentStatus } from '#domain/operation/payment';
import { departmentEmail } from '../content';
import { mailOutbox, operations, payments } from '../db/schema';
import { operationRowById, recordOperationEvent, redeemPromotion } from '../dealership';
import { queueMail } from '../mail';
import { newReservationNotice, planTeamNotice, queueTeamNotice } from '../staff-notifications';
import type { GatewayError, GatewayPayment, PaymentGateway } from './gateway';
import { giveBackHold, takeUnitAndMove } from './holds';
import {
  PAYMENT_MAIL_KINDS,
  pendingMail,
  receiptMail,
  salesNoticeMail,
  unitTakenMail,
  unitTakenStaffMail,
} from './payment-mails';
import {
  moveOperation,
  type OperationRow,
  type PaymentRow,
  type ReservationContext,
  reservationFacts,
} from './reservation-context';

/*
 * A payment as its gateway reports it, applied to its operation (docs/product.md §D15, docs/decisions/0010): nothing
 * changes until its amount, currency, reference and method are read back from the gateway and match this server's
 * records; an approved one reserves the unit, or goes back to the buyer when the unit can't be reserved any more.
 */

export type PaymentOutcome = 'reserved' | 'pending' | 'rejected' | 'refunded' | 'ignored' | 'mismatch';

/** The payment refunded in full through its gateway; false when it could not be (the gateway refused or failed). */
export async function refund(
  ctx: ReservationContext,
  gateway: PaymentGateway,
  payment: PaymentRow,
): Promise<boolean> {
  const { db, clock, logger } = ctx;
  if (!payment.gatewayPaymentId) return false;
  try {
    const done = await gateway.refundPayment(payment.gatewayPaymentId, randomUUID());
    await db
      .update(payments)
      .set({ status: 'refunded', refundId: done.id, refundedAt: clock(), updatedAt: clock() })
      .where(eq(payments.id, payment.id));
    return true;
  } catch (error) {
    logger?.error(
      { err: { name: (error as Error).name, status: (error as GatewayError).status } },
      'refund failed',
    );
    return false;
  }
}

/** An approved payment whose operation can't be reserved any more: the money goes back, staff are told. */
async function refundLostReservation(
  ctx: ReservationContext,
  gateway: PaymentGateway,
  operation: OperationRow,
  payment: PaymentRow,
) {
  const { db, clock, logger } = ctx;
  const refunded = await refund(ctx, gateway, payment);
  const now = clock();
  const cancelled = await moveOperation(ctx, db, operation.id, ['payment_pending', 'data_complete'], {
    status: 'cancelled',
    cancelledAt: now,
    cancellationReason: 'unit_taken',
    holdExpiresAt: null,
  });
  const about = await reservationFacts(ctx, cancelled ?? operation, payment);
  const staff = await departmentEmail(db, 'sales', operation.brandId);
  await queueMail(db, unitTakenStaffMail(about, staff, refunded));
  if (cancelled) {
    await recordOperationEvent(db, {
      operationId: operation.id,
      kind: 'cancelled',
      detail: { by: 'unit_taken', refunded: refunded ? payment.amount : 0 },
    });
    await queueMail(db, unitTakenMail(about));
  }
  logger?.warn(
    { operationId: operation.id, refunded },
    'approved payment for a unit held by another operation',
  );
}

/**
 * What a payment read back from its gateway means for its operation. Applying the same payment again changes
 * nothing: every move is a conditional UPDATE from the state it leaves.
 */
export async function applyPayment(
  ctx: ReservationContext,
  gateway: PaymentGateway,
  read: GatewayPayment,
): Promise<PaymentOutcome> {
  const { db, clock, logger } = ctx;
  const [operation] = await db
    .select()
    .from(operations)
    .where(eq(operations.transactionCode, read.externalReference))
    .limit(1);
  if (!operation) {
    logger?.warn({ gateway: gateway.kind }, 'payment for an unknown reference');
    return 'mismatch';
  }
  let [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway.kind), eq(payments.gatewayPaymentId, read.id)))
    .limit(1);
  if (!payment) {
    // The notification overtook the creation's answer: the newest attempt without a gateway id is this one.
    [payment] = await db
      .update(payments)
      .set({ gatewayPaymentId: read.id })
      .where(
        sql`${payments.id} = (select id from payments where operation_id = ${operation.id} and gateway = ${gateway.kind}
            and gateway_payment_id is null order by created_at desc limit 1)`,
      )
      .returning();
  }
  if (!payment) {
    logger?.warn({ operationId: operation.id }, 'payment not started here');
    return 'mismatch';
  }
  if (
    read.amount !== payment.amount ||
    read.currency.toUpperCase() !== payment.currency ||
    read.paymentMethodId !== payment.paymentMethod ||
    read.externalReference !== operation.transactionCode
  ) {
    // Never the card or the buyer: which fields differ is enough to investigate.
    logger?.error(
      {
        operationId: operation.id,
        paymentId: payment.id,
        amount: read.amount !== payment.amount,
        currency: read.currency.toUpperCase() !== payment.currency,
        method: read.paymentMethodId !== payment.paymentMethod,
      },
      'payment does not match its records: not applied',
    );
    return 'mismatch';
  }
  if (payment.status === 'refunded') return 'refunded';
  await db
    .update(payments)
    .set({ status: read.status, statusDetail: read.statusDetail, updatedAt: clock() })
    .where(eq(payments.id, payment.id));
  if ((read.status === 'rejected' || read.status === 'cancelled') && payment.status !== read.status) {
    await recordOperationEvent(db, {
      operationId: operation.id,
      kind: 'payment_rejected',
      detail: { gateway: gateway.kind, status: read.status, status_detail: read.statusDetail },
    });
  }
  const current = { ...payment, status: read.status };

  if (read.status === 'approved') return reserve(ctx, gateway, operation, current);
  if (isOpenPaymentStatus(read.status)) {
    if (operation.status === 'reserved') return 'reserved';
    if (operation.status === 'payment_pending') await tellPaymentPending(ctx, operation, current);
    return 'pending';
  }
  if (read.status === 'refunded' || read.status === 'charged_back') return 'refunded';

  // Rejected or cancelled: while the hold lasts the unit stays the buyer's, who may pay again with another card at
  // once (docs/decisions/0010); once it has lapsed the unit is given back, and starting again holds it anew.
  if (
    operation.status === 'payment_pending' &&
    operation.holdExpiresAt &&
    operation.holdExpiresAt > clock()
  ) {
    return 'rejected';
  }
  await giveBackHold(ctx, operation);
  return 'rejected';
}

/**
 * A payment left pending by its gateway: the buyer hears once that it is under review, with the operation's amounts
 * (docs/product.md §2 Pending). Once per payment: a later notification of the same payment finds the message queued.
 */
async function tellPaymentPending(
  ctx: ReservationContext,
  operation: OperationRow,
  payment: PaymentRow,
): Promise<void> {
  const told = async (db: ReservationContext['db']) => {
    const [queued] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.operationId, operation.id),
          eq(mailOutbox.kind, PAYMENT_MAIL_KINDS.pending),
          gte(mailOutbox.createdAt, payment.createdAt),
        ),
      )
      .limit(1);
    return queued !== undefined;
  };
  if (await told(ctx.db)) return;
  // Read before the transaction: an embedded database runs one statement at a time, the transaction's included.
  const about = await reservationFacts(ctx, operation, payment);
  await ctx.db.transaction(async (tx) => {
    // The payment's row is locked first, so two notifications at once queue one message.
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!(await told(tx))) await queueMail(tx, pendingMail(about));
  });
}

/** An approved payment: the unit reserved for its operation, the promotion redeemed, the receipt and staff told. */
async function reserve(
  ctx: ReservationContext,
  gateway: PaymentGateway,
  operation: OperationRow,
  payment: PaymentRow,
): Promise<PaymentOutcome> {
  const { db, clock, logger } = ctx;
  if (operation.status === 'reserved') return 'reserved';
  if (operation.status === 'cancelled' || operation.status === 'expired') {
    await refundLostReservation(ctx, gateway, operation, payment);
    return 'refunded';
  }
  const now = clock();
  // Read before the transaction: an embedded database runs one statement at a time, the transaction's included.
  const about = await reservationFacts(ctx, operation, payment, now);
  // The brand's sales team hears of it (docs/product.md §6 "Avisos al personal"); the general address only when the
  // team has nobody, with the message it has always had.
  const team = await planTeamNotice(db, {
    brandId: operation.brandId,
    fallbackAddress: () => departmentEmail(db, 'sales', operation.brandId),
    logger,
  });
  const reserved = await takeUnitAndMove(
    ctx,
    operation,
    now,
    { status: 'reserved', heldUntil: null },
    ['payment_pending', 'data_complete'],
    { status: 'reserved', reservedAt: now, holdExpiresAt: null },
    async (tx, row) => {
      if (row.promotionId !== null) await redeemPromotion(tx, row.promotionId);
      await recordOperationEvent(tx, {
        operationId: row.id,
        kind: 'reserved',
        detail: { gateway: gateway.kind, amount: payment.amount, installments: payment.installments },
      });
      await queueMail(tx, receiptMail(about));
      await queueTeamNotice(
        tx,
        team,
        newReservationNotice({
          operationId: row.id,
          code: row.code,
          model: row.model,
          chassis: row.chassis,
          brandName: findBrandById(row.brandId)?.name ?? null,
        }),
        { publicUrl: ctx.config.PUBLIC_URL, fallbackMail: (to) => salesNoticeMail(about, to) },
      );
    },
  );
  if (reserved) {
    logger?.info({ operationId: operation.id }, 'unit reserved');
    return 'reserved';
  }
  const fresh = await operationRowById(db, operation.id);
  if (fresh?.status === 'reserved') return 'reserved';
  await refundLostReservation(ctx, gateway, fresh ?? operation, payment);
  return 'refunded';
}

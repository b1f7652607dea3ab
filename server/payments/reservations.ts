import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { CatalogueSource } from '../../domain/catalogue';
import { dealershipPaths } from '../../domain/dealership-paths';
import { cancellationDeadline } from '../../domain/deposit';
import { formatLongDate } from '../../domain/mendoza-time';
import {
  OPERATION_NOT_FOUND_MESSAGE,
  type OperationStatus,
  UNIT_UNAVAILABLE_MESSAGE,
} from '../../domain/operation';
import { generateOperationCode, normalizeOperationCode } from '../../domain/operation-code';
import { operationStatement } from '../../domain/operation-statement';
import {
  ALREADY_RESERVED_MESSAGE,
  CANCELLATION_WINDOW_CLOSED_MESSAGE,
  DELIVERED_CANCELLATION_MESSAGE,
  HOLD_LOST_MESSAGE,
  isOpenPaymentStatus,
  OPEN_PAYMENT_STATUSES,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_IN_PROGRESS_MESSAGE,
  PAYMENT_NOT_READY_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
} from '../../domain/payment';
import type { PaymentCreateInput } from '../../domain/payment-schemas';
import type { PriceUnit } from '../../domain/price-lines';
import { createDatabaseCatalogue, holdLapsed, unitFreeFor } from '../catalogue';
import { bookingPrice, departmentEmail, officeNamed } from '../content';
import type { Database } from '../db/client';
import { operations, paymentNotifications, payments, stockUnits } from '../db/schema';
import {
  createOperationService,
  myReservationUrl,
  recordOperationEvent,
  redeemPromotion,
} from '../dealership';
import { RefusalError } from '../errors';
import type { Logger } from '../logger';
import { type OutgoingMail, queueMail } from '../mail';
import type { GatewayError, GatewayPayment, PaymentGateway } from './gateway';
import type { PaymentGateways } from './gateways';
import {
  cancellationMail,
  cancellationStaffMail,
  dealershipCancellationMail,
  type ReservationFacts,
  receiptMail,
  salesNoticeMail,
  unitTakenMail,
  unitTakenStaffMail,
} from './payment-mails';
import { verifyNotificationSignature } from './webhook-signature';

type OperationRow = typeof operations.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** The price of a unit no longer in the catalogue, from what its operation stored: the final price alone. */
function unitFromOperation(row: OperationRow): PriceUnit {
  return {
    currency: row.currency,
    list_price: row.unitPrice,
    discount: 0,
    special_discount: 0,
    license_cost: 0,
    preparation_cost: 0,
    delivery_price: 0,
    full_price_with_discount: row.unitPrice,
  };
}

/** An expected refusal of the payment flow, with its HTTP status and Spanish text. */
export class PaymentFlowError extends RefusalError {
  override name = 'PaymentFlowError';
}

/** Longer than the gateway's timeout with its retries: an attempt still unanswered by then never will be. */
const UNANSWERED_ATTEMPT_MS = 2 * 60_000;

/** A payment that may still be charged, or was: it holds the unit for its operation. */
const CHARGING_OR_CHARGED = [...OPEN_PAYMENT_STATUSES, 'approved'] as const;

export interface ReservationServiceDeps {
  db: Database;
  gateways: PaymentGateways;
  config: {
    PUBLIC_URL: string;
    HOLD_MINUTES: number;
    CANCELLATION_DAYS: number;
    /** Signs the buyer's "Mi reserva" links (docs/decisions/0027). */
    RESERVATION_LINK_SECRET: string;
  };
  logger?: Logger;
  catalogue?: CatalogueSource;
  now?: () => Date;
}

export type PaymentOutcome = 'reserved' | 'pending' | 'rejected' | 'refunded' | 'ignored' | 'mismatch';

/**
 * Who cancels: the buyer, by the right to cancel (docs/product.md §D6), or staff on the buyer's behalf
 * (docs/decisions/0026), through the same path. Staff may cancel outside the window only when the caller says the
 * actor may; `alongside` writes what the caller records with the change (the audit log), in its transaction.
 */
export type Canceller =
  | { by: 'buyer' }
  | {
      by: 'staff';
      accountId: number;
      reason: string;
      outsideWindowAllowed: boolean;
      alongside?: (tx: Database, before: OperationRow, after: OperationRow) => Promise<void>;
    };

export interface CancellationOutcome {
  cancellation_code: string;
  refunded: number;
  already: boolean;
}

export type ReservationService = ReturnType<typeof createReservationService>;

/**
 * docs/product.md §D5, §D6 and §D15: the unit's hold, the deposit payment, the reservation it makes, and the right to cancel.
 * The database decides every race: a hold is one conditional UPDATE of the unit, so of many buyers starting at once
 * exactly one gets it; a payment changes anything only once its amount, currency, reference and method are read back
 * from the gateway and match this server's records.
 */
export function createReservationService(deps: ReservationServiceDeps) {
  const { db, gateways, config, logger } = deps;
  const catalogue = deps.catalogue ?? createDatabaseCatalogue(db);
  const clock = deps.now ?? (() => new Date());
  const operationViews = createOperationService({ db, publicUrl: config.PUBLIC_URL, catalogue, now: clock });
  const webhookPath = (kind: string, brandId: number) =>
    `${config.PUBLIC_URL.replace(/\/+$/, '')}/api/v2/territorio/dealership/webhooks/${kind}/${brandId}`;

  async function operationByCode(rawCode: string): Promise<OperationRow> {
    const code = normalizeOperationCode(rawCode);
    const [row] = code ? await db.select().from(operations).where(eq(operations.code, code)).limit(1) : [];
    if (!row) throw new PaymentFlowError(OPERATION_NOT_FOUND_MESSAGE, 404);
    return row;
  }

  function gatewayOf(brandId: number): PaymentGateway {
    const gateway = gateways.forBrand(brandId);
    if (!gateway) throw new PaymentFlowError(PAYMENT_UNAVAILABLE_MESSAGE, 503);
    return gateway;
  }

  /**
   * What the e-mails of a reservation say: the unit, the whole operation as the review showed it (its figures are the
   * stored ones once the payment started), the payment approved at `paidAt`, and the branch to go to.
   */
  async function facts(
    operation: OperationRow,
    payment?: PaymentRow,
    paidAt?: Date,
  ): Promise<ReservationFacts> {
    const [unit, view, deposit] = await Promise.all([
      catalogue.stockUnit(operation.brandId, operation.stockUnitId),
      operationViews.resume(operation.code),
      payment ? Promise.resolve(payment.amount) : bookingPrice(db, operation.brandId),
    ]);
    if (!view) throw new PaymentFlowError(OPERATION_NOT_FOUND_MESSAGE, 404);
    const location = unit?.location ?? '';
    const reservedAt = paidAt ?? operation.reservedAt;
    return {
      operationId: operation.id,
      code: operation.code,
      model: operation.model,
      color: unit?.color ?? '',
      chassis: operation.chassis,
      location,
      price: { amount: operation.totalAmount, currency: operation.currency },
      statement: operationStatement(
        { ...view, deposit },
        view.purchase.vehicle ?? unitFromOperation(operation),
      ),
      deposit,
      installments: payment?.installments ?? 1,
      payment: payment?.gatewayPaymentId
        ? { at: reservedAt ?? null, gateway: payment.gateway, reference: payment.gatewayPaymentId }
        : null,
      cancellationDays: config.CANCELLATION_DAYS,
      cancellableUntil: reservedAt ? cancellationDeadline(reservedAt, config.CANCELLATION_DAYS) : null,
      office: location ? await officeNamed(db, location) : null,
      buyer: {
        name: [operation.name, operation.lastname].filter(Boolean).join(' '),
        email: operation.email,
        telephone: operation.telephone ?? '',
        dni: operation.dni ?? '',
        address: operation.address ?? '',
      },
      publicUrl: config.PUBLIC_URL,
      myReservationUrl: myReservationUrl(config.PUBLIC_URL, config.RESERVATION_LINK_SECRET, operation.code),
    };
  }

  /**
   * Moves an operation on from one of the statuses `from`, with one more version: the row as it is now, or undefined
   * when the operation had already moved on (someone else's change won).
   */
  async function moveOperation(
    tx: Database,
    operationId: number,
    from: readonly OperationStatus[],
    changes: Partial<typeof operations.$inferInsert>,
  ): Promise<OperationRow | undefined> {
    const [row] = await tx
      .update(operations)
      .set({ ...changes, version: sql`${operations.version} + 1`, updatedAt: clock() })
      .where(and(eq(operations.id, operationId), inArray(operations.status, [...from])))
      .returning();
    return row;
  }

  /**
   * The unit taken for the operation (held for it, even if the hold just lapsed, or free) and the operation moved on,
   * in one transaction with whatever `alongside` writes: all of it, or nothing and null when another operation has the
   * unit or the operation is no longer in one of `from`.
   */
  async function takeUnitAndMove(
    operation: OperationRow,
    now: Date,
    unit: Pick<typeof stockUnits.$inferInsert, 'status' | 'heldUntil'>,
    from: readonly OperationStatus[],
    changes: Partial<typeof operations.$inferInsert>,
    alongside?: (tx: Database, row: OperationRow) => Promise<void>,
  ): Promise<OperationRow | null> {
    return db
      .transaction(async (tx) => {
        const [taken] = await tx
          .update(stockUnits)
          .set({ ...unit, holderOperationId: operation.id })
          .where(and(eq(stockUnits.id, operation.stockUnitId), unitFreeFor(operation.id, now)))
          .returning({ id: stockUnits.id });
        if (!taken) return null;
        const row = await moveOperation(tx, operation.id, from, changes);
        if (!row) return tx.rollback();
        await alongside?.(tx, row);
        return row;
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'TransactionRollbackError') return null;
        throw error;
      });
  }

  /** Gives the unit back when this operation holds it (not once it is reserved). */
  async function releaseHold(tx: Database, operation: OperationRow) {
    await tx
      .update(stockUnits)
      .set({ status: 'available', heldUntil: null, holderOperationId: null })
      .where(
        and(
          eq(stockUnits.id, operation.stockUnitId),
          eq(stockUnits.status, 'held'),
          eq(stockUnits.holderOperationId, operation.id),
        ),
      );
  }

  async function refund(gateway: PaymentGateway, payment: PaymentRow): Promise<boolean> {
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
    gateway: PaymentGateway,
    operation: OperationRow,
    payment: PaymentRow,
  ) {
    const refunded = await refund(gateway, payment);
    const now = clock();
    const cancelled = await moveOperation(db, operation.id, ['payment_pending', 'data_complete'], {
      status: 'cancelled',
      cancelledAt: now,
      cancellationReason: 'unit_taken',
      holdExpiresAt: null,
    });
    const about = await facts(cancelled ?? operation, payment);
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
  async function applyPayment(gateway: PaymentGateway, read: GatewayPayment): Promise<PaymentOutcome> {
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

    if (read.status === 'approved') return reserve(gateway, operation, current);
    if (isOpenPaymentStatus(read.status)) return operation.status === 'reserved' ? 'reserved' : 'pending';
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
    await db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(eq(payments.operationId, operation.id), inArray(payments.status, [...CHARGING_OR_CHARGED])),
        )
        .limit(1);
      if (open) return;
      const back = await moveOperation(tx, operation.id, ['payment_pending'], {
        status: 'data_complete',
        holdExpiresAt: null,
      });
      if (back) {
        await releaseHold(tx, operation);
        await recordOperationEvent(tx, { operationId: operation.id, kind: 'hold_lapsed' });
      }
    });
    return 'rejected';
  }

  async function reserve(
    gateway: PaymentGateway,
    operation: OperationRow,
    payment: PaymentRow,
  ): Promise<PaymentOutcome> {
    if (operation.status === 'reserved') return 'reserved';
    if (operation.status === 'cancelled' || operation.status === 'expired') {
      await refundLostReservation(gateway, operation, payment);
      return 'refunded';
    }
    const now = clock();
    // Read before the transaction: an embedded database runs one statement at a time, the transaction's included.
    const about = await facts(operation, payment, now);
    const sales = await departmentEmail(db, 'sales', operation.brandId);
    const reserved = await takeUnitAndMove(
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
        await queueMail(tx, salesNoticeMail(about, sales));
      },
    );
    if (reserved) {
      logger?.info({ operationId: operation.id }, 'unit reserved');
      return 'reserved';
    }
    const [fresh] = await db.select().from(operations).where(eq(operations.id, operation.id)).limit(1);
    if (fresh?.status === 'reserved') return 'reserved';
    await refundLostReservation(gateway, fresh ?? operation, payment);
    return 'refunded';
  }

  /**
   * The one cancellation (docs/product.md §D6, docs/decisions/0026): within the window (or outside it, for staff the
   * caller allows), the approved deposit refunded through its gateway, the operation cancelled with a new code, the
   * unit released, the timeline and the e-mails written in the same transaction. Never once the unit was delivered.
   */
  async function cancelOperation(
    operation: OperationRow,
    canceller: Canceller,
  ): Promise<CancellationOutcome> {
    if (operation.status === 'cancelled' || operation.status === 'expired') {
      throw new PaymentFlowError('La operación ya no está vigente.', 409);
    }
    if (operation.fulfilment === 'delivered') throw new PaymentFlowError(DELIVERED_CANCELLATION_MESSAGE, 409);
    const now = clock();
    let refunded = 0;
    let paid: PaymentRow | undefined;
    let outsideWindow = false;
    if (operation.status === 'reserved') {
      const reservedAt = operation.reservedAt ?? operation.updatedAt;
      const until = cancellationDeadline(reservedAt, config.CANCELLATION_DAYS);
      outsideWindow = now > until;
      if (outsideWindow && !(canceller.by === 'staff' && canceller.outsideWindowAllowed)) {
        throw new PaymentFlowError(CANCELLATION_WINDOW_CLOSED_MESSAGE(formatLongDate(until)), 422);
      }
      [paid] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.operationId, operation.id), eq(payments.status, 'approved')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      if (paid) {
        const gateway = gateways.byKind(paid.gateway, paid.brandId);
        if (!gateway || !(await refund(gateway, paid)))
          throw new PaymentFlowError(PAYMENT_FAILED_MESSAGE, 502);
        refunded = paid.amount;
      }
    }
    const cancellationCode = generateOperationCode();
    const about = await facts(operation, paid);
    const staff =
      canceller.by === 'buyer' && operation.status === 'reserved'
        ? await departmentEmail(db, 'sales', operation.brandId)
        : null;
    const cancelled = await db.transaction(async (tx) => {
      const row = await moveOperation(tx, operation.id, [operation.status], {
        status: 'cancelled',
        cancelledAt: now,
        cancellationCode,
        cancellationReason: canceller.by,
        holdExpiresAt: null,
      });
      if (!row) return null;
      await tx
        .update(stockUnits)
        .set({ status: 'available', heldUntil: null, holderOperationId: null })
        .where(
          and(
            eq(stockUnits.id, operation.stockUnitId),
            eq(stockUnits.holderOperationId, operation.id),
            inArray(stockUnits.status, ['held', 'reserved']),
          ),
        );
      await recordOperationEvent(tx, {
        operationId: operation.id,
        kind: 'cancelled',
        actorAccountId: canceller.by === 'staff' ? canceller.accountId : null,
        detail: {
          by: canceller.by,
          cancellation_code: cancellationCode,
          refunded,
          ...(canceller.by === 'staff' ? { reason: canceller.reason, outside_window: outsideWindow } : {}),
        },
      });
      if (canceller.by === 'buyer') {
        await queueMail(tx, cancellationMail(about, { code: cancellationCode, refunded }));
        if (staff) await queueMail(tx, cancellationStaffMail(about, staff, cancellationCode));
      } else {
        await queueMail(tx, dealershipCancellationMail(about, { code: cancellationCode, refunded }));
        await canceller.alongside?.(tx, operation, row);
      }
      return row;
    });
    if (!cancelled)
      throw new PaymentFlowError('La operación cambió mientras la cancelabas. Probá de nuevo.', 409);
    logger?.info(
      { operationId: operation.id, refunded: refunded > 0, by: canceller.by },
      canceller.by === 'buyer' ? 'operation cancelled by the buyer' : 'operation cancelled by staff',
    );
    return { cancellation_code: cancellationCode, refunded, already: false };
  }

  return {
    /** The gateway the payment frame of an operation uses, or the docs/product.md §8 refusal. */
    gatewayFor: (brandId: number) => gateways.forBrand(brandId),

    /**
     * docs/decisions/0010: the atomic hold when payment starts. Of any number of operations starting at once for one
     * unit, one gets it; the others get 'El vehículo seleccionado no está disponible.'.
     */
    async startPayment(rawCode: string) {
      const operation = await operationByCode(rawCode);
      if (operation.status === 'reserved') throw new PaymentFlowError(ALREADY_RESERVED_MESSAGE, 409);
      if (operation.status !== 'data_complete' && operation.status !== 'payment_pending') {
        throw new PaymentFlowError(PAYMENT_NOT_READY_MESSAGE, 409);
      }
      const gateway = gatewayOf(operation.brandId);
      const now = clock();
      const until = new Date(now.getTime() + config.HOLD_MINUTES * 60_000);
      const held = await takeUnitAndMove(
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
    },

    /** POST …/mp: the payment of the deposit, with the amount from the database. */
    async createPayment(input: PaymentCreateInput) {
      const operation = await operationByCode(input.code);
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
      const gateway = gatewayOf(operation.brandId);
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
          notificationUrl: webhookPath(gateway.kind, operation.brandId),
        });
      } catch (error) {
        await db
          .update(payments)
          .set({ status: 'error', updatedAt: clock() })
          .where(eq(payments.id, attempt.id));
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
      const outcome = await applyPayment(gateway, read);
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
    },

    /**
     * A gateway's notification (docs/decisions/0010): the signature checked in constant time with a timestamp tolerance,
     * each delivery recorded once, the payment read back from the gateway before anything changes.
     */
    async handleNotification(input: {
      kind: string;
      brandId: number;
      signature: string | undefined;
      requestId: string | undefined;
      dataId: string | undefined;
      type: string | undefined;
    }): Promise<{ status: 200 | 401 | 404; outcome: PaymentOutcome | 'duplicate' | 'not_a_payment' }> {
      const gateway = gateways.byKind(input.kind, input.brandId);
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
        outcome = read ? await applyPayment(gateway, read) : 'ignored';
      } catch (error) {
        // Let the gateway deliver it again: forget this delivery.
        await db.delete(paymentNotifications).where(eq(paymentNotifications.id, recorded.id));
        throw error;
      }
      await db.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, recorded.id));
      return { status: 200, outcome };
    },

    /**
     * docs/decisions/0010: asks the gateway about payments still open and applies what it finds, and gives back the units
     * of payment starts that lapsed without a payment.
     */
    async reconcile(olderThanMs = 60_000): Promise<{ checked: number; lapsed: number }> {
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
          for (const read of unseen) await applyPayment(gateway, read);
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
          if (read) await applyPayment(gateway, read);
          else await db.update(payments).set({ updatedAt: clock() }).where(eq(payments.id, payment.id));
        } catch (error) {
          logger?.warn({ err: { name: (error as Error).name } }, 'reconciliation read failed');
        }
      }
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
      await db
        .update(stockUnits)
        .set({ status: 'available', heldUntil: null, holderOperationId: null })
        .where(holdLapsed(clock()));
      return { checked: open.length, lapsed: lapsed.length };
    },

    /**
     * docs/product.md §D6, the right to cancel: by operation code and the e-mail it was started with. A paid reservation is
     * refunded in full within the window; one not paid yet is simply withdrawn. The cancellation code is issued at
     * once, shown and e-mailed. Asking again answers the same code.
     */
    async cancel(rawCode: string, email: string): Promise<CancellationOutcome> {
      const operation = await operationByCode(rawCode).catch(() => null);
      if (!operation || operation.email.toLowerCase() !== email.trim().toLowerCase()) {
        throw new PaymentFlowError(OPERATION_NOT_FOUND_MESSAGE, 404);
      }
      if (operation.status === 'cancelled' && operation.cancellationCode) {
        return { cancellation_code: operation.cancellationCode, refunded: 0, already: true };
      }
      return cancelOperation(operation, { by: 'buyer' });
    },

    /**
     * docs/decisions/0026: staff cancel a reservation on the buyer's behalf, by the same path as the right to cancel
     * (the same refund, the unit released, a cancellation code), recorded as the staff's with their reason.
     */
    async cancelByStaff(
      rawCode: string,
      canceller: Omit<Extract<Canceller, { by: 'staff' }>, 'by'>,
    ): Promise<CancellationOutcome> {
      const operation = await operationByCode(rawCode);
      if (operation.status !== 'reserved') {
        throw new PaymentFlowError('Solo se puede cancelar una operación reservada.', 409);
      }
      return cancelOperation(operation, { by: 'staff', ...canceller });
    },

    /** The buyer's receipt again (staff resend it), as it was first sent; null when the operation is not reserved. */
    async receiptFor(rawCode: string): Promise<OutgoingMail | null> {
      const operation = await operationByCode(rawCode);
      if (operation.status !== 'reserved') return null;
      const [paid] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.operationId, operation.id), eq(payments.status, 'approved')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return receiptMail(await facts(operation, paid));
    },

    /** What an outcome page shows, from the database (never from query parameters). */
    async outcome(rawCode: string) {
      const code = normalizeOperationCode(rawCode);
      const [operation] = code
        ? await db.select().from(operations).where(eq(operations.code, code)).limit(1)
        : [];
      if (!operation) return null;
      const [latest] = await db
        .select()
        .from(payments)
        .where(eq(payments.operationId, operation.id))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return { operation, payment: latest ?? null };
    },
  };
}

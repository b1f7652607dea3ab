import { findBrandById } from '#domain/catalogue/brands';
import { cancellationDeadline } from '#domain/operation/deposit';
import { OPERATION_NOT_FOUND_MESSAGE } from '#domain/operation/operation';
import { generateOperationCode } from '#domain/operation/operation-code';
import {
  CANCELLATION_WINDOW_CLOSED_MESSAGE,
  DELIVERED_CANCELLATION_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
} from '#domain/operation/payment';
import { formatLongDate } from '#domain/shared/mendoza-time';
import { departmentEmail } from '../content';
import type { Database } from '../db/client';
import { recordOperationEvent } from '../dealership';
import { queueMail } from '../mail';
import { planTeamNotice, queueTeamNotice, reservationCancelledNotice } from '../staff-notifications';
import { releaseUnit } from './holds';
import { refund } from './payment-application';
import { cancellationMail, cancellationStaffMail, dealershipCancellationMail } from './payment-mails';
import {
  approvedPaymentOf,
  moveOperation,
  type OperationRow,
  operationByCode,
  PaymentFlowError,
  type PaymentRow,
  type ReservationContext,
  reservationFacts,
} from './reservation-context';

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
      /** Who, as the team's notice names them. */
      name?: string;
      reason: string;
      outsideWindowAllowed: boolean;
      alongside?: (tx: Database, before: OperationRow, after: OperationRow) => Promise<void>;
    };

export interface CancellationOutcome {
  cancellation_code: string;
  refunded: number;
  already: boolean;
}

/**
 * docs/product.md §D6, the right to cancel: by operation code and the e-mail it was started with. A paid reservation is
 * refunded in full within the window; one not paid yet is simply withdrawn. The cancellation code is issued at
 * once, shown and e-mailed. Asking again answers the same code.
 */
export async function cancelByBuyer(
  ctx: ReservationContext,
  rawCode: string,
  email: string,
): Promise<CancellationOutcome> {
  const operation = await operationByCode(ctx, rawCode).catch(() => null);
  if (!operation || operation.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw new PaymentFlowError(OPERATION_NOT_FOUND_MESSAGE, 404);
  }
  if (operation.status === 'cancelled' && operation.cancellationCode) {
    return { cancellation_code: operation.cancellationCode, refunded: 0, already: true };
  }
  return cancelOperation(ctx, operation, { by: 'buyer' });
}

/**
 * docs/decisions/0026: staff cancel a reservation on the buyer's behalf, by the same path as the right to cancel
 * (the same refund, the unit released, a cancellation code), recorded as the staff's with their reason.
 */
export async function cancelByStaff(
  ctx: ReservationContext,
  rawCode: string,
  canceller: Omit<Extract<Canceller, { by: 'staff' }>, 'by'>,
): Promise<CancellationOutcome> {
  const operation = await operationByCode(ctx, rawCode);
  if (operation.status !== 'reserved') {
    throw new PaymentFlowError('Solo se puede cancelar una operación reservada.', 409);
  }
  return cancelOperation(ctx, operation, { by: 'staff', ...canceller });
}

/**
 * The one cancellation (docs/product.md §D6, docs/decisions/0026): within the window (or outside it, for staff the
 * caller allows), the approved deposit refunded through its gateway, the operation cancelled with a new code, the
 * unit released, the timeline and the e-mails written in the same transaction. Never once the unit was delivered.
 */
async function cancelOperation(
  ctx: ReservationContext,
  operation: OperationRow,
  canceller: Canceller,
): Promise<CancellationOutcome> {
  const { db, gateways, config, clock, logger } = ctx;
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
    paid = await approvedPaymentOf(ctx, operation.id);
    if (paid) {
      const gateway = gateways.byKind(paid.gateway, paid.brandId);
      if (!gateway || !(await refund(ctx, gateway, paid)))
        throw new PaymentFlowError(PAYMENT_FAILED_MESSAGE, 502);
      refunded = paid.amount;
    }
  }
  const cancellationCode = generateOperationCode();
  const about = await reservationFacts(ctx, operation, paid);
  // A reservation's cancellation is told to the brand's sales team (docs/product.md §6 "Avisos al personal"); the
  // general address, with the message it has always had for a buyer's cancellation, only when the team has nobody.
  const team =
    operation.status === 'reserved'
      ? await planTeamNotice(db, {
          brandId: operation.brandId,
          fallbackAddress: () => departmentEmail(db, 'sales', operation.brandId),
          except: canceller.by === 'staff' ? canceller.accountId : null,
          logger,
        })
      : null;
  const notice = reservationCancelledNotice(
    {
      operationId: operation.id,
      code: operation.code,
      model: operation.model,
      chassis: operation.chassis,
      brandName: findBrandById(operation.brandId)?.name ?? null,
    },
    canceller.by === 'buyer'
      ? { by: 'buyer' }
      : { by: 'staff', name: canceller.name ?? 'Alguien del equipo' },
  );
  const cancelled = await db.transaction(async (tx) => {
    const row = await moveOperation(ctx, tx, operation.id, [operation.status], {
      status: 'cancelled',
      cancelledAt: now,
      cancellationCode,
      cancellationReason: canceller.by,
      holdExpiresAt: null,
    });
    if (!row) return null;
    await releaseUnit(tx, operation, ['held', 'reserved']);
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
    if (team)
      await queueTeamNotice(tx, team, notice, {
        publicUrl: config.PUBLIC_URL,
        fallbackMail:
          canceller.by === 'buyer' ? (to) => cancellationStaffMail(about, to, cancellationCode) : undefined,
      });
    if (canceller.by === 'buyer') {
      await queueMail(tx, cancellationMail(about, { code: cancellationCode, refunded }));
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

import { formatLongDate } from '../shared/mendoza-time';
import { cancellationDeadline } from './deposit';
import { OPERATION_LOCKED_MESSAGES } from './operation-messages';
import type { OperationStatus } from './operation-status';
import { CANCELLATION_WINDOW_CLOSED_MESSAGE, DELIVERED_CANCELLATION_MESSAGE } from './payment';

/**
 * docs/product.md §D6, the right to cancel, told before it is used: cancelling can't be undone, so the buyer first sees what
 * it will do to their operation (Ley 24.240 art. 34 asks for a clear procedure, not a blind button).
 */

/** Where the operation stands, as far as cancelling it is concerned. */
export type CancellationStage =
  /** The deposit was approved: it is refunded in full and the unit is released. */
  | 'reserved'
  /** A deposit payment is under way: the hold ends, and a payment approved later is refunded. */
  | 'paying'
  /** Nothing was paid: the operation is simply withdrawn. */
  | 'unpaid'
  /** Already cancelled: asking again changes nothing and answers the same cancellation code. */
  | 'cancelled';

export type CancellationPreview =
  | {
      ok: true;
      /** The operation code as stored (upper case). */
      code: string;
      email: string;
      stage: CancellationStage;
      /** The vehicle as the buyer knows it. */
      vehicle: string;
      /** Pesos: what goes back to the card ('reserved'), or would if the payment under way is approved ('paying'). */
      refund: number;
    }
  | { ok: false; message: string };

export interface CancellationFacts {
  code: string;
  email: string;
  status: OperationStatus;
  vehicle: string;
  /** Pesos: the deposit paid, or being paid. */
  deposit: number;
  /** ISO instant of the approved payment; null when not reserved. */
  reservedAt: string | null;
  cancellationDays: number;
  /** The unit was handed over (docs/decisions/0026): the reservation is no longer cancelled online. */
  delivered?: boolean;
}

/** What cancelling the operation would do now; the cancellation itself still decides when it is confirmed. */
export function previewCancellation(facts: CancellationFacts, now: Date): CancellationPreview {
  const base = { ok: true as const, code: facts.code, email: facts.email, vehicle: facts.vehicle };
  switch (facts.status) {
    case 'expired':
      return { ok: false, message: OPERATION_LOCKED_MESSAGES.expired };
    case 'cancelled':
      return { ...base, stage: 'cancelled', refund: 0 };
    case 'reserved': {
      if (facts.delivered) return { ok: false, message: DELIVERED_CANCELLATION_MESSAGE };
      if (facts.reservedAt) {
        const until = cancellationDeadline(new Date(facts.reservedAt), facts.cancellationDays);
        if (now > until)
          return { ok: false, message: CANCELLATION_WINDOW_CLOSED_MESSAGE(formatLongDate(until)) };
      }
      return { ...base, stage: 'reserved', refund: facts.deposit };
    }
    case 'payment_pending':
      return { ...base, stage: 'paying', refund: facts.deposit };
    default:
      return { ...base, stage: 'unpaid', refund: 0 };
  }
}

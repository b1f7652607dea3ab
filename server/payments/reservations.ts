import { desc, eq } from 'drizzle-orm';
import type { PaymentCreateInput } from '#domain/operation/payment-schemas';
import { payments } from '../db/schema';
import type { OutgoingMail } from '../mail';
import { createPayment } from './charges';
import { startPayment } from './holds';
import { handleNotification, type PaymentNotification } from './notifications';
import { receiptMail } from './payment-mails';
import { reconcile } from './reconciliation';
import { type Canceller, cancelByBuyer, cancelByStaff } from './reservation-cancellation';
import {
  approvedPaymentOf,
  findOperation,
  type OperationRow,
  operationByCode,
  type PaymentRow,
  type ReservationServiceDeps,
  reservationContext,
  reservationFacts,
} from './reservation-context';

export type ReservationService = ReturnType<typeof createReservationService>;

/**
 * docs/product.md §D5, §D6 and §D15: the unit's hold (holds.ts), the deposit payment (charges.ts), what the gateway
 * reports of it (notifications.ts, reconciliation.ts, applied by payment-application.ts), the reservation it makes, and
 * the right to cancel (cancellation.ts). The database decides every race: a hold is one conditional UPDATE of the
 * unit, so of many buyers starting at once exactly one gets it; a payment changes anything only once its amount,
 * currency, reference and method are read back from the gateway and match this server's records.
 */
export function createReservationService(deps: ReservationServiceDeps) {
  const ctx = reservationContext(deps);
  return {
    /** The gateway the payment frame of an operation uses, or the docs/product.md §8 refusal. */
    gatewayFor: (brandId: number) => ctx.gateways.forBrand(brandId),
    startPayment: (rawCode: string) => startPayment(ctx, rawCode),
    createPayment: (input: PaymentCreateInput) => createPayment(ctx, input),
    handleNotification: (input: PaymentNotification) => handleNotification(ctx, input),
    reconcile: (olderThanMs?: number) => reconcile(ctx, olderThanMs),
    cancel: (rawCode: string, email: string) => cancelByBuyer(ctx, rawCode, email),
    cancelByStaff: (rawCode: string, canceller: Omit<Extract<Canceller, { by: 'staff' }>, 'by'>) =>
      cancelByStaff(ctx, rawCode, canceller),

    /** The buyer's receipt again (staff resend it), as it was first sent; null when the operation is not reserved. */
    async receiptFor(rawCode: string): Promise<OutgoingMail | null> {
      const operation = await operationByCode(ctx, rawCode);
      if (operation.status !== 'reserved') return null;
      return receiptMail(await reservationFacts(ctx, operation, await approvedPaymentOf(ctx, operation.id)));
    },

    /** What an outcome page shows, from the database (never from query parameters). */
    async outcome(rawCode: string) {
      const operation = await findOperation(ctx, rawCode);
      if (!operation) return null;
      const [latest] = await ctx.db
        .select()
        .from(payments)
        .where(eq(payments.operationId, operation.id))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return { operation, payment: latest ?? null };
    },

    /**
     * What the success and pending pages tell of a paid or paying operation: the receipt's statement (the deposit as
     * paid) and the branch where the purchase is completed.
     */
    async outcomeFacts(operation: OperationRow, payment: PaymentRow | null) {
      const facts = await reservationFacts(ctx, operation, payment ?? undefined);
      return { statement: facts.statement, office: facts.office };
    },
  };
}

import type { OperationPagesSource } from '../../domain/operation';
import { cancellationSchema, type PaymentPageState } from '../../domain/payment';
import { bookingPrice } from '../content';
import type { Database } from '../db/client';
import { PaymentFlowError, type ReservationService } from './reservations';

/** What step 4 and the outcome pages read while rendering (issue 6, item 1 and 4). */
export function paymentPagesSource(deps: {
  db: Database;
  reservations: ReservationService;
  config: { CANCELLATION_DAYS: number };
}): Pick<OperationPagesSource, 'payment' | 'startPayment' | 'cancel'> {
  const { db, reservations, config } = deps;
  return {
    async payment(code): Promise<PaymentPageState | null> {
      const found = await reservations.outcome(code);
      if (!found) return null;
      const { operation, payment } = found;
      return {
        code: operation.code,
        status: operation.status,
        brandId: operation.brandId,
        model: operation.model,
        chassis: operation.chassis,
        deposit: payment?.amount ?? (await bookingPrice(db, operation.brandId)),
        gateway: reservations.gatewayFor(operation.brandId)?.kind ?? null,
        holdExpiresAt: operation.holdExpiresAt?.toISOString() ?? null,
        lastPayment: payment ? { status: payment.status, installments: payment.installments } : null,
        reservedAt: operation.reservedAt?.toISOString() ?? null,
        cancellationDays: config.CANCELLATION_DAYS,
        email: operation.email,
      };
    },
    async cancel(input) {
      const parsed = cancellationSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return {
          ok: false,
          message: issue?.message ?? 'Revisá los datos.',
          ...(issue?.path[0] === 'email' ? { field: 'email' as const } : { field: 'code' as const }),
        };
      }
      try {
        const done = await reservations.cancel(parsed.data.code, parsed.data.email);
        return { ok: true, cancellationCode: done.cancellation_code, refunded: done.refunded };
      } catch (error) {
        if (error instanceof PaymentFlowError) return { ok: false, message: error.message };
        throw error;
      }
    },
    async startPayment(code) {
      try {
        await reservations.startPayment(code);
        return { ok: true };
      } catch (error) {
        if (error instanceof PaymentFlowError) return { ok: false, message: error.message };
        throw error;
      }
    },
  };
}

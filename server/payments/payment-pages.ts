import type { Context } from 'hono';
import type { OperationPagesSource } from '#domain/operation/operation';
import { awaitsPaymentOutcome, type PaymentOutcome, type PaymentPageState } from '#domain/operation/payment';
import { parseCodeAndEmail } from '#domain/operation/payment-schemas';
import { printStatement } from '#domain/operation/printed-statement';
import { bookingPrice } from '../content';
import type { Database } from '../db/client';
import { createCodeLookupLimiter, DEFAULT_CODE_LOOKUP_LIMIT } from '../dealership';
import { PaymentFlowError } from './reservation-context';
import type { ReservationService } from './reservations';

/**
 * What step 4 and the outcome pages read while rendering, bound to the request's client: a code that finds nothing
 * counts against the same look-up limit as everywhere else (docs/product.md §D4), and past it nothing is found.
 */
export function paymentPagesSource(deps: {
  db: Database;
  reservations: ReservationService;
  config: { CANCELLATION_DAYS: number; TRUST_PROXY: number };
}): (c: Context) => Pick<OperationPagesSource, 'payment' | 'startPayment' | 'cancel'> {
  const { db, reservations, config } = deps;
  const codeLookups = createCodeLookupLimiter(db, {
    ...DEFAULT_CODE_LOOKUP_LIMIT,
    trustProxy: config.TRUST_PROXY,
  });
  return (c) => ({
    async payment(code): Promise<PaymentPageState | null> {
      const looked = await codeLookups.lookUp(
        c,
        'update',
        async () => (await reservations.outcome(code)) ?? null,
      );
      if (looked.limited || !looked.found) return null;
      const { operation, payment } = looked.found;
      const lastPayment = payment
        ? { status: payment.status, installments: payment.installments, gateway: payment.gateway }
        : null;
      // Only the outcome pages read the amounts: step 4 and the right to cancel do without the extra reads.
      const outcomePage =
        operation.status === 'reserved' || awaitsPaymentOutcome({ status: operation.status, lastPayment });
      let outcome: PaymentOutcome | null = null;
      if (outcomePage) {
        const { statement, office } = await reservations.outcomeFacts(operation, payment);
        const printed = printStatement(statement);
        outcome = {
          amounts: [...printed.payment.slice(0, 1), printed.deposit],
          atDelivery: printed.atDelivery,
          rate: printed.rate,
          branch: office,
        };
      }
      return {
        code: operation.code,
        status: operation.status,
        brandId: operation.brandId,
        model: operation.model,
        chassis: operation.chassis,
        deposit: payment?.amount ?? (await bookingPrice(db, operation.brandId)),
        gateway: reservations.gatewayFor(operation.brandId)?.kind ?? null,
        holdExpiresAt: operation.holdExpiresAt?.toISOString() ?? null,
        lastPayment,
        reservedAt: operation.reservedAt?.toISOString() ?? null,
        fulfilment: operation.fulfilment,
        cancellationDays: config.CANCELLATION_DAYS,
        email: operation.email,
        firstName: operation.name ?? '',
        outcome,
      };
    },
    async cancel(input) {
      const parsed = parseCodeAndEmail(input);
      if (!parsed.ok) return parsed;
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
  });
}

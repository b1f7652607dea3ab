import type { z } from 'zod';
import type {
  cancellationOutcomeSchema,
  gatewayPaymentSchema,
  paymentCreatedSchema,
  paymentStartAnswerSchema,
} from '#domain/operation/payment-answer-schemas';
import type { GatewayPayment, ReservationService } from '../payments';

/**
 * The payment flow's answers are built by server/payments, whose functions' own types say what they return: here the
 * compiler holds each to the schema the document gives it, so that neither can change without the other (the
 * contract test checks the same at run time).
 */
type Conforms<Answer extends Documented, Documented> = Answer;

export type PaymentAnswers = [
  Conforms<
    Awaited<ReturnType<ReservationService['startPayment']>>,
    z.output<typeof paymentStartAnswerSchema>
  >,
  Conforms<Awaited<ReturnType<ReservationService['createPayment']>>, z.output<typeof paymentCreatedSchema>>,
  Conforms<Awaited<ReturnType<ReservationService['cancel']>>, z.output<typeof cancellationOutcomeSchema>>,
  Conforms<GatewayPayment, z.output<typeof gatewayPaymentSchema>>,
];

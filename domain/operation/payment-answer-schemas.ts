import { z } from 'zod';
import { GATEWAY_PAYMENT_STATUSES } from './payment';

/**
 * What the payment endpoints answer (docs/product.md §7 payments, notifications and the right to cancel): one home for
 * each shape, from which the OpenAPI document is written and against which server/payments' answers are checked.
 */

const money = z.number().int();

export const gatewayKindSchema = z.enum(['sandbox', 'mercadopago']);

export const gatewayPaymentStatusSchema = z
  .enum(GATEWAY_PAYMENT_STATUSES)
  .meta({ id: 'GatewayPaymentStatus' });

/** POST …/payment/start: the unit is held until `holdExpiresAt` and the payment frame can open. */
export const paymentStartAnswerSchema = z
  .object({
    code: z.string(),
    holdExpiresAt: z.string().describe('Instante ISO 8601 hasta el que la unidad queda apartada.'),
    deposit: money.describe('La seña, en pesos.'),
    gateway: z.object({
      kind: gatewayKindSchema,
      publicKey: z
        .string()
        .nullable()
        .describe('La clave pública de MercadoPago; null en el entorno de prueba.'),
    }),
  })
  .meta({ id: 'PaymentStart' });

export const paymentOutcomeSchema = z
  .enum(['reserved', 'pending', 'rejected', 'refunded', 'ignored', 'mismatch'])
  .meta({ id: 'PaymentOutcome' });

/** POST …/mp: the payment created, what it did to the operation, and the page to go to next. */
export const paymentCreatedSchema = z
  .object({
    payment_id: z.string(),
    status: gatewayPaymentStatusSchema,
    outcome: paymentOutcomeSchema,
    next: z
      .string()
      .nullable()
      .describe('La página siguiente (reservada o pendiente); null si el pago no siguió.'),
  })
  .meta({ id: 'PaymentCreated' });

/** POST …/cancel (docs/product.md §D6). */
export const cancellationOutcomeSchema = z
  .object({
    cancellation_code: z.string(),
    refunded: money.describe('Lo devuelto, en pesos.'),
    already: z.boolean().describe('true si la operación ya estaba cancelada.'),
  })
  .meta({ id: 'CancellationOutcome' });

/** POST …/webhooks/{gateway}/{brand}: what the notification did. */
export const notificationOutcomeSchema = z.object({
  outcome: z.union([paymentOutcomeSchema, z.enum(['duplicate', 'not_a_payment'])]),
});

/** The sandbox's stand-in for a gateway's card tokenization. */
export const sandboxCardTokenSchema = z.object({ id: z.string().describe('El token de la tarjeta.') });

/** A payment as the gateway reports it (the sandbox's settlements answer it). */
export const gatewayPaymentSchema = z
  .object({
    id: z.string(),
    status: gatewayPaymentStatusSchema,
    statusDetail: z.string(),
    amount: money,
    currency: z.string(),
    externalReference: z.string(),
    paymentMethodId: z.string(),
    installments: z.number().int().positive(),
  })
  .meta({ id: 'GatewayPayment' });

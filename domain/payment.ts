import { z } from 'zod';
import { OPERATION_NOT_FOUND_MESSAGE } from './operation';

/** docs/product.md §8: no payment credentials for the unit's brand (and the sandbox is off). */
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Imposible procesar el pago en este momento.';
export const PAYMENT_FAILED_MESSAGE = 'No pudimos procesar el pago. Probá de nuevo en unos minutos.';
export const PAYMENT_REJECTED_MESSAGE =
  'El pago fue rechazado. Revisá los datos de la tarjeta o probá con otra, y volvé a intentar.';
export const HOLD_LOST_MESSAGE =
  'Pasó el tiempo para pagar y la unidad dejó de estar apartada para vos. Volvé a intentar el pago.';
/** Another deposit payment of the operation may still be charged: a new one waits for its outcome. */
export const PAYMENT_IN_PROGRESS_MESSAGE =
  'Ya hay un pago en curso para esta reserva. Esperá su resultado antes de volver a pagar.';
export const PAYMENT_NOT_READY_MESSAGE = 'Completá los pasos anteriores antes de pagar la seña.';
export const ALREADY_RESERVED_MESSAGE = 'La operación ya está reservada.';
export const CANCELLATION_WINDOW_CLOSED_MESSAGE = (until: string) =>
  `El plazo para arrepentirte de esta reserva terminó el ${until}.`;

/** MercadoPago's payment statuses; the sandbox gateway uses the same ones. */
export const GATEWAY_PAYMENT_STATUSES = [
  'pending',
  'in_process',
  'authorized',
  'approved',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

/**
 * A payment in these statuses may still be charged: the buyer waits for its outcome (the 'pendiente' page), a new
 * payment of the operation waits too, and the reconciliation asks the gateway about it (docs/decisions/0010).
 */
export const OPEN_PAYMENT_STATUSES = [
  'pending',
  'in_process',
  'authorized',
] as const satisfies readonly GatewayPaymentStatus[];

export function isOpenPaymentStatus(status: string): boolean {
  return (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status);
}

/** The header that proves a caller of the sandbox's processor endpoints (settling a payment) knows its secret. */
export const SANDBOX_SECRET_HEADER = 'x-sandbox-secret';

/** docs/product.md §9: Visa, MasterCard or Naranja (MercadoPago's payment_method_id), in 1, 2 or 3 installments. */
export const PAYMENT_METHODS = [
  { id: 'visa', name: 'Visa' },
  { id: 'master', name: 'MasterCard' },
  { id: 'naranja', name: 'Naranja' },
] as const;
export const INSTALLMENT_OPTIONS = [1, 2, 3] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];

export function isAcceptedPaymentMethod(id: string): id is PaymentMethodId {
  return PAYMENT_METHODS.some((method) => method.id === id);
}

const operationCode = z
  .string({ error: OPERATION_NOT_FOUND_MESSAGE })
  .trim()
  .min(1, OPERATION_NOT_FOUND_MESSAGE)
  .max(64, OPERATION_NOT_FOUND_MESSAGE);

/** POST /api/v2/territorio/dealership/payment/start: hold the unit and open the payment. */
export const paymentStartSchema = z.object({ code: operationCode });

/**
 * POST /api/v2/territorio/dealership/mp (docs/product.md §7 "payment id"): what the payment frame produced. The amount is never
 * read: the deposit comes from the database (docs/product.md §D1).
 */
export const paymentCreateSchema = z.object({
  code: operationCode,
  token: z
    .string({ error: 'Falta el token de la tarjeta.' })
    .trim()
    .min(1, 'Falta el token de la tarjeta.')
    .max(200),
  payment_method_id: z.enum(
    PAYMENT_METHODS.map((method) => method.id),
    { error: 'Aceptamos Visa, MasterCard o Naranja.' },
  ),
  installments: z.coerce
    .number({ error: 'Elegí 1, 2 o 3 cuotas.' })
    .int('Elegí 1, 2 o 3 cuotas.')
    .min(1, 'Elegí 1, 2 o 3 cuotas.')
    .max(3, 'Elegí 1, 2 o 3 cuotas.'),
  issuer_id: z.union([z.string(), z.number()]).transform(String).optional(),
});
export type PaymentCreateInput = z.output<typeof paymentCreateSchema>;

/** The right to cancel (docs/product.md §D6): the operation code and the e-mail it was started with. */
export const cancellationSchema = z.object({
  code: operationCode,
  email: z
    .string({ error: 'Ingresá el e-mail con el que hiciste la reserva.' })
    .trim()
    .min(1, 'Ingresá el e-mail con el que hiciste la reserva.')
    .max(254, 'Ingresá un e-mail válido.')
    .pipe(z.email('Ingresá un e-mail válido.')),
});

/** What step 4 and the outcome pages read of an operation's payment (from the database, never the address). */
export interface PaymentPageState {
  code: string;
  status: import('./operation').OperationStatus;
  brandId: number;
  model: string;
  chassis: string;
  /** Pesos. */
  deposit: number;
  /** The gateway of the unit's brand; null when it has none (docs/product.md §8). */
  gateway: 'sandbox' | 'mercadopago' | null;
  holdExpiresAt: string | null;
  /** The newest payment attempt: its gateway's status, and which gateway took it ('sandbox' takes no money). */
  lastPayment: { status: string; installments: number; gateway: string } | null;
  reservedAt: string | null;
  cancellationDays: number;
  /** For the server's own checks (the right to cancel); never shown on a page reached by code. */
  email: string;
  /** The only personal data an outcome page shows. */
  firstName: string;
}

/** The buyer's deposit is being charged: the operation waits for the outcome of its newest payment ('pendiente'). */
export function awaitsPaymentOutcome(state: Pick<PaymentPageState, 'status' | 'lastPayment'>): boolean {
  return (
    state.status === 'payment_pending' &&
    state.lastPayment !== null &&
    isOpenPaymentStatus(state.lastPayment.status)
  );
}

export type PaymentStartResult = { ok: true } | { ok: false; message: string };

export type CancellationResult =
  | { ok: true; cancellationCode: string; refunded: number }
  | { ok: false; message: string; field?: 'code' | 'email' };

/*
 * The payment's rules and texts, without zod: the pages import them, and the request schemas live in
 * payment-schemas.ts, which only the server and the server-side form handlers import.
 */

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
/** docs/decisions/0026: a unit handed over is the buyer's; the deposit alone is not what a return would refund. */
export const DELIVERED_CANCELLATION_MESSAGE =
  'La unidad ya se entregó: la reserva no se puede cancelar desde acá. Comunicate con la concesionaria.';

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
  /** After the deposit (domain/operation/operation-fulfilment.ts): a delivered unit's reservation can't be cancelled. */
  fulfilment: import('./operation-fulfilment').FulfilmentStage;
  cancellationDays: number;
  /** For the server's own checks (the right to cancel); never shown on a page reached by code. */
  email: string;
  /** The only personal data an outcome page shows. */
  firstName: string;
  /** For the success and pending pages only (null elsewhere): the amounts and where to complete the purchase. */
  outcome: PaymentOutcome | null;
}

/**
 * What the success and pending pages tell of the purchase (docs/product.md §2 Success): the price, the deposit, what is
 * paid at the delivery with its parts and the rate of a dollar unit, the receipt's lines
 * (domain/operation/printed-statement.ts), and the branch where the purchase is completed.
 */
export interface PaymentOutcome {
  amounts: import('./price-lines').PrintedLine[];
  atDelivery: import('./price-lines').PrintedLine[];
  rate: import('./price-lines').PrintedLine[];
  branch: { name: string; address: string; openingHours: { days: string; hours: string }[] } | null;
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

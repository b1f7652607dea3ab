/**
 * docs/product.md §D15: every card gateway behind one interface. The payment flow creates a payment with the amount from
 * its own records, then believes only what it reads back from the gateway (a notification says "look", never
 * "this happened").
 */

import type { GatewayPaymentStatus, PaymentMethodId } from '#domain/operation/payment';

export type { GatewayPaymentStatus };

/**
 * MercadoPago's test cardholder names and the outcome each produces: the sandbox gateway follows them (docs/product.md §D15),
 * and so does the tests' stand-in of MercadoPago's API.
 */
export const TEST_CARDHOLDER_OUTCOMES: Readonly<
  Record<string, { status: GatewayPaymentStatus; statusDetail: string }>
> = {
  APRO: { status: 'approved', statusDetail: 'accredited' },
  CONT: { status: 'in_process', statusDetail: 'pending_contingency' },
  OTHE: { status: 'rejected', statusDetail: 'cc_rejected_other_reason' },
  CALL: { status: 'rejected', statusDetail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', statusDetail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_other' },
};

/** A payment as the gateway reports it. */
export interface GatewayPayment {
  /** The gateway's id of the payment (MercadoPago: a number, kept as text). */
  id: string;
  status: GatewayPaymentStatus;
  statusDetail: string;
  /** transaction_amount, in whole pesos. */
  amount: number;
  /** currency_id, e.g. 'ARS'. */
  currency: string;
  /** The operation's transaction code. */
  externalReference: string;
  paymentMethodId: string;
  installments: number;
}

export interface CreatePaymentInput {
  /** Pesos, from the database (docs/product.md §D1). */
  amount: number;
  /** The operation's transaction code. */
  externalReference: string;
  /** One per attempt: a retried request never charges twice. */
  idempotencyKey: string;
  description: string;
  installments: number;
  paymentMethodId: PaymentMethodId;
  /** The card token the payment frame produced. */
  token: string;
  issuerId?: string;
  payerEmail: string;
  /** Where the gateway notifies changes of this payment. */
  notificationUrl: string;
}

export interface GatewayRefund {
  id: string;
  status: string;
  amount: number;
}

export interface PaymentGateway {
  readonly kind: 'sandbox' | 'mercadopago';
  /** The key the payment frame needs in the browser (MercadoPago's public key; the sandbox has none). */
  readonly publicKey: string;
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  /** null when the gateway does not know the id. */
  getPayment(id: string): Promise<GatewayPayment | null>;
  /** A full refund of the payment. */
  refundPayment(id: string, idempotencyKey: string): Promise<GatewayRefund>;
  /** The payments of an external reference, newest first (reconciliation). */
  searchPayments(externalReference: string): Promise<GatewayPayment[]>;
  /** The secret this gateway signs its notifications with (x-signature, see webhook-signature.ts). */
  readonly webhookSecret: string;
}

/** A gateway answered with an error or could not be reached. */
export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

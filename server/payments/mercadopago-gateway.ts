import { MercadoPagoConfig, MercadoPagoError, Payment, PaymentRefund } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { GATEWAY_PAYMENT_STATUSES, isAcceptedPaymentMethod } from '#domain/operation/payment';
import {
  type CreatePaymentInput,
  GatewayError,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway';

export interface MercadoPagoGatewayOptions {
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  /** Only for tests against the local stand-in; production talks to the SDK's own https://api.mercadopago.com. */
  apiBaseUrl?: string;
  /** Per attempt; the SDK's own default is 60 s, too long for a buyer waiting on the payment page. */
  timeoutMs?: number;
  /** Retries of 429, 5xx and network failures (the SDK repeats the same idempotency key, so a retry never charges twice). */
  maxRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_RETRIES = 2;
const RETRY_INITIAL_DELAY_MS = 300;

/** The fields of MercadoPago's payment resource this module reads (create, get and search answer the same shape). */
interface PaymentResource {
  id?: number | string;
  status?: string;
  status_detail?: string;
  transaction_amount?: number;
  currency_id?: string;
  external_reference?: string;
  payment_method_id?: string;
  installments?: number;
}

/**
 * docs/product.md §D15: the real card gateway, through MercadoPago's official SDK. One instance per brand (each brand has its
 * own credentials).
 */
export function createMercadoPagoGateway(options: MercadoPagoGatewayOptions): PaymentGateway {
  const { accessToken } = options;
  const baseUrl = options.apiBaseUrl?.replace(/\/+$/, '');
  if (baseUrl !== undefined) assertBaseUrlOverridable();

  // A fresh config per call: the SDK merges each call's requestOptions into the config it was given and keeps them,
  // so a shared config would carry one payment's idempotency key into the next request.
  const config = (idempotencyKey?: string) =>
    new MercadoPagoConfig({
      accessToken,
      options: {
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
        initialDelay: RETRY_INITIAL_DELAY_MS,
        jitter: true,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      },
    });

  /**
   * docs/decisions/0009: the SDK reads its base URL from a static constant when a request starts (synchronously,
   * before its first await). It is pointed at the stand-in for exactly that synchronous stretch and put back, so
   * concurrent requests of other gateways, and every other HTTP call of the process, are untouched.
   */
  function call<T>(request: () => Promise<T>): Promise<T> {
    if (baseUrl === undefined) return request();
    const writable = AppConfig as { BASE_URL: string };
    const previous = writable.BASE_URL;
    writable.BASE_URL = baseUrl;
    try {
      return request();
    } finally {
      writable.BASE_URL = previous;
    }
  }

  function failure(operation: string, error: unknown): GatewayError {
    if (error instanceof GatewayError) return error;
    if (error instanceof MercadoPagoError && error.status > 0) {
      const causes = error.causes
        .map((cause) => (isRecord(cause) && cause.code !== undefined ? String(cause.code) : undefined))
        .filter((code) => code !== undefined);
      const detail = [error.error, error.message, causes.length > 0 ? `causes ${causes.join(',')}` : '']
        .filter(Boolean)
        .join('; ');
      return new GatewayError(
        redact(`MercadoPago ${operation} failed with ${error.status}: ${detail}`),
        error.status,
      );
    }
    // MPConnectionError (status 0), a timeout, or an unreadable answer: no HTTP status to report.
    const reason = error instanceof Error ? error.message : 'unknown error';
    return new GatewayError(redact(`MercadoPago ${operation} failed: ${reason}`));
  }

  function redact(message: string): string {
    return accessToken ? message.split(accessToken).join('[access token]') : message;
  }

  function toGatewayPayment(resource: PaymentResource): GatewayPayment {
    const status = resource.status;
    if (resource.id === undefined || resource.id === null) {
      throw new GatewayError('MercadoPago answered a payment without an id');
    }
    if (!isKnownStatus(status)) {
      // e.g. in_mediation (a dispute): no status of ours says it, and guessing one could mark money as ours or not.
      throw new GatewayError(
        `MercadoPago payment ${resource.id} has an unexpected status: ${String(status)}`,
      );
    }
    return {
      id: String(resource.id),
      status,
      statusDetail: resource.status_detail ?? '',
      amount: Number(resource.transaction_amount ?? 0),
      currency: resource.currency_id ?? '',
      externalReference: resource.external_reference ?? '',
      paymentMethodId: resource.payment_method_id ?? '',
      installments: Number(resource.installments ?? 0),
    };
  }

  return {
    kind: 'mercadopago',
    publicKey: options.publicKey,
    webhookSecret: options.webhookSecret,

    async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
      // Checked before any request: the type allows only these, but the value comes from the payment frame.
      if (!isAcceptedPaymentMethod(input.paymentMethodId)) {
        throw new GatewayError(`Payment method not accepted: ${String(input.paymentMethodId)}`);
      }
      let answer: PaymentResource;
      try {
        answer = await call(() =>
          new Payment(config(input.idempotencyKey)).create({
            body: {
              transaction_amount: input.amount,
              token: input.token,
              description: input.description,
              installments: input.installments,
              payment_method_id: input.paymentMethodId,
              ...(input.issuerId ? { issuer_id: Number(input.issuerId) } : {}),
              payer: { email: input.payerEmail },
              external_reference: input.externalReference,
              notification_url: input.notificationUrl,
            },
            requestOptions: { idempotencyKey: input.idempotencyKey },
          }),
        );
      } catch (error) {
        throw failure('payment creation', error);
      }
      return toGatewayPayment(answer);
    },

    async getPayment(id: string): Promise<GatewayPayment | null> {
      // MercadoPago's payment ids are numbers; anything else (e.g. from a forged notification) is simply unknown.
      if (!/^\d{1,20}$/.test(id)) return null;
      let answer: PaymentResource;
      try {
        answer = await call(() => new Payment(config()).get({ id }));
      } catch (error) {
        if (error instanceof MercadoPagoError && error.status === 404) return null;
        throw failure('payment lookup', error);
      }
      return toGatewayPayment(answer);
    },

    async refundPayment(id: string, idempotencyKey: string): Promise<GatewayRefund> {
      let answer: { id?: number | string; status?: string; amount?: number };
      try {
        // No amount in the body: MercadoPago refunds the whole payment.
        answer = await call(() =>
          new PaymentRefund(config(idempotencyKey)).create({
            payment_id: id,
            requestOptions: { idempotencyKey },
          }),
        );
      } catch (error) {
        throw failure('refund', error);
      }
      if (answer.id === undefined || answer.id === null) {
        throw new GatewayError('MercadoPago answered a refund without an id');
      }
      return { id: String(answer.id), status: answer.status ?? '', amount: Number(answer.amount ?? 0) };
    },

    async searchPayments(externalReference: string): Promise<GatewayPayment[]> {
      let results: PaymentResource[];
      try {
        const answer = await call(() =>
          new Payment(config()).search({
            options: { external_reference: externalReference, sort: 'date_created', criteria: 'desc' },
          }),
        );
        results = answer.results ?? [];
      } catch (error) {
        throw failure('payment search', error);
      }
      return results.map(toGatewayPayment);
    },
  };
}

function isKnownStatus(status: unknown): status is GatewayPaymentStatus {
  return typeof status === 'string' && (GATEWAY_PAYMENT_STATUSES as readonly string[]).includes(status);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Fails at start, not in a test that would then reach the real API, if an SDK upgrade moves the constant. */
function assertBaseUrlOverridable(): void {
  const current = (AppConfig as { BASE_URL?: unknown }).BASE_URL;
  if (typeof current !== 'string' || !current.startsWith('https://')) {
    throw new Error('This mercadopago SDK version does not keep its base URL where apiBaseUrl expects it');
  }
}

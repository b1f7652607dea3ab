import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type GatewayPaymentStatus, TEST_CARDHOLDER_OUTCOMES } from '../../server/payments/gateway';
import { signNotification } from '../../server/payments/webhook-signature';

/**
 * A local HTTP server that answers like MercadoPago's Payments API (v1/payments: create, get, search, refunds) closely
 * enough for the official SDK, so tests run the real client code without reaching the internet.
 *
 * Card tokens carry the cardholder name of MercadoPago's test cards: `tok-APRO-…` approves, `tok-CONT-…` stays
 * pending, `tok-OTHE-…` is rejected (see CARDHOLDER_OUTCOMES). `payer.first_name` is read too when the token says
 * nothing, as the sandbox reads the cardholder name.
 *
 * For a browser it also answers what MercadoPago.js calls with the public key: card tokenization
 * (POST /v1/card_tokens?public_key=…, the tokens it issues are single-use, like MercadoPago's) and, when given one,
 * serves a stand-in of the SDK script itself at /js/v2 (tests/support/mercadopago-brick-stand-in.js).
 */

export interface StandInRefund {
  id: number;
  payment_id: number;
  amount: number;
  metadata: Record<string, never>;
  source: { id: string; name: string; type: 'collector' };
  date_created: string;
  unique_sequence_number: null;
  refund_mode: 'standard';
  adjustment_amount: number;
  status: 'approved';
  reason: null;
  labels: never[];
  partition_details: never[];
  amount_refunded_to_payer: number;
}

export interface StandInPayment {
  id: number;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  money_release_date: string | null;
  operation_type: 'regular_payment';
  issuer_id: string | null;
  payment_method_id: string;
  payment_type_id: 'credit_card';
  status: GatewayPaymentStatus;
  status_detail: string;
  currency_id: 'ARS';
  description: string | null;
  live_mode: false;
  collector_id: number;
  payer: { id: string | null; email: string; first_name: string | null; type: string | null };
  external_reference: string | null;
  transaction_amount: number;
  transaction_amount_refunded: number;
  installments: number;
  notification_url: string | null;
  captured: true;
  binary_mode: false;
  refunds: StandInRefund[];
}

export interface RecordedRequest {
  method: string;
  /** The path without the query string, e.g. `/v1/payments/123`. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
}

export interface NotifyOptions {
  /** Defaults to the payment's notification_url. */
  url?: string;
  /** Defaults to the stand-in's webhook secret; pass another to forge a notification. */
  secret?: string;
  action?: 'payment.created' | 'payment.updated';
  requestId?: string;
  /** Unix seconds; defaults to now. */
  ts?: string;
  /**
   * How to deliver it; defaults to `fetch`. Pass `(url, init) => app.request(url, init)` to notify a Hono app that
   * is not listening on a port.
   */
  send?: (url: string, init: RequestInit) => Promise<Response>;
}

export interface MercadoPagoStandIn {
  /** Base URL of the API, e.g. http://127.0.0.1:41234 (the gateway's apiBaseUrl). */
  url: string;
  close(): Promise<void>;
  /** Created payments by id (as text). */
  payments: Map<string, StandInPayment>;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Changes a payment as MercadoPago would later (e.g. a pending one approved); does not notify. */
  setStatus(id: string | number, status: GatewayPaymentStatus, statusDetail?: string): StandInPayment;
  /** Sends MercadoPago's signed webhook notification about a payment; resolves with the receiver's response. */
  notify(id: string | number, options?: NotifyOptions): Promise<Response>;
}

export interface StartMercadoPagoStandInOptions {
  /** The only token accepted in `Authorization: Bearer …`. */
  accessToken: string;
  /** The secret notifications are signed with. */
  webhookSecret: string;
  /** The seller's account id (collector_id, and user_id in notifications). */
  userId?: number;
  /** The only public key card tokenization accepts; unset, any non-empty one. */
  publicKey?: string;
  /** The text served at /js/v2 as MercadoPago.js; unset, that path is not found. */
  sdkScript?: string;
  /** Defaults to a free port. */
  port?: number;
}

/** MercadoPago's test cardholder names and what they produce. */
export const CARDHOLDER_OUTCOMES = TEST_CARDHOLDER_OUTCOMES;

const DEFAULT_STATUS_DETAIL: Record<GatewayPaymentStatus, string> = {
  pending: 'pending_waiting_payment',
  in_process: 'pending_contingency',
  authorized: 'pending_capture',
  approved: 'accredited',
  rejected: 'cc_rejected_other_reason',
  cancelled: 'by_collector',
  refunded: 'refunded',
  charged_back: 'settled',
};

/** Card payment methods MercadoPago knows in Argentina (the dealership accepts fewer; that is the gateway's rule). */
const CARD_PAYMENT_METHODS = new Set([
  'visa',
  'master',
  'amex',
  'naranja',
  'cabal',
  'maestro',
  'debvisa',
  'debmaster',
]);

const SEARCH_SORTS = new Set(['date_approved', 'date_created', 'date_last_updated', 'money_release_date']);

interface ApiError {
  status: number;
  body: {
    message: string;
    error: string;
    status: number;
    cause: { code: number; description: string; data: null }[];
  };
}

function apiError(status: number, error: string, causes: [number, string][], message?: string): ApiError {
  return {
    status,
    body: {
      message: message ?? causes[0]?.[1] ?? error,
      error,
      status,
      cause: causes.map(([code, description]) => ({ code, description, data: null })),
    },
  };
}

const NOT_FOUND_PAYMENT = apiError(404, 'not_found', [[2000, 'Payment not found']]);

export async function startMercadoPagoStandIn(
  options: StartMercadoPagoStandInOptions,
): Promise<MercadoPagoStandIn> {
  const userId = options.userId ?? 123_456_789;
  const payments = new Map<string, StandInPayment>();
  const requests: RecordedRequest[] = [];
  /** Answers already given, by endpoint and X-Idempotency-Key: a repeated key gets the same resource back. */
  const idempotent = new Map<
    string,
    { kind: 'payment'; id: number } | { kind: 'refund'; refund: StandInRefund }
  >();
  let nextPaymentId = 1_320_000_001;
  let nextRefundId = 2_100_000_001;
  let nextNotificationId = 115_000_000_001;
  /** Creation order, so payments created within the same millisecond still sort. */
  const sequence = new Map<number, number>();
  /** Card tokens issued by POST /v1/card_tokens and not yet used by a payment. */
  const unusedCardTokens = new Set<string>();
  const issuedCardTokens = new Set<string>();

  const now = () => new Date().toISOString();

  function createPayment(body: unknown, idempotencyKey: string): { status: number; body: unknown } {
    const replay = idempotent.get(`payments:${idempotencyKey}`);
    if (replay?.kind === 'payment') {
      const payment = payments.get(String(replay.id));
      if (payment) return { status: 201, body: payment };
    }
    if (!isRecord(body)) return apiError(400, 'bad_request', [[1, 'Params Error']]);
    const amount = body.transaction_amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
      return apiError(400, 'bad_request', [[2072, 'Invalid value for transaction_amount']]);
    }
    const methodId = body.payment_method_id;
    if (typeof methodId !== 'string' || !CARD_PAYMENT_METHODS.has(methodId)) {
      return apiError(400, 'bad_request', [[3011, 'Not found payment_method']]);
    }
    const installments = body.installments;
    if (
      typeof installments !== 'number' ||
      !Number.isInteger(installments) ||
      installments < 1 ||
      installments > 24
    ) {
      return apiError(400, 'bad_request', [[109, 'Invalid number of shares for this payment_method_id']]);
    }
    const payer = isRecord(body.payer) ? body.payer : {};
    if (typeof payer.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(payer.email)) {
      return apiError(400, 'bad_request', [[4050, 'payer.email must be a valid email']]);
    }
    if (body.notification_url !== undefined && !isHttpUrl(body.notification_url)) {
      return apiError(400, 'bad_request', [[4020, 'notification_url attribute must be url valid']]);
    }
    const token = body.token;
    if (typeof token !== 'string' || token === '') {
      return apiError(400, 'bad_request', [[2006, 'Card Token not found']]);
    }
    // A token this stand-in issued is spent by its first payment, as MercadoPago's are.
    if (issuedCardTokens.has(token) && !unusedCardTokens.has(token)) {
      return apiError(400, 'bad_request', [[2006, 'Card Token not found']]);
    }
    const firstName = typeof payer.first_name === 'string' ? payer.first_name : null;
    const holder = /^tok-([A-Z]{4})(?:-|$)/.exec(token)?.[1] ?? firstName?.toUpperCase() ?? '';
    const outcome = CARDHOLDER_OUTCOMES[holder];
    if (!outcome) return apiError(400, 'bad_request', [[2006, 'Card Token not found']]);
    unusedCardTokens.delete(token);

    const id = nextPaymentId++;
    const created = now();
    const payment: StandInPayment = {
      id,
      date_created: created,
      date_approved: outcome.status === 'approved' ? created : null,
      date_last_updated: created,
      money_release_date: outcome.status === 'approved' ? created : null,
      operation_type: 'regular_payment',
      issuer_id: body.issuer_id === undefined || body.issuer_id === null ? null : String(body.issuer_id),
      payment_method_id: methodId,
      payment_type_id: 'credit_card',
      status: outcome.status,
      status_detail: outcome.statusDetail,
      currency_id: 'ARS',
      description: typeof body.description === 'string' ? body.description : null,
      live_mode: false,
      collector_id: userId,
      payer: { id: null, email: payer.email, first_name: firstName, type: null },
      external_reference: typeof body.external_reference === 'string' ? body.external_reference : null,
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      installments,
      notification_url: typeof body.notification_url === 'string' ? body.notification_url : null,
      captured: true,
      binary_mode: false,
      refunds: [],
    };
    payments.set(String(id), payment);
    sequence.set(id, sequence.size);
    idempotent.set(`payments:${idempotencyKey}`, { kind: 'payment', id });
    return { status: 201, body: payment };
  }

  function refundPayment(
    id: string,
    body: unknown,
    idempotencyKey: string,
  ): { status: number; body: unknown } {
    const replay = idempotent.get(`refunds:${id}:${idempotencyKey}`);
    if (replay?.kind === 'refund') return { status: 201, body: replay.refund };
    const payment = payments.get(id);
    if (!payment) return NOT_FOUND_PAYMENT;
    const remaining = payment.transaction_amount - payment.transaction_amount_refunded;
    if (payment.status !== 'approved' || remaining <= 0) {
      return apiError(400, 'bad_request', [
        [2063, 'The action requested is not valid for the current payment state'],
      ]);
    }
    const requested = isRecord(body) ? body.amount : undefined;
    if (requested !== undefined && (typeof requested !== 'number' || !Number.isFinite(requested))) {
      return apiError(400, 'bad_request', [[4041, 'amount attribute must be numeric']]);
    }
    if (typeof requested === 'number' && (requested <= 0 || requested > remaining)) {
      return apiError(400, 'bad_request', [[4040, 'amount attribute must be positive']]);
    }
    const amount = typeof requested === 'number' ? requested : remaining;
    const refund: StandInRefund = {
      id: nextRefundId++,
      payment_id: payment.id,
      amount,
      metadata: {},
      source: { id: String(userId), name: 'Concesionaria', type: 'collector' },
      date_created: now(),
      unique_sequence_number: null,
      refund_mode: 'standard',
      adjustment_amount: 0,
      status: 'approved',
      reason: null,
      labels: [],
      partition_details: [],
      amount_refunded_to_payer: amount,
    };
    payment.refunds.push(refund);
    payment.transaction_amount_refunded += amount;
    payment.date_last_updated = refund.date_created;
    if (payment.transaction_amount_refunded >= payment.transaction_amount) {
      payment.status = 'refunded';
      payment.status_detail = 'refunded';
    }
    idempotent.set(`refunds:${id}:${idempotencyKey}`, { kind: 'refund', refund });
    return { status: 201, body: refund };
  }

  function searchPayments(query: Record<string, string>): { status: number; body: unknown } {
    const sort = query.sort ?? 'date_created';
    const criteria = query.criteria ?? 'desc';
    if (!SEARCH_SORTS.has(sort)) return apiError(400, 'bad_request', [[1003, 'Invalid sort value']]);
    if (criteria !== 'asc' && criteria !== 'desc') {
      return apiError(400, 'bad_request', [[1004, 'Invalid criteria value']]);
    }
    const limit = Math.min(Number(query.limit ?? 30) || 30, 1000);
    const offset = Number(query.offset ?? 0) || 0;
    const key = sort as 'date_approved' | 'date_created' | 'date_last_updated' | 'money_release_date';
    const matching = [...payments.values()]
      .filter((payment) =>
        query.external_reference === undefined
          ? true
          : payment.external_reference === query.external_reference,
      )
      .filter((payment) => (query.status === undefined ? true : payment.status === query.status))
      .sort((a, b) => {
        const byField = (a[key] ?? '').localeCompare(b[key] ?? '');
        const order = byField !== 0 ? byField : (sequence.get(a.id) ?? 0) - (sequence.get(b.id) ?? 0);
        return criteria === 'asc' ? order : -order;
      });
    return {
      status: 200,
      body: {
        paging: { total: matching.length, limit, offset },
        results: matching.slice(offset, offset + limit),
      },
    };
  }

  /**
   * What MercadoPago.js sends to tokenize a card: the token names the cardholder (letters only, upper case), so a
   * test card's holder (APRO, OTHE, …) decides the payment made with it.
   */
  function createCardToken(publicKey: string | undefined, body: unknown): { status: number; body: unknown } {
    if (!publicKey || (options.publicKey !== undefined && publicKey !== options.publicKey)) {
      return apiError(401, 'unauthorized', [], 'invalid public_key');
    }
    if (!isRecord(body)) return apiError(400, 'bad_request', [[1, 'Params Error']]);
    const number = typeof body.card_number === 'string' ? body.card_number : '';
    if (!/^\d{13,19}$/.test(number)) {
      return apiError(400, 'bad_request', [[205, 'parameter cardNumber can not be null/empty']]);
    }
    const month = Number(body.expiration_month);
    if (!Number.isInteger(month) || month < 1 || month > 12) {
      return apiError(400, 'bad_request', [[325, 'invalid parameter cardExpirationMonth']]);
    }
    const year = Number(body.expiration_year);
    if (!Number.isInteger(year) || year < 2000 || year > 2100) {
      return apiError(400, 'bad_request', [[326, 'invalid parameter cardExpirationYear']]);
    }
    const securityCode = typeof body.security_code === 'string' ? body.security_code : '';
    if (!/^\d{3,4}$/.test(securityCode)) {
      return apiError(400, 'bad_request', [[224, 'parameter securityCode can not be null/empty']]);
    }
    const cardholder = isRecord(body.cardholder) ? body.cardholder : {};
    const name = typeof cardholder.name === 'string' ? cardholder.name.trim() : '';
    if (name === '')
      return apiError(400, 'bad_request', [[221, 'parameter cardholderName can not be null/empty']]);
    const letters = name
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase();
    const id = `tok-${letters}-${randomUUID().replaceAll('-', '')}`;
    issuedCardTokens.add(id);
    unusedCardTokens.add(id);
    const created = now();
    return {
      status: 201,
      body: {
        id,
        public_key: publicKey,
        first_six_digits: number.slice(0, 6),
        last_four_digits: number.slice(-4),
        expiration_month: month,
        expiration_year: year,
        cardholder: {
          name,
          identification: isRecord(cardholder.identification) ? cardholder.identification : {},
        },
        status: 'active',
        date_created: created,
        date_last_updated: created,
        date_due: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
        luhn_validation: true,
        live_mode: false,
        card_number_length: number.length,
        security_code_length: securityCode.length,
      },
    };
  }

  function route(
    method: string,
    path: string,
    query: Record<string, string>,
    body: unknown,
    key: string | undefined,
  ) {
    if (method === 'POST' && path === '/v1/payments') {
      if (!key) return apiError(400, 'bad_request', [[4292, "Header X-Idempotency-Key can't be null"]]);
      return createPayment(body, key);
    }
    if (method === 'GET' && path === '/v1/payments/search') return searchPayments(query);
    const refund = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === 'POST' && refund?.[1]) {
      if (!key) return apiError(400, 'bad_request', [[4292, "Header X-Idempotency-Key can't be null"]]);
      return refundPayment(decodeURIComponent(refund[1]), body, key);
    }
    const single = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && single?.[1]) {
      const payment = payments.get(decodeURIComponent(single[1]));
      return payment ? { status: 200, body: payment } : NOT_FOUND_PAYMENT;
    }
    return apiError(404, 'not_found', [], 'resource not found');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    const raw = await readBody(request);
    let body: unknown;
    let unreadable = false;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        unreadable = true;
      }
    }
    const method = request.method ?? 'GET';
    requests.push({ method, path: url.pathname, query, headers: request.headers, body });

    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    // MercadoPago.js runs in the buyer's page, on another origin: it fetches with CORS and the public key, never
    // with the access token.
    const cors = { 'access-control-allow-origin': '*' };
    if (method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      });
      response.end();
      return;
    }
    if (method === 'GET' && url.pathname === '/js/v2' && options.sdkScript !== undefined) {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'content-length': Buffer.byteLength(options.sdkScript),
        'cache-control': 'no-store',
      });
      response.end(options.sdkScript);
      return;
    }
    let answer: { status: number; body: unknown };
    let extraHeaders: Record<string, string> = {};
    if (method === 'POST' && url.pathname === '/v1/card_tokens') {
      extraHeaders = cors;
      answer = unreadable
        ? apiError(400, 'bad_request', [[1, 'Params Error']])
        : createCardToken(query.public_key, body);
    } else if (header('authorization') !== `Bearer ${options.accessToken}`) {
      answer = apiError(401, 'unauthorized', [], 'invalid access token');
    } else if (unreadable) {
      answer = apiError(400, 'bad_request', [[1, 'Params Error']]);
    } else {
      answer = route(method, url.pathname, query, body, header('x-idempotency-key'));
    }
    const text = JSON.stringify(answer.body);
    response.writeHead(answer.status, {
      ...extraHeaders,
      'content-type': 'application/json;charset=UTF-8',
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ message: String(error), error: 'internal_error', status: 500, cause: [] }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  function paymentOf(id: string | number): StandInPayment {
    const payment = payments.get(String(id));
    if (!payment) throw new Error(`The stand-in has no payment ${id}`);
    return payment;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    payments,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),

    setStatus(id, status, statusDetail) {
      const payment = paymentOf(id);
      const at = now();
      payment.status = status;
      payment.status_detail = statusDetail ?? DEFAULT_STATUS_DETAIL[status];
      payment.date_last_updated = at;
      if (status === 'approved' && !payment.date_approved) {
        payment.date_approved = at;
        payment.money_release_date = at;
      }
      return payment;
    },

    async notify(id, notifyOptions = {}) {
      const payment = paymentOf(id);
      const target = notifyOptions.url ?? payment.notification_url;
      if (!target) throw new Error(`Payment ${id} has no notification_url; pass one`);
      const dataId = String(payment.id);
      const requestId = notifyOptions.requestId ?? randomUUID();
      const ts = notifyOptions.ts ?? String(Math.floor(Date.now() / 1000));
      const url = new URL(target);
      url.searchParams.set('data.id', dataId);
      url.searchParams.set('type', 'payment');
      const send = notifyOptions.send ?? ((to: string, init: RequestInit) => fetch(to, init));
      return send(url.toString(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': signNotification(
            notifyOptions.secret ?? options.webhookSecret,
            dataId,
            requestId,
            ts,
          ),
          'x-request-id': requestId,
        },
        body: JSON.stringify({
          action: notifyOptions.action ?? 'payment.updated',
          api_version: 'v1',
          data: { id: dataId },
          date_created: now(),
          id: nextNotificationId++,
          live_mode: false,
          type: 'payment',
          user_id: userId,
        }),
      });
    },
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MercadoPagoStandIn, startMercadoPagoStandIn } from '../../tests/support/mercadopago-stand-in';
import { type CreatePaymentInput, GatewayError, type PaymentGateway } from './gateway';
import { createMercadoPagoGateway } from './mercadopago-gateway';
import { verifyNotificationSignature } from './webhook-signature';

const ACCESS_TOKEN = 'TEST-4412-access-token-of-brand-1';
const WEBHOOK_SECRET = 'whsec-brand-1';

let standIn: MercadoPagoStandIn;
let gateway: PaymentGateway;
let sequence = 0;

function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  sequence += 1;
  return {
    amount: 150_000,
    externalReference: `OP-${sequence}`,
    idempotencyKey: `attempt-${sequence}`,
    description: 'Seña de reserva',
    installments: 1,
    paymentMethodId: 'visa',
    token: `tok-APRO-${sequence}`,
    payerEmail: 'comprador@example.com',
    notificationUrl: 'https://concesionaria.example/api/brands/1/webhooks/mercadopago',
    ...overrides,
  };
}

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET });
  gateway = createMercadoPagoGateway({
    accessToken: ACCESS_TOKEN,
    publicKey: 'TEST-public-key',
    webhookSecret: WEBHOOK_SECRET,
    apiBaseUrl: standIn.url,
    timeoutMs: 5_000,
    maxRetries: 0,
  });
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  standIn.requests.length = 0;
});

describe('createMercadoPagoGateway', () => {
  it('exposes its kind and keys', () => {
    expect(gateway.kind).toBe('mercadopago');
    expect(gateway.publicKey).toBe('TEST-public-key');
    expect(gateway.webhookSecret).toBe(WEBHOOK_SECRET);
  });

  it('creates an approved payment and carries amount, reference, method and installments', async () => {
    const input = paymentInput({ installments: 3, paymentMethodId: 'master', issuerId: '310' });
    const payment = await gateway.createPayment(input);

    expect(payment).toEqual({
      id: expect.stringMatching(/^\d+$/),
      status: 'approved',
      statusDetail: 'accredited',
      amount: 150_000,
      currency: 'ARS',
      externalReference: input.externalReference,
      paymentMethodId: 'master',
      installments: 3,
    });
    const [request] = standIn.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payments');
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(request?.headers['x-idempotency-key']).toBe(input.idempotencyKey);
    expect(request?.body).toEqual({
      transaction_amount: 150_000,
      token: input.token,
      description: 'Seña de reserva',
      installments: 3,
      payment_method_id: 'master',
      issuer_id: 310,
      payer: { email: 'comprador@example.com' },
      external_reference: input.externalReference,
      notification_url: input.notificationUrl,
    });
  });

  it('reports a pending payment (cardholder CONT)', async () => {
    const payment = await gateway.createPayment(
      paymentInput({ token: 'tok-CONT-1', paymentMethodId: 'naranja' }),
    );
    expect(payment.status).toBe('in_process');
    expect(payment.statusDetail).toBe('pending_contingency');
    expect(payment.paymentMethodId).toBe('naranja');
  });

  it('reports a rejected payment (cardholder OTHE) without throwing', async () => {
    const payment = await gateway.createPayment(paymentInput({ token: 'tok-OTHE-1' }));
    expect(payment.status).toBe('rejected');
    expect(payment.statusDetail).toBe('cc_rejected_other_reason');
  });

  it('creates one payment when the same idempotency key is sent twice', async () => {
    const input = paymentInput();
    const first = await gateway.createPayment(input);
    const second = await gateway.createPayment(input);

    expect(second.id).toBe(first.id);
    expect(standIn.requests).toHaveLength(2);
    expect(
      [...standIn.payments.values()].filter((p) => p.external_reference === input.externalReference),
    ).toHaveLength(1);
  });

  it('sends each write with its own idempotency key', async () => {
    const first = await gateway.createPayment(paymentInput());
    await gateway.refundPayment(first.id, 'refund-key-1');
    const second = await gateway.createPayment(paymentInput());

    expect(second.id).not.toBe(first.id);
    expect(standIn.requests.map((request) => request.headers['x-idempotency-key'])).toEqual([
      `attempt-${sequence - 1}`,
      'refund-key-1',
      `attempt-${sequence}`,
    ]);
  });

  it('refuses a payment method the dealership does not take, without calling MercadoPago', async () => {
    const input = { ...paymentInput(), paymentMethodId: 'amex' } as unknown as CreatePaymentInput;
    const error = await rejection(gateway.createPayment(input));
    expect(error.status).toBeUndefined();
    expect(standIn.requests).toHaveLength(0);
  });

  it('turns MercadoPago’s validation errors into a GatewayError with the status', async () => {
    const error = await rejection(gateway.createPayment(paymentInput({ amount: -5 })));
    expect(error.status).toBe(400);
    expect(error.message).toContain('2072');
  });

  it('fails with 401 on a wrong access token and never shows the token or the card token', async () => {
    const wrongToken = 'APP_USR-secret-wrong-token';
    const wrong = createMercadoPagoGateway({
      accessToken: wrongToken,
      publicKey: 'x',
      webhookSecret: 'y',
      apiBaseUrl: standIn.url,
      maxRetries: 0,
    });
    const input = paymentInput();
    const error = await rejection(wrong.createPayment(input));

    expect(error.status).toBe(401);
    expect(error.message).not.toContain(wrongToken);
    expect(error.message).not.toContain(input.token);
    expect(JSON.stringify(error)).not.toContain(wrongToken);
    expect([...standIn.payments.values()].some((p) => p.external_reference === input.externalReference)).toBe(
      false,
    );
  });

  it('fails with a GatewayError without a status when MercadoPago cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createMercadoPagoGateway({
      accessToken: ACCESS_TOKEN,
      publicKey: 'x',
      webhookSecret: 'y',
      apiBaseUrl: `http://127.0.0.1:${port}`,
      maxRetries: 0,
    });

    const error = await rejection(unreachable.getPayment('1'));
    expect(error.status).toBeUndefined();
    expect(error.message).not.toContain(ACCESS_TOKEN);
  });

  it('reads a known payment back, and answers null for an unknown one', async () => {
    const created = await gateway.createPayment(paymentInput({ token: 'tok-CONT-2' }));
    standIn.setStatus(created.id, 'approved');

    const read = await gateway.getPayment(created.id);
    expect(read).toEqual({ ...created, status: 'approved', statusDetail: 'accredited' });
    expect(standIn.requests.at(-1)?.method).toBe('GET');
    expect(standIn.requests.at(-1)?.path).toBe(`/v1/payments/${created.id}`);

    expect(await gateway.getPayment('999999999999')).toBeNull();
    expect(standIn.requests.at(-1)?.path).toBe('/v1/payments/999999999999');
  });

  it('answers null for an id MercadoPago could not have issued, without a request', async () => {
    expect(await gateway.getPayment('../users/me')).toBeNull();
    expect(standIn.requests).toHaveLength(0);
  });

  it('refunds a payment in full, then refuses a second full refund', async () => {
    const payment = await gateway.createPayment(paymentInput());

    const refund = await gateway.refundPayment(payment.id, `refund-${payment.id}`);
    expect(refund).toEqual({ id: expect.stringMatching(/^\d+$/), status: 'approved', amount: 150_000 });
    const request = standIn.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/v1/payments/${payment.id}/refunds`);
    expect(request?.headers['x-idempotency-key']).toBe(`refund-${payment.id}`);
    expect(request?.body).toBeUndefined();
    expect((await gateway.getPayment(payment.id))?.status).toBe('refunded');

    const error = await rejection(gateway.refundPayment(payment.id, `refund-${payment.id}-again`));
    expect(error.status).toBe(400);
  });

  it('answers the same refund when its idempotency key is repeated', async () => {
    const payment = await gateway.createPayment(paymentInput());
    const first = await gateway.refundPayment(payment.id, `refund-twice-${payment.id}`);
    const second = await gateway.refundPayment(payment.id, `refund-twice-${payment.id}`);
    expect(second).toEqual(first);
    expect(standIn.payments.get(payment.id)?.refunds).toHaveLength(1);
  });

  it('finds the payments of an external reference, newest first', async () => {
    const reference = `OP-SEARCH-${sequence}`;
    const rejected = await gateway.createPayment(
      paymentInput({ externalReference: reference, token: 'tok-OTHE-9' }),
    );
    const approved = await gateway.createPayment(paymentInput({ externalReference: reference }));
    await gateway.createPayment(paymentInput());

    const found = await gateway.searchPayments(reference);
    expect(found.map((payment) => [payment.id, payment.status])).toEqual([
      [approved.id, 'approved'],
      [rejected.id, 'rejected'],
    ]);
    const request = standIn.requests.at(-1);
    expect(request?.path).toBe('/v1/payments/search');
    expect(request?.query).toEqual({ external_reference: reference, sort: 'date_created', criteria: 'desc' });

    expect(await gateway.searchPayments('OP-NOBODY')).toEqual([]);
  });
});

describe('the MercadoPago stand-in', () => {
  it('notifies a payment signed as MercadoPago does', async () => {
    const payment = await gateway.createPayment(paymentInput({ token: 'tok-CONT-3' }));
    const received: { url: string; headers: Record<string, unknown>; body: unknown }[] = [];
    const receiver = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(text) });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    try {
      const answer = await standIn.notify(payment.id, {
        url: `http://127.0.0.1:${port}/webhooks/mp?brand=1`,
      });
      expect(answer.status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }

    const [notification] = received;
    const url = new URL(notification?.url ?? '', 'http://receiver');
    expect(url.searchParams.get('data.id')).toBe(payment.id);
    expect(url.searchParams.get('type')).toBe('payment');
    expect(url.searchParams.get('brand')).toBe('1');
    expect(notification?.body).toMatchObject({
      action: 'payment.updated',
      api_version: 'v1',
      data: { id: payment.id },
      live_mode: false,
      type: 'payment',
    });
    const verdict = verifyNotificationSignature({
      secret: WEBHOOK_SECRET,
      signature: notification?.headers['x-signature'] as string,
      requestId: notification?.headers['x-request-id'] as string,
      dataId: payment.id,
      now: new Date(),
    });
    expect(verdict).toBe('valid');
  });

  it('delivers through a given sender, and signs with another secret to forge', async () => {
    const payment = await gateway.createPayment(paymentInput());
    const sent: { url: string; init: RequestInit }[] = [];
    const answer = await standIn.notify(payment.id, {
      secret: 'not-the-secret',
      send: async (url, init) => {
        sent.push({ url, init });
        return new Response(null, { status: 401 });
      },
    });

    expect(answer.status).toBe(401);
    const [delivery] = sent;
    expect(delivery?.url).toBe(
      `https://concesionaria.example/api/brands/1/webhooks/mercadopago?data.id=${payment.id}&type=payment`,
    );
    const headers = new Headers(delivery?.init.headers);
    const verdict = verifyNotificationSignature({
      secret: WEBHOOK_SECRET,
      signature: headers.get('x-signature') ?? undefined,
      requestId: headers.get('x-request-id') ?? undefined,
      dataId: payment.id,
      now: new Date(),
    });
    expect(verdict).toBe('forged');
  });
});

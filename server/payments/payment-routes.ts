import { timingSafeEqual } from 'node:crypto';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { normalizeOperationCode } from '#domain/operation/operation-code';
import { SANDBOX_SECRET_HEADER } from '#domain/operation/payment';
import {
  cancellationSchema,
  paymentCreateSchema,
  paymentStartSchema,
  sandboxCardSchema,
  sandboxSettleSchema,
} from '#domain/operation/payment-schemas';
import { bookingPrice } from '../content';
import type { Database } from '../db/client';
import {
  createCodeLookupLimiter,
  DEFAULT_CODE_LOOKUP_LIMIT,
  operationRowByCode,
  TOO_MANY_CODE_LOOKUPS_MESSAGE,
} from '../dealership';
import type { Logger } from '../platform/logger';
import { requireJson, validate } from '../requests/validation';
import { mercadoPagoFrame, sandboxFrame } from './checkout-frames';
import type { PaymentGateways } from './gateways';
import { newNonce, paymentFramePolicy } from './payment-frame-policy';
import type { ReservationService } from './reservations';
import { issueSandboxToken, SANDBOX_UNSETTLED_STATUSES } from './sandbox-gateway';

export const PAYMENT_START_PATH = '/api/v2/territorio/dealership/payment/start';
/** docs/product.md §7: "Payment id by /api/v2/territorio/dealership/mp". */
export const PAYMENT_CREATE_PATH = '/api/v2/territorio/dealership/mp';
export const PAYMENT_WEBHOOK_PREFIX = '/api/v2/territorio/dealership/webhooks/';
export const CANCELLATION_PATH = '/api/v2/territorio/dealership/cancel';

export interface PaymentRoutesDependencies {
  db: Database;
  reservations: ReservationService;
  gateways: PaymentGateways;
  config: {
    /** How many proxies of our own add to X-Forwarded-For (server/requests/client-address.ts). */
    TRUST_PROXY: number;
    /** Where the MercadoPago frame loads the Brick's script from (tests serve a stand-in). */
    MP_SDK_URL?: string | undefined;
  };
  logger?: Logger;
}

/**
 * The sandbox's processor side (settling a pending payment) is for whoever runs the site, never for a buyer: it takes
 * the sandbox's secret, compared in constant time.
 */
function requireSandboxSecret(secret: string): MiddlewareHandler {
  const expected = Buffer.from(secret);
  return async (c, next) => {
    const given = Buffer.from(c.req.header(SANDBOX_SECRET_HEADER) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return c.json({ error: 'Falta la clave del entorno de prueba o no es válida.' }, 403);
    }
    await next();
  };
}

/** docs/product.md §7: the payment of the deposit, the gateways' notifications, the right to cancel, the payment frames. */
export function paymentRoutes(deps: PaymentRoutesDependencies) {
  const { db, reservations, gateways, config, logger } = deps;
  // docs/product.md §D4: a look-up by code counts against the same per-client limit as everywhere else.
  const codeLookups = createCodeLookupLimiter(db, {
    ...DEFAULT_CODE_LOOKUP_LIMIT,
    trustProxy: config.TRUST_PROXY,
  });

  /** The operation of a code, through the look-up limit: 'limited' once this client missed too often. */
  async function operationOf(c: Context, rawCode: string) {
    const code = normalizeOperationCode(rawCode);
    const looked = await codeLookups.lookUp(c, 'update', async () => {
      return code ? operationRowByCode(db, code) : null;
    });
    return looked.limited ? ('limited' as const) : looked.found;
  }

  async function frameData(c: Context, rawCode: string) {
    const operation = await operationOf(c, rawCode);
    if (operation === 'limited') return operation;
    if (operation?.status !== 'payment_pending') return null;
    return { operation, deposit: await bookingPrice(db, operation.brandId) };
  }

  const frameNotFound = (c: Context, found: 'limited' | null) =>
    c.html(
      `<!doctype html><html lang="es-AR"><title>Pago</title><p>${found === 'limited' ? TOO_MANY_CODE_LOOKUPS_MESSAGE : 'Este pago ya no está disponible.'}</p></html>`,
      found === 'limited' ? 429 : 404,
    );

  const routes = new Hono()
    .post(PAYMENT_START_PATH, requireJson(), validate('json', paymentStartSchema), async (c) => {
      return c.json({ data: await reservations.startPayment(c.req.valid('json').code) });
    })
    .post(PAYMENT_CREATE_PATH, requireJson(), validate('json', paymentCreateSchema), async (c) => {
      return c.json({ data: await reservations.createPayment(c.req.valid('json')) }, 201);
    })
    // One path per gateway and brand: each MercadoPago account signs with its own secret.
    .post(`${PAYMENT_WEBHOOK_PREFIX}:gateway/:brand`, async (c) => {
      const brandId = Number(c.req.param('brand'));
      if (!Number.isInteger(brandId) || brandId <= 0) return c.json({ error: 'No existe ese recurso.' }, 404);
      // Any body at all reaches the signature check: `null`, a list or text is a notification without data.
      const parsed: unknown = await c.req.json().catch(() => null);
      const body = (
        parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}
      ) as {
        data?: { id?: unknown };
        type?: unknown;
      };
      const dataId =
        c.req.query('data.id') ?? c.req.query('id') ?? (body.data?.id ? String(body.data.id) : undefined);
      const result = await reservations.handleNotification({
        kind: c.req.param('gateway'),
        brandId,
        signature: c.req.header('x-signature'),
        requestId: c.req.header('x-request-id'),
        dataId,
        type: c.req.query('type') ?? (typeof body.type === 'string' ? body.type : undefined),
      });
      if (result.status === 401) return c.json({ error: 'Firma inválida.' }, 401);
      if (result.status === 404) return c.json({ error: 'No existe ese recurso.' }, 404);
      return c.json({ data: { outcome: result.outcome } });
    })
    .post(CANCELLATION_PATH, requireJson(), validate('json', cancellationSchema), async (c) => {
      const body = c.req.valid('json');
      return c.json({ data: await reservations.cancel(body.code, body.email) });
    })
    .get('/pagos/sandbox/:code', async (c) => {
      if (!gateways.sandbox) return frameNotFound(c, null);
      const found = await frameData(c, c.req.param('code'));
      if (!found || found === 'limited') return frameNotFound(c, found);
      const nonce = newNonce();
      c.header('content-security-policy', paymentFramePolicy('sandbox', nonce));
      return c.html(
        sandboxFrame({
          code: found.operation.code,
          deposit: found.deposit,
          model: found.operation.model,
          nonce,
        }),
      );
    })
    .get('/pagos/mercadopago/:code', async (c) => {
      const found = await frameData(c, c.req.param('code'));
      if (!found || found === 'limited') return frameNotFound(c, found);
      const gateway = gateways.byKind('mercadopago', found.operation.brandId);
      if (!gateway) return frameNotFound(c, null);
      const nonce = newNonce();
      c.header('content-security-policy', paymentFramePolicy('mercadopago', nonce, config.MP_SDK_URL));
      return c.html(
        mercadoPagoFrame({
          code: found.operation.code,
          deposit: found.deposit,
          model: found.operation.model,
          publicKey: gateway.publicKey,
          nonce,
          sdkUrl: config.MP_SDK_URL,
        }),
      );
    });

  const sandbox = gateways.sandbox;
  if (sandbox) {
    routes
      // The sandbox's stand-in for a gateway's card tokenization: only the holder and the last four digits stay.
      .post('/api/payments/sandbox/card-tokens', requireJson(), validate('json', sandboxCardSchema), (c) => {
        const card = c.req.valid('json');
        return c.json(
          {
            data: {
              id: issueSandboxToken(sandbox.webhookSecret, {
                holder: card.holder,
                lastFour: card.number.slice(-4),
              }),
            },
          },
          201,
        );
      })
      // What a processor does later to a pending payment (CONT): settle it, and notify.
      .post(
        '/api/payments/sandbox/payments/:id/settle',
        requireSandboxSecret(sandbox.webhookSecret),
        requireJson(),
        validate('json', sandboxSettleSchema),
        async (c) => {
          const settled = await sandbox.settle(c.req.param('id'), c.req.valid('json').status);
          if (!settled) return c.json({ error: 'No hay un pago pendiente con ese id.' }, 404);
          logger?.info({ paymentId: settled.id, status: settled.status }, 'sandbox payment settled');
          return c.json({ data: settled });
        },
      )
      // The same, found by the operation whose payment is pending (a tester knows the code, not the payment id).
      .post(
        '/api/payments/sandbox/operations/:code/settle',
        requireSandboxSecret(sandbox.webhookSecret),
        requireJson(),
        validate('json', sandboxSettleSchema),
        async (c) => {
          const operation = await operationOf(c, c.req.param('code'));
          if (operation === 'limited') return c.json({ error: TOO_MANY_CODE_LOOKUPS_MESSAGE }, 429);
          const pending = operation
            ? (await sandbox.searchPayments(operation.transactionCode)).find((payment) =>
                (SANDBOX_UNSETTLED_STATUSES as readonly string[]).includes(payment.status),
              )
            : undefined;
          const settled = pending ? await sandbox.settle(pending.id, c.req.valid('json').status) : null;
          if (!settled) return c.json({ error: 'No hay un pago pendiente para esa operación.' }, 404);
          return c.json({ data: settled });
        },
      );
  }
  return routes;
}

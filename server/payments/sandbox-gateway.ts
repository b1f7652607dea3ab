import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isAcceptedPaymentMethod } from '#domain/operation/payment';
import type { Database } from '../db/client';
import { sandboxPayments } from '../db/schema';
import type { Logger } from '../platform/logger';
import {
  type CreatePaymentInput,
  GatewayError,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type PaymentGateway,
  TEST_CARDHOLDER_OUTCOMES,
} from './gateway';
import { signNotification } from './webhook-signature';

/** A sandbox payment its processor has not decided yet (CONT leaves it in_process): settling decides it. */
export const SANDBOX_UNSETTLED_STATUSES = ['pending', 'in_process'] as const;

/**
 * docs/product.md §D15: the built-in sandbox gateway. It follows MercadoPago's test-card conventions (the cardholder name
 * decides: APRO approves, CONT leaves the payment pending, OTHE rejects; any other name is approved), keeps its own
 * ledger, and notifies through the same signed webhook path as MercadoPago, so the whole flow runs without
 * credentials.
 */

export function sandboxOutcome(holder: string): { status: GatewayPaymentStatus; statusDetail: string } {
  const first = holder.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  return TEST_CARDHOLDER_OUTCOMES[first] ?? { status: 'approved', statusDetail: 'accredited' };
}

export interface SandboxCard {
  holder: string;
  lastFour: string;
}

/** A card token as the sandbox's frame gets it: the holder and last four digits, signed so it can't be made up. */
export function issueSandboxToken(secret: string, card: SandboxCard): string {
  const payload = Buffer.from(JSON.stringify(card)).toString('base64url');
  const mac = createHmac('sha256', secret).update(payload).digest('base64url');
  return `sbx.${payload}.${mac}`;
}

export function readSandboxToken(secret: string, token: string): SandboxCard | null {
  const [prefix, payload, mac] = token.split('.');
  if (prefix !== 'sbx' || !payload || !mac) return null;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const card = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SandboxCard;
    return typeof card.holder === 'string' && typeof card.lastFour === 'string' ? card : null;
  } catch {
    return null;
  }
}

type SandboxRow = typeof sandboxPayments.$inferSelect;

/** A sandbox payment's id as given out: its random reference, never the row's sequence number. */
const REFERENCE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toPayment(row: SandboxRow): GatewayPayment {
  return {
    id: row.reference,
    status: row.status as GatewayPaymentStatus,
    statusDetail: row.statusDetail,
    amount: row.amount,
    currency: row.currency,
    externalReference: row.externalReference,
    paymentMethodId: row.paymentMethod,
    installments: row.installments,
  };
}

export interface SandboxGatewayOptions {
  db: Database;
  webhookSecret: string;
  logger?: Logger;
  /** Delay before the notification is sent, as a processor's would be (ms). */
  notifyDelayMs?: number;
}

export type SandboxGateway = PaymentGateway & {
  /** A pending payment approved later, as a processor would (sandbox only). */
  settle(id: string, status: 'approved' | 'rejected'): Promise<GatewayPayment | null>;
};

export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { db, webhookSecret, logger } = options;
  const delay = options.notifyDelayMs ?? 150;

  /** Signed like MercadoPago's: POST notification_url?data.id=…&type=payment. */
  function notify(row: SandboxRow) {
    const timer = setTimeout(async () => {
      const url = new URL(row.notificationUrl);
      url.searchParams.set('data.id', row.reference);
      url.searchParams.set('type', 'payment');
      const requestId = randomUUID();
      const ts = String(Math.floor(Date.now() / 1000));
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-request-id': requestId,
            'x-signature': signNotification(webhookSecret, row.reference, requestId, ts),
          },
          body: JSON.stringify({
            action: 'payment.updated',
            api_version: 'v1',
            data: { id: row.reference },
            date_created: new Date().toISOString(),
            id: Date.now(),
            live_mode: false,
            type: 'payment',
            user_id: 'sandbox',
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) logger?.warn({ status: response.status }, 'sandbox notification refused');
      } catch (error) {
        // The reconciliation job reads the payment back anyway.
        logger?.warn({ err: { name: (error as Error).name } }, 'sandbox notification not delivered');
      }
    }, delay);
    timer.unref?.();
  }

  async function find(id: string): Promise<SandboxRow | null> {
    if (!REFERENCE.test(id)) return null;
    const [row] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, id.toLowerCase()))
      .limit(1);
    return row ?? null;
  }

  return {
    kind: 'sandbox',
    publicKey: '',
    webhookSecret,

    async createPayment(input: CreatePaymentInput) {
      if (!isAcceptedPaymentMethod(input.paymentMethodId)) {
        throw new GatewayError('Payment method not accepted', 400);
      }
      const card = readSandboxToken(webhookSecret, input.token);
      if (!card) throw new GatewayError('Invalid card token', 400);
      const outcome = sandboxOutcome(card.holder);
      const [created] = await db
        .insert(sandboxPayments)
        .values({
          idempotencyKey: input.idempotencyKey,
          externalReference: input.externalReference,
          status: outcome.status,
          statusDetail: outcome.statusDetail,
          amount: input.amount,
          currency: 'ARS',
          paymentMethod: input.paymentMethodId,
          installments: input.installments,
          card,
          notificationUrl: input.notificationUrl,
        })
        .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
        .returning();
      if (created) {
        notify(created);
        return toPayment(created);
      }
      const [existing] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.idempotencyKey, input.idempotencyKey))
        .limit(1);
      if (!existing) throw new GatewayError('Payment not created');
      return toPayment(existing);
    },

    async getPayment(id) {
      const row = await find(id);
      return row ? toPayment(row) : null;
    },

    async refundPayment(id) {
      if (!REFERENCE.test(id)) throw new GatewayError('Payment cannot be refunded', 400);
      const [row] = await db
        .update(sandboxPayments)
        .set({ status: 'refunded', statusDetail: 'refunded', updatedAt: sql`now()` })
        .where(
          sql`${sandboxPayments.reference} = ${id.toLowerCase()} and ${sandboxPayments.status} = 'approved'`,
        )
        .returning();
      if (!row) throw new GatewayError('Payment cannot be refunded', 400);
      return { id: `refund-${row.reference}`, status: 'approved', amount: row.amount };
    },

    async searchPayments(externalReference) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.externalReference, externalReference))
        .orderBy(desc(sandboxPayments.createdAt), desc(sandboxPayments.id));
      return rows.map(toPayment);
    },

    async settle(id, status) {
      if (!REFERENCE.test(id)) return null;
      const [row] = await db
        .update(sandboxPayments)
        .set({
          status,
          statusDetail: status === 'approved' ? 'accredited' : 'cc_rejected_other_reason',
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(sandboxPayments.reference, id.toLowerCase()),
            inArray(sandboxPayments.status, [...SANDBOX_UNSETTLED_STATUSES]),
          ),
        )
        .returning();
      if (!row) return null;
      notify(row);
      return toPayment(row);
    },
  };
}

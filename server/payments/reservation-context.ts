import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CatalogueSource } from '#domain/catalogue/catalogue';
import { cancellationDeadline } from '#domain/operation/deposit';
import { OPERATION_NOT_FOUND_MESSAGE, type OperationStatus } from '#domain/operation/operation';
import { normalizeOperationCode } from '#domain/operation/operation-code';
import { operationStatement } from '#domain/operation/operation-statement';
import { PAYMENT_UNAVAILABLE_MESSAGE } from '#domain/operation/payment';
import { formatCuit, ivaConditionName } from '#domain/operation/personal-data';
import type { PriceUnit } from '#domain/operation/price-lines';
import { createDatabaseCatalogue } from '../catalogue';
import { bookingPrice, officeNamed } from '../content';
import type { Database } from '../db/client';
import { operations, payments } from '../db/schema';
import {
  createOperationService,
  myReservationUrl,
  type OperationService,
  operationRowByCode,
} from '../dealership';
import { RefusalError } from '../platform/errors';
import type { Logger } from '../platform/logger';
import type { PaymentGateway } from './gateway';
import type { PaymentGateways } from './gateways';
import type { ReservationFacts } from './payment-mails';

/*
 * What every step of the reservation service shares (docs/product.md §D5, §D6, §D15): its dependencies, the operation
 * of a code, the gateway of a brand, the one way an operation moves on, and what the e-mails of a reservation say.
 */

export type OperationRow = typeof operations.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** An expected refusal of the payment flow, with its HTTP status and Spanish text. */
export class PaymentFlowError extends RefusalError {
  override name = 'PaymentFlowError';
}

export interface ReservationServiceDeps {
  db: Database;
  gateways: PaymentGateways;
  config: {
    PUBLIC_URL: string;
    HOLD_MINUTES: number;
    CANCELLATION_DAYS: number;
    /** Signs the buyer's "Mi reserva" links (docs/decisions/0027). */
    RESERVATION_LINK_SECRET: string;
  };
  logger?: Logger;
  catalogue?: CatalogueSource;
  now?: () => Date;
}

/** The service's dependencies as its steps use them: the catalogue and the clock chosen, the operations' views. */
export interface ReservationContext {
  db: Database;
  gateways: PaymentGateways;
  config: ReservationServiceDeps['config'];
  logger: Logger | undefined;
  catalogue: CatalogueSource;
  clock: () => Date;
  /** The operation as its pages show it: the e-mails' statement is the review's. */
  operationViews: OperationService;
}

export function reservationContext(deps: ReservationServiceDeps): ReservationContext {
  const { db, gateways, config, logger } = deps;
  const catalogue = deps.catalogue ?? createDatabaseCatalogue(db);
  const clock = deps.now ?? (() => new Date());
  const operationViews = createOperationService({ db, publicUrl: config.PUBLIC_URL, catalogue, now: clock });
  return { db, gateways, config, logger, catalogue, clock, operationViews };
}

/** The operation of a code as typed or linked (any case, Crockford aliases), or undefined when there is none. */
export async function findOperation(
  ctx: ReservationContext,
  rawCode: string,
): Promise<OperationRow | undefined> {
  const code = normalizeOperationCode(rawCode);
  return (code ? await operationRowByCode(ctx.db, code) : null) ?? undefined;
}

/** The operation of a code, or the 404 refusal. */
export async function operationByCode(ctx: ReservationContext, rawCode: string): Promise<OperationRow> {
  const row = await findOperation(ctx, rawCode);
  if (!row) throw new PaymentFlowError(OPERATION_NOT_FOUND_MESSAGE, 404);
  return row;
}

/** The gateway a brand takes payments with, or the 503 refusal when it has none. */
export function gatewayOf(ctx: ReservationContext, brandId: number): PaymentGateway {
  const gateway = ctx.gateways.forBrand(brandId);
  if (!gateway) throw new PaymentFlowError(PAYMENT_UNAVAILABLE_MESSAGE, 503);
  return gateway;
}

/** The operation's newest approved payment: the deposit a reservation was paid with. */
export async function approvedPaymentOf(
  ctx: ReservationContext,
  operationId: number,
): Promise<PaymentRow | undefined> {
  const [paid] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.operationId, operationId), eq(payments.status, 'approved')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return paid;
}

/**
 * Moves an operation on from one of the statuses `from`, with one more version: the row as it is now, or undefined
 * when the operation had already moved on (someone else's change won).
 */
export async function moveOperation(
  ctx: ReservationContext,
  tx: Database,
  operationId: number,
  from: readonly OperationStatus[],
  changes: Partial<typeof operations.$inferInsert>,
): Promise<OperationRow | undefined> {
  const [row] = await tx
    .update(operations)
    .set({ ...changes, version: sql`${operations.version} + 1`, updatedAt: ctx.clock() })
    .where(and(eq(operations.id, operationId), inArray(operations.status, [...from])))
    .returning();
  return row;
}

/** The price of a unit no longer in the catalogue, from what its operation stored: the final price alone. */
function unitFromOperation(row: OperationRow): PriceUnit {
  return {
    currency: row.currency,
    list_price: row.unitPrice,
    discount: 0,
    special_discount: 0,
    license_cost: 0,
    preparation_cost: 0,
    delivery_price: 0,
    full_price_with_discount: row.unitPrice,
  };
}

/**
 * What the e-mails of a reservation say: the unit, the whole operation as the review showed it (its figures are the
 * stored ones once the payment started), the payment approved at `paidAt`, and the branch to go to.
 */
export async function reservationFacts(
  ctx: ReservationContext,
  operation: OperationRow,
  payment?: PaymentRow,
  paidAt?: Date,
): Promise<ReservationFacts> {
  const { db, config } = ctx;
  const [unit, view, deposit] = await Promise.all([
    ctx.catalogue.stockUnit(operation.brandId, operation.stockUnitId),
    ctx.operationViews.resume(operation.code),
    payment ? Promise.resolve(payment.amount) : bookingPrice(db, operation.brandId),
  ]);
  if (!view) throw new PaymentFlowError(OPERATION_NOT_FOUND_MESSAGE, 404);
  const location = unit?.location ?? '';
  const reservedAt = paidAt ?? operation.reservedAt;
  return {
    operationId: operation.id,
    code: operation.code,
    model: operation.model,
    color: unit?.color ?? '',
    chassis: operation.chassis,
    location,
    price: { amount: operation.totalAmount, currency: operation.currency },
    statement: operationStatement(
      { ...view, deposit },
      view.purchase.vehicle ?? unitFromOperation(operation),
    ),
    deposit,
    installments: payment?.installments ?? 1,
    payment: payment?.gatewayPaymentId
      ? { at: reservedAt ?? null, gateway: payment.gateway, reference: payment.gatewayPaymentId }
      : null,
    cancellationDays: config.CANCELLATION_DAYS,
    cancellableUntil: reservedAt ? cancellationDeadline(reservedAt, config.CANCELLATION_DAYS) : null,
    office: location ? await officeNamed(db, location) : null,
    buyer: {
      name: [operation.name, operation.lastname].filter(Boolean).join(' '),
      email: operation.email,
      telephone: operation.telephone ?? '',
      dni: operation.dni ?? '',
      address: operation.address ?? '',
      cuit: operation.cuit ? formatCuit(operation.cuit) : '',
      ivaCondition: ivaConditionName(operation.ivaCondition),
    },
    publicUrl: config.PUBLIC_URL,
    myReservationUrl: myReservationUrl(config.PUBLIC_URL, config.RESERVATION_LINK_SECRET, operation.code),
  };
}

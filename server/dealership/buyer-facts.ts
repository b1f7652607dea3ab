import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CatalogueSource } from '#domain/catalogue/catalogue';
import { whatsappLink } from '#domain/content/content';
import { cancellationDeadline } from '#domain/operation/deposit';
import type { MyReservationBranch, MyReservationUnit } from '#domain/operation/my-reservation';
import { deliveryChecklist } from '#domain/operation/operation-fulfilment';
import { type OperationStatement, operationStatement } from '#domain/operation/operation-statement';
import type { Database } from '../db/client';
import { families, locations, type operations, payments, salespeople, stockUnits } from '../db/schema';
import { vehicleImagePath } from '../vehicle-images';
import { myReservationUrl } from './my-reservation-link';
import { createOperationService } from './operations';

type OperationRow = typeof operations.$inferSelect;

/**
 * What the buyer is told after the deposit, on "Mi reserva" and in the step e-mails: one reading, so the page and the
 * messages never disagree. Read outside any transaction (an embedded database runs one statement at a time).
 */
export interface BuyerFacts {
  unit: MyReservationUnit;
  statement: OperationStatement;
  /** Pesos: the approved deposit (a refunded one too), null before there was one. */
  depositPaid: number | null;
  /** That deposit was given back to the card (a cancellation). */
  depositRefunded: boolean;
  /** The deposit went through the sandbox gateway: nothing was charged (docs/product.md §2 The PRUEBA marking). */
  testPayment: boolean;
  /** The branch of the unit's location: where the purchase is completed until a delivery is booked. */
  branch: MyReservationBranch | null;
  delivery: { at: Date; branch: MyReservationBranch } | null;
  checklist: string[];
  salesperson: { fullname: string; whatsappUrl: string | null } | null;
  /** The right to cancel's last instant (docs/product.md §D6); null before the deposit. */
  cancellableUntil: Date | null;
  /** The buyer's "Mi reserva" page with its signature. */
  myReservationUrl: string;
}

export interface BuyerFactsDependencies {
  db: Database;
  config: { PUBLIC_URL: string; CANCELLATION_DAYS: number; RESERVATION_LINK_SECRET: string };
  catalogue?: CatalogueSource;
  now?: () => Date;
}

export function createBuyerFacts(deps: BuyerFactsDependencies) {
  const { db, config } = deps;
  const operationViews = createOperationService({
    db,
    publicUrl: config.PUBLIC_URL,
    ...(deps.catalogue ? { catalogue: deps.catalogue } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });

  async function branch(where: { id: number } | { name: string }): Promise<MyReservationBranch | null> {
    const [row] = await db
      .select({
        name: locations.name,
        address: locations.address,
        mapUrl: locations.mapUrl,
        openingHours: locations.openingHours,
      })
      .from(locations)
      .where('id' in where ? eq(locations.id, where.id) : eq(locations.name, where.name))
      .limit(1);
    return row ?? null;
  }

  return async function buyerFacts(operation: OperationRow): Promise<BuyerFacts> {
    const [[unitRow], [paid], view, salesperson] = await Promise.all([
      db
        .select({ unit: stockUnits, bodyStyle: families.bodyStyle })
        .from(stockUnits)
        .innerJoin(families, eq(families.id, stockUnits.familyId))
        .where(eq(stockUnits.id, operation.stockUnitId))
        .limit(1),
      db
        .select({ amount: payments.amount, gateway: payments.gateway, status: payments.status })
        .from(payments)
        .where(
          and(eq(payments.operationId, operation.id), inArray(payments.status, ['approved', 'refunded'])),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1),
      operationViews.resume(operation.code),
      operation.salespersonId === null
        ? Promise.resolve(undefined)
        : db
            .select({ fullname: salespeople.fullname, whatsappNumber: salespeople.whatsappNumber })
            .from(salespeople)
            .where(eq(salespeople.id, operation.salespersonId))
            .limit(1)
            .then((rows) => rows[0]),
    ]);
    if (!view) throw new Error('operation not found while reading its facts');
    const unit = unitRow?.unit;
    // The unit's row keeps its prices whatever its status (a delivered one is sold); the final price is the one the
    // operation fixed (docs/product.md §D2).
    const statement = operationStatement(
      { ...view, deposit: paid?.amount ?? view.deposit },
      {
        currency: operation.currency,
        list_price: unit?.listPrice ?? operation.unitPrice,
        discount: unit?.discount ?? 0,
        special_discount: unit?.specialDiscount ?? 0,
        license_cost: unit?.licenseCost ?? 0,
        preparation_cost: unit?.preparationCost ?? 0,
        delivery_price: unit?.deliveryPrice ?? 0,
        full_price_with_discount: operation.unitPrice,
      },
    );
    const location = unit?.location ?? '';
    const [unitBranch, deliveryBranch] = await Promise.all([
      location ? branch({ name: location }) : Promise.resolve(null),
      operation.deliveryLocationId === null
        ? Promise.resolve(null)
        : branch({ id: operation.deliveryLocationId }),
    ]);
    return {
      unit: {
        model: operation.model,
        color: unit?.color ?? '',
        colorHex: unit?.colorHex ?? '',
        chassis: operation.chassis,
        modelYear: unit?.modelYear ?? null,
        image: unit && unitRow ? vehicleImagePath(unitRow.bodyStyle, unit.colorHex) : null,
        location,
      },
      statement,
      depositPaid: paid?.amount ?? null,
      depositRefunded: paid?.status === 'refunded',
      testPayment: paid?.gateway === 'sandbox',
      branch: unitBranch,
      delivery:
        operation.deliveryAt && deliveryBranch ? { at: operation.deliveryAt, branch: deliveryBranch } : null,
      checklist: deliveryChecklist({
        usedVehicles: view.used_vehicles.length,
        financed: view.credit_id > 0,
        paysAtDelivery: statement.atDelivery.amount > 0,
        cuit: operation.cuit,
        documentsReceived: operation.documentsReceivedAt !== null,
      }),
      salesperson: salesperson
        ? {
            fullname: salesperson.fullname,
            whatsappUrl:
              whatsappLink(
                salesperson.whatsappNumber,
                `Hola ${salesperson.fullname}, te escribo por mi reserva ${operation.code}.`,
              ) ?? null,
          }
        : null,
      cancellableUntil: operation.reservedAt
        ? cancellationDeadline(operation.reservedAt, config.CANCELLATION_DAYS)
        : null,
      myReservationUrl: myReservationUrl(config.PUBLIC_URL, config.RESERVATION_LINK_SECRET, operation.code),
    };
  };
}

export type BuyerFactsReader = ReturnType<typeof createBuyerFacts>;

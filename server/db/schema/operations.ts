import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OPERATION_STATUSES, type OperationStatus } from '#domain/operation/operation';
import { FULFILMENT_STAGES, type FulfilmentStage } from '#domain/operation/operation-fulfilment';
import { brands, creditPlans, stockUnits } from './catalogue';
import { valueList, visitSourceColumns } from './columns';
import { locations, salespeople } from './content';
import { promotions, valuations } from './dealership';
import { staffAccounts } from './staff';

const statusList = valueList(OPERATION_STATUSES);
const fulfilmentList = valueList(FULFILMENT_STAGES);

/**
 * A digital-dealership operation (docs/product.md §3): one buyer's reservation of one unit, from the e-mail at start to the
 * deposit. Status moves (domain/operation/operation.ts OPERATION_TRANSITIONS):
 *
 *   started ⇄ payment_selected ⇄ data_complete   derived from the data by every update
 *   data_complete → payment_pending              the deposit payment starts and the unit is held
 *   payment_pending → reserved                   the payment is approved
 *   payment_pending → data_complete              the payment is rejected or its hold lapses
 *   any but cancelled/expired → cancelled        the buyer withdraws (docs/product.md §D6) or staff cancel
 *   not yet reserved → expired                   abandoned
 *
 * `version` grows by one with every change: an update names the version it was made from and is refused when a field
 * it changes has changed since (`field_versions`), so two tabs never overwrite each other's fields unseen.
 *
 * Amounts are integers in the vehicle's currency (`currency`), except the credit's, which are in pesos (docs/product.md §D3);
 * `unit_price`, `total_amount` and `pending_amount` are as of the last change, kept so that the payment and staff
 * read what the buyer was shown without recomputing.
 */
export const operations = pgTable(
  'operations',
  {
    id: serial('id').primaryKey(),
    /** docs/product.md §D4: 12 characters of Crockford base32, stored upper-case with aliases resolved. */
    code: text('code').notNull(),
    status: text('status').$type<OperationStatus>().notNull().default('started'),
    version: integer('version').notNull().default(1),
    brandId: smallint('brand_id')
      .notNull()
      .references(() => brands.id),
    stockUnitId: integer('stock_unit_id')
      .notNull()
      .references(() => stockUnits.id),
    // What the buyer started from, kept as it was: the unit's row may change or leave the stock later.
    family: text('family').notNull(),
    familyId: integer('family_id').notNull(),
    model: text('model').notNull(),
    chassis: text('chassis').notNull(),
    currency: text('currency').$type<'ars' | 'usd'>().notNull(),
    /** Pesos per dollar, fixed at start for a dollar-priced unit; null for a peso one. */
    usdRate: numeric('usd_rate', { precision: 12, scale: 2, mode: 'number' }),
    email: text('email').notNull(),
    name: text('name'),
    lastname: text('lastname'),
    /** Digits only. */
    dni: text('dni'),
    telephone: text('telephone'),
    birthdate: date('birthdate', { mode: 'string' }),
    maritalStatusId: smallint('marital_status_id'),
    address: text('address'),
    /** Digits only: the CUIT or CUIL the invoice needs (docs/product.md §5 step 2), when the buyer gave it. */
    cuit: text('cuit'),
    /** domain/operation/personal-data.ts IVA_CONDITIONS, when the buyer chose one. */
    ivaCondition: text('iva_condition'),
    cashAmount: integer('cash_amount').notNull().default(0),
    creditPlanId: integer('credit_plan_id').references(() => creditPlans.id),
    creditName: text('credit_name').notNull().default(''),
    /** Pesos: what is financed, the buyer's figure within the plan's maximum and what is owed (docs/decisions/0014). */
    creditAmount: integer('credit_amount').notNull().default(0),
    /** Pesos: the figure the buyer asked to finance; 0 means the plan's maximum. Kept so that a cap can lift again. */
    creditRequestedAmount: integer('credit_requested_amount').notNull().default(0),
    creditInstallments: smallint('credit_installments').notNull().default(0),
    /** Pesos. */
    creditAvgInstallment: integer('credit_avg_installment').notNull().default(0),
    promotionId: integer('promotion_id').references(() => promotions.id),
    promotionCode: text('promotion_code'),
    promotionDiscount: integer('promotion_discount').notNull().default(0),
    /** The unit's full price with discount. */
    unitPrice: integer('unit_price').notNull(),
    totalAmount: integer('total_amount').notNull(),
    pendingAmount: integer('pending_amount').notNull(),
    /** The payment's external reference (docs/product.md §D15): random, never shown as a way in. */
    transactionCode: text('transaction_code').notNull(),
    /** docs/product.md §D5: while payment_pending, the unit is held for this operation until this instant. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** docs/product.md §D6: the code a buyer gets when cancelling; also set when staff cancel a paid one. */
    cancellationCode: text('cancellation_code'),
    /** buyer (right to cancel), unit_taken (paid after the hold went to someone else), staff. */
    cancellationReason: text('cancellation_reason'),
    /** After the deposit (domain/operation/operation-fulfilment.ts): the stage a `reserved` operation has reached. */
    fulfilment: text('fulfilment').$type<FulfilmentStage>().notNull().default('awaiting_documents'),
    documentsReceivedAt: timestamp('documents_received_at', { withTimezone: true }),
    /** The delivery appointment and where it takes place. */
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    deliveryLocationId: integer('delivery_location_id').references(() => locations.id),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The salesperson who looks after the buyer (shown to them with WhatsApp on "Mi reserva"). */
    salespersonId: integer('salesperson_id').references(() => salespeople.id, { onDelete: 'set null' }),
    /**
     * The staff account that owns the reservation, its "asesor" (docs/decisions/0065); `salesperson_id` keeps the
     * public card the buyer is shown, set from this account's card of the brand when it is assigned.
     */
    advisorAccountId: integer('advisor_account_id').references(() => staffAccounts.id, {
      onDelete: 'set null',
    }),
    /**
     * The version at which each of the buyer's fields last changed (server/dealership/operation-field-versions.ts,
     * docs/decisions/0059); a field not named has not changed since the operation started.
     */
    fieldVersions: jsonb('field_versions').$type<Partial<Record<string, number>>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...visitSourceColumns(),
  },
  (table) => [
    uniqueIndex('operations_code_key').on(table.code),
    uniqueIndex('operations_transaction_code_key').on(table.transactionCode),
    uniqueIndex('operations_cancellation_code_key').on(table.cancellationCode),
    // Which operations hold or want a unit (the payment flow's hold, staff).
    index('operations_stock_unit_idx').on(table.stockUnitId, table.status),
    // Sweeps of abandoned operations and staff lists by status.
    index('operations_status_updated_idx').on(table.status, table.updatedAt),
    index('operations_promotion_idx').on(table.promotionId).where(sql`${table.promotionId} is not null`),
    index('operations_credit_plan_idx').on(table.creditPlanId).where(sql`${table.creditPlanId} is not null`),
    // The panel's count of reservations made since a person last looked (docs/product.md §6 "Avisos al personal").
    index('operations_reserved_at_idx').on(table.reservedAt).where(sql`${table.reservedAt} is not null`),
    // "Mis reservas" and the desk's owner filter.
    index('operations_advisor_idx')
      .on(table.advisorAccountId)
      .where(sql`${table.advisorAccountId} is not null`),
    check('operations_code_check', sql`${table.code} ~ '^[0-9A-HJKMNP-TV-Z]{12}$'`),
    check('operations_transaction_code_check', sql`${table.transactionCode} ~ '^[0-9A-HJKMNP-TV-Z]{20}$'`),
    check('operations_status_check', sql`${table.status} in (${statusList})`),
    check('operations_version_check', sql`${table.version} >= 1`),
    check('operations_fulfilment_check', sql`${table.fulfilment} in (${fulfilmentList})`),
    check(
      'operations_delivered_check',
      sql`${table.fulfilment} <> 'delivered' or (${table.status} = 'reserved' and ${table.deliveredAt} is not null)`,
    ),
    check(
      'operations_delivery_scheduled_check',
      sql`${table.fulfilment} <> 'delivery_scheduled' or (${table.deliveryAt} is not null and ${table.deliveryLocationId} is not null)`,
    ),
    check('operations_currency_check', sql`${table.currency} in ('ars', 'usd')`),
    check(
      'operations_usd_rate_check',
      sql`(${table.currency} = 'usd') = (${table.usdRate} is not null) and (${table.usdRate} is null or ${table.usdRate} > 0)`,
    ),
    check(
      'operations_marital_status_check',
      sql`${table.maritalStatusId} is null or ${table.maritalStatusId} between 1 and 4`,
    ),
    check(
      'operations_amounts_check',
      sql`${table.cashAmount} >= 0 and ${table.promotionDiscount} >= 0 and ${table.unitPrice} >= 0 and ${table.totalAmount} >= 0 and ${table.pendingAmount} >= 0 and ${table.pendingAmount} <= ${table.totalAmount}`,
    ),
    check(
      'operations_credit_check',
      sql`(${table.creditPlanId} is null and ${table.creditName} = '' and ${table.creditAmount} = 0 and ${table.creditInstallments} = 0 and ${table.creditAvgInstallment} = 0)
        or (${table.creditPlanId} is not null and ${table.creditAmount} > 0 and ${table.creditInstallments} > 0 and ${table.creditAvgInstallment} >= 0)`,
    ),
    check('operations_credit_requested_check', sql`${table.creditRequestedAmount} >= 0`),
    check(
      'operations_promotion_check',
      sql`(${table.promotionId} is null) = (${table.promotionCode} is null) and (${table.promotionId} is not null or ${table.promotionDiscount} = 0)`,
    ),
  ],
);

/**
 * The used vehicles of an operation (docs/product.md §5: at most 3), each an accepted valuation referred to by id: its amount is
 * the server's (docs/product.md §D9). A valuation belongs to one operation at most.
 */
export const operationUsedVehicles = pgTable(
  'operation_used_vehicles',
  {
    operationId: integer('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    valuationId: uuid('valuation_id')
      .notNull()
      .references(() => valuations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.operationId, table.position] }),
    uniqueIndex('operation_used_vehicles_valuation_key').on(table.valuationId),
    check('operation_used_vehicles_position_check', sql`${table.position} between 1 and 3`),
  ],
);

/**
 * The timeline of an operation as staff see it: every change, who made it (null: the buyer or the system) and, for
 * internal notes, the note. Never shown to the buyer.
 */
export const operationEvents = pgTable(
  'operation_events',
  {
    id: serial('id').primaryKey(),
    operationId: integer('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** e.g. 'started', 'reserved', 'documents_received', 'delivery_scheduled', 'delivered', 'cancelled', 'note'. */
    kind: text('kind').notNull(),
    actorAccountId: integer('actor_account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    note: text('note'),
  },
  (table) => [index('operation_events_operation_idx').on(table.operationId, table.at)],
);

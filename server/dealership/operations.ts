import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CatalogueSource, StockUnit } from '../../domain/catalogue';
import { costoFinancieroTotal } from '../../domain/credit';
import { type CreditSelection, creditFor, NO_CREDIT, planMaximum } from '../../domain/credit-selection';
import { localDate } from '../../domain/mendoza-time';
import { formatMoney } from '../../domain/money';
import {
  CREDIT_CLEARED_MESSAGE,
  CREDIT_PLAN_UNAVAILABLE_MESSAGE,
  cashReducedMessage,
  creditHeldToOwedMessage,
  creditHeldToPlanMessage,
  creditInVehicleCurrency,
  EDITABLE_OPERATION_STATUSES,
  editableStatusFor,
  type FieldIssue,
  isEditableStatus,
  NOTHING_LEFT_TO_FINANCE_MESSAGE,
  OPERATION_LOCKED_MESSAGES,
  OPERATION_NOT_FOUND_MESSAGE,
  OPERATION_STALE_MESSAGE,
  type OperationAmounts,
  type OperationStatus,
  type OperationView,
  operationAmounts,
  owedAfterUsedVehicles,
  toPesos,
  UNIT_UNAVAILABLE_MESSAGE,
  USED_VEHICLE_DUPLICATE_MESSAGE,
  USED_VEHICLES_AND_CREDIT_EXCEED_MESSAGE,
  USED_VEHICLES_EXCEED_TOTAL_MESSAGE,
  usedVehiclesTotal,
  VALUATION_EXPIRED_MESSAGE,
  VALUATION_NOT_FOUND_MESSAGE,
} from '../../domain/operation';
import {
  generateOperationCode,
  generateTransactionCode,
  normalizeOperationCode,
} from '../../domain/operation-code';
import type { StartOperationInput, UpdateOperationInput } from '../../domain/operation-schemas';
import { parseAmount } from '../../domain/parse-amount';
import { canContinuePayment, capCashAmount } from '../../domain/payment-mode';
import { displayBirthdate, personalDataIssues } from '../../domain/personal-data';
import { checkPromotion, normalizeChassis, promotionDiscount } from '../../domain/promotions';
import { createDatabaseCatalogue } from '../catalogue';
import { bookingPrice } from '../content';
import type { Database } from '../db/client';
import { creditPlans, operations, operationUsedVehicles, promotions, valuations } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { NotFoundError, RefusalError, ServiceUnavailableError } from '../errors';
import { queueMail } from '../mail';
import { recordOperationEvent } from './operation-events';
import { operationStartedMail } from './operation-mails';
import type { Promotion } from './promotions';
import { findApplicablePromotion } from './promotions';

type OperationRow = typeof operations.$inferSelect;
type ValuationRow = typeof valuations.$inferSelect;
type CreditPlanRow = typeof creditPlans.$inferSelect;
type NewOperationInput = Extract<StartOperationInput, { mode: 'new' }>;

/** An expected refusal of the reservation flow: its HTTP status, its Spanish text, and the operation when known. */
export class OperationError extends RefusalError {
  override name = 'OperationError';
  constructor(
    message: string,
    status: 404 | 409 | 422,
    readonly operation?: OperationView,
  ) {
    super(message, status, operation ? { data: operation } : {});
  }
}

export class OperationNotFoundError extends OperationError {
  override name = 'OperationNotFoundError';
  constructor() {
    super(OPERATION_NOT_FOUND_MESSAGE, 404);
  }
}

/** docs/product.md §8: unknown or sold (404), or held or reserved for another buyer (409, docs/product.md §D5). */
export class UnitUnavailableError extends OperationError {
  override name = 'UnitUnavailableError';
  constructor(status: 404 | 409) {
    super(UNIT_UNAVAILABLE_MESSAGE, status);
  }
}

/** A promotion code outside its scope or validity, with the promotion module's Spanish reason. */
export class PromotionRefusedError extends OperationError {
  override name = 'PromotionRefusedError';
  constructor(message: string) {
    super(message, 422);
  }
}

/** The payment started, or the operation ended: the buyer can't change it any more. */
export class OperationLockedError extends OperationError {
  override name = 'OperationLockedError';
  constructor(operation: OperationView) {
    const status = operation.status;
    super(
      isEditableStatus(status) ? OPERATION_STALE_MESSAGE : OPERATION_LOCKED_MESSAGES[status],
      409,
      operation,
    );
  }
}

/** The update was made from a version that is no longer the operation's; the answer carries the current one. */
export class StaleOperationError extends OperationError {
  override name = 'StaleOperationError';
  constructor(operation: OperationView) {
    super(OPERATION_STALE_MESSAGE, 409, operation);
  }
}

export class UsedVehicleRefusedError extends OperationError {
  override name = 'UsedVehicleRefusedError';
  constructor(message: string) {
    super(message, 422);
  }
}

export class CreditPlanUnavailableError extends OperationError {
  override name = 'CreditPlanUnavailableError';
  constructor() {
    super(CREDIT_PLAN_UNAVAILABLE_MESSAGE, 422);
  }
}

/** Financing that can't be given as asked (docs/decisions/0014), with the Spanish reason. */
export class CreditRefusedError extends OperationError {
  override name = 'CreditRefusedError';
  constructor(message: string) {
    super(message, 422);
  }
}

/** What the arithmetic reads of an operation: its stored fields, with the buyer's changes applied. */
type OperationState = Omit<
  OperationRow,
  | 'id'
  | 'code'
  | 'version'
  | 'transactionCode'
  | 'createdAt'
  | 'updatedAt'
  | 'holdExpiresAt'
  | 'reservedAt'
  | 'cancelledAt'
  | 'cancellationCode'
  | 'cancellationReason'
  | 'fulfilment'
  | 'documentsReceivedAt'
  | 'deliveryAt'
  | 'deliveryLocationId'
  | 'deliveredAt'
  | 'salespersonId'
>;

interface Context {
  /** The unit as the catalogue has it now; null once it has left the stock. */
  unit: StockUnit | null;
  promotion: Promotion | null;
  /** The chosen plan, when it is still offered for this brand. */
  plan: CreditPlanRow | null;
  now: Date;
}

interface Evaluation {
  status: OperationStatus;
  amounts: OperationAmounts;
  credit: CreditSelection;
  /** The plan behind the financing, for its bank and rates; null without financing. */
  plan: CreditPlanRow | null;
  promotion: { row: Promotion; discount: number } | null;
  steps: { payment: boolean; personalData: boolean };
  personalIssues: FieldIssue[];
  vehicleAvailable: boolean;
}

function personalData(state: OperationState) {
  return {
    name: state.name,
    lastname: state.lastname,
    telephone: state.telephone,
    email: state.email,
    dni: state.dni,
    birthdate: state.birthdate,
    marital_status_id: state.maritalStatusId,
    address: state.address,
  };
}

function creditTerms(plan: CreditPlanRow) {
  return {
    id: plan.id,
    name: plan.name,
    months: plan.months,
    annual_rate: plan.annualRatePct,
    max_amount: plan.maxAmount,
    max_share_pct: plan.maxSharePct,
  };
}

/** What is owed (vehicle currency) in pesos, unrounded: financing in pesos must not pass it by a rounding. */
function owedInPesos(owed: number, usdRate: number | null): number {
  return usdRate === null ? owed : owed * usdRate;
}

/**
 * Every figure of an operation, recomputed from the dealership's own records (docs/product.md §D2): the unit's price now,
 * the promotion if it still applies, the valuations by id, the credit plan at its maximum. Once the payment has
 * started the figures are the stored ones: what was charged must not move when a price or a promotion does.
 */
function evaluate(state: OperationState, vehicles: readonly ValuationRow[], ctx: Context): Evaluation {
  const today = localDate(ctx.now);
  const personalIssues = personalDataIssues(personalData(state), today);
  const valuationsPesos = vehicles.map((vehicle) => vehicle.amount);

  if (!isEditableStatus(state.status)) {
    const usedVehicles = usedVehiclesTotal(valuationsPesos, state.usdRate);
    const credit: CreditSelection = {
      credit_id: state.creditPlanId ?? 0,
      credit_name: state.creditName,
      credit_amount: state.creditAmount,
      credit_installments: state.creditInstallments,
      credit_avg_installment: state.creditAvgInstallment,
    };
    const holdsUnit = state.status === 'payment_pending' || state.status === 'reserved';
    return {
      status: state.status,
      amounts: {
        unit_price: state.unitPrice,
        promotion_discount: state.promotionDiscount,
        total: state.totalAmount,
        cash: state.cashAmount,
        used_vehicles: usedVehicles,
        credit: creditInVehicleCurrency(state.creditAmount, state.usdRate),
        pending: state.pendingAmount,
      },
      credit,
      plan: ctx.plan,
      promotion: ctx.promotion ? { row: ctx.promotion, discount: state.promotionDiscount } : null,
      steps: {
        payment: canContinuePayment({ pending: state.pendingAmount, usedVehicleCount: vehicles.length }),
        personalData: personalIssues.length === 0,
      },
      personalIssues,
      vehicleAvailable: ctx.unit !== null && (holdsUnit || ctx.unit.status === 'available'),
    };
  }

  const unitPrice = ctx.unit ? ctx.unit.full_price_with_discount : state.unitPrice;
  const promotion =
    ctx.promotion &&
    checkPromotion(
      ctx.promotion,
      { brandId: state.brandId, family: state.family, chassis: state.chassis, currency: state.currency },
      ctx.now,
    ).ok
      ? { row: ctx.promotion, discount: promotionDiscount(ctx.promotion, unitPrice) }
      : null;
  const figures = {
    unitPrice,
    promotionDiscount: promotion?.discount ?? 0,
    valuationsPesos,
    usdRate: state.usdRate,
  };
  // docs/decisions/0014: the financing is the buyer's figure within the plan's maximum and what the used vehicles leave.
  const covered = operationAmounts({ ...figures, cash: 0, creditPesos: 0 });
  const credit = ctx.plan
    ? creditFor(creditTerms(ctx.plan), {
        vehiclePricePesos: toPesos(unitPrice, state.usdRate),
        requestedPesos: state.creditRequestedAmount,
        owedPesos: owedInPesos(owedAfterUsedVehicles(covered.total, covered.used_vehicles), state.usdRate),
      })
    : { ...NO_CREDIT };
  const amounts = operationAmounts({ ...figures, cash: state.cashAmount, creditPesos: credit.credit_amount });
  const steps = {
    payment: canContinuePayment({ pending: amounts.pending, usedVehicleCount: vehicles.length }),
    personalData: personalIssues.length === 0,
  };
  return {
    status: editableStatusFor(steps),
    amounts,
    credit,
    plan: credit.credit_id > 0 ? ctx.plan : null,
    promotion,
    steps,
    personalIssues,
    vehicleAvailable: ctx.unit !== null && ctx.unit.status === 'available',
  };
}

/** The columns an evaluation decides. */
function storedValues(state: OperationState, evaluation: Evaluation) {
  const { amounts, credit, promotion } = evaluation;
  return {
    status: evaluation.status,
    email: state.email,
    name: state.name,
    lastname: state.lastname,
    dni: state.dni,
    telephone: state.telephone,
    birthdate: state.birthdate,
    maritalStatusId: state.maritalStatusId,
    address: state.address,
    cashAmount: amounts.cash,
    creditPlanId: credit.credit_id > 0 ? credit.credit_id : null,
    creditName: credit.credit_name,
    creditAmount: credit.credit_amount,
    creditRequestedAmount: credit.credit_id > 0 ? state.creditRequestedAmount : 0,
    creditInstallments: credit.credit_installments,
    creditAvgInstallment: credit.credit_avg_installment,
    promotionId: promotion ? promotion.row.id : null,
    promotionCode: promotion ? promotion.row.code : null,
    promotionDiscount: amounts.promotion_discount,
    unitPrice: amounts.unit_price,
    totalAmount: amounts.total,
    pendingAmount: amounts.pending,
  } satisfies Partial<OperationRow>;
}

function buildView(
  row: OperationRow,
  vehicles: readonly ValuationRow[],
  evaluation: Evaluation,
  unit: StockUnit | null,
  deposit: number,
  adjustments: FieldIssue[] = [],
): OperationView {
  const text = (value: string | null) => value ?? '';
  const { amounts, promotion } = evaluation;
  return {
    code: row.code,
    status: evaluation.status,
    version: row.version,
    brand_id: row.brandId,
    stock_id: row.stockUnitId,
    family: row.family,
    family_id: row.familyId,
    model: row.model,
    chassis: row.chassis,
    currency: row.currency,
    usd_rate: row.usdRate,
    email: row.email,
    purchase: {
      email: row.email,
      vehicle: unit,
      name: text(row.name),
      lastname: text(row.lastname),
      dni: text(row.dni),
      telephone: text(row.telephone),
      birthdate: text(row.birthdate),
      display_birthdate: displayBirthdate(row.birthdate),
      marital_status_id: row.maritalStatusId,
      transaction: { code: row.transactionCode },
    },
    customer: {
      name: text(row.name),
      lastname: text(row.lastname),
      email: row.email,
      telephone: text(row.telephone),
      address: text(row.address),
      dni: text(row.dni),
    },
    cash_amount: amounts.cash,
    used_vehicles: vehicles.map((vehicle) => ({
      id: vehicle.id,
      valuation_id: vehicle.id,
      brand: vehicle.brand,
      model: vehicle.model,
      vehicle: vehicle.vehicle,
      kms: vehicle.kms,
      year: vehicle.year,
      valuation: vehicle.amount,
      expires_at: vehicle.expiresAt.toISOString(),
    })),
    ...evaluation.credit,
    credit_bank: evaluation.credit.credit_id > 0 ? (evaluation.plan?.bank ?? '') : '',
    credit_rate_pct: evaluation.credit.credit_id > 0 ? (evaluation.plan?.annualRatePct ?? 0) : 0,
    credit_cft_pct:
      evaluation.credit.credit_id > 0 && evaluation.plan
        ? costoFinancieroTotal(evaluation.plan.annualRatePct)
        : 0,
    credit_requested_amount: evaluation.credit.credit_id > 0 ? row.creditRequestedAmount : 0,
    promotion: promotion
      ? {
          code: promotion.row.code,
          description: promotion.row.description,
          money_discount: promotion.row.moneyDiscount,
          percentage_discount: promotion.row.percentageDiscount,
          discount: promotion.discount,
        }
      : null,
    amounts,
    adjustments,
    total_amount: amounts.total,
    pending_amount: amounts.pending,
    deposit,
    vehicle_available: evaluation.vehicleAvailable,
    can_continue: { payment: evaluation.steps.payment, personal_data: evaluation.steps.personalData },
    personal_data_issues: evaluation.personalIssues,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The first value the buyer changed among the places the API's shape (docs/product.md §3) repeats it (customer.name and purchase.name…):
 * a page that keeps only one of them up to date is read right. '' and null clear the field; undefined leaves it.
 */
function changed<T>(stored: T | null, candidates: readonly (T | '' | null | undefined)[]): T | null {
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const value = candidate === '' || candidate === null ? null : candidate;
    if (value !== stored) return value;
  }
  return stored;
}

/**
 * The pesos the buyer asks to finance. A figure sent is the buyer's when it differs from the financed amount the page
 * was shown (a client that sends the whole operation back sends that amount unchanged); choosing another plan without
 * a figure asks for its maximum (docs/product.md §4); otherwise the stored request stands.
 */
function requestedCreditOf(input: UpdateOperationInput, row: OperationRow, newPlan: boolean): number {
  const sent =
    input.credit_amount === undefined
      ? undefined
      : Math.max(0, Math.round(parseAmount(input.credit_amount) ?? 0));
  if (sent !== undefined && (newPlan || sent !== row.creditAmount)) return sent;
  return newPlan ? 0 : row.creditRequestedAmount;
}

/** docs/decisions/0014: what the server changed of what the buyer sent or had, each with the reason the page shows. */
function adjustmentsOf(parts: {
  input: UpdateOperationInput;
  row: OperationRow;
  state: OperationState;
  evaluation: Evaluation;
  planMax: number;
}): FieldIssue[] {
  const { input, row, state, evaluation, planMax } = parts;
  const { amounts, credit } = evaluation;
  const adjustments: FieldIssue[] = [];
  const askedCash =
    input.cash_amount === undefined
      ? row.cashAmount
      : Math.max(0, Math.round(parseAmount(input.cash_amount) ?? 0));
  if (amounts.cash < askedCash) {
    adjustments.push({
      field: 'cash_amount',
      message: cashReducedMessage(formatMoney(amounts.cash, row.currency)),
    });
  }
  if (
    row.creditPlanId !== null &&
    state.creditRequestedAmount >= 0 &&
    credit.credit_id === 0 &&
    input.credit_id !== 0
  ) {
    adjustments.push({ field: 'credit_amount', message: CREDIT_CLEARED_MESSAGE });
  } else if (credit.credit_id > 0 && state.creditRequestedAmount > credit.credit_amount) {
    const message =
      credit.credit_amount >= planMax
        ? creditHeldToPlanMessage(formatMoney(planMax, 'ars'))
        : creditHeldToOwedMessage(formatMoney(credit.credit_amount, 'ars'));
    adjustments.push({ field: 'credit_amount', message });
  }
  return adjustments;
}

export interface OperationServiceDependencies {
  db: Database;
  /** The site's origin, for the resume link of the e-mail. */
  publicUrl: string;
  /** The dealership's own catalogue (by default, this database's). */
  catalogue?: CatalogueSource;
  now?: () => Date;
}

export type OperationService = ReturnType<typeof createOperationService>;

/** Start, resume and update of digital-dealership operations (docs/product.md §4, §7). */
export function createOperationService(deps: OperationServiceDependencies) {
  const { db } = deps;
  const catalogue = deps.catalogue ?? createDatabaseCatalogue(db);
  const clock = deps.now ?? (() => new Date());

  async function findRow(code: string): Promise<OperationRow | null> {
    const [row] = await db.select().from(operations).where(eq(operations.code, code)).limit(1);
    return row ?? null;
  }

  async function usedVehiclesOf(operationId: number): Promise<ValuationRow[]> {
    const rows = await db
      .select({ valuation: valuations })
      .from(operationUsedVehicles)
      .innerJoin(valuations, eq(valuations.id, operationUsedVehicles.valuationId))
      .where(eq(operationUsedVehicles.operationId, operationId))
      .orderBy(asc(operationUsedVehicles.position));
    return rows.map((row) => row.valuation);
  }

  async function promotionById(id: number | null): Promise<Promotion | null> {
    if (id === null) return null;
    const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
    return row ?? null;
  }

  /** A plan the brand offers now (docs/product.md §D10); null when it doesn't exist, is another brand's or was withdrawn. */
  async function planFor(brandId: number, planId: number | null): Promise<CreditPlanRow | null> {
    if (planId === null || planId <= 0) return null;
    const [row] = await db
      .select()
      .from(creditPlans)
      .where(
        and(
          eq(creditPlans.id, planId),
          eq(creditPlans.brandId, brandId),
          eq(creditPlans.active, true),
          isNull(creditPlans.deletedAt),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** docs/product.md §D3: the rate is read once, at start, and the operation keeps it. */
  async function currentUsdRate(): Promise<number> {
    try {
      const rate = await catalogue.usdRate();
      if (!(Number.isFinite(rate) && rate > 0)) throw new NotFoundError('invalid rate');
      return rate;
    } catch (error) {
      if (error instanceof NotFoundError) {
        throw new ServiceUnavailableError('No USD rate to fix for a dollar-priced unit', { cause: error });
      }
      throw error;
    }
  }

  /** The operation as the API shows it, recomputed now (or as stored, once its payment started). */
  async function viewOf(row: OperationRow, vehicles?: ValuationRow[]): Promise<OperationView> {
    const used = vehicles ?? (await usedVehiclesOf(row.id));
    const [unit, promotion, plan, deposit] = await Promise.all([
      catalogue.stockUnit(row.brandId, row.stockUnitId),
      promotionById(row.promotionId),
      planFor(row.brandId, row.creditPlanId),
      bookingPrice(db, row.brandId),
    ]);
    const evaluation = evaluate(row, used, { unit, promotion, plan, now: clock() });
    return buildView(row, used, evaluation, unit, deposit);
  }

  async function currentView(operationId: number): Promise<OperationView> {
    const [row] = await db.select().from(operations).where(eq(operations.id, operationId)).limit(1);
    if (!row) throw new OperationNotFoundError();
    return viewOf(row);
  }

  return {
    /**
     * A new operation for an available unit: the promotion checked (not redeemed: the payment does that), the
     * dollar rate fixed for a dollar-priced unit, and the e-mail with the code queued in the same transaction.
     */
    async start(input: NewOperationInput): Promise<OperationView> {
      const now = clock();
      const unit = await catalogue.stockUnit(input.brand_id, input.stock_id);
      // The page's copy of the unit must be this unit: a stale link must not reserve another car.
      if (
        !unit ||
        (input.chassis !== undefined && normalizeChassis(input.chassis) !== normalizeChassis(unit.chassis)) ||
        (input.family_id !== undefined && input.family_id !== unit.family_id)
      ) {
        throw new UnitUnavailableError(404);
      }
      if (unit.status !== 'available') throw new UnitUnavailableError(409);

      let promotion: Promotion | null = null;
      if (input.promotion_code !== undefined) {
        const result = await findApplicablePromotion(db, {
          code: input.promotion_code,
          brandId: unit.brand_id,
          family: unit.family,
          chassis: unit.chassis,
          currency: unit.currency,
          at: now,
        });
        if (!result.ok) throw new PromotionRefusedError(result.message);
        promotion = result.promotion;
      }

      const usdRate = unit.currency === 'usd' ? await currentUsdRate() : null;
      const deposit = await bookingPrice(db, unit.brand_id);
      const state: OperationState = {
        status: 'started',
        brandId: unit.brand_id,
        stockUnitId: unit.id,
        family: unit.family,
        familyId: unit.family_id,
        model: unit.model,
        chassis: unit.chassis,
        currency: unit.currency,
        usdRate,
        email: input.email,
        name: null,
        lastname: null,
        dni: null,
        telephone: null,
        birthdate: null,
        maritalStatusId: null,
        address: null,
        cashAmount: 0,
        creditPlanId: null,
        creditName: '',
        creditAmount: 0,
        creditRequestedAmount: 0,
        creditInstallments: 0,
        creditAvgInstallment: 0,
        promotionId: promotion?.id ?? null,
        promotionCode: promotion?.code ?? null,
        promotionDiscount: 0,
        unitPrice: unit.full_price_with_discount,
        totalAmount: 0,
        pendingAmount: 0,
      };
      const evaluation = evaluate(state, [], { unit, promotion, plan: null, now });
      const values = { ...state, ...storedValues(state, evaluation) };

      // 60 random bits make a collision unlikely beyond any real use; should one happen, draw again.
      for (let attempt = 1; ; attempt++) {
        const code = generateOperationCode();
        try {
          const row = await db.transaction(async (tx) => {
            const [inserted] = await tx
              .insert(operations)
              .values({
                ...values,
                code,
                transactionCode: generateTransactionCode(),
                createdAt: now,
                updatedAt: now,
              })
              .returning();
            if (!inserted) throw new Error('operation not stored');
            await recordOperationEvent(tx, { operationId: inserted.id, kind: 'started' });
            await queueMail(
              tx,
              operationStartedMail({
                operationId: inserted.id,
                to: inserted.email,
                code,
                publicUrl: deps.publicUrl,
                vehicle: unit,
                price: { amount: evaluation.amounts.total, currency: unit.currency },
                deposit,
              }),
            );
            return inserted;
          });
          return buildView(row, [], evaluation, unit, deposit);
        } catch (error) {
          if (attempt < 5 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },

    /** The operation of a code as typed or linked (any case, Crockford aliases); null when there is none. */
    async resume(rawCode: string): Promise<OperationView | null> {
      const code = normalizeOperationCode(rawCode);
      if (!code) return null;
      const row = await findRow(code);
      return row ? viewOf(row) : null;
    },

    /**
     * Applies what a buyer may change: e-mail, cash, used vehicles by valuation id, the credit plan, personal data.
     * Everything else in the body (amounts, vehicle, promotion, status) is ignored and recomputed. The write is one
     * conditional UPDATE … WHERE version = the version the client sent: of two updates made from the same version,
     * the second is refused with the current operation, so no change is ever overwritten unseen.
     */
    async update(input: UpdateOperationInput): Promise<OperationView> {
      const now = clock();
      const code = normalizeOperationCode(input.code);
      const row = code ? await findRow(code) : null;
      if (!code || !row) throw new OperationNotFoundError();
      const attached = await usedVehiclesOf(row.id);
      if (!isEditableStatus(row.status)) {
        throw new OperationLockedError(await viewOf(row, attached));
      }
      const unit = await catalogue.stockUnit(row.brandId, row.stockUnitId);
      if (!unit) throw new UnitUnavailableError(404);
      if (unit.status !== 'available') throw new UnitUnavailableError(409);

      // Used vehicles: those already attached stay as accepted; a new one must be a live quote of this operation
      // or of none (docs/product.md §D9).
      let vehicles = attached;
      let newIds: string[] = [];
      if (input.used_vehicles !== undefined) {
        const attachedById = new Map(attached.map((vehicle) => [vehicle.id, vehicle]));
        newIds = input.used_vehicles.filter((id) => !attachedById.has(id));
        const found =
          newIds.length > 0 ? await db.select().from(valuations).where(inArray(valuations.id, newIds)) : [];
        const foundById = new Map(found.map((valuation) => [valuation.id, valuation]));
        vehicles = input.used_vehicles.map((id) => {
          const vehicle = attachedById.get(id) ?? foundById.get(id);
          if (!vehicle || (vehicle.operationCode !== null && vehicle.operationCode !== code)) {
            throw new UsedVehicleRefusedError(VALUATION_NOT_FOUND_MESSAGE);
          }
          if (!attachedById.has(id) && vehicle.expiresAt.getTime() <= now.getTime()) {
            throw new UsedVehicleRefusedError(VALUATION_EXPIRED_MESSAGE);
          }
          return vehicle;
        });
      }

      // docs/decisions/0014: one used vehicle (brand, model, version and year: its codia and year) counts once.
      const seen = new Set<string>();
      for (const vehicle of vehicles) {
        const key = `${vehicle.codia}/${vehicle.year}`;
        if (seen.has(key)) throw new UsedVehicleRefusedError(USED_VEHICLE_DUPLICATE_MESSAGE);
        seen.add(key);
      }

      // Credit: the plan id the buyer has chosen (the page applies docs/product.md §4's toggle and sends the result) and the
      // amount they asked for; docs/decisions/0014 holds it to the plan's maximum and to what is owed, below.
      const planId = input.credit_id === undefined ? (row.creditPlanId ?? 0) : input.credit_id;
      const plan = await planFor(row.brandId, planId);
      const unitPesos = toPesos(unit.full_price_with_discount, row.usdRate);
      const newPlan = planId > 0 && planId !== row.creditPlanId;
      if (newPlan && (!plan || planMaximum(creditTerms(plan), unitPesos) <= 0)) {
        throw new CreditPlanUnavailableError();
      }
      const requestedCredit = requestedCreditOf(input, row, newPlan);

      const customer: NonNullable<UpdateOperationInput['customer']> = input.customer ?? {};
      const purchase: NonNullable<UpdateOperationInput['purchase']> = input.purchase ?? {};
      const state: OperationState = {
        ...row,
        email: changed(row.email, [customer.email, purchase.email, input.email]) ?? row.email,
        name: changed(row.name, [customer.name, purchase.name]),
        lastname: changed(row.lastname, [customer.lastname, purchase.lastname]),
        dni: changed(row.dni, [customer.dni, purchase.dni]),
        telephone: changed(row.telephone, [customer.telephone, purchase.telephone]),
        address: changed(row.address, [customer.address]),
        birthdate: changed(row.birthdate, [purchase.birthdate]),
        maritalStatusId: changed(row.maritalStatusId, [purchase.marital_status_id]),
        cashAmount:
          input.cash_amount === undefined
            ? row.cashAmount
            : capCashAmount(input.cash_amount, unit.full_price_with_discount),
        creditRequestedAmount: planId > 0 ? requestedCredit : 0,
      };
      const [promotion, deposit] = await Promise.all([
        promotionById(row.promotionId),
        bookingPrice(db, row.brandId),
      ]);
      const evaluation = evaluate(state, vehicles, { unit, promotion, plan, now });
      const { amounts } = evaluation;

      // A used vehicle is never cut to fit: adding one that the total can't take, with the financing asked for, is
      // refused (docs/decisions/0014). Removing one, or any other change, never is.
      if (newIds.length > 0) {
        if (amounts.used_vehicles > amounts.total) {
          throw new UsedVehicleRefusedError(USED_VEHICLES_EXCEED_TOTAL_MESSAGE);
        }
        const askedCredit = plan
          ? creditFor(creditTerms(plan), {
              vehiclePricePesos: unitPesos,
              requestedPesos: state.creditRequestedAmount,
              owedPesos: Number.POSITIVE_INFINITY,
            })
          : NO_CREDIT;
        const askedInVehicleCurrency = creditInVehicleCurrency(askedCredit.credit_amount, row.usdRate);
        if (amounts.used_vehicles + askedInVehicleCurrency > amounts.total) {
          throw new UsedVehicleRefusedError(USED_VEHICLES_AND_CREDIT_EXCEED_MESSAGE);
        }
      }
      if (newPlan && evaluation.credit.credit_id === 0) {
        throw new CreditRefusedError(NOTHING_LEFT_TO_FINANCE_MESSAGE);
      }
      const adjustments = adjustmentsOf({
        input,
        row,
        state,
        evaluation,
        planMax: plan ? planMaximum(creditTerms(plan), unitPesos) : 0,
      });
      const values = storedValues(state, evaluation);

      const sameVehicles =
        vehicles.length === attached.length && vehicles.every((vehicle, i) => vehicle.id === attached[i]?.id);
      const unchanged =
        sameVehicles &&
        (Object.keys(values) as (keyof typeof values)[]).every((key) => values[key] === row[key]);
      // Nothing to write: the answer is the operation as it is, whichever version the client had.
      if (unchanged) return buildView(row, attached, evaluation, unit, deposit, adjustments);
      if (input.version !== row.version) throw new StaleOperationError(await viewOf(row, attached));

      const updated = await db.transaction(async (tx) => {
        const [written] = await tx
          .update(operations)
          .set({ ...values, version: sql`${operations.version} + 1`, updatedAt: now })
          .where(
            and(
              eq(operations.id, row.id),
              eq(operations.version, input.version),
              inArray(operations.status, [...EDITABLE_OPERATION_STATUSES]),
            ),
          )
          .returning();
        if (!written) return null;
        if (newIds.length > 0) {
          // Binding is conditional too: of two operations adding the same free quote at once, one gets it.
          const bound = await tx
            .update(valuations)
            .set({ operationCode: code })
            .where(
              and(
                inArray(valuations.id, newIds),
                or(isNull(valuations.operationCode), eq(valuations.operationCode, code)),
              ),
            )
            .returning({ id: valuations.id });
          if (bound.length !== newIds.length) throw new UsedVehicleRefusedError(VALUATION_NOT_FOUND_MESSAGE);
        }
        if (!sameVehicles) {
          await tx.delete(operationUsedVehicles).where(eq(operationUsedVehicles.operationId, row.id));
          if (vehicles.length > 0) {
            await tx.insert(operationUsedVehicles).values(
              vehicles.map((vehicle, index) => ({
                operationId: row.id,
                position: index + 1,
                valuationId: vehicle.id,
              })),
            );
          }
        }
        return written;
      });

      if (!updated) {
        // Another request changed the operation between our read and our write.
        const current = await currentView(row.id);
        if (!isEditableStatus(current.status)) throw new OperationLockedError(current);
        throw new StaleOperationError(current);
      }
      return buildView(updated, vehicles, evaluation, unit, deposit, adjustments);
    },
  };
}

import type { StockUnit } from '#domain/catalogue/catalogue';
import { checkPromotion, promotionDiscount } from '#domain/catalogue/promotions';
import { type CreditSelection, creditFor, NO_CREDIT } from '#domain/operation/credit-selection';
import {
  creditInVehicleCurrency,
  editableStatusFor,
  type FieldIssue,
  isEditableStatus,
  type OperationAmounts,
  type OperationStatus,
  operationAmounts,
  owedAfterUsedVehicles,
  toPesos,
  usedVehiclesTotal,
} from '#domain/operation/operation';
import { canContinuePayment } from '#domain/operation/payment-mode';
import { personalDataIssues } from '#domain/operation/personal-data';
import { localDate } from '#domain/shared/mendoza-time';
import type { VisitSource } from '#domain/shared/visit-source';
import type { creditPlans, operations, valuations } from '../db/schema';
import type { Promotion } from './promotion-lookup';

/*
 * An operation's figures (docs/product.md §D2, docs/decisions/0014): what the arithmetic reads of it, what it decides,
 * and the columns that keep it.
 */

export type OperationRow = typeof operations.$inferSelect;
export type ValuationRow = typeof valuations.$inferSelect;
export type CreditPlanRow = typeof creditPlans.$inferSelect;

/** What the arithmetic reads of an operation: its stored fields, with the buyer's changes applied. */
export type OperationState = Omit<
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
  | 'advisorAccountId'
  | 'fieldVersions'
  | keyof VisitSource
>;

/** What else the figures depend on, read at the moment they are made. */
export interface FigureSources {
  /** The unit as the catalogue has it now; null once it has left the stock. */
  unit: StockUnit | null;
  promotion: Promotion | null;
  /** The chosen plan, when it is still offered for this brand. */
  plan: CreditPlanRow | null;
  now: Date;
}

export interface Evaluation {
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

/** A plan's terms as the credit arithmetic (domain/operation/credit-selection.ts) reads them. */
export function creditTerms(plan: CreditPlanRow) {
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
export function evaluate(
  state: OperationState,
  vehicles: readonly ValuationRow[],
  ctx: FigureSources,
): Evaluation {
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
      {
        brandId: state.brandId,
        family: state.family,
        chassis: state.chassis,
        currency: state.currency,
        ...(ctx.unit ? { specialDiscount: ctx.unit.special_discount } : {}),
      },
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
export function storedValues(state: OperationState, evaluation: Evaluation) {
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
    cuit: state.cuit,
    ivaCondition: state.ivaCondition,
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

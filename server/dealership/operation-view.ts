import type { StockUnit } from '#domain/catalogue/catalogue';
import { costoFinancieroTotal } from '#domain/catalogue/credit';
import type { FieldIssue, OperationView } from '#domain/operation/operation';
import { displayBirthdate } from '#domain/operation/personal-data';
import type { Evaluation, OperationRow, ValuationRow } from './operation-figures';

/** The operation as the API shows it (docs/product.md §3): its stored row, with the figures an evaluation decided. */
export function buildView(
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
      cuit: text(row.cuit),
      iva_condition: text(row.ivaCondition),
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

import { normalizeChassis } from '#domain/catalogue/promotions';
import type { OperationView } from '#domain/operation/operation';
import { generateOperationCode, generateTransactionCode } from '#domain/operation/operation-code';
import type { StartOperationInput } from '#domain/operation/operation-schemas';
import { operationStatement } from '#domain/operation/operation-statement';
import { summaryLines } from '#domain/operation/printed-statement';
import { keptVisitSource } from '#domain/shared/visit-source';
import { bookingPrice } from '../content';
import { operations } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { queueMail } from '../mail';
import { PromotionRefusedError, UnitUnavailableError } from './operation-errors';
import { recordOperationEvent } from './operation-events';
import { evaluate, type OperationState, storedValues } from './operation-figures';
import { operationStartedMail } from './operation-mails';
import { currentUsdRate, type OperationContext } from './operation-records';
import { buildView } from './operation-view';
import { findApplicablePromotion, type Promotion } from './promotion-lookup';

export type NewOperationInput = Extract<StartOperationInput, { mode: 'new' }>;

/**
 * A new operation for an available unit: the promotion checked (not redeemed: the payment does that), the
 * dollar rate fixed for a dollar-priced unit, and the e-mail with the code queued in the same transaction.
 */
export async function startOperation(
  ctx: OperationContext,
  input: NewOperationInput,
): Promise<OperationView> {
  const { db, catalogue, clock } = ctx;
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
      specialDiscount: unit.special_discount,
      at: now,
    });
    if (!result.ok) throw new PromotionRefusedError(result.message);
    promotion = result.promotion;
  }

  const usdRate = unit.currency === 'usd' ? await currentUsdRate(ctx) : null;
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
    cuit: null,
    ivaCondition: null,
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
      const started = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(operations)
          .values({
            ...values,
            ...keptVisitSource(input.source),
            code,
            transactionCode: generateTransactionCode(),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!inserted) throw new Error('operation not stored');
        await recordOperationEvent(tx, { operationId: inserted.id, kind: 'started' });
        const view = buildView(inserted, [], evaluation, unit, deposit);
        await queueMail(
          tx,
          operationStartedMail({
            operationId: inserted.id,
            to: inserted.email,
            code,
            publicUrl: ctx.publicUrl,
            vehicle: unit,
            // The lines the start page shows beside the code (docs/product.md §D3).
            lines: summaryLines(operationStatement(view, unit)),
          }),
        );
        return view;
      });
      return started;
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { creditFor, NO_CREDIT, planMaximum } from '#domain/operation/credit-selection';
import {
  CREDIT_CLEARED_MESSAGE,
  cashReducedMessage,
  creditHeldToOwedMessage,
  creditHeldToPlanMessage,
  creditInVehicleCurrency,
  EDITABLE_OPERATION_STATUSES,
  type FieldIssue,
  isEditableStatus,
  NOTHING_LEFT_TO_FINANCE_MESSAGE,
  type OperationView,
  toPesos,
  USED_VEHICLE_DUPLICATE_MESSAGE,
  USED_VEHICLES_AND_CREDIT_EXCEED_MESSAGE,
  USED_VEHICLES_EXCEED_TOTAL_MESSAGE,
  VALUATION_EXPIRED_MESSAGE,
  VALUATION_NOT_FOUND_MESSAGE,
} from '#domain/operation/operation';
import { normalizeOperationCode } from '#domain/operation/operation-code';
import type { UpdateOperationInput } from '#domain/operation/operation-schemas';
import { capCashAmount } from '#domain/operation/payment-mode';
import { formatMoney } from '#domain/shared/money';
import { parseAmount } from '#domain/shared/parse-amount';
import { bookingPrice } from '../content';
import { operations, operationUsedVehicles, valuations } from '../db/schema';
import {
  CreditPlanUnavailableError,
  CreditRefusedError,
  OperationLockedError,
  OperationNotFoundError,
  StaleOperationError,
  UnitUnavailableError,
  UsedVehicleRefusedError,
} from './operation-errors';
import { changedGroups, changedSince, withVersion } from './operation-field-versions';
import {
  creditTerms,
  type Evaluation,
  evaluate,
  type OperationRow,
  type OperationState,
  storedValues,
} from './operation-figures';
import {
  currentView,
  findRow,
  type OperationContext,
  planFor,
  promotionById,
  usedVehiclesOf,
  viewOf,
} from './operation-records';
import { buildView } from './operation-view';

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

/**
 * How many times an update is worked out again when another one wrote between its read and its write. Each round one
 * of the writers racing for the row wins, so this many writers at once all land (a buyer has a few tabs, not ten).
 */
const WRITE_ATTEMPTS = 10;

/**
 * Applies what a buyer may change: e-mail, cash, used vehicles by valuation id, the credit plan, personal data.
 * Everything else in the body (amounts, vehicle, promotion, status) is ignored and recomputed. A field left out keeps
 * its stored value. An update made from an older version is applied when none of the fields it changes has changed
 * since that version, and refused with the current operation otherwise (docs/decisions/0059), so no change is ever
 * overwritten unseen. The write is one conditional UPDATE … WHERE version = the version read: when another update
 * wrote in between, the whole update is worked out again on the newer row.
 */
export async function updateOperation(
  ctx: OperationContext,
  input: UpdateOperationInput,
): Promise<OperationView> {
  for (let attempt = 1; ; attempt++) {
    const answer = await attemptUpdate(ctx, input, attempt === WRITE_ATTEMPTS);
    if (answer) return answer;
  }
}

/** One reading, check and conditional write; null when another update wrote first and it is worth trying again. */
async function attemptUpdate(
  ctx: OperationContext,
  input: UpdateOperationInput,
  last: boolean,
): Promise<OperationView | null> {
  const { db, catalogue, clock } = ctx;
  const now = clock();
  const code = normalizeOperationCode(input.code);
  const row = code ? await findRow(ctx, code) : null;
  if (!code || !row) throw new OperationNotFoundError();
  const attached = await usedVehiclesOf(ctx, row.id);
  if (!isEditableStatus(row.status)) {
    throw new OperationLockedError(await viewOf(ctx, row, attached));
  }
  const unit = await catalogue.stockUnit(row.brandId, row.stockUnitId);
  if (!unit) throw new UnitUnavailableError(404);
  if (unit.status !== 'available') throw new UnitUnavailableError(409);

  // What the buyer asks for: the plan id they have chosen (the page applies docs/product.md §4's toggle and sends the
  // result) and the amount, the used vehicles by valuation id, and each field sent.
  const planId = input.credit_id === undefined ? (row.creditPlanId ?? 0) : input.credit_id;
  const newPlan = planId > 0 && planId !== row.creditPlanId;
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
    cuit: changed(row.cuit, [purchase.cuit]),
    ivaCondition: changed(row.ivaCondition, [purchase.iva_condition]),
    cashAmount:
      input.cash_amount === undefined
        ? row.cashAmount
        : capCashAmount(input.cash_amount, unit.full_price_with_discount),
    creditRequestedAmount: planId > 0 ? requestedCredit : 0,
  };
  const sameVehicles =
    input.used_vehicles === undefined ||
    (input.used_vehicles.length === attached.length &&
      input.used_vehicles.every((id, i) => id === attached[i]?.id));

  // docs/decisions/0059: an update made from an older version is refused when what it changes has changed since,
  // before anything else is judged of it: it was made on a copy the buyer no longer has.
  const asked = changedGroups(row, { ...state, creditPlanId: planId > 0 ? planId : null }, !sameVehicles);
  if (input.version > row.version || changedSince(row.fieldVersions, asked, input.version).length > 0) {
    throw new StaleOperationError(await viewOf(ctx, row, attached));
  }

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

  // Credit: the plan the buyer has chosen (docs/decisions/0014 holds the amount to the plan's maximum and to what is
  // owed, below).
  const plan = await planFor(ctx, row.brandId, planId);
  const unitPesos = toPesos(unit.full_price_with_discount, row.usdRate);
  if (newPlan && (!plan || planMaximum(creditTerms(plan), unitPesos) <= 0)) {
    throw new CreditPlanUnavailableError();
  }

  const [promotion, deposit] = await Promise.all([
    promotionById(ctx, row.promotionId),
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

  const unchanged =
    sameVehicles && (Object.keys(values) as (keyof typeof values)[]).every((key) => values[key] === row[key]);
  // Nothing to write: the answer is the operation as it is, whichever version the client had.
  if (unchanged) return buildView(row, attached, evaluation, unit, deposit, adjustments);
  const fieldVersions = withVersion(
    row.fieldVersions,
    changedGroups(row, { ...row, ...values }, !sameVehicles),
    row.version + 1,
  );

  const updated = await db.transaction(async (tx) => {
    const [written] = await tx
      .update(operations)
      .set({ ...values, fieldVersions, version: sql`${operations.version} + 1`, updatedAt: now })
      .where(
        and(
          eq(operations.id, row.id),
          eq(operations.version, row.version),
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
    // Another request changed the operation between our read and our write: worked out again on the newer row.
    if (!last) return null;
    const current = await currentView(ctx, row.id);
    if (!isEditableStatus(current.status)) throw new OperationLockedError(current);
    throw new StaleOperationError(current);
  }
  return buildView(updated, vehicles, evaluation, unit, deposit, adjustments);
}

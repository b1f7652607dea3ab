import {
  CREDIT_PLAN_UNAVAILABLE_MESSAGE,
  isEditableStatus,
  OPERATION_LOCKED_MESSAGES,
  OPERATION_NOT_FOUND_MESSAGE,
  OPERATION_STALE_MESSAGE,
  type OperationView,
  UNIT_UNAVAILABLE_MESSAGE,
} from '#domain/operation/operation';
import { RefusalError } from '../platform/errors';

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

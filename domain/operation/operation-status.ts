/*
 * An operation's statuses and the moves between them (docs/product.md §3, §4), apart from domain/operation/operation.ts's arithmetic so a
 * page that only asks "can the buyer still edit?" doesn't bring the money and credit code along.
 */

/**
 * docs/product.md §3 does not show an operation's statuses. These are ours:
 * - started: created by POST …/start; step 1 (payment mode) can't continue yet.
 * - payment_selected: step 1 can continue (nothing pending, or a used vehicle given).
 * - data_complete: step 1 and step 2 (personal data) are complete; the buyer may review and pay.
 * - payment_pending: the deposit payment started and the unit is held (docs/product.md §D5); the buyer can't edit.
 * - reserved: the deposit was approved; the unit is reserved for this operation.
 * - cancelled: withdrawn by the buyer (docs/product.md §D6) or by staff.
 * - expired: abandoned before paying.
 *
 * The first three are derived from the data on every update (and move back if a step stops being complete);
 * the others are set by the payment flow and staff, never by an update.
 */
export const OPERATION_STATUSES = [
  'started',
  'payment_selected',
  'data_complete',
  'payment_pending',
  'reserved',
  'cancelled',
  'expired',
] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** The statuses in which the buyer may still change the operation through POST …/update. */
export const EDITABLE_OPERATION_STATUSES = ['started', 'payment_selected', 'data_complete'] as const;
export type EditableOperationStatus = (typeof EDITABLE_OPERATION_STATUSES)[number];

export function isEditableStatus(status: OperationStatus): status is EditableOperationStatus {
  return (EDITABLE_OPERATION_STATUSES as readonly string[]).includes(status);
}

/** Every allowed move. A payment that is rejected, or whose hold lapses, gives the operation back to the buyer. */
export const OPERATION_TRANSITIONS: Readonly<Record<OperationStatus, readonly OperationStatus[]>> = {
  started: ['payment_selected', 'data_complete', 'cancelled', 'expired'],
  payment_selected: ['started', 'data_complete', 'cancelled', 'expired'],
  data_complete: ['started', 'payment_selected', 'payment_pending', 'cancelled', 'expired'],
  payment_pending: ['reserved', 'data_complete', 'cancelled', 'expired'],
  reserved: ['cancelled'],
  cancelled: [],
  expired: [],
};

export function canTransition(from: OperationStatus, to: OperationStatus): boolean {
  return from === to || OPERATION_TRANSITIONS[from].includes(to);
}

import type { OperationRow } from './operation-figures';

/**
 * Which of an operation's fields changed at which version (docs/decisions/0059). An update names the version the
 * client had; it is refused only when a field it changes was changed after that version by someone else: two tabs
 * that change different fields both land, and a stale value never overwrites a newer one.
 */

/** The buyer's fields, each group the columns one choice of the buyer writes. */
const GROUP_COLUMNS = {
  email: ['email'],
  name: ['name'],
  lastname: ['lastname'],
  dni: ['dni'],
  telephone: ['telephone'],
  birthdate: ['birthdate'],
  marital_status_id: ['maritalStatusId'],
  address: ['address'],
  cuit: ['cuit'],
  iva_condition: ['ivaCondition'],
  cash_amount: ['cashAmount'],
  credit: ['creditPlanId', 'creditRequestedAmount'],
} as const satisfies Record<string, readonly (keyof OperationRow)[]>;

export type FieldGroup = keyof typeof GROUP_COLUMNS | 'used_vehicles';
export type FieldVersions = Partial<Record<FieldGroup, number>>;

type Compared = Pick<OperationRow, (typeof GROUP_COLUMNS)[keyof typeof GROUP_COLUMNS][number]>;

/** The groups whose columns differ between two states of an operation; its used vehicles as the caller compared them. */
export function changedGroups(before: Compared, after: Compared, usedVehiclesChanged: boolean): FieldGroup[] {
  const groups = (Object.keys(GROUP_COLUMNS) as (keyof typeof GROUP_COLUMNS)[]).filter((group) =>
    GROUP_COLUMNS[group].some((column) => before[column] !== after[column]),
  );
  return usedVehiclesChanged ? [...groups, 'used_vehicles'] : groups;
}

/** The groups changed after `since` (a field never changed since the operation started counts as version 1). */
export function changedSince(
  versions: FieldVersions,
  groups: readonly FieldGroup[],
  since: number,
): FieldGroup[] {
  return groups.filter((group) => (versions[group] ?? 1) > since);
}

/** The record after a write at `version` that changed `groups`. */
export function withVersion(
  versions: FieldVersions,
  groups: readonly FieldGroup[],
  version: number,
): FieldVersions {
  return { ...versions, ...Object.fromEntries(groups.map((group) => [group, version])) };
}

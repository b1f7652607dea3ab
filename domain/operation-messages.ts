import type { EditableOperationStatus, OperationStatus } from './operation-status';

/* The texts of the digital dealership's outcomes (SPEC §8 where it words them), shared by the API and the pages. */

/** Kept generic on purpose: it tells nobody whether a code exists (DECISIONS §4). */
export const OPERATION_NOT_FOUND_MESSAGE = 'No encontramos una operación con ese código.';
export const TOO_MANY_CODE_LOOKUPS_MESSAGE =
  'Hiciste demasiados intentos con códigos de operación. Esperá unos minutos y volvé a intentar.';
/** SPEC §8. */
export const UNIT_UNAVAILABLE_MESSAGE = 'El vehículo seleccionado no está disponible.';
/** SPEC §8: what the start page shows when the start fails, next to 'Reintentar'. */
export const START_FAILED_MESSAGE = 'Error iniciando la compra.';
export const OPERATION_STALE_MESSAGE =
  'La operación cambió en otra pestaña. Recargá para ver los últimos datos.';
export const OPERATION_LOCKED_MESSAGES: Readonly<
  Record<Exclude<OperationStatus, EditableOperationStatus>, string>
> = {
  payment_pending: 'Ya empezaste el pago de la seña: la operación no se puede modificar.',
  reserved: 'La operación ya está reservada y no se puede modificar.',
  cancelled: 'La operación fue cancelada y no se puede modificar.',
  expired: 'La operación venció. Empezá una nueva reserva desde el vehículo.',
};
export const USED_VEHICLE_LIMIT_MESSAGE = 'Podés agregar hasta 3 vehículos usados.';
export const USED_VEHICLE_DUPLICATE_MESSAGE = 'Ese vehículo usado ya está agregado.';
export const USED_VEHICLE_REMOVE_QUESTION = 'Quieres remover este vehículo usado?';
/** SPEC §8: shown when a used vehicle can't be quoted (and only then, DECISIONS §7). */
export const VALUATION_FAILED_MESSAGE = 'No pudimos realizar la cotización de tu vehículo.';
export const VALUATION_NOT_FOUND_MESSAGE =
  'No encontramos la cotización de tu vehículo usado. Cotizalo de nuevo.';
export const VALUATION_EXPIRED_MESSAGE = 'La cotización de tu vehículo usado venció. Cotizalo de nuevo.';
export const CREDIT_PLAN_UNAVAILABLE_MESSAGE =
  'El plan de financiación elegido no está disponible para este vehículo.';
/** SPEC §2: step 1 shows it under the pending balance. */
export const PENDING_MUST_BE_ZERO_MESSAGE = 'El saldo pendiente debe llegar a $0 para continuar.';

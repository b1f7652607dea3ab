import type { EditableOperationStatus, OperationStatus } from './operation-status';

/* The texts of the digital dealership's outcomes (docs/product.md §8 where it words them), shared by the API and the pages. */

/** Kept generic on purpose: it tells nobody whether a code exists (docs/product.md §D4). */
export const OPERATION_NOT_FOUND_MESSAGE = 'No encontramos una operación con ese código.';
export const TOO_MANY_CODE_LOOKUPS_MESSAGE =
  'Hiciste demasiados intentos con códigos de operación. Esperá unos minutos y volvé a intentar.';
/** docs/product.md §8. */
export const UNIT_UNAVAILABLE_MESSAGE = 'El vehículo seleccionado no está disponible.';
/** docs/product.md §8: what the start page shows when the start fails, next to 'Reintentar'. */
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
export const VALUATION_NOT_FOUND_MESSAGE =
  'No encontramos la cotización de tu vehículo usado. Cotizalo de nuevo.';
export const VALUATION_EXPIRED_MESSAGE = 'La cotización de tu vehículo usado venció. Cotizalo de nuevo.';
export const CREDIT_PLAN_UNAVAILABLE_MESSAGE =
  'El plan de financiación elegido no está disponible para este vehículo.';
/** docs/product.md §2: step 1 shows it under the pending balance. */
export const PENDING_MUST_BE_ZERO_MESSAGE = 'El saldo pendiente debe llegar a $0 para continuar.';
/** docs/product.md §2 step 1: with a used vehicle the buyer may continue with a balance, which is paid at the delivery. */
export const PENDING_WITH_USED_VEHICLE_MESSAGE =
  'Con un usado podés continuar aunque quede saldo pendiente: lo abonás en la entrega, después de que revisemos tu usado.';

/* docs/decisions/0014: what the buyer brings never exceeds what they owe; these say what was changed or refused, and why. */
export const cashReducedMessage = (cash: string) =>
  `El efectivo quedó en ${cash}: con tus usados y la financiación, eso completa el total a pagar.`;
export const creditHeldToPlanMessage = (maximum: string) =>
  `Este plan financia hasta ${maximum} para esta unidad: ajustamos el monto a financiar.`;
export const creditHeldToOwedMessage = (amount: string) =>
  `Financiás ${amount}: es lo que queda por pagar después de tus usados.`;
export const NOTHING_LEFT_TO_FINANCE_MESSAGE =
  'No queda saldo para financiar: tus vehículos usados ya cubren el total a pagar.';
export const USED_VEHICLES_EXCEED_TOTAL_MESSAGE =
  'El valor de tus vehículos usados superaría el total a pagar: no podés agregar este vehículo.';
export const USED_VEHICLES_AND_CREDIT_EXCEED_MESSAGE =
  'Con este usado y la financiación superarías el total a pagar. Bajá el monto a financiar o quitá la financiación para agregarlo.';
export const CREDIT_CLEARED_MESSAGE =
  'Quitamos la financiación: tus vehículos usados ya cubren el total a pagar.';

/* Why a unit can't be reserved, under docs/product.md §8's 'El vehículo seleccionado no está disponible.' (docs/product.md §D5). */
export const UNIT_JUST_RESERVED_MESSAGE = 'Esta unidad se acaba de reservar.';
export const UNIT_BEING_PAID_MESSAGE =
  'Alguien está pagando la seña de esta unidad en este momento. Si no termina el pago, vuelve a estar disponible en unos minutos.';
export const UNIT_GONE_MESSAGE = 'Esta unidad ya no está en nuestro stock.';
export const SIMILAR_UNITS_TITLE = 'Unidades similares que podés reservar ahora';

import type { OperationView } from '#domain/operation/operation';
import { normalizeOperationCode } from '#domain/operation/operation-code';
import type { UpdateOperationInput } from '#domain/operation/operation-schemas';
import { findRow, type OperationServiceDependencies, operationContext, viewOf } from './operation-records';
import { type NewOperationInput, startOperation } from './operation-start';
import { updateOperation } from './operation-update';

export type OperationService = ReturnType<typeof createOperationService>;

/**
 * Start, resume and update of digital-dealership operations (docs/product.md §4, §7): the start in operation-start.ts,
 * the buyer's changes in operation-update.ts, both with the figures of operation-figures.ts and the look-ups of
 * operation-records.ts.
 */
export function createOperationService(deps: OperationServiceDependencies) {
  const ctx = operationContext(deps);
  return {
    start: (input: NewOperationInput) => startOperation(ctx, input),

    /** The operation of a code as typed or linked (any case, Crockford aliases); null when there is none. */
    async resume(rawCode: string): Promise<OperationView | null> {
      const code = normalizeOperationCode(rawCode);
      if (!code) return null;
      const row = await findRow(ctx, code);
      return row ? viewOf(ctx, row) : null;
    },

    update: (input: UpdateOperationInput) => updateOperation(ctx, input),
  };
}

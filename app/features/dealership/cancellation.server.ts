import { type CancellationPreview, previewCancellation } from '#domain/operation/cancellation';
import {
  OPERATION_NOT_FOUND_MESSAGE,
  TOO_MANY_CODE_LOOKUPS_MESSAGE,
} from '#domain/operation/operation-messages';
import { parseCodeAndEmail } from '#domain/operation/payment-schemas';
import { operationPagesContext } from '../../context';

type Context = { get: <T>(key: import('react-router').RouterContext<T>) => T };

/**
 * docs/product.md §D6 before anything is cancelled: the operation of a code and the e-mail it was started with, and what
 * cancelling it would do. Reads only; a code that finds nothing counts against the client's look-ups (docs/product.md §D4),
 * and a wrong e-mail answers exactly as an unknown code does.
 */
export async function cancellationPreview(
  context: Context,
  input: { code: unknown; email: unknown },
): Promise<CancellationPreview & { field?: 'code' | 'email' }> {
  const parsed = parseCodeAndEmail(input);
  if (!parsed.ok) return parsed;
  const pages = context.get(operationPagesContext);
  const lookup = await pages.lookup(parsed.data.code);
  if (!lookup.found) {
    return {
      ok: false,
      message:
        lookup.reason === 'too_many_lookups' ? TOO_MANY_CODE_LOOKUPS_MESSAGE : OPERATION_NOT_FOUND_MESSAGE,
    };
  }
  const { operation } = lookup;
  const state = await pages.payment(operation.code);
  if (!state || operation.email.toLowerCase() !== parsed.data.email.toLowerCase()) {
    return { ok: false, message: OPERATION_NOT_FOUND_MESSAGE };
  }
  return previewCancellation(
    {
      code: operation.code,
      email: operation.email,
      status: state.status,
      vehicle: operation.model,
      deposit: state.deposit,
      reservedAt: state.reservedAt,
      cancellationDays: state.cancellationDays,
      delivered: state.fulfilment === 'delivered',
    },
    new Date(),
  );
}

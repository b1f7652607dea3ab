import type { DeskBulkResult, DeskFilterOptions } from '#domain/back-office/reservations-desk';
import { deskBulkSchema } from '#domain/back-office/reservations-desk-query';
import { countOf } from '../panel/admin-list';
import { type BulkPost, bulkDoneAnswer, bulkRefusal } from '../panel/bulk-action.server';
import type { BulkAnswer } from '../panel/list-table';

/* The desk's bulk action in words (desk-list.tsx): what confirming will do, and what was done. */

const NOUN = ['operación', 'operaciones'] as const;

/** The bulk post as the fulfilment's service takes it. */
export const deskBulkInput = (post: BulkPost) => ({
  action: post.fields.accion,
  codes: post.selected,
  account_id: post.fields.account_id,
});

/** The confirmation of a valid bulk post, or why it is refused before anything is done. */
export function deskBulkConfirmation(post: BulkPost, options: DeskFilterOptions): BulkAnswer {
  const parsed = deskBulkSchema.safeParse(deskBulkInput(post));
  if (!parsed.success) return bulkRefusal(parsed.error.issues[0]?.message ?? 'Revisá la acción elegida.');
  const { action, codes, account_id: accountId } = parsed.data;
  const many = countOf(codes.length, ...NOUN);
  const person = options.advisors.find((account) => String(account.id) === accountId)?.name;
  const message =
    action === 'assign'
      ? `Vas a asignar ${many} a ${person ?? 'la persona elegida'}: cada comprador ve su tarjeta en «Mi reserva». Cada cambio queda en la auditoría.`
      : `Vas a registrar la documentación recibida de ${many}, y avisarle a cada comprador por e-mail. Cada cambio queda en la auditoría.`;
  const fields: Record<string, string> = { accion: action };
  if (action === 'assign' && accountId) fields.account_id = accountId;
  return { step: 'confirm', message, fields, selected: codes };
}

/** What the service did, in words. */
export function deskBulkDone(result: DeskBulkResult): BulkAnswer {
  if (!result.ok) return bulkRefusal(result.message);
  return bulkDoneAnswer(
    {
      ...result.outcome,
      refused: result.outcome.refused.map((refusal) => ({ label: refusal.code, message: refusal.message })),
    },
    NOUN,
  );
}

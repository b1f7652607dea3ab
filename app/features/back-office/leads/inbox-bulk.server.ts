import {
  type InboxBulkResult,
  type InboxFilterOptions,
  LEAD_STATUS_LABELS,
  type LeadStatus,
} from '#domain/back-office/leads-inbox';
import { leadBulkSchema } from '#domain/back-office/leads-inbox-schemas';
import { countOf } from '../panel/admin-list';
import { type BulkPost, bulkDoneAnswer, bulkRefusal } from '../panel/bulk-action.server';
import type { BulkAnswer } from '../panel/list-table';

/* The inbox's bulk action in words (inbox-list.tsx): what confirming will do, and what was done. */

const NOUN = ['consulta', 'consultas'] as const;

/** The bulk post as the inbox's service takes it. */
export const inboxBulkInput = (post: BulkPost) => ({
  action: post.fields.accion,
  leads: post.selected,
  account_id: post.fields.account_id ?? '',
  status: post.fields.status,
});

/** The confirmation of a valid bulk post, or why it is refused before anything is done. */
export function inboxBulkConfirmation(post: BulkPost, options: InboxFilterOptions): BulkAnswer {
  const parsed = leadBulkSchema.safeParse(inboxBulkInput(post));
  if (!parsed.success) return bulkRefusal(parsed.error.issues[0]?.message ?? 'Revisá la acción elegida.');
  const { action, leads, account_id: accountId, status } = parsed.data;
  const many = countOf(leads.length, ...NOUN);
  const person = options.staff.find((account) => account.id === accountId)?.name;
  const message =
    action === 'assign'
      ? accountId
        ? `Vas a asignar ${many} a ${person ?? 'la persona elegida'}. Cada cambio queda en la auditoría.`
        : `Vas a dejar sin asignar ${many}. Cada cambio queda en la auditoría.`
      : action === 'discard'
        ? `Vas a descartar ${many}. Cada cambio queda en la auditoría.`
        : `Vas a pasar ${many} al estado «${LEAD_STATUS_LABELS[status as LeadStatus]}». Cada cambio queda en la auditoría.`;
  const fields: Record<string, string> = { accion: action };
  if (action === 'assign')
    fields.account_id = accountId === null || accountId === undefined ? '' : String(accountId);
  if (action === 'status' && status) fields.status = status;
  return { step: 'confirm', message, fields, selected: leads.map((lead) => lead.key) };
}

/** What the service did, in words. */
export function inboxBulkDone(result: InboxBulkResult): BulkAnswer {
  if (!result.ok) return bulkRefusal(result.message);
  return bulkDoneAnswer(
    {
      ...result.outcome,
      refused: result.outcome.refused.map((refusal) => ({ label: refusal.key, message: refusal.message })),
    },
    NOUN,
  );
}

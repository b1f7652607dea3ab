import { asc, eq } from 'drizzle-orm';
import {
  type FilledReply,
  fillReplyTemplate,
  type ReplyTemplate,
  type ReplyValues,
  replyMailto,
} from '#domain/back-office/reply-templates';
import { replyTemplateFormSchema } from '#domain/back-office/reply-templates-schemas';
import { type StaffActor, staffMay } from '#domain/back-office/staff';
import type { StaffResult } from '#domain/back-office/staff-accounts';
import { whatsappLink } from '#domain/content/content';
import { argentineWhatsappDigits } from '#domain/shared/phone-numbers';
import { auditedRows, forbidden, isRefusal, notFound, parsedWith, validId } from '../back-office';
import type { Database } from '../db/client';
import { leadReplyTemplates } from '../db/schema';
import { recordAudit } from '../staff';

/**
 * The reply templates (docs/decisions/0077): read by whoever reads leads, written by whoever acts on them
 * (administrators, and sales people of at least one brand), each write in the audit log with before and after.
 */

const rows = auditedRows({
  table: leadReplyTemplates,
  id: leadReplyTemplates.id,
  subjectType: 'lead_reply',
  snapshot: (row) => ({ name: row.name, body: row.body }),
});

const NOT_FOUND = 'La respuesta no existe.';

const viewOf = (row: typeof leadReplyTemplates.$inferSelect): ReplyTemplate => ({
  id: row.id,
  name: row.name,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listReplyTemplates(db: Database): Promise<ReplyTemplate[]> {
  const list = await db
    .select()
    .from(leadReplyTemplates)
    .orderBy(asc(leadReplyTemplates.name), asc(leadReplyTemplates.id));
  return list.map(viewOf);
}

const mayWrite = (actor: StaffActor) => staffMay(actor.member, 'leads.act');

/** `{ name, body }`: a new template, or a change to template `id`. */
export async function saveReplyTemplate(
  db: Database,
  actor: StaffActor,
  id: number | null,
  input: unknown,
): Promise<StaffResult> {
  if (!mayWrite(actor)) return forbidden();
  const values = parsedWith(replyTemplateFormSchema, input);
  if (isRefusal(values)) return values;
  if (id === null) {
    await rows.insert(db, actor, { action: 'lead_reply.create', values });
    return { ok: true, message: 'Guardamos la respuesta.' };
  }
  const changed = await rows.update(db, actor, {
    action: 'lead_reply.change',
    id,
    set: (_, before) =>
      before.name === values.name && before.body === values.body
        ? null
        : { ...values, updatedAt: new Date() },
  });
  return changed ? { ok: true, message: 'Guardamos la respuesta.' } : notFound(NOT_FOUND);
}

/** Removes template `id` for good; the audit entry keeps its name and text. */
export async function removeReplyTemplate(db: Database, actor: StaffActor, id: number): Promise<StaffResult> {
  if (!mayWrite(actor)) return forbidden();
  if (!validId(id)) return notFound(NOT_FOUND);
  const removed = await db.transaction(async (tx) => {
    const before = await rows.lock(id)(tx);
    if (!before) return false;
    await tx.delete(leadReplyTemplates).where(eq(leadReplyTemplates.id, id));
    await recordAudit(tx, actor, {
      action: 'lead_reply.remove',
      subjectType: rows.subjectType,
      subjectId: id,
      before: { name: before.name, body: before.body },
      after: null,
    });
    return true;
  });
  return removed ? { ok: true, message: 'Quitamos la respuesta.' } : notFound(NOT_FOUND);
}

/**
 * Every template filled for one lead the reader may already see (the caller has checked its brand): a WhatsApp link to
 * the person's mobile and a `mailto:` to their e-mail, each with the text encoded; null where the lead has neither.
 */
export async function filledReplies(
  db: Database,
  lead: { phone: string | null; email: string | null; subject: string },
  values: ReplyValues,
): Promise<FilledReply[]> {
  const digits = argentineWhatsappDigits(lead.phone);
  const templates = await listReplyTemplates(db);
  return templates.map((template) => {
    const text = fillReplyTemplate(template.body, values);
    return {
      id: template.id,
      name: template.name,
      whatsapp: digits ? (whatsappLink(digits, text) ?? null) : null,
      mailto: lead.email ? replyMailto(lead.email, lead.subject || 'Tu consulta', text) : null,
    };
  });
}

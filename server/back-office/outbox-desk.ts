import {
  EMPTY_MAIL_OUTBOX,
  MAIL_RETRY_TEXTS,
  type MailOutboxDeskSource,
  type MailOutboxView,
} from '#domain/back-office/mail-outbox-desk';
import { mailRetrySchema } from '#domain/back-office/mail-outbox-desk-schemas';
import type { Database } from '../db/client';
import { type OutboxEntry, outboxSummary, retryFailedMail } from '../mail';
import { recordAudit } from '../staff';
import { forbidden, isRefusal, may, parsedWith } from './audited-changes';

/** A message the page lists as undelivered: given up on, or pending after at least one failed attempt. */
const undelivered = (entry: OutboxEntry) =>
  entry.status === 'failed' || (entry.status === 'pending' && entry.attempts > 0);

/** What the page shows of a message: never its address, subject or body, which outboxSummary does not read. */
const view = (entry: OutboxEntry) => ({
  id: entry.id,
  kind: entry.kind,
  status: entry.status,
  attempts: entry.attempts,
  createdAt: entry.createdAt.toISOString(),
  nextAttemptAt: entry.nextAttemptAt.toISOString(),
  lastError: entry.lastError,
});

/**
 * The e-mail outbox's page (docs/decisions/0008), on this database: the same reads and the same retry as
 * `npm run mail:outbox`, for administrators, each retry in one transaction with its audit entry.
 */
export function mailOutboxDesk(deps: { db: Database }): MailOutboxDeskSource {
  const { db } = deps;
  return {
    async summary(actor): Promise<MailOutboxView> {
      if (!may(actor, 'mail.outbox')) return EMPTY_MAIL_OUTBOX;
      const { counts, undelivered: entries } = await outboxSummary(db);
      return { counts, undelivered: entries.filter(undelivered).map(view) };
    },

    async retry(actor, input) {
      if (!may(actor, 'mail.outbox')) return forbidden();
      const request = parsedWith(mailRetrySchema, input);
      if (isRefusal(request)) return request;
      const one = request.intent === 'retry' ? request.id : undefined;
      const retried = await db.transaction(async (tx) => {
        const ids = await retryFailedMail(tx, one === undefined ? undefined : [one]);
        // The ids only: the messages' addresses and contents stay out of the audit log.
        if (ids.length > 0)
          await recordAudit(tx, actor, {
            action: one === undefined ? 'mail_outbox.retry_all' : 'mail_outbox.retry',
            subjectType: 'mail_outbox',
            subjectId: one ?? 'fallidos',
            before: { status: 'failed', ids },
            after: { status: 'pending', ids },
          });
        return ids;
      });
      if (one !== undefined)
        return retried.length > 0
          ? { ok: true, message: MAIL_RETRY_TEXTS.one(one) }
          : { ok: false, status: 409, message: MAIL_RETRY_TEXTS.notFailed(one) };
      return {
        ok: true,
        message: retried.length > 0 ? MAIL_RETRY_TEXTS.all(retried) : MAIL_RETRY_TEXTS.noneFailed,
      };
    },
  };
}

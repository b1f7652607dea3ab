import { randomBytes } from 'node:crypto';
import { asc, count, inArray, sql } from 'drizzle-orm';
import { DEALERSHIP } from '#domain/content/dealership';
import type { Database } from '../db/client';
import { selectRows } from '../db/client';
import { type MailAttachment, type MailStatus, mailOutbox } from '../db/schema';

export interface OutgoingMail {
  /** What produced it, e.g. 'contact.department' or 'contact.acknowledgement'. */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** The operation the message is about (docs/decisions/0026): the desk lists a buyer's e-mails by it. */
  operationId?: number;
  /**
   * Headers of this message's own, by name, sent as given on every attempt: `List-Unsubscribe` and
   * `List-Unsubscribe-Post` (RFC 8058) on the alerts' e-mails. The headers every message has are the sender's.
   */
  headers?: Readonly<Record<string, string>>;
  /** Text files sent with it (a calendar event), kept in the row until it is sent. */
  attachments?: MailAttachment[];
}

const MESSAGE_ID_DOMAIN = DEALERSHIP.email.slice(DEALERSHIP.email.indexOf('@') + 1);

/**
 * Writes the message to mail_outbox (pending, due now) and returns its id; nothing is sent here, so a request that
 * queues mail answers the same whether the mail server is up or not. Pass a transaction to queue the message together
 * with the record it belongs to.
 *
 * The Message-ID carries the outbox id (so a file or a log line leads back to the row) and a random part (so ids from
 * two databases, say a test and production, never collide at a receiver).
 */
export async function queueMail(db: Database, mail: OutgoingMail): Promise<number> {
  const token = randomBytes(8).toString('hex');
  // The id is drawn first, in the same statement, because the Message-ID must contain it and the column is not null.
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`with next as (select nextval(pg_get_serial_sequence('mail_outbox', 'id'))::int as id)
      insert into mail_outbox (id, kind, operation_id, to_address, reply_to, subject, text_body, html_body, headers,
        attachments, message_id)
      select next.id, ${mail.kind}, ${mail.operationId ?? null}::int, ${mail.to}, ${mail.replyTo ?? null}, ${mail.subject},
        ${mail.text}, ${mail.html ?? null}, ${mail.headers ? JSON.stringify(mail.headers) : null}::jsonb,
        ${mail.attachments && mail.attachments.length > 0 ? JSON.stringify(mail.attachments) : null}::jsonb,
        '<' || next.id || '.' || ${token}::text || '@' || ${MESSAGE_ID_DOMAIN}::text || '>'
      from next
      returning id`,
  );
  if (!row) throw new Error('mail_outbox insert returned no row');
  return Number(row.id);
}

/** The outbox id inside a Message-ID made by queueMail, or null for any other Message-ID. */
export function outboxIdOf(messageId: string): number | null {
  const match = /^<(\d+)\./.exec(messageId);
  return match?.[1] ? Number(match[1]) : null;
}

export interface OutboxEntry {
  id: number;
  kind: string;
  status: MailStatus;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
}

export interface OutboxSummary {
  counts: Record<MailStatus, number>;
  /** Messages not yet delivered (pending, sending, failed), oldest first; no addresses or bodies. */
  undelivered: OutboxEntry[];
}

/** What an operator needs to see whether mail is flowing, without any personal data. */
export async function outboxSummary(db: Database, limit = 50): Promise<OutboxSummary> {
  const counts: Record<MailStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  const grouped = await db
    .select({ status: mailOutbox.status, total: count() })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  for (const { status, total } of grouped) counts[status] = total;
  const undelivered = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      sentAt: mailOutbox.sentAt,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending', 'failed']))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(limit);
  return { counts, undelivered };
}

/**
 * Gives messages that the sender gave up on a fresh set of attempts, due now (after the mail server has been fixed,
 * say). Only 'failed' messages are touched; returns the ids that were requeued.
 */
export async function retryFailedMail(db: Database, ids?: number[]): Promise<number[]> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(
      ids
        ? sql`${mailOutbox.status} = 'failed' and ${inArray(mailOutbox.id, ids.length > 0 ? ids : [-1])}`
        : sql`${mailOutbox.status} = 'failed'`,
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

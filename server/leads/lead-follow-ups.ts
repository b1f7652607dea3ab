import { sql } from 'drizzle-orm';
import { LEAD_KIND_LABELS, LEAD_KIND_SLUGS, type LeadKind } from '#domain/back-office/leads-inbox';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { formatDateTime } from '#domain/shared/mendoza-time';
import { type Database, selectRows } from '../db/client';
import { queueMail } from '../mail';
import type { Logger } from '../platform/logger';
import { type PeriodicJob, startPeriodicJob } from '../platform/periodic-job';
import { followUpReminderMail } from './lead-mails';
import { LEADS } from './lead-union';

/** How often the follow-ups are looked at: a reminder leaves within this of its time, plus the outbox's own delay. */
export const FOLLOW_UP_REMINDERS_EVERY_MS = 30_000;

/**
 * E-mails the owner of every follow-up whose time has come (docs/decisions/0070): the lead's assigned person, or
 * whoever set it when nobody is. The rows are claimed by the update that marks them reminded, in the transaction
 * that queues the e-mails: two processes running this at once claim each row once (the second waits for the first
 * and then finds it reminded), and a failure leaves both undone. Gives how many were sent.
 */
export async function sendFollowUpReminders(
  db: Database,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await selectRows<{
      lead_kind: LeadKind;
      lead_id: number;
      due_at: Date | string;
      email: string | null;
      name: string | null;
    }>(
      tx,
      sql`with claimed as (
            update lead_follow_ups set reminded_at = now()
             where reminded_at is null and due_at <= ${now}
            returning lead_kind, lead_id, due_at, account_id)
          select claimed.lead_kind, claimed.lead_id, claimed.due_at, owner.email, owner.name
            from claimed
            left join ${LEADS} on leads.kind = claimed.lead_kind and leads.id = claimed.lead_id
            left join staff_accounts owner
              on owner.id = coalesce(leads.assigned_account_id, claimed.account_id) and owner.active`,
    );
    let sent = 0;
    for (const row of due) {
      if (!row.email) continue;
      await queueMail(
        tx,
        followUpReminderMail(
          { email: row.email, name: row.name ?? '' },
          {
            title: `${LEAD_KIND_LABELS[row.lead_kind]} n.º ${row.lead_id}`,
            path: `${STAFF_PATHS.leads}/${LEAD_KIND_SLUGS[row.lead_kind]}/${row.lead_id}`,
            dueAt: formatDateTime(new Date(row.due_at)),
          },
          publicUrl,
        ),
      );
      sent += 1;
    }
    return sent;
  });
}

/** The periodic job of the follow-up reminders; one process of all runs it (docs/decisions/0022). */
export function startFollowUpReminderJob(
  deps: { db: Database; config: { PUBLIC_URL: string }; logger: Logger },
  everyMs = FOLLOW_UP_REMINDERS_EVERY_MS,
): PeriodicJob {
  return startPeriodicJob({
    everyMs,
    logger: deps.logger,
    failure: 'follow-up reminders failed',
    runAtStart: true,
    run: async () => {
      const sent = await sendFollowUpReminders(deps.db, deps.config.PUBLIC_URL);
      if (sent > 0) deps.logger.info({ sent }, 'follow-up reminders sent');
    },
  });
}

import { sql } from 'drizzle-orm';
import type { LeadKind } from '#domain/back-office/leads-inbox';
import type { StaffNoticeMode } from '#domain/back-office/staff-notices';
import { formatDateTime } from '#domain/shared/mendoza-time';
import { type Database, selectRows } from '../db/client';
import type { Logger } from '../platform/logger';
import { type PeriodicJob, startPeriodicJob } from '../platform/periodic-job';
import { deliverStaffNotice, followUpNotice } from '../staff-notifications';
import { LEADS } from './lead-union';

/** How often the follow-ups are looked at: a reminder leaves within this of its time, plus the outbox's own delay. */
export const FOLLOW_UP_REMINDERS_EVERY_MS = 30_000;

/**
 * Reminds the owner of every follow-up whose time has come (docs/decisions/0070): the lead's assigned person, or
 * whoever set it when nobody is. The reminder is a staff notice: an e-mail now, or a line of the next daily summary
 * for a person who chose one (docs/decisions/0067), as every other notice. The rows are claimed by the update that
 * marks them reminded, in the transaction that queues the e-mails or keeps the lines: two processes running this at
 * once claim each row once (the second waits for the first and then finds it reminded), and a failure leaves both
 * undone. Gives how many owners were reminded.
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
      owner_id: number | null;
      email: string | null;
      name: string | null;
      notice_mode: StaffNoticeMode | null;
    }>(
      tx,
      sql`with claimed as (
            update lead_follow_ups set reminded_at = now()
             where reminded_at is null and due_at <= ${now}
            returning lead_kind, lead_id, due_at, account_id)
          select claimed.lead_kind, claimed.lead_id, claimed.due_at,
                 owner.id as owner_id, owner.email, owner.name, owner.notice_mode
            from claimed
            left join ${LEADS} on leads.kind = claimed.lead_kind and leads.id = claimed.lead_id
            left join staff_accounts owner
              on owner.id = coalesce(leads.assigned_account_id, claimed.account_id) and owner.active`,
    );
    let reminded = 0;
    for (const row of due) {
      if (row.owner_id === null || !row.email) continue;
      await deliverStaffNotice(
        tx,
        {
          id: Number(row.owner_id),
          email: row.email,
          name: row.name ?? '',
          noticeMode: row.notice_mode ?? 'each',
        },
        followUpNotice(
          { kind: row.lead_kind, id: Number(row.lead_id) },
          formatDateTime(new Date(row.due_at)),
        ),
        publicUrl,
      );
      reminded += 1;
    }
    return reminded;
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
      const reminded = await sendFollowUpReminders(deps.db, deps.config.PUBLIC_URL);
      if (reminded > 0) deps.logger.info({ reminded }, 'follow-up reminders sent');
    },
  });
}

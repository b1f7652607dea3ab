import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { summaryCutoff } from '#domain/back-office/staff-notice-summary';
import type { Database } from '../db/client';
import { staffAccounts, staffNoticeDigest } from '../db/schema';
import { queueMail } from '../mail';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import { type PeriodicJob, startPeriodicJob } from '../platform/periodic-job';
import { dailySummaryMail } from './notice-mails';

/** How often the job looks for summaries due: they go out within this time of 8:00. */
export const DAILY_SUMMARY_CHECK_MS = 60_000;

/**
 * Sends the summaries due at `now` (docs/product.md §6 "Avisos al personal"): to each person, one e-mail listing their
 * notices kept before the last 8:00 in Mendoza and not yet summarized. Each person's notices are claimed (marked
 * summarized) in the same transaction that queues their summary, so two runs at once, in one process or two, send
 * each summary once: the second finds the rows claimed. A person with nothing to tell gets nothing; a person whose
 * account was deactivated gets nothing either, and their notices are closed. Returns how many summaries were queued.
 */
export async function sendDailySummaries(db: Database, publicUrl: string, now = new Date()): Promise<number> {
  const cutoff = summaryCutoff(now);
  const due = and(isNull(staffNoticeDigest.summarizedAt), lte(staffNoticeDigest.createdAt, cutoff));
  const accounts = await db
    .selectDistinct({ accountId: staffNoticeDigest.accountId })
    .from(staffNoticeDigest)
    .where(due);
  let sent = 0;
  for (const { accountId } of accounts) {
    const queued = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(staffNoticeDigest)
        .set({ summarizedAt: now })
        .where(and(eq(staffNoticeDigest.accountId, accountId), due))
        .returning({
          title: staffNoticeDigest.title,
          line: staffNoticeDigest.line,
          path: staffNoticeDigest.path,
          createdAt: staffNoticeDigest.createdAt,
          id: staffNoticeDigest.id,
        });
      if (claimed.length === 0) return false;
      const [account] = await tx
        .select({ email: staffAccounts.email, name: staffAccounts.name, active: staffAccounts.active })
        .from(staffAccounts)
        .where(eq(staffAccounts.id, accountId));
      if (!account?.active) return false;
      claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
      await queueMail(tx, dailySummaryMail(account, claimed, now, publicUrl));
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** The summaries' job, in the process that runs the background jobs (server/background-jobs.ts). */
export function startDailySummaryJob(deps: { db: Database; config: Config; logger: Logger }): PeriodicJob {
  return startPeriodicJob({
    run: async () => {
      const sent = await sendDailySummaries(deps.db, deps.config.PUBLIC_URL);
      if (sent > 0) deps.logger.info({ sent }, 'daily staff summaries queued');
    },
    everyMs: DAILY_SUMMARY_CHECK_MS,
    logger: deps.logger,
    failure: 'daily staff summaries failed',
    runAtStart: true,
  });
}

/** A person's notices still waiting for their summary, oldest first (for the tests and the account page). */
export async function pendingNotices(db: Database, accountId: number) {
  return db
    .select()
    .from(staffNoticeDigest)
    .where(and(eq(staffNoticeDigest.accountId, accountId), isNull(staffNoticeDigest.summarizedAt)))
    .orderBy(asc(staffNoticeDigest.createdAt), sql`${staffNoticeDigest.id}`);
}

import { eq, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../db/client';
import { staffAccounts, staffPasswordRequests } from '../db/schema';
import type { Logger } from '../platform/logger';
import { type PeriodicJob, startPeriodicJob } from '../platform/periodic-job';
import { mailPasswordLink, passwordLinkPurpose } from './links';

/** How often the requests of the reset form are turned into links. */
export const PASSWORD_REQUESTS_EVERY_MS = 2_000;

/**
 * Takes a request of the reset form, whoever the e-mail belongs to: one row, the same for every e-mail, so the answer
 * waits for the same work whether an account has that e-mail or not (docs/decisions/0043).
 */
export async function takePasswordRequest(db: Database, email: string): Promise<void> {
  await db.insert(staffPasswordRequests).values({ email });
}

/**
 * Turns every waiting request into a link for an active account with that e-mail, or into nothing. Each request is
 * taken, answered and removed in one transaction: a run that fails leaves it for the next run, and two runs never take
 * the same one. Returns how many links were e-mailed.
 */
export async function sendRequestedPasswordLinks(db: Database, publicUrl: string): Promise<number> {
  let sent = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const [request] = await selectRows<{ email: string }>(
        tx,
        sql`delete from staff_password_requests
            where id = (select id from staff_password_requests order by id limit 1 for update skip locked)
            returning email`,
      );
      if (!request) return null;
      const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.email, request.email));
      if (!account?.active) return 'dropped';
      await mailPasswordLink(tx, account, passwordLinkPurpose(account), publicUrl);
      return 'sent';
    });
    if (taken === null) return sent;
    if (taken === 'sent') sent++;
  }
}

export function startPasswordRequestJob(
  deps: { db: Database; config: { PUBLIC_URL: string }; logger: Logger },
  everyMs = PASSWORD_REQUESTS_EVERY_MS,
): PeriodicJob {
  return startPeriodicJob({
    everyMs,
    logger: deps.logger,
    failure: 'password link requests failed',
    runAtStart: true,
    run: async () => {
      await sendRequestedPasswordLinks(deps.db, deps.config.PUBLIC_URL);
    },
  });
}

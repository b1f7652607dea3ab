import { sql } from 'drizzle-orm';
import { addDays } from '#domain/back-office/branch-agenda';
import { mendozaInstant } from '#domain/shared/mendoza-instant';
import { localDate } from '#domain/shared/mendoza-time';
import { TEST_DRIVE_PATH } from '#domain/test-drive/test-drive';
import { type Database, selectRows } from '../db/client';
import { queueMail } from '../mail';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import { type PeriodicJob, startPeriodicJob } from '../platform/periodic-job';
import { testDriveBranches } from './test-drive-calendar';
import { testDriveLinkUrl } from './test-drive-link';
import { reminderMail } from './test-drive-mails';

/** The day before, reminders leave from this hour in Mendoza (nobody is woken at midnight). */
export const TEST_DRIVE_REMINDER_TIME = '09:00';
/** How often the reminders are looked for. */
const REMINDERS_EVERY_MS = 5 * 60_000;

interface Claimed {
  code: string;
  revision: number;
  starts_at: Date | string;
  ends_at: Date | string;
  vehicle: string;
  has_licence: boolean;
  name: string;
  email: string;
  location_id: number;
}

/**
 * E-mails each buyer whose test drive is tomorrow (in Mendoza) its reminder, with the branch's address and a map link,
 * from TEST_DRIVE_REMINDER_TIME on. A booking made today is left out: its confirmation came today. The rows are claimed
 * by the update that marks them reminded, in the transaction that queues the e-mails, so two processes running this at
 * once remind each booking once (the second waits for the first and finds it reminded); a moved booking is reminded
 * again. Gives how many were sent.
 */
export async function sendTestDriveReminders(
  db: Database,
  config: Pick<Config, 'PUBLIC_URL' | 'RESERVATION_LINK_SECRET'>,
  now = new Date(),
): Promise<number> {
  const today = localDate(now);
  const sendFrom = mendozaInstant(today, TEST_DRIVE_REMINDER_TIME);
  if (!sendFrom || now < sendFrom) return 0;
  const todayStart = mendozaInstant(today, '00:00');
  const tomorrowStart = mendozaInstant(addDays(today, 1), '00:00');
  const dayAfterStart = mendozaInstant(addDays(today, 2), '00:00');
  if (!todayStart || !tomorrowStart || !dayAfterStart) return 0;
  // Read before the transaction (an embedded database runs one statement at a time, the transaction's included).
  const branches = new Map((await testDriveBranches(db)).map((branch) => [branch.id, branch]));
  return db.transaction(async (tx) => {
    const due = await selectRows<Claimed>(
      tx,
      sql`update test_drives set reminded_at = now()
           where reminded_at is null and state in ('booked', 'confirmed') and personal_data_removed_at is null
             and starts_at >= ${tomorrowStart} and starts_at < ${dayAfterStart} and created_at < ${todayStart}
          returning code, revision, starts_at, ends_at, vehicle, has_licence, name, email, location_id`,
    );
    let sent = 0;
    for (const row of due) {
      const branch = branches.get(Number(row.location_id));
      if (!branch) continue;
      await queueMail(
        tx,
        reminderMail({
          code: row.code,
          revision: row.revision,
          startsAt: new Date(row.starts_at),
          endsAt: new Date(row.ends_at),
          vehicle: row.vehicle,
          hasLicence: row.has_licence,
          name: row.name,
          email: row.email,
          branch: { name: branch.name, address: branch.address, mapUrl: branch.mapUrl },
          url: testDriveLinkUrl(config.PUBLIC_URL, config.RESERVATION_LINK_SECRET, row.code),
          bookingPageUrl: `${config.PUBLIC_URL.replace(/\/+$/, '')}${TEST_DRIVE_PATH}`,
        }),
      );
      sent += 1;
    }
    return sent;
  });
}

/** The periodic job of the reminders; one process of all runs it (docs/decisions/0022). */
export function startTestDriveReminderJob(
  deps: { db: Database; config: Pick<Config, 'PUBLIC_URL' | 'RESERVATION_LINK_SECRET'>; logger: Logger },
  everyMs = REMINDERS_EVERY_MS,
): PeriodicJob {
  return startPeriodicJob({
    everyMs,
    logger: deps.logger,
    failure: 'test drive reminders failed',
    runAtStart: true,
    run: async () => {
      const sent = await sendTestDriveReminders(deps.db, deps.config);
      if (sent > 0) deps.logger.info({ sent }, 'test drive reminders sent');
    },
  });
}

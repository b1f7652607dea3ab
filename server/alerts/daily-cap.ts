import { sql } from 'drizzle-orm';
import { ALERT_DAILY_MAIL_CAP } from '#domain/content/alerts';
import { type Database, selectRows } from '../db/client';
import { mendozaToday } from '../db/mendoza-days';

/**
 * Takes one of today's ALERT_DAILY_MAIL_CAP places of the address for an alert's e-mail (domain/content/alerts.ts), in
 * the transaction that queues it: false when none is left. Two transactions taking the last place wait for each other
 * on the day's row, so the cap holds across processes.
 */
export async function takeDailyPlace(tx: Database, email: string): Promise<boolean> {
  const rows = await selectRows<{ count: number }>(
    tx,
    sql`insert into alert_mail_days (address, day, count) values (lower(${email}), ${mendozaToday}, 1)
        on conflict (address, day) do update set count = alert_mail_days.count + 1
        where alert_mail_days.count < ${ALERT_DAILY_MAIL_CAP}
        returning count`,
  );
  return rows.length > 0;
}

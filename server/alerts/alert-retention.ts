import { eq, inArray, lt, sql } from 'drizzle-orm';
import { ALERT_IDLE_RETENTION_DAYS, ALERT_UNCONFIRMED_RETENTION_DAYS } from '#domain/content/privacy';
import type { Database } from '../db/client';
import { mendozaToday } from '../db/mendoza-days';
import { alertMailDays, alerts, searchUses, stockUnits } from '../db/schema';

/** The searches' counts (no personal data) are kept this long for the demand's figures. */
export const SEARCH_USE_RETENTION_DAYS = 400;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Ley 25.326 (domain/content/privacy.ts, told on /privacidad): an alert never confirmed goes after
 * ALERT_UNCONFIRMED_RETENTION_DAYS; a confirmed one after ALERT_IDLE_RETENTION_DAYS without an e-mail (from its last,
 * or from its confirmation); a unit's alert when its unit is sold. The daily counts of the addresses go once their day
 * is over. Gives how many alerts were deleted.
 */
export async function deleteExpiredAlerts(db: Database, now: Date = new Date()): Promise<number> {
  const before = (days: number) => sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
  const deleted = await db
    .delete(alerts)
    .where(
      sql`(${alerts.confirmedAt} is null and ${alerts.createdAt} < ${before(ALERT_UNCONFIRMED_RETENTION_DAYS)})
        or coalesce(${alerts.lastSentAt}, ${alerts.confirmedAt}) < ${before(ALERT_IDLE_RETENTION_DAYS)}
        or ${inArray(
          alerts.stockUnitId,
          db.select({ id: stockUnits.id }).from(stockUnits).where(eq(stockUnits.status, 'sold')),
        )}`,
    )
    .returning({ id: alerts.id });
  await db.delete(alertMailDays).where(lt(alertMailDays.day, mendozaToday));
  await db
    .delete(searchUses)
    .where(lt(searchUses.day, sql`${mendozaToday} - ${SEARCH_USE_RETENTION_DAYS}::integer`));
  return deleted.length;
}

import { type SQL, sql } from 'drizzle-orm';
import { MENDOZA_TIME_ZONE } from '#domain/shared/mendoza-time';

/*
 * A period of whole days in Mendoza ('YYYY-MM-DD' to 'YYYY-MM-DD', both included), as the back office's lists filter
 * by it, bounded in SQL: from the first instant of its first day to the first instant of the day after its last.
 */

export function mendozaDayStart(day: string): SQL {
  return sql`(${day}::date)::timestamp at time zone ${MENDOZA_TIME_ZONE}`;
}

export function mendozaDayEnd(day: string): SQL {
  return sql`(${day}::date + 1)::timestamp at time zone ${MENDOZA_TIME_ZONE}`;
}

/** Today, a day of Mendoza, by the database's clock. */
export const mendozaToday: SQL = sql`(now() at time zone ${MENDOZA_TIME_ZONE})::date`;

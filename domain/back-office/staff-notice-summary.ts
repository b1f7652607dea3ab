import { mendozaInstant } from '../shared/mendoza-instant';
import { localDate } from '../shared/mendoza-time';

/** The daily summary's hour on Mendoza's clock (docs/product.md §6 "Avisos al personal"). */
export const DAILY_SUMMARY_TIME = '08:00';

/**
 * The instant the latest summary covers up to: today's 8:00 in Mendoza once it has passed, else yesterday's. Each
 * notice is summarized once, in the first summary after it: one a day, and a day the server was down is caught up.
 */
export function summaryCutoff(now: Date): Date {
  const today = mendozaInstant(localDate(now), DAILY_SUMMARY_TIME);
  if (!today) throw new Error('no summary time for today');
  return today <= now ? today : new Date(today.getTime() - 24 * 60 * 60 * 1000);
}

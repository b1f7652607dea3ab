import { formatClockTime, localDate } from '../shared/mendoza-time';
import { weekdayAndDate } from './branch-agenda';

/**
 * "jueves 10 de diciembre a las 9:30": when an appointment is, on Mendoza's clock, as the pages and the e-mails say it.
 * A module of its own, so the pages that only read the branch calendar's words do not carry the clock's formatters.
 */
export function appointmentWhen(startsAt: Date | string): string {
  const instant = new Date(startsAt);
  return `${weekdayAndDate(localDate(instant))} a las ${formatClockTime(instant).replace(/^0/, '')}`;
}

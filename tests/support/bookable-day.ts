import { addDays, weekdayOf } from '#domain/back-office/branch-agenda';
import { localDate } from '#domain/shared/mendoza-time';
import { nationalHoliday } from '../../server/dealership';

/**
 * A day at least `daysAhead` days from today (Mendoza) on which every branch opens: Monday to Friday and not a national
 * holiday (docs/product.md §6 "The branch calendar"), so a delivery booked on it in a test is never refused by the
 * calendar whatever day the test runs.
 */
export function bookableDay(daysAhead = 1): string {
  let day = addDays(localDate(new Date()), daysAhead);
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6 || nationalHoliday(day)) day = addDays(day, 1);
  return day;
}

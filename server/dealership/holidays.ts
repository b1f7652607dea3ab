import Holidays from 'date-holidays';
import type { HolidayLookup } from '#domain/back-office/branch-agenda';

/**
 * Argentina's national holidays ("feriados nacionales"), in Spanish: the library's `public` type only. Its `bank` and
 * `optional` days (the "días no laborables" each employer decides) leave the branch open (docs/decisions/0071).
 * Each year's list is built once; the branches are all in Argentina, so the province's own days are closures staff
 * add in the Sitio section.
 */
const argentina = new Holidays('AR', { languages: ['es'], types: ['public'] });
const byYear = new Map<number, Map<string, string>>();

export const nationalHoliday: HolidayLookup = (date) => {
  const year = Number(date.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Map();
    for (const holiday of argentina.getHolidays(year) || []) {
      if (holiday.type !== 'public') continue;
      const day = holiday.date.slice(0, 10);
      days.set(day, days.has(day) ? `${days.get(day)}, ${holiday.name}` : holiday.name);
    }
    byYear.set(year, days);
  }
  return days.get(date) ?? null;
};

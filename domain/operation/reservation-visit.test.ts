import { describe, expect, it } from 'vitest';
import type { BranchCalendar, WeeklyHours } from '../back-office/branch-agenda';
import { mendozaInstant } from '../shared/mendoza-instant';
import { visitWindow } from './reservation-visit';

/** Monday to Friday 9 to 13 and 16 to 20, Saturday 10 to 13, closed on Sunday. */
const HOURS: WeeklyHours = [
  [],
  ...Array.from({ length: 5 }, () => [
    { from: '09:00', to: '13:00' },
    { from: '16:00', to: '20:00' },
  ]),
  [{ from: '10:00', to: '13:00' }],
];
const branch = (closureDays: BranchCalendar['closureDays'] = []): BranchCalendar => ({
  weeklyHours: HOURS,
  closureDays,
});
const noHolidays = () => null;
const at = (date: string, time: string) => mendozaInstant(date, time) ?? new Date(Number.NaN);

// 2027-03-01 is a Monday.
describe('the days a visit after the deposit may be booked on', () => {
  it('runs from today to the day the 48 hours end', () => {
    const paid = at('2027-03-01', '10:00');
    expect(visitWindow(paid, paid, branch(), noHolidays)).toEqual({
      first: '2027-03-01',
      last: '2027-03-03',
    });
  });

  it('offers two days the branch opens when the 48 hours hold fewer (a Saturday evening, a holiday)', () => {
    // Paid on Saturday after closing: Saturday is over, Sunday closed; Monday is the 48 hours' end, then Tuesday.
    const saturday = at('2027-03-06', '19:00');
    expect(visitWindow(saturday, saturday, branch(), noHolidays)).toEqual({
      first: '2027-03-06',
      last: '2027-03-09',
    });
    // Paid on Saturday morning: Saturday and Monday.
    const morning = at('2027-03-06', '10:30');
    expect(visitWindow(morning, morning, branch(), noHolidays)).toEqual({
      first: '2027-03-06',
      last: '2027-03-08',
    });
    // Monday a holiday, Tuesday a closure: on to Thursday, the second day it opens after Saturday.
    const holiday = (date: string) => (date === '2027-03-08' ? 'Feriado' : null);
    expect(
      visitWindow(saturday, saturday, branch([{ date: '2027-03-09', reason: 'Inventario' }]), holiday),
    ).toEqual({ first: '2027-03-06', last: '2027-03-11' });
  });

  it('still offers two open days to a buyer who comes back after the 48 hours', () => {
    const paid = at('2027-03-01', '10:00');
    const weekLater = at('2027-03-08', '12:00');
    expect(visitWindow(paid, weekLater, branch(), noHolidays)).toEqual({
      first: '2027-03-08',
      last: '2027-03-09',
    });
  });
});

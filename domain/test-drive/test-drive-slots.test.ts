import { describe, expect, it } from 'vitest';
import type { BranchCalendar } from '../back-office/branch-agenda';
import { daySlotTimes, firstSlots, freeSlots, isOfferedSlot } from './test-drive-slots';

const weekdays = [
  { from: '09:00', to: '13:00' },
  { from: '16:00', to: '20:00' },
];
const calendar: BranchCalendar = {
  weeklyHours: [[], weekdays, weekdays, weekdays, weekdays, weekdays, [{ from: '10:00', to: '13:00' }]],
  closureDays: [{ date: '2026-12-09', reason: 'Inventario' }],
};
const noHoliday = () => null;
const holidays = (date: string) => (date === '2026-12-08' ? 'Inmaculada Concepción de María' : null);
// Monday 7 December 2026, 8:30 in Mendoza.
const now = new Date('2026-12-07T11:30:00Z');

describe('the slots a branch offers for a test drive', () => {
  it('cut each range of the day into slots that end by its closing', () => {
    expect(daySlotTimes(calendar, 45, '2026-12-07', noHoliday)).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '11:15',
      '12:00',
      '16:00',
      '16:45',
      '17:30',
      '18:15',
      '19:00',
    ]);
    expect(daySlotTimes(calendar, 60, '2026-12-12', noHoliday)).toEqual(['10:00', '11:00', '12:00']);
  });

  it('leave out Sundays, holidays, closures and a branch without hours', () => {
    expect(daySlotTimes(calendar, 45, '2026-12-13', noHoliday)).toEqual([]);
    expect(daySlotTimes(calendar, 45, '2026-12-08', holidays)).toEqual([]);
    expect(daySlotTimes(calendar, 45, '2026-12-09', noHoliday)).toEqual([]);
    expect(daySlotTimes({ weeklyHours: [], closureDays: [] }, 45, '2026-12-07', noHoliday)).toEqual([]);
  });

  it('list fourteen days from today, without the slots too soon or overlapping a booking', () => {
    const taken = [
      // 10:30 to 11:15 is booked; with 60-minute slots it overlaps 10:00 and 11:00 on the grid of that day.
      { startsAt: new Date('2026-12-10T13:30:00Z'), endsAt: new Date('2026-12-10T14:15:00Z') },
    ];
    const days = freeSlots({ calendar, slotMinutes: 60, holidayOf: holidays, now, taken });
    expect(days[0]?.date).toBe('2026-12-07');
    // 9:00 in Mendoza is sooner than an hour from 8:30.
    expect(days[0]?.slots[0]).toEqual({ startsAt: '2026-12-07T13:00:00.000Z', time: '10:00' });
    expect(days.map((day) => day.date)).not.toContain('2026-12-08');
    expect(days.map((day) => day.date)).not.toContain('2026-12-09');
    expect(days.map((day) => day.date)).not.toContain('2026-12-13');
    expect(days.at(-1)?.date).toBe('2026-12-19');
    const thursday = days.find((day) => day.date === '2026-12-10');
    expect(thursday?.slots.map((slot) => slot.time)).toEqual([
      '09:00',
      '12:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
    ]);
    expect(firstSlots(days, 2).map((slot) => slot.startsAt)).toEqual([
      '2026-12-07T13:00:00.000Z',
      '2026-12-07T14:00:00.000Z',
    ]);
  });

  it('start at `from` when it is later than today', () => {
    const days = freeSlots({
      calendar,
      slotMinutes: 45,
      holidayOf: noHoliday,
      now,
      taken: [],
      from: '2026-12-16',
    });
    expect(days.map((day) => day.date)).toEqual(['2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19']);
  });

  it('offer only instants on the grid of an open day of the window', () => {
    const query = { calendar, slotMinutes: 45, holidayOf: holidays, now };
    expect(isOfferedSlot(query, new Date('2026-12-10T12:45:00Z'))).toBe(true);
    expect(isOfferedSlot(query, new Date('2026-12-10T12:50:00Z'))).toBe(false);
    expect(isOfferedSlot(query, new Date('2026-12-08T12:45:00Z'))).toBe(false);
    expect(isOfferedSlot(query, new Date('2026-12-07T12:00:00Z'))).toBe(false);
    expect(isOfferedSlot(query, new Date('2026-12-21T12:00:00Z'))).toBe(false);
  });
});

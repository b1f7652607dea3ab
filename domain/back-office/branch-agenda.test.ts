import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  appointmentRefusal,
  appointmentTimes,
  type BranchCalendar,
  closedDayReason,
  NO_HOURS_REASON,
  type OpenRange,
  readRanges,
  SUNDAY_REASON,
  weekDays,
  weeklyHoursLines,
  writeRanges,
} from './branch-agenda';

const weekday = [
  { from: '09:00', to: '13:00' },
  { from: '16:00', to: '20:00' },
];
const calendar: BranchCalendar = {
  weeklyHours: [[], weekday, weekday, weekday, weekday, weekday, [{ from: '09:00', to: '13:00' }]],
  closureDays: [{ date: '2026-12-24', reason: 'Inventario' }],
};
const holidays = (date: string) => (date === '2026-07-09' ? 'Día de la Independencia' : null);

describe('the branch calendar', () => {
  it('books within the hours, and says the hours otherwise', () => {
    expect(appointmentRefusal(calendar, '2026-12-07', '09:00', holidays)).toBeNull();
    expect(appointmentRefusal(calendar, '2026-12-07', '19:30', holidays)).toBeNull();
    expect(appointmentRefusal(calendar, '2026-12-07', '13:00', holidays)).toBe(
      'La sucursal atiende de 9 a 13 y de 16 a 20.',
    );
    expect(appointmentRefusal(calendar, '2026-12-07', '08:59', holidays)).toBe(
      'La sucursal atiende de 9 a 13 y de 16 a 20.',
    );
    expect(appointmentRefusal(calendar, '2026-12-05', '17:00', holidays)).toBe(
      'Los sábados la sucursal atiende de 9 a 13.',
    );
  });

  it('refuses Sundays, holidays and the branch’s closures with the reason', () => {
    expect(appointmentRefusal(calendar, '2026-12-06', '10:00', holidays)).toBe(SUNDAY_REASON);
    expect(appointmentRefusal(calendar, '2026-07-09', '10:00', holidays)).toBe(
      'El 9 de julio es feriado (Día de la Independencia).',
    );
    expect(appointmentRefusal(calendar, '2026-12-24', '10:00', holidays)).toBe(
      'La sucursal cierra el 24 de diciembre (Inventario).',
    );
  });

  it('refuses every Sunday at every time, whatever hours the branch’s week gives Sunday', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 48 }))
      .filter(([from, length]) => from + length <= 48)
      .map(
        ([from, length]): OpenRange => ({
          from: `${String(Math.floor(from / 2)).padStart(2, '0')}:${from % 2 ? '30' : '00'}`,
          to: `${String(Math.floor((from + length) / 2)).padStart(2, '0')}:${(from + length) % 2 ? '30' : '00'}`,
        }),
      );
    const week = fc.array(fc.array(range, { maxLength: 2 }), { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(
        week,
        fc.integer({ min: 0, max: 520 }),
        fc.integer({ min: 0, max: 47 }),
        (weeklyHours, weeks, slot) => {
          // 2026-01-04 is a Sunday; a Sunday that is not a holiday nor a closure.
          const sunday = addDays('2026-01-04', weeks * 7);
          const time = `${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
          const branch = {
            weeklyHours: [[{ from: '00:00', to: '24:00' }], ...weeklyHours.slice(1)],
            closureDays: [],
          };
          expect(closedDayReason(branch, sunday, () => null)).toBe(SUNDAY_REASON);
          expect(appointmentRefusal(branch, sunday, time, () => null)).toBe(SUNDAY_REASON);
        },
      ),
    );
  });

  it('refuses every day at a branch whose week was never filled in, telling staff to load its hours', () => {
    const empty = { weeklyHours: [[], [], [], [], [], [], []], closureDays: [] };
    for (const calendarOf of [empty, { weeklyHours: [], closureDays: [] }])
      for (let day = 0; day < 14; day += 1) {
        const date = addDays('2026-12-07', day);
        const expected = day % 7 === 6 ? SUNDAY_REASON : NO_HOURS_REASON;
        expect(appointmentRefusal(calendarOf, date, '10:00', () => null)).toBe(expected);
      }
    expect(NO_HOURS_REASON).toContain('Horario para turnos y entregas');
    // A holiday or a closure still says so first.
    expect(appointmentRefusal(empty, '2026-07-09', '10:00', holidays)).toBe(
      'El 9 de julio es feriado (Día de la Independencia).',
    );
  });

  it('reads and writes a day’s ranges as staff type them', () => {
    expect(readRanges('9 a 13 y 16 a 20')).toEqual(weekday);
    expect(readRanges('8:30 a 13:00, 16:30 a 20:30')).toEqual([
      { from: '08:30', to: '13:00' },
      { from: '16:30', to: '20:30' },
    ]);
    expect(readRanges('')).toEqual([]);
    expect(readRanges('13 a 9')).toBeNull();
    expect(readRanges('9 a 14 y 13 a 20')).toBeNull();
    expect(readRanges('mañana')).toBeNull();
    expect(writeRanges(weekday)).toBe('9:00 a 13:00 y 16:00 a 20:00');
    expect(readRanges(writeRanges(weekday))).toEqual(weekday);
  });

  it('offers the times within any day’s hours and names the week from Monday', () => {
    const times = appointmentTimes([calendar]);
    expect(times[0]).toBe('09:00');
    expect(times).toContain('12:30');
    expect(times).not.toContain('13:00');
    expect(times.at(-1)).toBe('19:30');
    expect(weekDays('2026-12-06')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeklyHoursLines(calendar.weeklyHours)).toEqual([
      'Lunes a viernes: de 9 a 13 y de 16 a 20',
      'Sábado: de 9 a 13',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  appointmentRefusal,
  appointmentTimes,
  type BranchCalendar,
  readRanges,
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
    expect(appointmentRefusal(calendar, '2026-12-06', '10:00', holidays)).toBe(
      'La sucursal no abre los domingos.',
    );
    expect(appointmentRefusal(calendar, '2026-07-09', '10:00', holidays)).toBe(
      'El 9 de julio es feriado (Día de la Independencia).',
    );
    expect(appointmentRefusal(calendar, '2026-12-24', '10:00', holidays)).toBe(
      'La sucursal cierra el 24 de diciembre (Inventario).',
    );
  });

  it('checks only holidays and closures for a branch without hours', () => {
    const open = { weeklyHours: [], closureDays: [] };
    expect(appointmentRefusal(open, '2026-12-06', '23:00', holidays)).toBeNull();
    expect(appointmentRefusal(open, '2026-07-09', '10:00', holidays)).not.toBeNull();
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

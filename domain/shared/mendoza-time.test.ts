import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDateTime, formatDay, formatLongDate, localDate } from './mendoza-time';

describe('dates and times in Mendoza', () => {
  // 01:01 UTC on the 25th is 22:01 of the 24th in Mendoza (UTC−3).
  const lateEvening = new Date('2026-11-25T01:01:00Z');

  it('turns the day at local midnight, not at UTC', () => {
    expect(localDate(lateEvening)).toBe('2026-11-24');
    expect(localDate(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
  });

  it('writes the time on the 24-hour clock, with no "p. m."', () => {
    expect(formatClockTime(lateEvening)).toBe('22:01');
    expect(formatClockTime(new Date('2026-11-24T12:05:00Z'))).toBe('09:05');
  });

  it('writes a long date and a date with its time as Argentina reads them', () => {
    expect(formatLongDate(lateEvening)).toBe('24 de noviembre de 2026');
    expect(formatDateTime(lateEvening)).toBe('24/11/2026 22:01');
  });

  it('writes a calendar day kept as YYYY-MM-DD day first', () => {
    expect(formatDay('2026-12-03')).toBe('03/12/2026');
  });
});

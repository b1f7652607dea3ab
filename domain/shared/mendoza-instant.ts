import { localDate } from './mendoza-time';

/*
 * Reading a day and a time typed on Mendoza's clock, apart from ./mendoza-time.ts: the server's schemas and one
 * on-demand part of the back office use it, so the pages' first load, which formats dates, does not carry it
 * (docs/decisions/0056).
 */

/** Mendoza keeps UTC−3 all year (no daylight saving since 2009). */
const MENDOZA_OFFSET_HOURS = 3;

/**
 * The instant of a day and a time on Mendoza's clock ('2026-12-03', '10:30'), or null when either is not a real one
 * (a 31st of November, 24:00). The reverse of `localDate` and `formatClockTime`.
 */
export function mendozaInstant(date: string, time: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clockTime = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clockTime) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hours, minutes] = [Number(clockTime[1]), Number(clockTime[2])];
  if (hours > 23 || minutes > 59) return null;
  const instant = new Date(Date.UTC(year, month - 1, dayOfMonth, hours + MENDOZA_OFFSET_HOURS, minutes));
  return localDate(instant) === date ? instant : null;
}

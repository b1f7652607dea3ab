import {
  addDays,
  type BranchCalendar,
  closedDayReason,
  type HolidayLookup,
  weekdayOf,
} from '../back-office/branch-agenda';
import { mendozaInstant } from '../shared/mendoza-instant';
import { formatClockTime, localDate } from '../shared/mendoza-time';
import {
  TEST_DRIVE_DAYS_AHEAD,
  TEST_DRIVE_MIN_NOTICE_MINUTES,
  type TestDriveSlot,
  type TestDriveSlotDay,
} from './test-drive';

/**
 * Which slots a branch offers for a test drive (docs/product.md §6 "The branch calendar", docs/decisions/0087): the
 * branch's hours cut into slots of its length, each slot inside one of the day's ranges; none on a day the branch is
 * closed (its closures, Argentina's national holidays, a weekday it does not open: the same rule that refuses a
 * delivery, `closedDayReason`); none sooner than the notice; none that overlaps a booking of the same demo unit. The
 * database refuses an overlapping booking too (the exclusion constraint of test_drives): this list is what a buyer is
 * offered, the constraint is what holds.
 */

/** A booking that holds a demo unit from `startsAt` until `endsAt`. */
export interface TakenTime {
  startsAt: Date;
  endsAt: Date;
}

const MINUTE_MS = 60_000;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Today and the last day a booking may fall on, in Mendoza ('YYYY-MM-DD'). */
export function bookingWindow(now: Date): { first: string; last: string } {
  const first = localDate(now);
  return { first, last: addDays(first, TEST_DRIVE_DAYS_AHEAD - 1) };
}

/**
 * The start times of a day's slots ('HH:MM'), taken or not: from each range's opening, every `slotMinutes`, while the
 * slot ends by the range's closing. None when the branch is closed that day or has no hours recorded (a test drive
 * needs someone there: a branch without hours offers nothing).
 */
export function daySlotTimes(
  calendar: BranchCalendar,
  slotMinutes: number,
  date: string,
  holidayOf: HolidayLookup,
): string[] {
  if (closedDayReason(calendar, date, holidayOf)) return [];
  const times: string[] = [];
  for (const range of calendar.weeklyHours[weekdayOf(date)] ?? []) {
    const closing = minutesOf(range.to);
    for (let at = minutesOf(range.from); at + slotMinutes <= closing; at += slotMinutes)
      times.push(timeOf(at));
  }
  return times;
}

const overlaps = (startsAt: Date, endsAt: Date, taken: readonly TakenTime[]) =>
  taken.some((booking) => booking.startsAt < endsAt && startsAt < booking.endsAt);

export interface SlotQuery {
  calendar: BranchCalendar;
  slotMinutes: number;
  holidayOf: HolidayLookup;
  now: Date;
  /** The bookings that hold the demo unit (cancelled ones left out). */
  taken: readonly TakenTime[];
  /** The first day to list; the window's first when earlier or left out. */
  from?: string | undefined;
  /** The days slots may fall on; a test drive's (`bookingWindow`) when left out. */
  window?: { first: string; last: string } | undefined;
}

/** The free slots from `from` to the window's last day, by day; days with none free are left out. */
export function freeSlots(query: SlotQuery): TestDriveSlotDay[] {
  const window = query.window ?? bookingWindow(query.now);
  const earliest = query.now.getTime() + TEST_DRIVE_MIN_NOTICE_MINUTES * MINUTE_MS;
  const days: TestDriveSlotDay[] = [];
  let date = query.from && query.from > window.first ? query.from : window.first;
  for (; date <= window.last; date = addDays(date, 1)) {
    const slots: TestDriveSlot[] = [];
    for (const time of daySlotTimes(query.calendar, query.slotMinutes, date, query.holidayOf)) {
      const startsAt = mendozaInstant(date, time);
      if (!startsAt || startsAt.getTime() < earliest) continue;
      const endsAt = new Date(startsAt.getTime() + query.slotMinutes * MINUTE_MS);
      if (overlaps(startsAt, endsAt, query.taken)) continue;
      slots.push({ startsAt: startsAt.toISOString(), time });
    }
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/**
 * Whether `startsAt` is a slot the branch offers at all, taken or not: on the grid of an open day of the window, and
 * not sooner than the notice. A booking at any other instant is refused before the database is asked.
 */
export function isOfferedSlot(query: Omit<SlotQuery, 'taken' | 'from'>, startsAt: Date): boolean {
  const window = query.window ?? bookingWindow(query.now);
  const date = localDate(startsAt);
  if (date < window.first || date > window.last) return false;
  if (startsAt.getTime() < query.now.getTime() + TEST_DRIVE_MIN_NOTICE_MINUTES * MINUTE_MS) return false;
  const time = formatClockTime(startsAt);
  return (
    startsAt.getUTCSeconds() === 0 &&
    startsAt.getUTCMilliseconds() === 0 &&
    daySlotTimes(query.calendar, query.slotMinutes, date, query.holidayOf).includes(time)
  );
}

/** The first `count` free slots, in order. */
export function firstSlots(days: readonly TestDriveSlotDay[], count: number): TestDriveSlot[] {
  return days.flatMap((day) => day.slots).slice(0, count);
}

/** When a slot that starts at `startsAt` ends. */
export const slotEnd = (startsAt: Date, slotMinutes: number) =>
  new Date(startsAt.getTime() + slotMinutes * MINUTE_MS);

import type { StaffMember } from './staff';

/**
 * A branch's calendar (docs/product.md §6 "The branch calendar", docs/decisions/0071 and 0072): when it opens (its
 * structured hours, edited in the Sitio section), the days it does not (Argentina's national holidays and the branch's
 * own closures), and the appointments booked on it. A delivery is the one kind today; another kind joins by adding its
 * id to APPOINTMENT_KINDS and a source on the server, and the same rule below decides where it may be booked.
 *
 * No zod and no holiday library here: the agenda's page imports these labels, and the holidays are looked up on the
 * server (server/dealership/holidays.ts) and handed to the rule as a function.
 */

/** One stretch of a day the branch is open, on Mendoza's clock: 'HH:MM', `from` before `to`. */
export interface OpenRange {
  from: string;
  to: string;
}

/** A day the branch stays closed besides the national holidays: 'YYYY-MM-DD' and why, as staff wrote it. */
export interface ClosureDay {
  date: string;
  reason: string;
}

/**
 * The week's hours, indexed by weekday as JavaScript counts them (0 Sunday … 6 Saturday); an empty day is closed.
 * A branch whose week is all empty has no hours recorded: nothing is booked there until staff load them
 * (`NO_HOURS_REASON`). Sunday's hours are never read: no appointment falls on a Sunday (`SUNDAY_REASON`).
 */
export type WeeklyHours = OpenRange[][];

export interface BranchCalendar {
  weeklyHours: WeeklyHours;
  closureDays: ClosureDay[];
}

/** The name of the national holiday of a day ('YYYY-MM-DD'), or null. */
export type HolidayLookup = (date: string) => string | null;

export const WEEKDAY_NAMES = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
] as const;
const WEEKDAY_PLURALS = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'] as const;
const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** The kinds of appointment a branch's calendar holds: deliveries, and test drives (docs/decisions/0087). */
export const APPOINTMENT_KINDS = ['delivery', 'test_drive', 'visit'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export const APPOINTMENT_KIND_LABELS: Readonly<Record<AppointmentKind, string>> = {
  delivery: 'Entrega',
  test_drive: 'Prueba de manejo',
  visit: 'Visita de la reserva',
};

/** Appointment times are offered every this many minutes. */
export const APPOINTMENT_STEP_MINUTES = 30;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The weekday (0 Sunday … 6 Saturday) of a calendar day 'YYYY-MM-DD'. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
}

/** The calendar day `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/** The Monday of the week of `date`, and the week's seven days from it. */
export function weekDays(date: string): string[] {
  const monday = addDays(date, -((weekdayOf(date) + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** "9 de julio". */
export function dayAndMonth(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day} de ${MONTH_NAMES[(month ?? 1) - 1]}`;
}

/** "lunes 7 de diciembre". */
export function weekdayAndDate(date: string): string {
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${dayAndMonth(date)}`;
}

/** "9", "8:30": an hour as people say it. */
function spokenTime(time: string): string {
  const [hours, minutes] = time.split(':');
  return minutes === '00' ? String(Number(hours)) : `${Number(hours)}:${minutes}`;
}

/** "de 9 a 13 y de 16 a 20". */
export function describeRanges(ranges: readonly OpenRange[]): string {
  return ranges.map((range) => `de ${spokenTime(range.from)} a ${spokenTime(range.to)}`).join(' y ');
}

/** "9:00 a 13:00 y 16:00 a 20:00": how the Sitio form writes a day's ranges. */
export function writeRanges(ranges: readonly OpenRange[]): string {
  const written = (time: string) => time.replace(/^0(?=\d:)/, '');
  return ranges.map((range) => `${written(range.from)} a ${written(range.to)}`).join(' y ');
}

/**
 * A day's ranges as staff type them ("9 a 13 y 16 a 20", "8:30 a 13:00 y 16:30 a 20:30"; empty: closed), or null
 * when the text cannot be read as ranges in order within the day.
 */
export function readRanges(text: string): OpenRange[] | null {
  const trimmed = text.trim();
  if (trimmed === '' || /^cerrad[oa]$/i.test(trimmed)) return [];
  const parts = trimmed.split(/\s*(?:,|;|\by\b)\s*/).filter((part) => part !== '');
  const ranges: OpenRange[] = [];
  for (const part of parts) {
    const match = /^(?:de\s+)?(\d{1,2})(?::(\d{2}))?\s*(?:a|-|–)\s*(\d{1,2})(?::(\d{2}))?$/i.exec(part);
    if (!match) return null;
    const from = Number(match[1]) * 60 + Number(match[2] ?? 0);
    const to = Number(match[3]) * 60 + Number(match[4] ?? 0);
    if (Number(match[2] ?? 0) > 59 || Number(match[4] ?? 0) > 59 || to > 24 * 60 || from >= to) return null;
    const previous = ranges.at(-1);
    if (previous && minutesOf(previous.to) > from) return null;
    ranges.push({ from: timeOf(from), to: timeOf(to) });
  }
  return ranges;
}

/**
 * No appointment of any kind falls on a Sunday, whatever a branch's week says (issue 33, docs/decisions/0071): the
 * dealership neither delivers nor takes visits or test drives that day.
 */
export const SUNDAY_REASON = 'Los domingos no se agendan entregas ni turnos.';

/** Why nothing is booked at a branch whose week was never filled in: what staff must do about it. */
export const NO_HOURS_REASON =
  'La sucursal no tiene cargado su «Horario para turnos y entregas»: cargalo en la sección Sitio antes de agendar.';

/** Whether the branch has any appointment hours recorded (a week not all empty). */
export const hasHours = (calendar: BranchCalendar) => calendar.weeklyHours.some((day) => day.length > 0);

/**
 * Why the branch is closed all of `date`, or null when it opens that day: one of its closures, a national holiday, a
 * Sunday, a week without hours, or a weekday it does not open. The one rule of which days take appointments: the
 * deliveries, the test drives and the visits all ask it.
 */
export function closedDayReason(
  calendar: BranchCalendar,
  date: string,
  holidayOf: HolidayLookup,
): string | null {
  const closure = calendar.closureDays.find((day) => day.date === date);
  if (closure) return `La sucursal cierra el ${dayAndMonth(date)} (${closure.reason}).`;
  const holiday = holidayOf(date);
  if (holiday) return `El ${dayAndMonth(date)} es feriado (${holiday}).`;
  const weekday = weekdayOf(date);
  if (weekday === 0) return SUNDAY_REASON;
  if (!hasHours(calendar)) return NO_HOURS_REASON;
  if ((calendar.weeklyHours[weekday] ?? []).length === 0) {
    return `La sucursal no abre los ${WEEKDAY_PLURALS[weekday]}.`;
  }
  return null;
}

/** The day's opening hours, in words, as the refusal and the agenda say them. */
export function dayHoursText(calendar: BranchCalendar, date: string): string {
  const weekday = weekdayOf(date);
  const ranges = calendar.weeklyHours[weekday] ?? [];
  const usual = describeRanges(calendar.weeklyHours[1] ?? []);
  const today = describeRanges(ranges);
  return today === usual || usual === ''
    ? `La sucursal atiende ${today}.`
    : `Los ${WEEKDAY_PLURALS[weekday]} la sucursal atiende ${today}.`;
}

/**
 * Why an appointment at `time` on `date` (Mendoza's clock) cannot be booked at the branch, or null when it can: a
 * closed day (`closedDayReason`: a closure, a holiday, a Sunday, no hours loaded, a weekday it does not open) or a
 * time outside its hours (an appointment starts at or after opening and before closing).
 */
export function appointmentRefusal(
  calendar: BranchCalendar,
  date: string,
  time: string,
  holidayOf: HolidayLookup,
): string | null {
  const closed = closedDayReason(calendar, date, holidayOf);
  if (closed) return closed;
  const at = minutesOf(time);
  const ranges = calendar.weeklyHours[weekdayOf(date)] ?? [];
  if (ranges.some((range) => minutesOf(range.from) <= at && at < minutesOf(range.to))) return null;
  return dayHoursText(calendar, date);
}

/** The times the form offers: every step within any day's hours but Sunday's (the server still checks the day). */
export function appointmentTimes(calendars: readonly BranchCalendar[]): string[] {
  const times = new Set<number>();
  for (const calendar of calendars)
    for (const day of calendar.weeklyHours.slice(1))
      for (const range of day)
        for (let at = minutesOf(range.from); at < minutesOf(range.to); at += APPOINTMENT_STEP_MINUTES)
          times.add(at);
  return [...times].sort((a, b) => a - b).map(timeOf);
}

/**
 * The week's hours in words, one line per group of consecutive days with the same hours ("Lunes a viernes: …"), from
 * Monday to Saturday: no appointment falls on a Sunday.
 */
export function weeklyHoursLines(weeklyHours: WeeklyHours): string[] {
  const order = [1, 2, 3, 4, 5, 6];
  const lines: string[] = [];
  let start = 0;
  while (start < order.length) {
    const text = describeRanges(weeklyHours[order[start] ?? 0] ?? []);
    let end = start;
    while (end + 1 < order.length && describeRanges(weeklyHours[order[end + 1] ?? 0] ?? []) === text)
      end += 1;
    if (text !== '') {
      const first: string = WEEKDAY_NAMES[order[start] ?? 0] ?? '';
      const last: string = WEEKDAY_NAMES[order[end] ?? 0] ?? '';
      const days = start === end ? first : end === start + 1 ? `${first} y ${last}` : `${first} a ${last}`;
      lines.push(`${days.charAt(0).toUpperCase()}${days.slice(1)}: ${text}`);
    }
    start = end + 1;
  }
  return lines;
}

/** One appointment on a branch's calendar, whatever its kind: what the week shows and where it leads. */
export interface AgendaAppointment {
  kind: AppointmentKind;
  /** ISO instant. */
  at: string;
  /** 'HH:MM' on Mendoza's clock. */
  time: string;
  /** What it is about, without the buyer's personal data ("Volkswagen Amarok V6 · 7K3M9Q"). */
  title: string;
  /** Where it stands ("Entrega programada", "Entregado"). */
  state: string;
  /** The record's page in the back office. */
  href: string;
}

export interface AgendaDay {
  date: string;
  /** Why the branch is closed that day (a holiday, a closure, a day it does not open), or null. */
  closed: string | null;
  /** The day's hours in words ("de 9 a 13 y de 16 a 20"); empty when closed or not recorded. */
  hours: string;
  appointments: AgendaAppointment[];
}

export interface BranchAgendaWeek {
  branches: { id: number; name: string }[];
  branch: { id: number; name: string; address: string; hoursLines: string[] };
  /** The week's Monday, and the Mondays before and after it. */
  week: string;
  previousWeek: string;
  nextWeek: string;
  /** The week's Monday of today, and today, in Mendoza. */
  thisWeek: string;
  today: string;
  days: AgendaDay[];
}

/** The address of a branch's week: /admin/agenda?sucursal=ID&semana=YYYY-MM-DD. */
export function agendaHref(path: string, branchId: number, week: string): string {
  return `${path}?sucursal=${branchId}&semana=${week}`;
}

/**
 * The calendars (server/dealership/branch-agenda-source.ts), for /admin/agenda through the router context: one
 * branch's week with its hours, its closed days and the appointments the member may see (a `sales` member, their
 * brands' only). null when there is no such branch.
 */
export interface BranchAgendaSource {
  week(
    member: StaffMember,
    query: { branchId: number | null; date: string | null },
  ): Promise<BranchAgendaWeek | null>;
}

/**
 * Pages, e-mails and rules read dates and times as they are lived in Mendoza (UTC−3 all year), whatever the zone of
 * the server or of the visitor. Building an Intl.DateTimeFormat is costly, so each format is made once here.
 */
export const MENDOZA_TIME_ZONE = 'America/Argentina/Mendoza';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: MENDOZA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const longDay = new Intl.DateTimeFormat('es-AR', { timeZone: MENDOZA_TIME_ZONE, dateStyle: 'long' });
const clock = new Intl.DateTimeFormat('es-AR', {
  timeZone: MENDOZA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const shortDay = new Intl.DateTimeFormat('es-AR', {
  timeZone: MENDOZA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The day in Mendoza as 'YYYY-MM-DD': a birthday, a deadline or a month folder turns at local midnight. */
export function localDate(instant: Date): string {
  return isoDay.format(instant);
}

/** "25 de noviembre de 2026". */
export function formatLongDate(instant: Date): string {
  return longDay.format(instant);
}

/** "22:01", on the 24-hour clock Argentina writes. */
export function formatClockTime(instant: Date): string {
  return clock.format(instant);
}

/** "24/11/2026 22:01": an instant as a receipt or a staff listing shows it. */
export function formatDateTime(instant: Date): string {
  return `${shortDay.format(instant)} ${clock.format(instant)}`;
}

/** "03/12/2026": a calendar day kept as 'YYYY-MM-DD' (a birth date, an appointment's day), as Argentina writes it. */
export function formatDay(day: string): string {
  return day.split('-').reverse().join('/');
}

import { DEALERSHIP } from '#domain/content/dealership';
import { formatClockTime, localDate, MENDOZA_TIME_ZONE } from '#domain/shared/mendoza-time';
import type { MailAttachment } from '../db/schema';

/**
 * An appointment as a calendar file (RFC 5545, docs/decisions/0088) that the buyer's mail program offers to add: one
 * VEVENT, its times on Mendoza's clock with the zone described in the file (UTC−3 all year, no daylight saving since
 * 2009), METHOD:PUBLISH (the dealership publishes the appointment; nobody is asked to reply). The same UID with a
 * higher SEQUENCE replaces the event in the calendar when it moves, and STATUS:CANCELLED removes it.
 */
export interface CalendarEvent {
  /** Unique and stable for the appointment: its moves and its cancellation carry the same. */
  uid: string;
  /** One more at each change. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  url?: string;
  cancelled?: boolean;
  /** When the file is written. */
  stamp?: Date;
}

const UID_DOMAIN = DEALERSHIP.email.slice(DEALERSHIP.email.indexOf('@') + 1);
const MENDOZA_OFFSET = '-0300';

/** A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space, and a character is never
 * cut between its UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An instant as a UTC DATE-TIME: 20261210T123000Z. */
const utc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** An instant on Mendoza's clock as a local DATE-TIME: 20261210T093000. */
const mendozaLocal = (instant: Date) =>
  `${localDate(instant).replace(/-/g, '')}T${formatClockTime(instant).replace(':', '')}00`;

/** The calendar file's text, lines ending in CRLF. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${DEALERSHIP.name}//Turnos//ES`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${MENDOZA_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${MENDOZA_OFFSET}`,
    `TZOFFSETTO:${MENDOZA_OFFSET}`,
    'TZNAME:-03',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}@${UID_DOMAIN}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp ?? new Date())}`,
    `DTSTART;TZID=${MENDOZA_TIME_ZONE}:${mendozaLocal(event.startsAt)}`,
    `DTEND;TZID=${MENDOZA_TIME_ZONE}:${mendozaLocal(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The file as an e-mail attachment. */
export function calendarAttachment(event: CalendarEvent, filename: string): MailAttachment {
  return {
    filename,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendarFile(event),
  };
}

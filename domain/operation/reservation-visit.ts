import {
  addDays,
  type BranchCalendar,
  closedDayReason,
  type HolidayLookup,
  weekdayOf,
} from '../back-office/branch-agenda';
import { formatClockTime, localDate } from '../shared/mendoza-time';
import { TEST_DRIVE_MESSAGES, type TestDriveSlotDay } from '../test-drive/test-drive';

/**
 * The visit after a reservation (docs/product.md §2 "Mi reserva", docs/decisions/0089): the buyer who
 * paid the deposit books, on the branch calendar, the time they come to the unit's branch within 48 hours to complete
 * the purchase. It holds a salesperson's time, not a demo unit: the reservation's asesor, or, when it has none yet,
 * the brand's salesperson free at that time with the fewest visits ahead. The words and shapes the pages and the
 * server share; the slots are cut by the branch calendar's rule (../test-drive/test-drive-slots.ts).
 */

/** How long a visit holds the salesperson. */
export const RESERVATION_VISIT_MINUTES = 30;
/** The buyer is asked to come within this many hours of paying the deposit (docs/product.md §2). */
export const RESERVATION_VISIT_HOURS = 48;
/** However the 48 hours fall (a weekend, a holiday), the buyer is offered at least this many days the branch opens. */
export const RESERVATION_VISIT_MIN_OPEN_DAYS = 2;

/** Booked, then cancelled, or marked by the team after its time: the buyer came or did not (docs/decisions/0089). */
export const RESERVATION_VISIT_STATES = ['booked', 'came', 'no_show', 'cancelled'] as const;
export type ReservationVisitState = (typeof RESERVATION_VISIT_STATES)[number];

export const RESERVATION_VISIT_STATE_LABELS: Readonly<Record<ReservationVisitState, string>> = {
  booked: 'Agendada',
  came: 'Vino',
  no_show: 'No vino',
  cancelled: 'Cancelada',
};

/** The form's action names, on the success page and on "Mi reserva". */
export const RESERVATION_VISIT_INTENTS = {
  book: 'agendar-visita',
  move: 'mover-visita',
  cancel: 'cancelar-visita',
} as const;

export const RESERVATION_VISIT_MESSAGES = {
  booked: 'Listo: agendamos tu visita.',
  moved: 'Listo: cambiamos el horario de tu visita.',
  cancelled: 'Cancelamos tu visita. Podés agendar otra cuando quieras.',
  slotTaken: TEST_DRIVE_MESSAGES.slotTaken,
  slotNotOffered: TEST_DRIVE_MESSAGES.slotNotOffered,
  alreadyBooked:
    'Tu visita ya está agendada. Para cambiarla o cancelarla, abrí Mi reserva con el enlace del e-mail.',
  notOpen: 'Esta reserva ya no agenda visitas: te contactamos para coordinar la entrega.',
  noVisit: 'Esta reserva no tiene una visita agendada.',
} as const;

/** Where and with whom a visit takes place, as the buyer reads it. */
export interface ReservationVisitPlace {
  name: string;
  address: string;
  mapUrl: string;
}

/** A visit booked, as the buyer is shown it. */
export interface BookedReservationVisit {
  startsAt: string;
  endsAt: string;
  /** The salesperson's name, when one holds it. */
  advisorName: string | null;
  branch: ReservationVisitPlace;
}

/**
 * The visit part of the success page and of "Mi reserva": the visit booked, or the free slots to book one; null when
 * the operation takes no visit (not reserved, cancelled, or past the documents).
 */
export interface ReservationVisitView {
  booked: BookedReservationVisit | null;
  /** The free slots by day: to book, or to move the visit booked. */
  days: TestDriveSlotDay[];
  branch: ReservationVisitPlace;
}

/** The answer to a booking, a move or a cancellation of a visit. */
export type ReservationVisitResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 403 | 404 | 409 | 422 | 429; message: string };

/**
 * The days a visit may be booked on, in Mendoza: from today to the day the 48 hours after the deposit end; when that
 * leaves fewer than two days the branch still opens (a deposit paid on Saturday evening, a holiday, a buyer who opens
 * "Mi reserva" a week later), on to the second day it opens; today counts only before its closing.
 */
export function visitWindow(
  reservedAt: Date,
  now: Date,
  calendar: BranchCalendar,
  holidayOf: HolidayLookup,
): { first: string; last: string } {
  const first = localDate(now);
  const promised = localDate(new Date(reservedAt.getTime() + RESERVATION_VISIT_HOURS * 3_600_000));
  const clock = formatClockTime(now);
  // Today counts only while the branch has not closed for the day.
  const opens = (date: string) =>
    !closedDayReason(calendar, date, holidayOf) &&
    (date !== first || (calendar.weeklyHours[weekdayOf(date)] ?? []).some((range) => range.to > clock));
  let last = first;
  let open = 0;
  // A branch with no hours at all never opens: a month is looked at, no more.
  for (let date = first, checked = 0; checked < 31; date = addDays(date, 1), checked++) {
    if (opens(date)) open++;
    last = date;
    if (open >= RESERVATION_VISIT_MIN_OPEN_DAYS) break;
  }
  // 'YYYY-MM-DD' days sort as text: the later of the two.
  return { first, last: [last, promised].sort()[1] ?? last };
}

/** What the success page and "Mi reserva" reach on the server through the router context (server/reservation-visits). */
export interface ReservationVisitPagesSource {
  /** The visit part of the operation's pages; null when it takes no visit. */
  view(code: string): Promise<ReservationVisitView | null>;
  /** The success page's form: a first visit, by the code the page is reached with. */
  book(code: string, fields: Record<string, string>): Promise<ReservationVisitResult>;
  /**
   * "Mi reserva"'s forms (`intent`: book, move or cancel). Only once the page has opened the operation by its signed
   * link (`MyReservationSource.open`, which counts a wrong one against the look-ups by code).
   */
  act(code: string, fields: Record<string, string>): Promise<ReservationVisitResult>;
}

import { INBOX_MINE, INBOX_NONE, INBOX_QUERY_KEYS, type InboxFilters, type LeadKind } from './leads-inbox';
import { listQueryString } from './list-query';
import { type DeskFilters, deskQueryString } from './reservations-desk';
import { STAFF_PATHS } from './staff-accounts';
import { STOCK_QUERY_KEYS, type StockListFilters } from './stock-editing';

/**
 * "Hoy", the back office's home (docs/product.md §6 "Hoy", docs/decisions/0063): what needs doing now, each count
 * with the address of the list it counts. Each count is that list's own query with these filters (the server counts
 * with the list's function), so the number and the list never disagree.
 */

/** A reservation waits for its documents this long before "Hoy" calls it late. */
export const DOCUMENTS_LATE_HOURS = 48;

/** How many of the waiting leads "Hoy" names, the oldest first; the count says how many in all. */
export const TODAY_WAITING_LEADS_SHOWN = 5;

/** New leads nobody has taken: not answered, not in progress, assigned to nobody. */
export const WAITING_LEADS_FILTERS: InboxFilters = { status: 'new', assigned: INBOX_NONE, page: 1 };

/**
 * The signed-in person's own leads still not answered: assigned to them and still new ("Mis consultas" with the state
 * `new`). The list reads `yo` as the person's own id, and so does the count.
 */
export const MY_UNANSWERED_LEADS_FILTERS: InboxFilters = { status: 'new', assigned: INBOX_MINE, page: 1 };

export const LATE_DOCUMENTS_FILTERS: DeskFilters = { lateDocuments: true, dateField: 'creada', page: 1 };

export const PENDING_PAYMENTS_FILTERS: DeskFilters = {
  stage: 'payment_pending',
  dateField: 'creada',
  page: 1,
};

export const UNITS_WITHOUT_PHOTOS_FILTERS: StockListFilters = { photos: 'sin', page: 1 };

/** Deliveries booked for the days `from`…`to` (Mendoza), not yet marked as delivered. */
export const deliveriesFilters = (from: string, to: string): DeskFilters => ({
  stage: 'delivery_scheduled',
  dateField: 'entrega',
  from,
  to,
  page: 1,
});

/** A day 'YYYY-MM-DD' plus `days` (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week a day is in (weeks run Monday to Sunday, as in Argentina). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Today, and this week from Monday to Sunday, as 'YYYY-MM-DD' days in Mendoza. */
export function todayPeriods(today: string): { today: string; weekFrom: string; weekTo: string } {
  const weekFrom = mondayOf(today);
  return { today, weekFrom, weekTo: addDays(weekFrom, 6) };
}

export const leadsListHref = (filters: InboxFilters) =>
  `${STAFF_PATHS.leads}${listQueryString(INBOX_QUERY_KEYS, filters)}`;
export const reservationsListHref = (filters: DeskFilters) =>
  `${STAFF_PATHS.reservations}${deskQueryString(filters)}`;
export const stockListHref = (filters: StockListFilters) =>
  `${STAFF_PATHS.stock}${listQueryString(STOCK_QUERY_KEYS, filters)}`;

/** One count of "Hoy": what it counts, how many, and the list that shows them. */
export interface TodayCount {
  label: string;
  total: number;
  href: string;
  /** When the oldest of them arrived (ISO), for a count that says how long it has waited; absent when none. */
  oldestAt?: string;
}

/** A lead that waits, as "Hoy" names it: what it is about, never who sent it (the list and its page say that). */
export interface WaitingLead {
  kind: LeadKind;
  id: number;
  subject: string;
  brandName: string | null;
  createdAt: string;
}

/** A test drive of tomorrow that the member has (docs/product.md §6 "Hoy"): when, what, where, and its page. */
export interface TomorrowTestDrive {
  id: number;
  /** 'HH:MM' in Mendoza. */
  time: string;
  vehicle: string;
  branchName: string;
  /** The state's words ('Reservada', 'Confirmada'). */
  state: string;
  href: string;
}

/** What one member's "Hoy" holds: only what their role may see (null: not for them). */
export interface TodayBoard {
  waitingLeads: { count: TodayCount; oldest: WaitingLead[] } | null;
  /** The member's own leads still new, with the oldest one's arrival; null for a role that takes no leads. */
  myUnansweredLeads: TodayCount | null;
  reservations: TodayCount[] | null;
  unitsWithoutPhotos: TodayCount | null;
  /** The test drives of tomorrow assigned to the member; null for a role that takes no leads. */
  testDrivesTomorrow: TomorrowTestDrive[] | null;
}

/** How long a lead has waited, in words: "12 min", "3 h", "2 días". */
export function waitedText(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} días`;
}

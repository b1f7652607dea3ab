import type { FieldErrors } from '../shared/field-errors';
import type { StaffActor, StaffMember } from './staff';
import { STAFF_PATHS } from './staff-accounts';

/**
 * What the back office tells its people (docs/product.md §6 "Avisos al personal"): a new lead or reservation, an
 * assignment, a cancellation or a delivery, by e-mail one at a time or in one summary a day, and the panel's counts
 * of what is new since each person last looked at a list.
 */

/** How a person takes their notices: each by e-mail as it happens, or one summary a day. */
export const STAFF_NOTICE_MODES = ['each', 'daily'] as const;
export type StaffNoticeMode = (typeof STAFF_NOTICE_MODES)[number];

export const STAFF_NOTICE_MODE_LABELS: Readonly<Record<StaffNoticeMode, string>> = {
  each: 'Cada aviso por e-mail',
  daily: 'Un resumen por día',
};

/** The lists whose new records the panel counts, each reset when its person opens it. */
export const SEEN_LISTS = ['leads', 'reservations'] as const;
export type SeenList = (typeof SEEN_LISTS)[number];

export const SEEN_LIST_PATHS: Readonly<Record<SeenList, string>> = {
  leads: STAFF_PATHS.leads,
  reservations: STAFF_PATHS.reservations,
};

/** The list a page address is, when it is one of them (its records, not one record's page). */
export function seenListOf(pathname: string): SeenList | undefined {
  const path = pathname.replace(/\/+$/, '');
  return SEEN_LISTS.find((list) => SEEN_LIST_PATHS[list] === path);
}

/** New records per list for one person; a list they may not read is left out. */
export type NewCounts = Partial<Record<SeenList, number>>;

/** "3", or "99+" so the navigation keeps its width. */
export function newCountText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** "3 nuevas" for a screen reader, beside the section's name. */
export function newCountLabel(count: number): string {
  return count === 1 ? '1 nueva' : `${newCountText(count)} nuevas`;
}

/** The person's own account page, where they choose how they take their notices. */
export const OWN_ACCOUNT_PATH = '/admin/mi-cuenta';

export type NoticeModeResult =
  | { ok: true; message: string }
  | { ok: false; status: 400; message: string; fieldErrors: FieldErrors };

/** The panel's notices as its pages reach them (server/staff-notifications). */
export interface StaffNoticesSource {
  /** What is new in each list the member may read; opening a list (`pathname`) marks it seen first. */
  newCounts(member: StaffMember, pathname: string): Promise<NewCounts>;
  noticeMode(member: StaffMember): Promise<StaffNoticeMode>;
  setNoticeMode(actor: StaffActor, input: unknown): Promise<NoticeModeResult>;
}

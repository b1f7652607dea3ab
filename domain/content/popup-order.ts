/**
 * Which popups the site opens now, and in what order (docs/product.md §2 "Popup on load"): switched on, not removed,
 * inside their period; those without a start first, then by start, then the oldest. The site's reader of the parameters
 * (server/content) and the back office's list of popups (/admin/popups) both ask here, so staff see the order
 * visitors get.
 */
export interface PopupTiming {
  id: number;
  active: boolean;
  /** ISO instants (or what PostgreSQL's JSON writes for a timestamptz); null for no bound. */
  startsAt: string | null;
  endsAt: string | null;
  deletedAt: string | null;
}

export function isPopupLive(popup: PopupTiming, now: Date): boolean {
  if (!popup.active || popup.deletedAt !== null) return false;
  if (popup.startsAt !== null && new Date(popup.startsAt) > now) return false;
  return popup.endsAt === null || new Date(popup.endsAt) > now;
}

/** The site's order of popups: no start first, then the earlier start, then the lower id. */
export function popupSiteOrder(a: Omit<PopupTiming, 'active' | 'endsAt' | 'deletedAt'>, b: typeof a): number {
  if (a.startsAt !== b.startsAt) {
    if (a.startsAt === null) return -1;
    if (b.startsAt === null) return 1;
    const byStart = new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime();
    if (byStart !== 0) return byStart;
  }
  return a.id - b.id;
}

/** The popups the site opens at `now`, first to last. */
export function livePopupsInSiteOrder<T extends PopupTiming>(popups: readonly T[], now: Date): T[] {
  return popups.filter((popup) => isPopupLive(popup, now)).sort(popupSiteOrder);
}

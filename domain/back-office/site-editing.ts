import { formatClockTime, localDate } from '../shared/mendoza-time';

/**
 * What the back office's banners and popups share (docs/decisions/0031): whether the home shows them now, and how a
 * period is written in a form. Their inputs are read by site-editing-schemas.ts (zod, kept out of the pages' code,
 * docs/decisions/0011).
 */

/**
 * Where a banner or a popup stands for a visitor right now: shown (`live`), waiting for its start (`scheduled`), past
 * its end (`expired`), switched off by an editor (`inactive`), or removed (kept, off the site, restorable).
 * The same rule as the public read (server/content/parameters.ts): active, not removed, and inside its dates.
 */
export const PUBLICATION_STATES = ['live', 'scheduled', 'expired', 'inactive', 'removed'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export const PUBLICATION_STATE_LABELS: Readonly<Record<PublicationState, string>> = {
  live: 'Activo',
  scheduled: 'Programado',
  expired: 'Vencido',
  inactive: 'Inactivo',
  removed: 'Eliminado',
};

export interface Publication {
  active: boolean;
  /** ISO instants; null for no bound. */
  startsAt: string | null;
  endsAt: string | null;
  deletedAt: string | null;
}

export function publicationState(item: Publication, now: Date = new Date()): PublicationState {
  if (item.deletedAt) return 'removed';
  if (!item.active) return 'inactive';
  if (item.endsAt && new Date(item.endsAt) <= now) return 'expired';
  if (item.startsAt && new Date(item.startsAt) > now) return 'scheduled';
  return 'live';
}

/** An instant as a `datetime-local` field shows it, on Mendoza's clock: '2026-12-03T10:30'; '' for none. */
export function mendozaDateTimeValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso);
  return `${localDate(instant)}T${formatClockTime(instant)}`;
}

/** A removed item: where the back office lists it ("Eliminados"), its restore button. */
export const isRemoved = (item: { deletedAt: string | null }) => item.deletedAt !== null;

/** What a change answers to a member who may not make it (the pages refuse them first, with a 403 page). */
export const NO_PERMISSION_MESSAGE = 'No tenés permiso para hacer este cambio.';

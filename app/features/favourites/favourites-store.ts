import { useSyncExternalStore } from 'react';
import { SAVED_UNITS_MAX } from '#domain/catalogue/catalogue';

/**
 * The units a visitor saved, kept in this browser's localStorage, without an account or a cookie (docs/decisions/0079).
 * Each record holds what finds the unit again: its stock id and chassis, its brand, family and version, and the
 * addresses of its confirmation page and its versions page; the model and colour name it while the server answers,
 * or when it is gone. The page reads the current price and state from the server; nothing here is trusted for them.
 */
export interface SavedUnitRecord {
  id: number;
  chassis: string;
  brandId: number;
  familyId: number;
  versionId: number;
  model: string;
  color: string;
  buyPath: string;
  versionsPath: string;
}

/** docs/product.md §2: the page that lists them. */
export const FAVOURITES_PATH = '/favoritos';

export const FAVOURITES_KEY = 'territorio.favoritos';
/** A stored list of another version is not read: a later shape changes the number and reads the old one itself. */
const FORMAT = 1;

const NONE: readonly SavedUnitRecord[] = [];

function isRecord(value: unknown): value is SavedUnitRecord {
  if (typeof value !== 'object' || value === null) return false;
  const unit = value as Record<string, unknown>;
  const ids = [unit.id, unit.brandId, unit.familyId, unit.versionId];
  const texts = [unit.chassis, unit.model, unit.color, unit.buyPath, unit.versionsPath];
  return (
    ids.every((id) => Number.isInteger(id) && (id as number) > 0) &&
    texts.every((text) => typeof text === 'string') &&
    (unit.buyPath as string).startsWith('/') &&
    (unit.versionsPath as string).startsWith('/')
  );
}

/** The saved units in a stored text; anything unreadable (another site's value, a hand edit) counts as none. */
export function parseFavourites(raw: string | null): readonly SavedUnitRecord[] {
  if (!raw) return NONE;
  try {
    const stored = JSON.parse(raw) as { v?: unknown; units?: unknown };
    if (stored?.v !== FORMAT || !Array.isArray(stored.units)) return NONE;
    const seen = new Set<number>();
    return stored.units
      .filter((unit): unit is SavedUnitRecord => isRecord(unit) && !seen.has(unit.id) && !!seen.add(unit.id))
      .slice(0, SAVED_UNITS_MAX);
  } catch {
    return NONE;
  }
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage blocked by the browser's settings: favourites are simply not kept.
    return undefined;
  }
}

let lastRaw: string | null | undefined;
let last = NONE;

/** The saved units now, the same array while the stored text is the same (a store's snapshot must be stable). */
export function readFavourites(): readonly SavedUnitRecord[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(FAVOURITES_KEY) ?? null;
  } catch {}
  if (raw !== lastRaw) {
    lastRaw = raw;
    last = parseFavourites(raw);
  }
  return last;
}

const listeners = new Set<() => void>();

function write(units: readonly SavedUnitRecord[]): boolean {
  try {
    storage()?.setItem(FAVOURITES_KEY, JSON.stringify({ v: FORMAT, units }));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

/** Calls `listener` when this tab or another changes the saved units (the `storage` event). */
export function subscribeFavourites(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Saves the unit first in the list; false when the list is full or the browser keeps nothing. */
export function addFavourite(unit: SavedUnitRecord): boolean {
  const units = readFavourites().filter((saved) => saved.id !== unit.id);
  if (units.length >= SAVED_UNITS_MAX) return false;
  return write([unit, ...units]);
}

export function removeFavourite(id: number): void {
  const units = readFavourites();
  if (units.some((saved) => saved.id === id)) write(units.filter((saved) => saved.id !== id));
}

/** Saves the unit, or removes it when saved; answers whether it is saved now. */
export function toggleFavourite(unit: SavedUnitRecord): boolean {
  if (readFavourites().some((saved) => saved.id === unit.id)) {
    removeFavourite(unit.id);
    return false;
  }
  return addFavourite(unit);
}

/** The saved units, or null while the page is the server's (it can't know them): render nothing of them then. */
export function useFavourites(): readonly SavedUnitRecord[] | null {
  return useSyncExternalStore(subscribeFavourites, readFavourites, () => null);
}

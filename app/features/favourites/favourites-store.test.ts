import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_UNITS_MAX } from '#domain/catalogue/catalogue';
import {
  addFavourite,
  FAVOURITES_KEY,
  readFavourites,
  removeFavourite,
  type SavedUnitRecord,
  subscribeFavourites,
  toggleFavourite,
} from './favourites-store';

/** The browser's localStorage, as this tab and another tab see it. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    get length() {
      return values.size;
    },
  };
}

function unit(id: number, overrides: Partial<SavedUnitRecord> = {}): SavedUnitRecord {
  return {
    id,
    chassis: `9BWAB45U0RT00${id}`,
    brandId: 1,
    familyId: 10,
    versionId: 20,
    model: 'Polo Track 1.6 MSI',
    color: 'Blanco Cristal',
    buyPath: `/vehiculos-0km/reservar/volkswagen/${id}/polo/10/polo-track`,
    versionsPath: '/vehiculos-0km/versiones/volkswagen/polo/10',
    ...overrides,
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('the favourites kept in the browser', () => {
  it('saves, toggles and removes units, newest first, each once', () => {
    expect(readFavourites()).toEqual([]);
    expect(addFavourite(unit(1))).toBe(true);
    expect(addFavourite(unit(2))).toBe(true);
    expect(addFavourite(unit(1))).toBe(true);
    expect(readFavourites().map((saved) => saved.id)).toEqual([1, 2]);

    expect(toggleFavourite(unit(2))).toBe(false);
    expect(readFavourites().map((saved) => saved.id)).toEqual([1]);
    expect(toggleFavourite(unit(3))).toBe(true);
    expect(readFavourites().map((saved) => saved.id)).toEqual([3, 1]);

    removeFavourite(1);
    removeFavourite(99);
    expect(readFavourites()).toEqual([unit(3)]);
    // A small, versioned record: what finds the unit again, nothing else.
    expect(JSON.parse(storage.getItem(FAVOURITES_KEY) ?? '')).toEqual({ v: 1, units: [unit(3)] });
  });

  it('keeps the same list while nothing changed, and sees what another tab wrote', () => {
    addFavourite(unit(1));
    const first = readFavourites();
    expect(readFavourites()).toBe(first);
    storage.setItem(FAVOURITES_KEY, JSON.stringify({ v: 1, units: [unit(5), unit(1)] }));
    expect(readFavourites().map((saved) => saved.id)).toEqual([5, 1]);
  });

  it('tells its listeners of each change in this tab and of the storage events of other tabs', () => {
    const events = new EventTarget();
    vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
    vi.stubGlobal('removeEventListener', events.removeEventListener.bind(events));
    const listener = vi.fn();
    const stop = subscribeFavourites(listener);
    addFavourite(unit(1));
    expect(listener).toHaveBeenCalledTimes(1);
    const other = Object.assign(new Event('storage'), { key: FAVOURITES_KEY });
    events.dispatchEvent(other);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'otra-cosa' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    addFavourite(unit(2));
    events.dispatchEvent(other);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores what it cannot read: bad JSON, another version, records missing a field, repeated ids', () => {
    for (const raw of ['{', 'null', '[]', '"texto"', JSON.stringify({ v: 2, units: [unit(1)] })]) {
      storage.setItem(FAVOURITES_KEY, raw);
      expect(readFavourites(), raw).toEqual([]);
    }
    storage.setItem(
      FAVOURITES_KEY,
      JSON.stringify({
        v: 1,
        units: [
          unit(1),
          { ...unit(2), id: '2' },
          { ...unit(3), buyPath: 'https://otro.sitio/' },
          { id: 4 },
          null,
          unit(1, { color: 'Rojo' }),
          unit(6),
        ],
      }),
    );
    expect(readFavourites().map((saved) => saved.id)).toEqual([1, 6]);
    // A broken list is replaced by a good one on the next save.
    storage.setItem(FAVOURITES_KEY, '{');
    expect(addFavourite(unit(7))).toBe(true);
    expect(readFavourites()).toEqual([unit(7)]);
  });

  it(`keeps at most ${SAVED_UNITS_MAX} units, and never drops one already saved to make room`, () => {
    for (let id = 1; id <= SAVED_UNITS_MAX; id += 1) expect(addFavourite(unit(id))).toBe(true);
    expect(addFavourite(unit(SAVED_UNITS_MAX + 1))).toBe(false);
    expect(toggleFavourite(unit(SAVED_UNITS_MAX + 1))).toBe(false);
    expect(readFavourites()).toHaveLength(SAVED_UNITS_MAX);
    expect(readFavourites().some((saved) => saved.id === 1)).toBe(true);
  });

  it('keeps nothing, and fails no page, when the browser refuses its storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(readFavourites()).toEqual([]);
    expect(addFavourite(unit(1))).toBe(false);
    expect(() => removeFavourite(1)).not.toThrow();
  });
});

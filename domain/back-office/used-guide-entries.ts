import type { ListPage, ListQueryKeys } from './list-query';

/**
 * The guide's versions as the back office lists them, to find one and take it out of the guide or put it back
 * (docs/product.md §6, docs/decisions/0074). A version taken out keeps its row: the valuations made with it name it by
 * its codia, and still read it; it is no longer a public choice nor quoted again.
 */

/** Which versions the list shows: those in the guide, or those taken out of it (the address's words). */
export const GUIDE_ENTRY_STATES = ['en_la_guia', 'eliminadas'] as const;
export type GuideEntryState = (typeof GUIDE_ENTRY_STATES)[number];

export const GUIDE_ENTRY_STATE_LABELS: Readonly<Record<GuideEntryState, string>> = {
  en_la_guia: 'En la guía',
  eliminadas: 'Eliminadas',
};

export interface GuideEntryFilters {
  /** Words of the brand, the model or the version (all of them, in any order), or the codia. */
  q?: string;
  state?: GuideEntryState;
  page: number;
}

/** The address's query keys (Spanish, as the addresses are). */
export const GUIDE_ENTRY_QUERY_KEYS = {
  q: 'q',
  state: 'estado',
  page: 'pagina',
} as const satisfies ListQueryKeys<GuideEntryFilters>;

/** The list's rows a page. */
export const GUIDE_ENTRIES_PAGE_SIZE = 50;

/** One version of the guide, with the model years it has a price for. */
export interface GuideEntryRow {
  codia: number;
  brand: string;
  model: string;
  description: string;
  /** The oldest and newest model year with a price; null when it has none. */
  firstYear: number | null;
  lastYear: number | null;
  prices: number;
  /** When it was taken out of the guide; null while it is in it. */
  removedAt: string | null;
}

export type GuideEntriesPage = ListPage<GuideEntryRow>;

/** What a remove or restore of a codia the guide does not have answers. */
export const GUIDE_ENTRY_NOT_FOUND = 'No encontramos esa versión en la guía.';

/** "Volkswagen Gol Trend · Gol Trend 1.6 Trendline": a version as the back office names it. */
export const guideEntryName = (entry: { brand: string; model: string; description: string }) =>
  `${entry.brand} ${entry.model} · ${entry.description}`;

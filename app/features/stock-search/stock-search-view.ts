import type { PrintedLine } from '#domain/operation/price-lines';

/*
 * What the search page shows, as its loader sends it: every text and figure printed on the server, so the page's own
 * script formats nothing (docs/decisions/0011: each page's first load stays within its budget).
 */

/** One unit of the results, as its card shows it (app/features/stock-search/stock-result-card.tsx). */
export interface StockResultView {
  id: number;
  chassis: string;
  brand: { id: number; slug: string; name: string; styleKey: string };
  family: { id: number; name: string };
  version: { id: number; name: string };
  /** "Polo Track 1.6 MSI MT": the card's title, as the units list names a unit. */
  model: string;
  modelYear: number;
  color: string;
  colorHex: string;
  branch: string;
  /** The unit's own first photo, else the version's picture. */
  picture: { src: string; width: number; height: number; photo: boolean };
  /** The confirmation page's price lines, in the unit's own currency. */
  priceLines: PrintedLine[];
  /** A dollar unit's final price in pesos at today's rate, said as such; null for a unit priced in pesos. */
  converted: { pesos: string; note: string } | null;
  offer: boolean;
  /** "Reservar online": the unit's confirmation page. */
  reservePath: string;
  /** The unit's versions page, which a favourite goes back to (app/features/favourites). */
  versionsPath: string;
  /** 'Manejalo antes': the test drive's booking page with the unit's brand, family and version chosen. */
  testDrivePath: string;
}

/** One choice of a filter, as its select shows it: "SUV (4)". */
export interface FilterChoiceView {
  value: string;
  label: string;
  count: number;
}

/** A filter the stock's facets offer (brand, body type…), named as the address names it. */
export interface FacetFilterView {
  /** The address's parameter (`carroceria`). */
  name: string;
  label: string;
  /** The choice that asks nothing: "Todas", "Todos". */
  anyLabel: string;
  choices: FilterChoiceView[];
}

/** One page of results: what "Ver más" adds. */
export interface StockResultsPage {
  units: StockResultView[];
  /** The next page's address, or null on the last one. */
  nextPath: string | null;
}

export interface StockSearchPageData extends StockResultsPage {
  /** The page's title: "SUV Chevrolet 0 km en stock". */
  heading: string;
  /** The search without its page: a new one starts the results over. */
  searchKey: string;
  /** The address's values as the form shows them, by parameter. */
  values: Record<string, string>;
  filters: FacetFilterView[];
  /** The schema's messages, when the address asks what the search can't read (400). */
  errors: string[];
  total: number;
  /** "12 unidades". */
  countText: string;
  page: number;
  /** The place of this page's first unit in the whole list: 25 on a second page of 24. */
  firstPosition: number;
  /** The first page's address when this is a later one (a visit without scripts followed "Ver más"). */
  firstPath: string | null;
  /** Whether the address asks anything: an empty result offers to clear it. */
  filtered: boolean;
}

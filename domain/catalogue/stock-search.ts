import { dealershipPaths } from '../operation/dealership-paths';
import { toPesos } from '../operation/operation';
import { type StatementLine, unitPriceLines } from '../operation/price-lines';
import { BRANDS, findBrandById } from './brands';
import type { SearchableUnit, SizedPicture, StockUnit, UnitPhoto } from './catalogue';

export type { SearchableUnit };

import { hasOfferDiscount } from './offers';
import { offerDiscount } from './pricing';
import {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  FUEL_LABELS,
  FUELS,
  TRANSMISSION_LABELS,
  TRANSMISSIONS,
  type VersionAttributes,
} from './version-attributes';

/**
 * docs/product.md §7 stock search ("Find any car"): every brand's units that can be reserved now, filtered, sorted and
 * paged in memory from the kept catalogue (docs/decisions/0078), with how many units each choice of each filter leaves.
 */

export const STOCK_SEARCH_PATH = '/api/v2/territorio/stock/search';

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_PAGE_SIZE_MAX = 60;

export const SEARCH_ORDERS = ['precio', '-precio', 'descuento', 'nuevos'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

export interface StockSearchQuery {
  brand?: string;
  family?: number;
  body_type?: string;
  fuel?: string;
  transmission?: string;
  /** Pesos, a dollar-priced unit converted at the current rate. */
  price_min?: number;
  price_max?: number;
  year?: number;
  color?: string;
  branch?: string;
  offers_only?: boolean;
  order?: SearchOrder;
  page?: number;
  page_size?: number;
}

export interface SearchResultUnit {
  id: number;
  chassis: string;
  brand: { id: number; slug: string; name: string };
  family: { id: number; name: string };
  version: { id: number; name: string };
  /** The unit's model as the units list names it ("Polo Track 1.6 MSI MT"). */
  model: string;
  body_type: VersionAttributes['body_type'];
  fuel: VersionAttributes['fuel'];
  transmission: VersionAttributes['transmission'];
  color: string;
  color_hex: string;
  model_year: number;
  branch: string;
  image: string;
  /** The unit's own first photo, small (docs/decisions/0031); null draws the catalogue's picture (`image`). */
  photo: SizedPicture | null;
  currency: StockUnit['currency'];
  /** The confirmation page's price lines, in the unit's currency (domain/operation/price-lines.ts). */
  price_lines: StatementLine[];
  /** The final price in pesos: what the price filter and order go by. */
  price_pesos: number;
  /** True when `price_pesos` is a dollar price converted at `usd_rate`. */
  price_converted: boolean;
  /** The web and special discounts together, in the unit's currency (docs/product.md §9). */
  discount_amount: number;
  offer: boolean;
  /** "Reservar online": the unit's confirmation page. */
  reserve_path: string;
}

export interface FacetChoice {
  value: string;
  label: string;
  /** Units this choice leaves, given every other filter. */
  count: number;
}

export const FACETS = [
  'brand',
  'family',
  'body_type',
  'fuel',
  'transmission',
  'year',
  'color',
  'branch',
] as const;
export type Facet = (typeof FACETS)[number];

export interface StockSearchResult {
  units: SearchResultUnit[];
  total: number;
  page: number;
  page_size: number;
  pages: number;
  facets: Record<Facet, FacetChoice[]>;
  /** Pesos per dollar that dollar prices were converted at. */
  usd_rate: number;
}

/**
 * The search over what the server reads now: every brand's units that can be reserved, the dollar rate and the page's
 * own photos (server/catalogue/stock-search-source.ts). The API and the search page answer through the same one.
 */
export type StockSearchRunner = (query: StockSearchQuery) => Promise<StockSearchResult>;

interface Priced {
  unit: SearchableUnit;
  pesos: number;
  discountPesos: number;
  offer: boolean;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** The value each facet reads of a unit; null when the unit has none (a version's attribute not set yet). */
function facetValue(unit: SearchableUnit, facet: Facet): string | null {
  switch (facet) {
    case 'brand':
      return findBrandById(unit.brand_id)?.slug ?? null;
    case 'family':
      return String(unit.family_id);
    case 'body_type':
      return unit.body_type;
    case 'fuel':
      return unit.fuel;
    case 'transmission':
      return unit.transmission;
    case 'year':
      return String(unit.model_year);
    case 'color':
      return fold(unit.color);
    case 'branch':
      return fold(unit.location);
  }
}

/** What the query asks of each facet, as facetValue writes it; undefined when it asks nothing. */
function wanted(query: StockSearchQuery): Record<Facet, string | undefined> {
  return {
    brand: query.brand === undefined ? undefined : fold(query.brand),
    family: query.family === undefined ? undefined : String(query.family),
    body_type: query.body_type,
    fuel: query.fuel,
    transmission: query.transmission,
    year: query.year === undefined ? undefined : String(query.year),
    color: query.color === undefined ? undefined : fold(query.color),
    branch: query.branch === undefined ? undefined : fold(query.branch),
  };
}

function priced(unit: SearchableUnit, usdRate: number): Priced {
  const rate = unit.currency === 'usd' ? usdRate : null;
  const discount = offerDiscount(unit);
  return {
    unit,
    pesos: toPesos(unit.full_price_with_discount, rate),
    discountPesos: toPesos(discount, rate),
    offer: hasOfferDiscount({ discount_amount: discount }),
  };
}

/** The filters that are not facets: price range and offers. */
function passesOthers(entry: Priced, query: StockSearchQuery): boolean {
  if (query.price_min !== undefined && entry.pesos < query.price_min) return false;
  if (query.price_max !== undefined && entry.pesos > query.price_max) return false;
  if (query.offers_only && !entry.offer) return false;
  return true;
}

const ORDERS: Record<SearchOrder, (a: Priced, b: Priced) => number> = {
  precio: (a, b) => a.pesos - b.pesos,
  '-precio': (a, b) => b.pesos - a.pesos,
  descuento: (a, b) => b.discountPesos - a.discountPesos || a.pesos - b.pesos,
  nuevos: (a, b) => b.unit.model_year - a.unit.model_year || b.unit.id - a.unit.id,
};

function toResult(entry: Priced, usdRate: number): SearchResultUnit {
  const { unit } = entry;
  const brand = findBrandById(unit.brand_id);
  const model = unit.model || unit.name;
  const discount = offerDiscount(unit);
  return {
    id: unit.id,
    chassis: unit.chassis,
    brand: { id: unit.brand_id, slug: brand?.slug ?? '', name: brand?.name ?? '' },
    family: { id: unit.family_id, name: unit.family_name },
    version: { id: unit.subfamily_id, name: unit.subfamily },
    model,
    body_type: unit.body_type,
    fuel: unit.fuel,
    transmission: unit.transmission,
    color: unit.color,
    color_hex: unit.color_hex,
    model_year: unit.model_year,
    branch: unit.location,
    image: unit.image,
    photo: null,
    currency: unit.currency,
    price_lines: unitPriceLines({
      ...unit,
      // docs/product.md §3 names the licence cost both ways; pricing.ts lets license_cost win too.
      license_cost: unit.license_cost ?? unit.license_price,
    }),
    price_pesos: entry.pesos,
    price_converted: unit.currency === 'usd' && usdRate > 0,
    discount_amount: discount,
    offer: entry.offer,
    reserve_path: dealershipPaths.buy({
      brandSlug: brand?.slug ?? '',
      stockId: unit.id,
      family: unit.family_name,
      familyId: unit.family_id,
      model,
    }),
  };
}

/** The label a facet's choice is shown with, from the first unit that has it. */
function facetLabel(facet: Facet, value: string, unit: SearchableUnit): string {
  switch (facet) {
    case 'brand':
      return findBrandById(unit.brand_id)?.name ?? value;
    case 'family':
      return unit.family_name;
    case 'body_type':
      return BODY_TYPE_LABELS[value as keyof typeof BODY_TYPE_LABELS] ?? value;
    case 'fuel':
      return FUEL_LABELS[value as keyof typeof FUEL_LABELS] ?? value;
    case 'transmission':
      return TRANSMISSION_LABELS[value as keyof typeof TRANSMISSION_LABELS] ?? value;
    case 'year':
      return value;
    case 'color':
      return unit.color;
    case 'branch':
      return unit.location;
  }
}

const BRAND_ORDER: readonly string[] = BRANDS.map((brand) => brand.slug);

function facetOrder(facet: Facet): (a: FacetChoice, b: FacetChoice) => number {
  const byList = (list: readonly string[]) => (a: FacetChoice, b: FacetChoice) =>
    list.indexOf(a.value) - list.indexOf(b.value);
  switch (facet) {
    case 'brand':
      return byList(BRAND_ORDER);
    case 'body_type':
      return byList(BODY_TYPES);
    case 'fuel':
      return byList(FUELS);
    case 'transmission':
      return byList(TRANSMISSIONS);
    case 'year':
      return (a, b) => Number(b.value) - Number(a.value);
    default:
      return (a, b) => a.label.localeCompare(b.label, 'es');
  }
}

/**
 * The search. `units` are those that can be reserved now (the catalogue's read applies docs/product.md §4); `usdRate`
 * is pesos per dollar now. A facet's counts apply every filter but its own, so each choice says how many units picking
 * it would show.
 */
export function searchStock(
  units: readonly SearchableUnit[],
  query: StockSearchQuery,
  usdRate: number,
): StockSearchResult {
  const asked = wanted(query);
  const activeFacets = FACETS.filter((facet) => asked[facet] !== undefined);
  const matches: Priced[] = [];
  const counts = new Map<Facet, Map<string, { count: number; unit: SearchableUnit }>>(
    FACETS.map((facet) => [facet, new Map()]),
  );

  for (const unit of units) {
    const entry = priced(unit, usdRate);
    const values = new Map(FACETS.map((facet) => [facet, facetValue(unit, facet)] as const));
    const misses = activeFacets.filter((facet) => values.get(facet) !== asked[facet]);
    const others = passesOthers(entry, query);
    if (others && misses.length === 0) matches.push(entry);
    for (const facet of FACETS) {
      const value = values.get(facet);
      if (value === null || value === undefined) continue;
      const choices = counts.get(facet) as Map<string, { count: number; unit: SearchableUnit }>;
      const choice = choices.get(value) ?? { count: 0, unit };
      // Counted when the unit passes every filter but this facet's own.
      if (others && misses.every((missed) => missed === facet)) choice.count += 1;
      choices.set(value, choice);
    }
  }

  const order = ORDERS[query.order ?? 'precio'];
  matches.sort((a, b) => order(a, b) || a.unit.id - b.unit.id);

  const pageSize = Math.min(Math.max(1, query.page_size ?? SEARCH_PAGE_SIZE), SEARCH_PAGE_SIZE_MAX);
  const page = Math.max(1, query.page ?? 1);
  const start = (page - 1) * pageSize;
  const facets = Object.fromEntries(
    FACETS.map((facet) => [
      facet,
      [...(counts.get(facet) ?? new Map()).entries()]
        .map(([value, { count, unit }]) => ({ value, label: facetLabel(facet, value, unit), count }))
        .sort(facetOrder(facet)),
    ]),
  ) as Record<Facet, FacetChoice[]>;

  return {
    units: matches.slice(start, start + pageSize).map((entry) => toResult(entry, usdRate)),
    total: matches.length,
    page,
    page_size: pageSize,
    pages: Math.ceil(matches.length / pageSize),
    facets,
    usd_rate: usdRate,
  };
}

/**
 * The ids of every unit the query's filters match, in no order and on no page: what a saved search compares with the
 * units it matched before (server/alerts). The filters are searchStock's own.
 */
export function matchingUnitIds(
  units: readonly SearchableUnit[],
  query: StockSearchQuery,
  usdRate: number,
): number[] {
  const asked = wanted(query);
  const activeFacets = FACETS.filter((facet) => asked[facet] !== undefined);
  return units
    .filter(
      (unit) =>
        activeFacets.every((facet) => facetValue(unit, facet) === asked[facet]) &&
        passesOthers(priced(unit, usdRate), query),
    )
    .map((unit) => unit.id);
}

/**
 * The page's units with their own photos, read for that page alone: the units list's choice, the first photo small,
 * else the catalogue's picture (app/features/vehicles/version-view.ts).
 */
export function withUnitPhotos(
  result: StockSearchResult,
  photos: Readonly<Record<string, readonly UnitPhoto[]>>,
): StockSearchResult {
  return {
    ...result,
    units: result.units.map((unit) => ({ ...unit, photo: photos[unit.chassis]?.[0]?.thumbnail ?? null })),
  };
}

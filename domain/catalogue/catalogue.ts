/**
 * The catalogue as the dealer intranet speaks it (docs/product.md §3 field names, snake_case on the wire), and the one
 * interface through which pages read it, whether from this process's database or from a remote intranet. The shapes
 * of its answers are the schemas of ./catalogue-answer-schemas.ts, which the API's OpenAPI document is written from;
 * only their types are imported here, so a page that reads the catalogue does not download zod.
 */

import type { z } from 'zod';
import type { Currency } from './brands';
import type {
  creditPlanSchema,
  familySchema,
  offerSchema,
  savedUnitSchema,
  savingsPlanSchema,
  stockUnitSchema,
  subfamilySchema,
  unitStatusSchema,
} from './catalogue-answer-schemas';
import type { VersionAttributes } from './version-attributes';

export type { Currency };
export type UnitStatus = z.output<typeof unitStatusSchema>;

export type Family = z.output<typeof familySchema>;

export type Subfamily = z.output<typeof subfamilySchema>;

export type Offer = z.output<typeof offerSchema>;

export type StockUnit = z.output<typeof stockUnitSchema>;

/** A unit that can be reserved now, as the stock search reads it (./stock-search.ts). */
export type SearchableUnit = StockUnit &
  VersionAttributes & {
    /** The family's name buyers see ("T-Cross"); `family` is the dealer system's code. */
    family_name: string;
  };

export type SavingsPlan = z.output<typeof savingsPlanSchema>;

export type SavedUnit = z.output<typeof savedUnitSchema>;

export type CreditPlan = z.output<typeof creditPlanSchema>;

/** The most units a visitor keeps in favourites, and one read of them answers (docs/decisions/0079). */
export const SAVED_UNITS_MAX = 50;

/** The product API's read of saved units (docs/product.md §7): what /favoritos shows, read fresh. */
export const SAVED_UNITS_PATH = '/api/v2/territorio/stock/units';

export interface StockQuery {
  family_id: number;
  subfamily_id?: number;
  /** Page size; the intranet answers STOCK_PAGE_SIZE units when not given. */
  limit?: number;
  offset?: number;
}

export interface StockPage {
  units: StockUnit[];
  /** Where the next page starts; null on the last page. */
  next_offset: number | null;
}

export interface CreditQuery {
  brand_id: number;
  /** The stock unit to finance. */
  vehicle: number;
  /** Pesos; when missing, each plan is quoted at its maximum. */
  loan_amount?: number;
}

export interface CatalogueSource {
  families(brandId: number): Promise<Family[]>;
  subfamilies(brandId: number, familyId: number): Promise<Subfamily[]>;
  offers(brandId: number): Promise<Offer[]>;
  stock(brandId: number, query: StockQuery): Promise<StockPage>;
  /** null when the brand has no such unit. */
  stockUnit(brandId: number, id: number): Promise<StockUnit | null>;
  /**
   * The units of these ids still in stock, of any brand, in the order asked (the favourites, docs/decisions/0079); a unit
   * sold or taken out of stock is left out. A catalogue without it (a remote intranet) can't answer the favourites.
   */
  stockUnitsById?(ids: readonly number[]): Promise<StockUnit[]>;
  savingsPlans(brandId: number): Promise<SavingsPlan[]>;
  /** Pesos per dollar. */
  usdRate(): Promise<number>;
  creditPlans(query: CreditQuery): Promise<CreditPlan[]>;
  /** Why a unit can't be reserved and which can be instead (domain/catalogue/similar-units.ts ranks them). */
  unitAlternatives?(brandId: number, query: UnitAlternativesQuery): Promise<UnitAlternatives>;
  /**
   * The photos taken of these units in the yard (docs/decisions/0031), by chassis, in order; a unit without any is
   * left out. A catalogue that has none (a remote intranet) leaves it out and the pages draw the catalogue picture.
   */
  unitPhotos?(chassis: readonly string[]): Promise<Record<string, UnitPhoto[]>>;
  /**
   * Every unit of the brand that can be reserved now, with its version's attributes: what the stock search reads
   * (./stock-search.ts). A remote intranet has no such read.
   */
  searchableUnits?(brandId: number): Promise<SearchableUnit[]>;
}

/** A picture with its intrinsic size, so the page reserves its box before it loads. */
export interface SizedPicture {
  path: string;
  width: number;
  height: number;
  alt?: string;
}

/** One photo of a stock unit: large for the unit's pages, small for lists. */
export interface UnitPhoto {
  photo: SizedPicture;
  thumbnail: SizedPicture;
}

/** The catalogue could not be read (remote intranet down, or an answer without `data`). */
export class CatalogueUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CatalogueUnavailableError';
  }
}

export interface UnitAlternativesQuery {
  stock_id: number;
  /** The family the address names: what the unit was, when the catalogue no longer has it. */
  family_id?: number;
  /** How many similar units at most. */
  limit: number;
}

export interface UnitAlternatives {
  /** Where the unit stands: 'gone' when it was sold or never existed. */
  status: UnitStatus | 'gone';
  /** Units that can be reserved now, most similar first. */
  similar: StockUnit[];
}

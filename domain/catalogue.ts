/**
 * The catalogue as the dealer intranet speaks it (docs/product.md §3 field names, snake_case on the wire), and the one
 * interface through which pages read it, whether from this process's database or from a remote intranet.
 */

import type { Currency } from './brands';

export type { Currency };
export type UnitStatus = 'available' | 'held' | 'reserved';

export interface Family {
  id: number;
  brand_id: number;
  /** The family as the dealer system names it (e.g. "T-CROSS"). */
  family: string;
  name: string;
  description: string;
  image: string;
  currency: Currency;
  /** The largest discount among the family's units on offer; 0 when none. */
  discount: number;
  web_discount: number;
  /** Units that can be reserved now. */
  stock_count: number;
}

export interface Subfamily {
  id: number;
  family_id: number;
  name: string;
  features: string[];
  /** Units that can be reserved now; a version without any is shown disabled. */
  stock_count: number;
}

export interface Offer {
  id: number;
  brand: string;
  brand_id: number;
  name: string;
  family: string;
  family_id: number;
  subfamily_id: number;
  image: string;
  color: string;
  model_year: number;
  currency: Currency;
  discount_amount: number;
  /** The unit's final price, discount included (docs/product.md §9 full price): what the card leads to. */
  full_price_with_discount: number;
}

export interface StockUnit {
  id: number;
  brand_id: number;
  family_id: number;
  subfamily_id: number;
  family: string;
  subfamily: string;
  name: string;
  model: string;
  /** List price less the web discount. */
  price: number;
  list_price: number;
  discount: number;
  special_discount: number;
  license_cost: number;
  license_price: number;
  preparation_cost: number;
  delivery_price: number;
  /** docs/product.md §9 full price less the special discount: what the buyer pays before registration and delivery. */
  full_price_with_discount: number;
  chassis: string;
  doors: number;
  color: string;
  color_hex: string;
  location: string;
  currency: Currency;
  model_year: number;
  image: string;
  status: UnitStatus;
  /** False while another buyer holds or has reserved the unit: it is never offered for a new reservation. */
  available: boolean;
}

export interface SavingsPlan {
  id: number;
  brand_id: number;
  family_id: number | null;
  product: string;
  name: string;
  model: string;
  family: string;
  installments: number;
  initial_installment: number;
  first_installment: number;
  integration: string;
  description: string;
  image: string;
}

export interface CreditPlan {
  id: number;
  name: string;
  bank: string;
  months: number;
  annual_rate: number;
  avg_installment: number;
  financed_max: number;
}

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
  savingsPlans(brandId: number): Promise<SavingsPlan[]>;
  /** Pesos per dollar. */
  usdRate(): Promise<number>;
  creditPlans(query: CreditQuery): Promise<CreditPlan[]>;
  /** Why a unit can't be reserved and which can be instead (domain/similar-units.ts ranks them). */
  unitAlternatives?(brandId: number, query: UnitAlternativesQuery): Promise<UnitAlternatives>;
  /**
   * The photos taken of these units in the yard (docs/decisions/0031), by chassis, in order; a unit without any is
   * left out. A catalogue that has none (a remote intranet) leaves it out and the pages draw the catalogue picture.
   */
  unitPhotos?(chassis: readonly string[]): Promise<Record<string, UnitPhoto[]>>;
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

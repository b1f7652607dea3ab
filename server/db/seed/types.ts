import type { BODY_STYLES } from '../schema';

export type BodyStyle = (typeof BODY_STYLES)[number];
export type SeedBrandId = 1 | 2 | 4 | 6;
export type SeedCurrency = 'ars' | 'usd';

export interface VersionSeed {
  readonly name: string;
  /** List price of a model-year 2026 unit, in the family's currency. */
  readonly price: number;
  readonly features: readonly string[];
  /** Overrides the family's doors (a single-cab pick-up has 2). */
  readonly doors?: number;
  /** Left without units on purpose, so the catalogue shows a version card with no stock. */
  readonly outOfStock?: true;
}

export interface FamilySeed {
  /** The dealer-system code, upper-case (e.g. "T-CROSS"). */
  readonly family: string;
  readonly name: string;
  readonly description: string;
  readonly bodyStyle: BodyStyle;
  readonly doors: number;
  /** How many units of this family are in stock. */
  readonly units: number;
  /** VIN pieces: world manufacturer identifier, vehicle descriptor (5 characters) and plant code. */
  readonly vin: { readonly wmi: string; readonly vds: string; readonly plant: string };
  readonly versions: readonly VersionSeed[];
  /** Overrides the brand's currency: an imported line priced in dollars. */
  readonly currency?: SeedCurrency;
}

export interface BrandCatalogueSeed {
  readonly brandId: SeedBrandId;
  readonly currency: SeedCurrency;
  readonly colors: readonly ColorSeed[];
  readonly families: readonly FamilySeed[];
}

export interface ColorSeed {
  readonly name: string;
  /** "#rrggbb", lower-case. */
  readonly hex: string;
}

import type { STOCK_LOCATIONS } from '../schema';
import { CATALOGUE } from './catalogue';
import { createRandom, type Random } from './prng';
import type { SeedBrandId, SeedCurrency, VersionSeed } from './types';
import { buildVin } from './vin';

export type StockLocation = (typeof STOCK_LOCATIONS)[number];
export type SeedStockStatus = 'available' | 'reserved' | 'held';

/** A stock unit before ids exist: it names its family by code and its version by name. */
export interface StockSeed {
  readonly brandId: SeedBrandId;
  readonly family: string;
  readonly version: string;
  readonly model: string;
  readonly chassis: string;
  readonly doors: number;
  readonly color: string;
  readonly colorHex: string;
  readonly location: StockLocation;
  readonly currency: SeedCurrency;
  readonly modelYear: 2025 | 2026;
  readonly listPrice: number;
  readonly discount: number;
  readonly specialDiscount: number;
  readonly licenseCost: number;
  readonly preparationCost: number;
  readonly deliveryPrice: number;
  readonly status: SeedStockStatus;
  /** For a held unit: how long after seeding the hold lapses. */
  readonly holdMinutes?: number;
}

/** Changing the seed reshuffles the whole demo stock; keep it fixed so every reset gives the same units. */
const STOCK_SEED = 'territorio-stock-2026';

/** Positions in the generated list that start reserved or held, so the catalogue shows both states. */
const RESERVED_POSITIONS = [5, 61, 118] as const;
const HELD_POSITION = 40;
export const SEED_HOLD_MINUTES = 15;

const LOCATION_WEIGHTS: readonly (readonly [StockLocation, number])[] = [
  ['Godoy Cruz', 5],
  ['San Rafael', 2.5],
  ['San Juan', 2.5],
];

/** Peso amounts are shown in whole thousands; dollar amounts in tens or hundreds. */
interface MoneySteps {
  readonly price: number;
  readonly discount: number;
  readonly cost: number;
}

const STEPS: Readonly<Record<SeedCurrency, MoneySteps>> = {
  ars: { price: 1_000, discount: 50_000, cost: 1_000 },
  usd: { price: 100, discount: 100, cost: 10 },
};

function roundTo(amount: number, step: number): number {
  return Math.round(amount / step) * step;
}

/** Entry versions sell most, so they get more units than the top of the range. */
function versionWeight(index: number, count: number): number {
  if (index === 0) return 3;
  if (index === count - 1) return 1.5;
  return 2.5;
}

function pickVersion(random: Random, stocked: readonly VersionSeed[], position: number): VersionSeed {
  // The first units go one per version, so every stocked version has at least one unit.
  const inOrder = stocked[position];
  if (inOrder) return inOrder;
  return random.weighted(
    stocked.map((version, index) => [version, versionWeight(index, stocked.length)] as const),
  );
}

interface Prices {
  listPrice: number;
  discount: number;
  specialDiscount: number;
  licenseCost: number;
  preparationCost: number;
  deliveryPrice: number;
}

function pricesFor(random: Random, version: VersionSeed, currency: SeedCurrency, modelYear: number): Prices {
  const steps = STEPS[currency];
  // Last year's units are listed a little lower and are more often on offer.
  const listPrice = roundTo(version.price * (modelYear === 2025 ? 0.96 : 1), steps.price);
  const discounted = random.chance(modelYear === 2025 ? 0.8 : 0.55);
  const discount = discounted
    ? Math.max(
        steps.discount,
        roundTo(listPrice * random.between(0.025, currency === 'usd' ? 0.07 : 0.1), steps.discount),
      )
    : 0;
  const special = random.chance(0.14);
  const specialDiscount = special
    ? Math.max(steps.discount, roundTo(listPrice * random.between(0.01, 0.03), steps.discount))
    : 0;
  return {
    listPrice,
    discount,
    specialDiscount,
    // Patentamiento: provincial stamp duty and registry fees, about 2.5 to 4 % of the price.
    licenseCost: roundTo(listPrice * random.between(0.025, 0.04), steps.cost),
    // Gastos de preparación y flete from the factory to Mendoza or San Juan.
    preparationCost: roundTo(listPrice * random.between(0.01, 0.02), steps.cost),
    deliveryPrice: currency === 'usd' ? random.int(25, 45) * 10 : random.int(38, 62) * 10_000,
  };
}

/** Builds the demo stock: the same list, in the same order, with the same chassis numbers, every time. */
export function buildStockSeeds(): StockSeed[] {
  const random = createRandom(STOCK_SEED);
  const chassisTaken = new Set<string>();
  const units: StockSeed[] = [];

  for (const brand of CATALOGUE) {
    for (const family of brand.families) {
      const stocked = family.versions.filter((version) => !version.outOfStock);
      for (let position = 0; position < family.units; position++) {
        const version = pickVersion(random, stocked, position);
        const modelYear = random.chance(0.3) ? 2025 : 2026;
        const color = random.pick(brand.colors);
        const location = random.weighted(LOCATION_WEIGHTS);
        let chassis: string;
        do {
          chassis = buildVin({ ...family.vin, modelYear, serial: random.int(100_000, 999_999) });
        } while (chassisTaken.has(chassis));
        chassisTaken.add(chassis);
        units.push({
          brandId: brand.brandId,
          family: family.family,
          version: version.name,
          model: `${family.name} ${version.name}`,
          chassis,
          doors: version.doors ?? family.doors,
          color: color.name,
          colorHex: color.hex,
          location,
          currency: family.currency ?? brand.currency,
          modelYear,
          ...pricesFor(random, version, family.currency ?? brand.currency, modelYear),
          status: 'available',
        });
      }
    }
  }

  return units.map((unit, index) => {
    if (index === HELD_POSITION) return { ...unit, status: 'held', holdMinutes: SEED_HOLD_MINUTES };
    if ((RESERVED_POSITIONS as readonly number[]).includes(index)) return { ...unit, status: 'reserved' };
    return unit;
  });
}

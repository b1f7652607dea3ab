import type { SeedBrandId } from './types';

/** docs/product.md §D10: bank, plan name, term, nominal annual rate, the most it lends and the largest share of the price. */
export interface CreditPlanSeed {
  readonly brandId: Exclude<SeedBrandId, 6>;
  readonly bank: string;
  readonly name: string;
  readonly months: number;
  readonly annualRatePct: number;
  /** In pesos: credits are always in pesos, whatever the vehicle's currency (docs/product.md §D3). */
  readonly maxAmount: number;
  readonly maxSharePct: number;
}

// No plans for BAIC: docs/product.md §2 shows 'Próximamente.' for brand 6 financing.
// Fixed-rate plans only: a UVA loan's installment moves with inflation, which the French-system figure can't show.
export const CREDIT_PLAN_SEEDS: readonly CreditPlanSeed[] = [
  {
    brandId: 1,
    bank: 'Volkswagen Financial Services',
    name: 'Tasa 0% 12 meses',
    months: 12,
    annualRatePct: 0,
    maxAmount: 15_000_000,
    maxSharePct: 50,
  },
  {
    brandId: 1,
    bank: 'Volkswagen Financial Services',
    name: 'Tasa fija 24 meses',
    months: 24,
    annualRatePct: 24.9,
    maxAmount: 25_000_000,
    maxSharePct: 60,
  },
  {
    brandId: 1,
    bank: 'Banco Santander',
    name: 'Prendario tasa fija 48 meses',
    months: 48,
    annualRatePct: 44.9,
    maxAmount: 30_000_000,
    maxSharePct: 70,
  },
  {
    brandId: 1,
    bank: 'Banco Galicia',
    name: 'Prendario 60 meses',
    months: 60,
    annualRatePct: 49.5,
    maxAmount: 40_000_000,
    maxSharePct: 80,
  },
  {
    brandId: 2,
    bank: 'GMF / Banco GM',
    name: 'Tasa 0% 18 meses',
    months: 18,
    annualRatePct: 0,
    maxAmount: 12_000_000,
    maxSharePct: 50,
  },
  {
    brandId: 2,
    bank: 'GMF / Banco GM',
    name: 'Tasa fija 36 meses',
    months: 36,
    annualRatePct: 29.9,
    maxAmount: 25_000_000,
    maxSharePct: 60,
  },
  {
    brandId: 2,
    bank: 'Banco Supervielle',
    name: 'Prendario tasa fija 48 meses',
    months: 48,
    annualRatePct: 42.5,
    maxAmount: 30_000_000,
    maxSharePct: 70,
  },
  {
    brandId: 2,
    bank: 'Banco Galicia',
    name: 'Prendario 60 meses',
    months: 60,
    annualRatePct: 49.5,
    maxAmount: 35_000_000,
    maxSharePct: 75,
  },
  {
    brandId: 4,
    bank: 'NR Finance',
    name: 'Tasa 0% 12 meses',
    months: 12,
    annualRatePct: 0,
    maxAmount: 15_000_000,
    maxSharePct: 50,
  },
  {
    brandId: 4,
    bank: 'NR Finance',
    name: 'Tasa fija 36 meses',
    months: 36,
    annualRatePct: 32.9,
    maxAmount: 25_000_000,
    maxSharePct: 60,
  },
  {
    brandId: 4,
    bank: 'Banco Santander',
    name: 'Prendario tasa fija 60 meses',
    months: 60,
    annualRatePct: 47.9,
    maxAmount: 35_000_000,
    maxSharePct: 75,
  },
];

/** Pesos per dollar for BAIC operations (GET /v2/baic/usd/rate). */
export const SEED_USD_RATE = 1450;

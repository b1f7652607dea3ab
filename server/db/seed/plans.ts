import { familySeed, versionSeed } from './catalogue';
import type { SeedBrandId } from './types';

type Integration = '100%' | '70/30' | '60/40';

interface SavingsPlanDraft {
  readonly brandId: Exclude<SeedBrandId, 6>;
  readonly product: string;
  readonly family: string;
  readonly version: string;
  readonly name: string;
  readonly installments: 84 | 120;
  readonly integration: Integration;
  /** Plan Óptimo charges reduced installments for the first year. */
  readonly reducedStart?: true;
}

/** A savings plan as inserted, linked to its family by code (the id is resolved at insert time). */
export interface SavingsPlanSeed {
  readonly brandId: Exclude<SeedBrandId, 6>;
  readonly product: string;
  readonly family: string;
  readonly model: string;
  readonly name: string;
  readonly installments: number;
  readonly initialInstallment: number;
  readonly firstInstallment: number;
  readonly integration: Integration;
  readonly description: string;
  readonly sortOrder: number;
}

// Savings plans exist for Volkswagen, Chevrolet and Nissan only: BAIC sells no plan in Argentina.
const DRAFTS: readonly SavingsPlanDraft[] = [
  {
    brandId: 1,
    product: 'Autoahorro Volkswagen',
    family: 'POLO',
    version: 'Track 1.6 MSI MT',
    name: 'Polo Track 84 cuotas 100%',
    installments: 84,
    integration: '100%',
  },
  {
    brandId: 1,
    product: 'Autoahorro Volkswagen',
    family: 'T-CROSS',
    version: 'Trendline 170 TSI MT',
    name: 'T-Cross Trendline 84 cuotas 70/30',
    installments: 84,
    integration: '70/30',
  },
  {
    brandId: 1,
    product: 'Autoahorro Volkswagen',
    family: 'AMAROK',
    version: 'Trendline 2.0 TDI 4x2 MT',
    name: 'Amarok Trendline 84 cuotas 60/40',
    installments: 84,
    integration: '60/40',
  },
  {
    brandId: 1,
    product: 'Plan Óptimo',
    family: 'VIRTUS',
    version: 'Trendline 170 TSI MT',
    name: 'Virtus Trendline Plan Óptimo 84 cuotas',
    installments: 84,
    integration: '100%',
    reducedStart: true,
  },
  {
    brandId: 1,
    product: 'Plan Óptimo',
    family: 'TAOS',
    version: 'Comfortline 250 TSI AT',
    name: 'Taos Comfortline Plan Óptimo 120 cuotas',
    installments: 120,
    integration: '70/30',
    reducedStart: true,
  },
  {
    brandId: 2,
    product: 'Plan Chevrolet',
    family: 'ONIX',
    version: 'LT 1.0T MT',
    name: 'Onix LT 84 cuotas 100%',
    installments: 84,
    integration: '100%',
  },
  {
    brandId: 2,
    product: 'Plan Chevrolet',
    family: 'TRACKER',
    version: 'LT 1.2T MT',
    name: 'Tracker LT 84 cuotas 70/30',
    installments: 84,
    integration: '70/30',
  },
  {
    brandId: 2,
    product: 'Plan Chevrolet',
    family: 'MONTANA',
    version: 'LT 1.2T MT',
    name: 'Montana LT 84 cuotas 100%',
    installments: 84,
    integration: '100%',
  },
  {
    brandId: 2,
    product: 'Plan Chevrolet',
    family: 'S10',
    version: 'LS 2.8 TD 4x2 MT Cabina Simple',
    name: 'S10 LS Cabina Simple 84 cuotas 60/40',
    installments: 84,
    integration: '60/40',
  },
  {
    brandId: 4,
    product: 'Plan Nissan',
    family: 'VERSA',
    version: 'Sense MT',
    name: 'Versa Sense 84 cuotas 100%',
    installments: 84,
    integration: '100%',
  },
  {
    brandId: 4,
    product: 'Plan Nissan',
    family: 'KICKS',
    version: 'Sense CVT',
    name: 'Kicks Sense 84 cuotas 70/30',
    installments: 84,
    integration: '70/30',
  },
  {
    brandId: 4,
    product: 'Plan Nissan',
    family: 'FRONTIER',
    version: 'S 2.3 TD 4x2 MT',
    name: 'Frontier S 4x2 84 cuotas 60/40',
    installments: 84,
    integration: '60/40',
  },
  {
    brandId: 4,
    product: 'Plan Nissan',
    family: 'SENTRA',
    version: 'Sense CVT',
    name: 'Sentra Sense 120 cuotas 100%',
    installments: 120,
    integration: '100%',
  },
];

const FINANCED_SHARE: Readonly<Record<Integration, number>> = { '100%': 1, '70/30': 0.7, '60/40': 0.6 };
/** Administration fee and life insurance on top of the pure share of the vehicle's value. */
const FEES_FACTOR = 1.16;
/** Plan Óptimo's first twelve installments are this share of a regular one. */
const REDUCED_START_FACTOR = 0.8;
/** The subscription (cuota de suscripción) is about 1.5 % of the vehicle's value. */
const SUBSCRIPTION_SHARE = 0.015;

function planDescription(draft: SavingsPlanDraft, model: string): string {
  const lead = draft.reducedStart ? 'Las cuotas 1 a 12 son reducidas para que empieces a pagar menos. ' : '';
  switch (draft.integration) {
    case '100%':
      return `${lead}Financiás el 100% del valor del ${model} en ${draft.installments} cuotas mensuales sin interés. Adjudicación por sorteo o licitación desde la cuota 2.`;
    case '70/30':
      return `${lead}Pagás el 70% del valor del ${model} en ${draft.installments} cuotas y el 30% restante al adjudicar, en efectivo o con tu usado.`;
    case '60/40':
      return `${lead}Pagás el 60% del valor del ${model} en ${draft.installments} cuotas y el 40% al adjudicar. Las cuotas más bajas para llegar a tu 0km.`;
  }
}

/** Installment amounts follow the seeded list prices, so plans and stock stay consistent when prices change. */
export function buildSavingsPlanSeeds(): SavingsPlanSeed[] {
  return DRAFTS.map((draft, index) => {
    const family = familySeed(draft.brandId, draft.family);
    const version = versionSeed(draft.brandId, draft.family, draft.version);
    const model = `${family.name} ${version.name}`;
    const regular = (version.price * FINANCED_SHARE[draft.integration] * FEES_FACTOR) / draft.installments;
    const first = draft.reducedStart ? regular * REDUCED_START_FACTOR : regular;
    return {
      brandId: draft.brandId,
      product: draft.product,
      family: draft.family,
      model,
      name: draft.name,
      installments: draft.installments,
      initialInstallment: Math.round((version.price * SUBSCRIPTION_SHARE) / 1_000) * 1_000,
      firstInstallment: Math.round(first / 100) * 100,
      integration: draft.integration,
      description: planDescription(draft, model),
      sortOrder: index + 1,
    };
  });
}

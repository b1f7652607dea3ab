import type { StaffMember } from './staff';

/**
 * The sales funnel on "Hoy" (docs/product.md §6 "Hoy", docs/decisions/0063): week by week, how many leads arrived
 * (contact messages and price requests; job applications are not sales), how many operations started, how many were
 * reserved and how many delivered, each counted in the week it happened, for one brand or all and one source or all
 * (the channel of domain/shared/visit-source.ts). For administrators and the content ("marketing") role. Its form is
 * read by sales-funnel-schemas.ts (zod, kept out of the pages' code, docs/decisions/0011).
 */

export const FUNNEL_STEPS = ['leads', 'started', 'reserved', 'delivered'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Readonly<Record<FunnelStep, string>> = {
  leads: 'Consultas',
  started: 'Operaciones iniciadas',
  reserved: 'Reservas',
  delivered: 'Entregas',
};

export const FUNNEL_WEEK_CHOICES = [4, 8, 12, 26] as const;
export const FUNNEL_DEFAULT_WEEKS = 8;

/** The GET form's keys (Spanish, as the addresses are). */
export const FUNNEL_QUERY_KEYS = {
  brand: 'embudo-marca',
  source: 'embudo-origen',
  weeks: 'semanas',
} as const;

export interface FunnelFilters {
  brand?: number;
  source?: string;
  weeks: number;
}

export type FunnelCounts = Record<FunnelStep, number>;

/** One week: its Monday ('YYYY-MM-DD', Mendoza) and its counts. */
export interface FunnelWeek extends FunnelCounts {
  week: string;
}

/** One source over the whole period. */
export interface FunnelSource extends FunnelCounts {
  source: string;
}

export interface SalesFunnel {
  filters: FunnelFilters;
  weeks: FunnelWeek[];
  sources: FunnelSource[];
  /** Every source seen in the period (for the form), whatever the filters. */
  sourceChoices: string[];
  brandChoices: { id: number; name: string }[];
}

/** The funnel as the pages reach it; refused (null) to a member without `funnel.read`. */
export interface SalesFunnelSource {
  funnel(member: StaffMember, filters: FunnelFilters, today: string): Promise<SalesFunnel | null>;
}

export const emptyCounts = (): FunnelCounts => ({ leads: 0, started: 0, reserved: 0, delivered: 0 });

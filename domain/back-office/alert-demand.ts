import type { AlertKind } from '../content/alerts';
import type { StaffMember } from './staff';

/**
 * The demand on "Hoy" (docs/product.md §6, docs/decisions/0086): what visitors wait for and search, counts only and
 * never whose. For the members with `funnel.read`, the marketing view: administrators and the content role.
 */

/** The searches counted over the days up to today. */
export const DEMAND_SEARCH_DAYS = 30;
/** The most used searches shown. */
export const DEMAND_TOP_SEARCHES = 10;

/** Confirmed alerts of one family (or of no family: a saved search that names none), by kind. */
export interface AlertDemandRow {
  /** 'Volkswagen Amarok', 'Chevrolet (cualquier modelo)' or 'Cualquier marca'. */
  label: string;
  counts: Record<AlertKind, number>;
  total: number;
}

export interface SearchDemandRow {
  /** The filters as read: 'Chevrolet · SUV · hasta $ 40.000.000'. */
  label: string;
  /** The search page with those filters. */
  path: string;
  uses: number;
}

export interface AlertDemand {
  /** Most alerts first. */
  alerts: AlertDemandRow[];
  totals: Record<AlertKind, number>;
  searches: SearchDemandRow[];
}

/** The demand as the pages reach it; refused (null) to a member without `funnel.read`. */
export interface AlertDemandSource {
  demand(member: StaffMember): Promise<AlertDemand | null>;
}

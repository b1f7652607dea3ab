import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  type AlertDemand,
  type AlertDemandRow,
  type AlertDemandSource,
  DEMAND_SEARCH_DAYS,
  DEMAND_TOP_SEARCHES,
} from '#domain/back-office/alert-demand';
import { staffMay } from '#domain/back-office/staff';
import { brandBySlug, findBrandById } from '#domain/catalogue/brands';
import {
  describeSearchFilters,
  searchFiltersOfKey,
  searchPagePath,
} from '#domain/catalogue/stock-search-filters';
import { ALERT_KINDS, type AlertKind } from '#domain/content/alerts';
import type { Database } from '../db/client';
import { mendozaToday } from '../db/mendoza-days';
import { alerts, families, searchUses } from '../db/schema';
import { familyNames } from './search-matches';

const noCounts = (): Record<AlertKind, number> =>
  Object.fromEntries(ALERT_KINDS.map((kind) => [kind, 0])) as Record<AlertKind, number>;

/**
 * The confirmed alerts per family and kind, and the searches most used over the last DEMAND_SEARCH_DAYS days
 * (domain/back-office/alert-demand.ts): counts only; no address, name or token leaves this function.
 */
export async function alertDemand(db: Database): Promise<AlertDemand> {
  const searchBrand = sql<string | null>`${alerts.searchFilters}->>'marca'`;
  const grouped = await db
    .select({
      kind: alerts.kind,
      family: families.name,
      familyBrand: families.brandId,
      searchBrand,
      total: count(),
    })
    .from(alerts)
    .leftJoin(families, eq(families.id, alerts.familyId))
    .where(isNotNull(alerts.confirmedAt))
    .groupBy(alerts.kind, families.id, families.name, families.brandId, searchBrand);
  const rows = new Map<string, AlertDemandRow>();
  const totals = noCounts();
  for (const group of grouped) {
    const label =
      group.family !== null
        ? `${findBrandById(group.familyBrand ?? 0)?.name ?? ''} ${group.family}`.trim()
        : group.searchBrand
          ? `${brandBySlug(group.searchBrand)?.name ?? group.searchBrand} (cualquier modelo)`
          : 'Cualquier marca';
    const row = rows.get(label) ?? { label, counts: noCounts(), total: 0 };
    row.counts[group.kind] += group.total;
    row.total += group.total;
    totals[group.kind] += group.total;
    rows.set(label, row);
  }

  const uses = sql<number>`sum(${searchUses.count})::integer`;
  const top = await db
    .select({ key: searchUses.queryKey, uses })
    .from(searchUses)
    .where(sql`${searchUses.day} > ${mendozaToday} - ${DEMAND_SEARCH_DAYS}::integer`)
    .groupBy(searchUses.queryKey)
    .orderBy(desc(uses), searchUses.queryKey)
    .limit(DEMAND_TOP_SEARCHES);
  const filters = top.map((search) => searchFiltersOfKey(search.key));
  const names = await familyNames(
    db,
    filters.flatMap((each) => (each.familia ? [Number(each.familia)] : [])),
  );
  return {
    alerts: [...rows.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label, 'es')),
    totals,
    searches: top.map((search, index) => {
      const asked = filters[index] ?? {};
      return {
        label: describeSearchFilters(asked, asked.familia ? names.get(Number(asked.familia)) : null),
        path: searchPagePath(asked),
        uses: Number(search.uses),
      };
    }),
  };
}

/** For "Hoy": the marketing view's members only (`funnel.read`), checked here on the server. */
export function alertDemandSource(deps: { db: Database }): AlertDemandSource {
  return {
    demand: async (member) => (staffMay(member, 'funnel.read') ? alertDemand(deps.db) : null),
  };
}

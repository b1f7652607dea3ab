import { asc, sql } from 'drizzle-orm';
import {
  emptyCounts,
  type FunnelFilters,
  type FunnelSource,
  type FunnelStep,
  type FunnelWeek,
  type SalesFunnel,
  type SalesFunnelSource,
} from '#domain/back-office/sales-funnel';
import { staffMay } from '#domain/back-office/staff';
import { addDays, mondayOf } from '#domain/back-office/today';
import { MENDOZA_TIME_ZONE } from '#domain/shared/mendoza-time';
import { type Database, selectRows } from '../db/client';
import { mendozaDayStart } from '../db/mendoza-days';
import { brands } from '../db/schema';

/**
 * Every step of the funnel as one list of events (domain/back-office/sales-funnel.ts): a lead when it arrived (contact
 * messages and price requests), an operation when it started, when it was reserved and when it was delivered, each
 * with its brand and the channel it came from (domain/shared/visit-source.ts).
 */
const EVENTS = sql.raw(`(
  select 'leads'::text as step, brand_id, origin_channel, created_at as at from contact_messages
  union all
  select 'leads', brand_id, origin_channel, created_at from price_requests
  union all
  select 'started', brand_id, origin_channel, created_at from operations
  union all
  select 'reserved', brand_id, origin_channel, reserved_at from operations where reserved_at is not null
  union all
  select 'delivered', brand_id, origin_channel, delivered_at from operations where delivered_at is not null
) as events`);

interface EventCount {
  week: string;
  step: FunnelStep;
  origin_channel: string;
  total: number | string;
}

/** The funnel for the weeks asked, ending with the week of `today` (a Mendoza day). */
export async function salesFunnel(db: Database, filters: FunnelFilters, today: string): Promise<SalesFunnel> {
  const lastMonday = mondayOf(today);
  const firstMonday = addDays(lastMonday, -7 * (filters.weeks - 1));
  const since = sql`events.at >= ${mendozaDayStart(firstMonday)}`;
  const counted = await selectRows<EventCount>(
    db,
    sql`select to_char(date_trunc('week', events.at at time zone ${MENDOZA_TIME_ZONE}), 'YYYY-MM-DD') as week,
               events.step, events.origin_channel, count(*) as total
          from ${EVENTS}
         where ${since}
           ${filters.brand ? sql`and events.brand_id = ${filters.brand}` : sql``}
         group by 1, 2, 3`,
  );
  const weeks: FunnelWeek[] = Array.from({ length: filters.weeks }, (_, index) => ({
    week: addDays(firstMonday, 7 * index),
    ...emptyCounts(),
  }));
  const byWeek = new Map(weeks.map((week) => [week.week, week]));
  const bySource = new Map<string, FunnelSource>();
  for (const row of counted) {
    const total = Number(row.total);
    const source = bySource.get(row.origin_channel) ?? { source: row.origin_channel, ...emptyCounts() };
    source[row.step] += total;
    bySource.set(row.origin_channel, source);
    if (filters.source && row.origin_channel !== filters.source) continue;
    const week = byWeek.get(row.week);
    if (week) week[row.step] += total;
  }
  const sources = [...bySource.values()].sort(
    (a, b) => b.leads - a.leads || a.source.localeCompare(b.source),
  );
  const brandChoices = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .orderBy(asc(brands.name));
  return {
    filters,
    weeks,
    sources: filters.source ? sources.filter((source) => source.source === filters.source) : sources,
    sourceChoices: sources.map((source) => source.source).sort(),
    brandChoices,
  };
}

/** The funnel for the pages: counts only, for the members with `funnel.read` (docs/decisions/0063). */
export function salesFunnelSource(deps: { db: Database }): SalesFunnelSource {
  return {
    funnel: async (member, filters, today) =>
      staffMay(member, 'funnel.read') ? salesFunnel(deps.db, filters, today) : null,
  };
}

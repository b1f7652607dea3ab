import { parseFunnelQuery } from '#domain/back-office/sales-funnel-schemas';
import { STAFF_ROLE_LABELS } from '#domain/back-office/staff';
import { localDate } from '#domain/shared/mendoza-time';
import { laterPart } from '../../components/lazy-part';
import {
  alertDemandContext,
  catalogueEditingContext,
  leadsInboxContext,
  reservationsDeskContext,
  salesFunnelContext,
  testDriveDeskContext,
} from '../../context';
import { AdminErrorBoundary, AdminPageHeader, adminMeta } from '../../features/back-office/panel/admin-frame';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { sourcesChart, weeksChart } from '../../features/back-office/today/funnel-charts.server';
import { TodayWork } from '../../features/back-office/today/today-board';
import { todayBoard } from '../../features/back-office/today/today-board.server';
import '../../features/back-office/today/today.css';
import type { Route } from './+types/_index';

export const meta = () => adminMeta('Hoy');

/**
 * The funnel (its filter form and charts) and the demand's tables are the server's HTML until their code arrives, after
 * the page's own (docs/decisions/0056): the day's counts come first.
 */
const FunnelPanel = laterPart(
  () => import('../../features/back-office/today/funnel-panel').then((module) => module.FunnelPanel),
  null,
);
const DemandPanel = laterPart(
  () => import('../../features/back-office/today/demand-panel').then((module) => module.DemandPanel),
  null,
);

/**
 * "Hoy", the desk's home (docs/product.md §6 "Hoy"): the member's day, each count a link to the list it counts, kept
 * to the parts and brands their role may read; for administrators and the content role, the sales funnel by week,
 * brand and source, its charts drawn here on the server, and the demand (alerts per family, the most used searches).
 * The sections stay in the panel's navigation.
 */
export async function loader(args: Route.LoaderArgs) {
  const { member } = requireStaff(args).actor;
  const now = new Date();
  const today = localDate(now);
  const { filters, issues } = parseFunnelQuery(args.url.searchParams);
  const [board, funnel, demand] = await Promise.all([
    todayBoard(
      member,
      {
        inbox: args.context.get(leadsInboxContext),
        desk: args.context.get(reservationsDeskContext),
        stock: args.context.get(catalogueEditingContext),
        testDrives: args.context.get(testDriveDeskContext),
      },
      today,
    ),
    args.context.get(salesFunnelContext).funnel(member, filters, today),
    args.context.get(alertDemandContext).demand(member),
  ]);
  return {
    firstName: member.name.split(/\s+/)[0] ?? member.name,
    roleLabel: STAFF_ROLE_LABELS[member.role],
    now: now.toISOString(),
    board,
    funnel: funnel && {
      data: funnel,
      charts: { weeks: weeksChart(funnel), sources: sourcesChart(funnel) },
      issues,
    },
    demand,
  };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { firstName, roleLabel, now, board, funnel, demand } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={`Hola, ${firstName}`}
        lead={`Tu rol es ${roleLabel}. Esto es lo que espera hoy.`}
      />
      <TodayWork board={board} now={now} />
      {funnel && <FunnelPanel funnel={funnel.data} charts={funnel.charts} issues={funnel.issues} />}
      {demand && <DemandPanel demand={demand} />}
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

import { inboxBrandOf } from '#domain/back-office/leads-inbox';
import { parseInboxQuery } from '#domain/back-office/leads-inbox-schemas';
import { leadsInboxContext } from '../../context';
import { InboxFiltersForm, InboxResults } from '../../features/back-office/leads/inbox-list';
import { AdminErrorBoundary, AdminPageHeader, adminMeta } from '../../features/back-office/panel/admin-frame';
import { QueryIssues } from '../../features/back-office/panel/filtered-list';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/consultas';

export const meta = () => adminMeta('Consultas');

/**
 * The leads inbox (issue 15): contact messages, price requests and job applications in one list, newest first, 25 a
 * page, kept to the brands the member may read. The filters are the address's query, the CSV export's too; a brand
 * the member may not read is refused (403). Each page shown is in the audit log (docs/decisions/0045).
 */
export async function loader(args: Route.LoaderArgs) {
  const { filters, issues } = parseInboxQuery(args.url.searchParams);
  const { actor } = requireStaff(args, 'leads.read', inboxBrandOf(filters));
  const inbox = args.context.get(leadsInboxContext);
  const [page, options] = await Promise.all([inbox.list(actor, filters), inbox.filterOptions(actor.member)]);
  return { page, options, filters, issues };
}

export default function LeadsInbox({ loaderData }: Route.ComponentProps) {
  const { page, options, filters, issues } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Consultas"
        lead="Mensajes de contacto, pedidos de precio y postulaciones: las más nuevas primero."
      />
      <QueryIssues issues={issues} />
      <InboxFiltersForm filters={filters} options={options} />
      <InboxResults page={page} filters={filters} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

import { inboxBrandOf } from '#domain/back-office/leads-inbox';
import { parseInboxQuery } from '#domain/back-office/leads-inbox-schemas';
import { leadsInboxContext } from '../../context';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/consultas.exportar';

/**
 * The filtered inbox, every page, as a CSV file (server/leads/inbox-csv.ts, docs/decisions/0028): the same filters as
 * the list, read the same way, and the same scope (a brand the member may not read is refused, 403). A file with
 * personal data: never kept by a browser or a cache, and every export is in the audit log (docs/decisions/0045).
 */
export async function loader(args: Route.LoaderArgs) {
  const { filters } = parseInboxQuery(args.url.searchParams);
  const { actor } = requireStaff(args, 'leads.read', inboxBrandOf(filters));
  const file = await args.context.get(leadsInboxContext).exportCsv(actor, { ...filters, page: 1 });
  return new Response(file.text, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

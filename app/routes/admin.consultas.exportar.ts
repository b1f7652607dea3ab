import { parseInboxQuery } from '#domain/leads-inbox-schemas';
import { leadsInboxContext } from '../context';
import { requireStaff } from '../features/admin/guard.server';
import type { Route } from './+types/admin.consultas.exportar';

/**
 * The filtered inbox, every page, as a CSV file (server/leads/inbox-csv.ts, docs/decisions/0028): the same filters as
 * the list, read the same way, and the same scope. A file with personal data: never kept by a browser or a cache.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'leads.read');
  const { filters } = parseInboxQuery(args.url.searchParams);
  const file = await args.context.get(leadsInboxContext).exportCsv(actor.member, { ...filters, page: 1 });
  return new Response(file.text, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

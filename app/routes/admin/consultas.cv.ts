import { data } from 'react-router';
import { leadsInboxContext } from '../../context';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/consultas.cv';

/**
 * A job application's CV, for signed-in staff who may read the application (server/leads/inbox.ts): read through the
 * file storage, sent as an attachment and never kept. There is no public address for a CV.
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'leads.read');
  const id = /^\d{1,9}$/.test(args.params.id) ? Number(args.params.id) : 0;
  const download = await args.context.get(leadsInboxContext).cv(actor, id);
  if (!download.found) {
    const forbidden = download.reason === 'forbidden';
    throw data(
      forbidden ? 'No tenés permiso para descargar este currículum.' : 'No encontramos ese currículum.',
      {
        status: forbidden ? 403 : 404,
        headers: { 'cache-control': 'private, no-store' },
      },
    );
  }
  return new Response(download.body, {
    headers: {
      'content-type': download.mimeType,
      'content-length': String(download.bytes),
      'content-disposition': `attachment; filename="${download.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

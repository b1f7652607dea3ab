import { EXPORT_FORMAT_KEY, exportFormatOf } from '#domain/back-office/export-columns';
import { parseDeskQuery } from '#domain/back-office/reservations-desk-query';
import { reservationsDeskContext } from '../../context';
import { exportResponse } from '../../features/back-office/panel/export-response.server';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/reservas.exportar';

/**
 * The filtered desk, every page, as a CSV file or, with `?formato=xlsx`, an Excel workbook (docs/decisions/0074): the
 * same filters as the list, read the same way, and the same scope (a brand the member may not read is refused, 403).
 * A file with personal data: never kept by a browser or a cache, and every export is in the audit log
 * (docs/decisions/0045).
 */
export async function loader(args: Route.LoaderArgs) {
  const { filters } = parseDeskQuery(args.url.searchParams);
  const { actor } = requireStaff(args, 'reservations.read', filters.brandId);
  const format = exportFormatOf(args.url.searchParams.get(EXPORT_FORMAT_KEY));
  const file = await args.context
    .get(reservationsDeskContext)
    .exportFile(actor, { ...filters, page: 1 }, format);
  return exportResponse(file);
}

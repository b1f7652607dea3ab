import { EXPORT_FORMAT_KEY, exportFormatOf } from '#domain/back-office/export-columns';
import { parseStockQuery } from '#domain/back-office/stock-editing-schemas';
import { catalogueEditingContext } from '../../context';
import { exportResponse } from '../../features/back-office/panel/export-response.server';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/stock.exportar';

/**
 * The filtered stock, every page, as a CSV file or, with `?formato=xlsx`, an Excel workbook (docs/decisions/0074):
 * the same filters and the same scope as the list (a brand the member may not see is refused, 403), and every export
 * in the audit log.
 */
export async function loader(args: Route.LoaderArgs) {
  const { filters } = parseStockQuery(args.url.searchParams);
  const { actor } = requireStaff(args, 'stock.photos', filters.brand);
  const format = exportFormatOf(args.url.searchParams.get(EXPORT_FORMAT_KEY));
  const file = await args.context
    .get(catalogueEditingContext)
    .exportUnits(actor, { ...filters, page: 1 }, format);
  return exportResponse(file);
}

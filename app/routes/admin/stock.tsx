import { staffBrandScope, staffMay } from '#domain/back-office/staff';
import { parseStockQuery } from '#domain/back-office/stock-editing-schemas';
import { ButtonLink } from '../../components/button';
import { catalogueEditingContext } from '../../context';
import { AdminErrorBoundary, AdminPageHeader, adminMeta } from '../../features/back-office/panel/admin-frame';
import { QueryIssues } from '../../features/back-office/panel/filtered-list';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { STOCK_FILE_PATH, StockFiltersForm, StockResults } from '../../features/back-office/stock/stock-list';
import type { Route } from './+types/stock';

export const meta = () => adminMeta('Stock');

/**
 * The units in stock (docs/product.md §6), to find one to photograph: by chassis or model, brand and state. Sales
 * people see their brands' units only; the stock file is the administrators' (docs/decisions/0031).
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'stock.photos');
  const { filters, issues } = parseStockQuery(args.url.searchParams);
  const page = await args.context.get(catalogueEditingContext).units(actor.member, filters);
  return {
    page,
    filters,
    issues,
    brandIds: staffBrandScope(actor.member, 'stock.photos'),
    mayUpload: staffMay(actor.member, 'prices.edit'),
  };
}

export default function Stock({ loaderData }: Route.ComponentProps) {
  const { page, filters, issues, brandIds, mayUpload } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Stock"
        lead="Las unidades en venta. Entrá a una para sacarle fotos con el celular o subirlas."
      />
      {mayUpload && (
        <p>
          <ButtonLink to={STOCK_FILE_PATH} variant="secondary">
            Cargar el archivo de stock
          </ButtonLink>
        </p>
      )}
      <QueryIssues issues={issues} />
      <StockFiltersForm filters={filters} brandIds={brandIds} />
      <StockResults page={page} filters={filters} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

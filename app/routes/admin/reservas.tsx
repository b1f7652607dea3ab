import { parseDeskQuery } from '#domain/back-office/reservations-desk-query';
import { reservationsDeskContext } from '../../context';
import { AdminErrorBoundary, AdminPageHeader, adminMeta } from '../../features/back-office/panel/admin-frame';
import { QueryIssues } from '../../features/back-office/panel/filtered-list';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { DeskFiltersForm, DeskResults } from '../../features/back-office/reservations/desk-list';
import type { Route } from './+types/reservas';

export const meta = () => adminMeta('Reservas');

/**
 * The reservations desk (issue 15): every operation the member may read, newest first, 25 a page. The filters are the
 * address's query; a value that is not valid is left out and said so above the list, and a brand the member may not
 * read is refused (403). Each page shown is in the audit log (docs/decisions/0045).
 */
export async function loader(args: Route.LoaderArgs) {
  const { filters, issues } = parseDeskQuery(args.url.searchParams);
  const { actor } = requireStaff(args, 'reservations.read', filters.brandId);
  const desk = args.context.get(reservationsDeskContext);
  const [list, options] = await Promise.all([desk.list(actor, filters), desk.filterOptions(actor.member)]);
  return { list, options, filters, issues };
}

export default function ReservationsDesk({ loaderData }: Route.ComponentProps) {
  const { list, options, filters, issues } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Reservas"
        lead="Las operaciones del Concesionario Digital, de la primera a la última: las más nuevas primero."
      />
      <QueryIssues issues={issues} />
      <DeskFiltersForm filters={filters} options={options} />
      <DeskResults list={list} filters={filters} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

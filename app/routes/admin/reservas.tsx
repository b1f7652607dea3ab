import { data } from 'react-router';
import { DESK_MINE } from '#domain/back-office/reservations-desk';
import { parseDeskQuery } from '#domain/back-office/reservations-desk-query';
import { staffMay } from '#domain/back-office/staff';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { operationFulfilmentContext, reservationsDeskContext } from '../../context';
import { AdminErrorBoundary, AdminPageHeader, adminMeta } from '../../features/back-office/panel/admin-frame';
import { bulkPostOf } from '../../features/back-office/panel/bulk-action.server';
import { QueryIssues } from '../../features/back-office/panel/filtered-list';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import { BulkConfirm, BulkDone } from '../../features/back-office/panel/list-table';
import {
  deskBulkConfirmation,
  deskBulkDone,
  deskBulkInput,
} from '../../features/back-office/reservations/desk-bulk.server';
import {
  DeskFiltersFormLater,
  DeskResultsLater,
} from '../../features/back-office/reservations/desk-list-later';
import type { Route } from './+types/reservas';

export const meta = ({ location }: Route.MetaArgs) =>
  adminMeta(new URLSearchParams(location.search).get('asesor') === DESK_MINE ? 'Mis reservas' : 'Reservas');

/**
 * The reservations desk (issue 15): every operation the member may read, newest first unless sorted by another
 * column, 25 a page unless asked; "Mis reservas" is the same list owned by the signed-in person (issue 33). The
 * filters are the address's query; a value that is not valid is left out and said so above the list, and a brand the
 * member may not read is refused (403). Each page shown is in the audit log (docs/decisions/0045).
 */
export async function loader(args: Route.LoaderArgs) {
  const { filters, issues } = parseDeskQuery(args.url.searchParams);
  const { actor } = requireStaff(args, 'reservations.read', filters.brandId);
  const desk = args.context.get(reservationsDeskContext);
  const [list, options] = await Promise.all([desk.list(actor, filters), desk.filterOptions(actor.member)]);
  return { list, options, filters, issues, mayAct: staffMay(actor.member, 'reservations.act') };
}

/**
 * A bulk action on the selected operations: the first post answers with what it will do, the one that carries the
 * confirmation acts, operation by operation, each checked (brand, stage) and audited on its own (server/dealership).
 */
export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'reservations.act');
  const post = bulkPostOf(await postedForm(args.request), ['accion', 'account_id']);
  if (!post.confirmed) {
    const options = await args.context.get(reservationsDeskContext).filterOptions(actor.member);
    const answer = deskBulkConfirmation(post, options);
    return data(answer, { status: answer.step === 'done' ? 400 : 200 });
  }
  const result = await args.context.get(operationFulfilmentContext).bulk(actor, deskBulkInput(post));
  return data(deskBulkDone(result), { status: result.ok ? 200 : result.status });
}

export default function ReservationsDesk({ loaderData, actionData }: Route.ComponentProps) {
  const { list, options, filters, issues, mayAct } = loaderData;
  const mine = filters.advisor === DESK_MINE;
  return (
    <>
      <AdminPageHeader
        title={mine ? 'Mis reservas' : 'Reservas'}
        lead={
          mine
            ? 'Las operaciones a tu cargo: las más nuevas primero.'
            : 'Las operaciones del Concesionario Digital, de la primera a la última: las más nuevas primero.'
        }
      />
      <QueryIssues issues={issues} />
      {actionData?.step === 'confirm' && (
        <BulkConfirm answer={actionData} backTo={STAFF_PATHS.reservations} />
      )}
      {actionData?.step === 'done' && <BulkDone key={actionData.at} answer={actionData} />}
      <DeskFiltersFormLater filters={filters} options={options} />
      <DeskResultsLater list={list} filters={filters} options={options} mayAct={mayAct} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

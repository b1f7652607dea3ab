import { agendaHref } from '#domain/back-office/branch-agenda';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { localDate } from '#domain/shared/mendoza-time';
import { reservationVisitDeskContext } from '../../context';
import {
  appointmentAction,
  appointmentRecord,
} from '../../features/back-office/agenda/appointment-route.server';
import { VisitRecordView } from '../../features/back-office/agenda/visit-record';
import {
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/agenda.visita';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Visita n.º ${params.id}`);

const NOT_FOUND = 'No encontramos esa visita.';

/**
 * A visit after a reservation on the branch calendar: `reservations.read` on its brand to see it,
 * `reservations.act` to move it, cancel it or mark whether the buyer came (server).
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'agenda.read');
  return appointmentRecord(
    args.context.get(reservationVisitDeskContext),
    actor.member,
    args.params.id,
    NOT_FOUND,
  );
}

export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'reservations.act');
  return appointmentAction(
    args.context.get(reservationVisitDeskContext),
    actor,
    args.request,
    args.params.id,
    NOT_FOUND,
  );
}

export default function VisitRecordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { record } = loaderData;
  return (
    <>
      <BackLink
        to={agendaHref(STAFF_PATHS.agenda, record.branch.id, localDate(new Date(record.startsAt)))}
        label="Agenda"
      />
      <AdminPageHeader title={`Visita de la reserva: ${record.vehicle}`} lead={record.branch.name} />
      <VisitRecordView record={record} answer={actionData ?? null} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

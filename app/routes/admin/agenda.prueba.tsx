import { agendaHref } from '#domain/back-office/branch-agenda';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { localDate } from '#domain/shared/mendoza-time';
import { testDriveDeskContext } from '../../context';
import {
  appointmentAction,
  appointmentRecord,
} from '../../features/back-office/agenda/appointment-route.server';
import { TestDriveRecordView } from '../../features/back-office/agenda/test-drive-record';
import {
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/agenda.prueba';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Prueba de manejo n.º ${params.id}`);

const NOT_FOUND = 'No encontramos esa prueba de manejo.';

/** A test drive on the branch calendar: `leads.read` on its brand to see it, `leads.act` to change it (server). */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'agenda.read');
  return appointmentRecord(args.context.get(testDriveDeskContext), actor.member, args.params.id, NOT_FOUND);
}

export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'leads.act');
  return appointmentAction(
    args.context.get(testDriveDeskContext),
    actor,
    args.request,
    args.params.id,
    NOT_FOUND,
  );
}

export default function TestDriveRecordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { record } = loaderData;
  return (
    <>
      <BackLink
        to={agendaHref(STAFF_PATHS.agenda, record.branch.id, localDate(new Date(record.startsAt)))}
        label="Agenda"
      />
      <AdminPageHeader title={`Prueba de manejo: ${record.vehicle}`} lead={record.branch.name} />
      <TestDriveRecordView record={record} answer={actionData ?? null} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

import { data } from 'react-router';
import { agendaHref } from '#domain/back-office/branch-agenda';
import type { ReservationVisitDeskResult } from '#domain/back-office/reservation-visit-desk';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { localDate } from '#domain/shared/mendoza-time';
import { reservationVisitDeskContext } from '../../context';
import { VisitRecordView } from '../../features/back-office/agenda/visit-record';
import {
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { NO_PERMISSION, requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/agenda.visita';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Visita n.º ${params.id}`);

const NOT_FOUND = 'No encontramos esa visita.';
const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0);

/**
 * A visit after a reservation on the branch calendar: `reservations.read` on its brand to see it,
 * `reservations.act` to move it, cancel it or mark whether the buyer came (server).
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'agenda.read');
  const lookup = await args.context
    .get(reservationVisitDeskContext)
    .record(actor.member, idOf(args.params.id));
  if (!lookup.found)
    throw data({ message: lookup.status === 403 ? NO_PERMISSION : NOT_FOUND }, { status: lookup.status });
  return { record: lookup.record };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'reservations.act');
  const form = await postedForm(args.request);
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const desk = args.context.get(reservationVisitDeskContext);
  const id = idOf(args.params.id);
  const result =
    fields.intent === 'move'
      ? await desk.move(actor, id, fields)
      : await desk.act(actor, id, fields.intent ?? '');
  if (!result.ok && result.status === 403) throw data({ message: NO_PERMISSION }, { status: 403 });
  if (!result.ok && result.status === 404) throw data({ message: NOT_FOUND }, { status: 404 });
  return data<ReservationVisitDeskResult & { intent?: string }>(
    { ...result, ...(fields.intent ? { intent: fields.intent } : {}) },
    { status: result.ok ? 200 : result.status },
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

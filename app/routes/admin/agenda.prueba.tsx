import { data } from 'react-router';
import { agendaHref } from '#domain/back-office/branch-agenda';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import type { TestDriveDeskResult } from '#domain/back-office/test-drive-desk';
import { localDate } from '#domain/shared/mendoza-time';
import { testDriveDeskContext } from '../../context';
import { TestDriveRecordView } from '../../features/back-office/agenda/test-drive-record';
import {
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { NO_PERMISSION, requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/agenda.prueba';

export const meta = ({ params }: Route.MetaArgs) => adminMeta(`Prueba de manejo n.º ${params.id}`);

const NOT_FOUND = 'No encontramos esa prueba de manejo.';
const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0);

/** A test drive on the branch calendar: `leads.read` on its brand to see it, `leads.act` to change it (server). */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'agenda.read');
  const lookup = await args.context.get(testDriveDeskContext).record(actor.member, idOf(args.params.id));
  if (!lookup.found)
    throw data({ message: lookup.status === 403 ? NO_PERMISSION : NOT_FOUND }, { status: lookup.status });
  return { record: lookup.record };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'leads.act');
  const form = await postedForm(args.request);
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const desk = args.context.get(testDriveDeskContext);
  const id = idOf(args.params.id);
  const result =
    fields.intent === 'move'
      ? await desk.move(actor, id, fields)
      : await desk.act(actor, id, fields.intent ?? '');
  if (!result.ok && result.status === 403) throw data({ message: NO_PERMISSION }, { status: 403 });
  if (!result.ok && result.status === 404) throw data({ message: NOT_FOUND }, { status: 404 });
  return data<TestDriveDeskResult & { intent?: string }>(
    { ...result, ...(fields.intent ? { intent: fields.intent } : {}) },
    { status: result.ok ? 200 : result.status },
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

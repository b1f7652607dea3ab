import { data } from 'react-router';
import { agendaQuerySchema } from '#domain/back-office/branch-agenda-schemas';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { testDriveDeskContext } from '../../context';
import {
  type SettingsAnswer,
  TestDriveSettingsView,
} from '../../features/back-office/agenda/test-drive-settings';
import {
  AdminErrorBoundary,
  AdminPageHeader,
  adminMeta,
  BackLink,
} from '../../features/back-office/panel/admin-frame';
import { postedForm } from '../../features/back-office/panel/form-answers';
import { NO_PERMISSION, requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/agenda.unidades';

export const meta = () => adminMeta('Pruebas de manejo');

const branchOf = (url: URL) => {
  const parsed = agendaQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success)
    throw data({ message: parsed.error.issues[0]?.message ?? 'La dirección no es válida.' }, { status: 400 });
  return parsed.data.sucursal ?? null;
};

/** A branch's demo units, slot length and closures: read by whoever reads the agenda, changed as the server allows. */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'agenda.read');
  const settings = await args.context.get(testDriveDeskContext).settings(actor.member, branchOf(args.url));
  if (!settings) throw data({ message: 'No encontramos esa sucursal.' }, { status: 404 });
  return { settings };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = requireStaff(args, 'agenda.edit');
  const form = await postedForm(args.request);
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const desk = args.context.get(testDriveDeskContext);
  const branchId = branchOf(args.url) ?? (await desk.settings(actor.member, null))?.branch.id ?? 0;
  const unitId = /^\d{1,9}$/.test(fields.unit ?? '') ? Number(fields.unit) : 0;
  const result =
    fields.intent === 'add_unit'
      ? await desk.addUnit(actor, branchId, fields)
      : fields.intent === 'remove_unit'
        ? await desk.removeUnit(actor, unitId)
        : fields.intent === 'slot_minutes'
          ? await desk.setSlotMinutes(actor, branchId, fields)
          : fields.intent === 'closures'
            ? await desk.setClosures(actor, branchId, fields)
            : ({ ok: false, status: 400, message: 'No reconocemos esa acción. Recargá la página.' } as const);
  if (!result.ok && result.status === 403) throw data({ message: NO_PERMISSION }, { status: 403 });
  return data<SettingsAnswer>(
    { ...result, ...(fields.intent ? { intent: fields.intent } : {}) },
    { status: result.ok ? 200 : result.status },
  );
}

export default function TestDriveSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return (
    <>
      <BackLink to={STAFF_PATHS.agenda} label="Agenda" />
      <AdminPageHeader
        title={`Pruebas de manejo: ${settings.branch.name}`}
        lead="Las unidades que los compradores pueden reservar para probar, cuánto dura cada prueba y los días que la sucursal cierra."
      />
      <TestDriveSettingsView settings={settings} answer={actionData ?? null} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

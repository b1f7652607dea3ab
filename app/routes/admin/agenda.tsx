import { data } from 'react-router';
import { agendaQuerySchema } from '#domain/back-office/branch-agenda-schemas';
import { TEST_DRIVE_SETTINGS_PATH } from '#domain/back-office/test-drive-desk';
import { Link } from '../../components/link';
import { branchAgendaContext } from '../../context';
import { AgendaBranches, AgendaWeek } from '../../features/back-office/agenda/agenda-week';
import { AdminErrorBoundary, AdminPageHeader, adminMeta } from '../../features/back-office/panel/admin-frame';
import { requireStaff } from '../../features/back-office/panel/guard.server';
import type { Route } from './+types/agenda';

export const meta = () => adminMeta('Agenda');

/**
 * A branch's calendar (docs/product.md §6 "The branch calendar"): its week, chosen by the address
 * (?sucursal=ID&semana=YYYY-MM-DD), with its hours, holidays and closures and the appointments the member may see
 * (a `sales` member's brands only, in the query).
 */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = requireStaff(args, 'agenda.read');
  const parsed = agendaQuerySchema.safeParse(Object.fromEntries(args.url.searchParams));
  if (!parsed.success) {
    throw data({ message: parsed.error.issues[0]?.message ?? 'La dirección no es válida.' }, { status: 400 });
  }
  const agenda = await args.context
    .get(branchAgendaContext)
    .week(actor.member, { branchId: parsed.data.sucursal ?? null, date: parsed.data.semana ?? null });
  if (!agenda) throw data({ message: 'No encontramos esa sucursal.' }, { status: 404 });
  if (parsed.data.vista !== 'dia') return { agenda, day: null };
  // One day: the week's other days are left out of the page and its data.
  const day = parsed.data.semana ?? agenda.today;
  return { agenda: { ...agenda, days: agenda.days.filter((candidate) => candidate.date === day) }, day };
}

export default function Agenda({ loaderData }: Route.ComponentProps) {
  const { agenda, day } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Agenda"
        lead="Las entregas, las pruebas de manejo y las visitas de las reservas de cada sucursal, semana por semana, con su horario, los feriados y los días que cierra."
      />
      <AgendaBranches agenda={agenda} />
      <p>
        <Link to={`${TEST_DRIVE_SETTINGS_PATH}?sucursal=${agenda.branch.id}`}>
          Pruebas de manejo en {agenda.branch.name}: unidades, duración y cierres
        </Link>
      </p>
      <AgendaWeek agenda={agenda} onlyDay={day} />
    </>
  );
}

export { AdminErrorBoundary as ErrorBoundary };

import {
  APPOINTMENT_KIND_LABELS,
  addDays,
  agendaHref,
  type BranchAgendaWeek,
  weekdayAndDate,
} from '#domain/back-office/branch-agenda';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { Link } from '../../../components/link';
import './admin-agenda.css';

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const href = (branchId: number, week: string) => agendaHref(STAFF_PATHS.agenda, branchId, week);

/** The branches, each a link to its week (the same week): the address says which one is shown. */
export function AgendaBranches({ agenda }: { agenda: BranchAgendaWeek }) {
  return (
    <nav className="agenda-branches" aria-label="Sucursales">
      <ul>
        {agenda.branches.map((branch) => (
          <li key={branch.id}>
            <Link
              to={href(branch.id, agenda.week)}
              aria-current={branch.id === agenda.branch.id ? 'page' : undefined}
            >
              {branch.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The week before and after, and this week, as links in the address (they work without JavaScript). */
function WeekLinks({ agenda }: { agenda: BranchAgendaWeek }) {
  return (
    <nav className="agenda-weeks" aria-label="Semanas">
      <Link to={href(agenda.branch.id, agenda.previousWeek)}>← Semana anterior</Link>
      {agenda.week !== agenda.thisWeek && (
        <Link to={href(agenda.branch.id, agenda.thisWeek)}>Esta semana</Link>
      )}
      <Link to={href(agenda.branch.id, agenda.nextWeek)}>Semana siguiente →</Link>
    </nav>
  );
}

/** One day's address: the week's page with only that day (`vista=dia`). */
const dayHref = (branchId: number, date: string) => `${href(branchId, date)}&vista=dia`;

/**
 * One branch's week: one day a row (so it reads on a phone), each with its hours or why it is closed, and its
 * appointments; or, with `onlyDay` (the loader then keeps that day alone), the day, with the week a link away.
 */
export function AgendaWeek({
  agenda,
  onlyDay = null,
}: {
  agenda: BranchAgendaWeek;
  onlyDay?: string | null;
}) {
  const first = agenda.week;
  const last = addDays(agenda.week, 6);
  return (
    <section className="admin-card agenda" aria-labelledby="agenda-title">
      <h2 id="agenda-title">
        {onlyDay === null
          ? `${agenda.branch.name}: semana del ${weekdayAndDate(first)} al ${weekdayAndDate(last)}`
          : `${agenda.branch.name}: ${weekdayAndDate(onlyDay)}`}
      </h2>
      <p className="agenda__address">{agenda.branch.address}</p>
      {agenda.branch.hoursLines.length > 0 ? (
        <ul className="agenda__hours" aria-label="Horario de la sucursal">
          {agenda.branch.hoursLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="agenda__hours">
          La sucursal no tiene horario cargado: completalo en Sitio para que las entregas respeten sus horas.
        </p>
      )}
      {onlyDay === null ? (
        <WeekLinks agenda={agenda} />
      ) : (
        <nav className="agenda-weeks" aria-label="Días">
          <Link to={dayHref(agenda.branch.id, addDays(onlyDay, -1))}>← Día anterior</Link>
          <Link to={href(agenda.branch.id, onlyDay)}>Toda la semana</Link>
          <Link to={dayHref(agenda.branch.id, addDays(onlyDay, 1))}>Día siguiente →</Link>
        </nav>
      )}
      <ol className="agenda__days">
        {agenda.days.map((day) => (
          <li key={day.date} className={day.closed ? 'agenda-day agenda-day--closed' : 'agenda-day'}>
            <h3 className="agenda-day__title">
              <Link to={dayHref(agenda.branch.id, day.date)}>{capitalized(weekdayAndDate(day.date))}</Link>
              {day.date === agenda.today && <span className="agenda-day__today"> (hoy)</span>}
            </h3>
            <p className="agenda-day__hours">{day.closed ?? (day.hours ? `Abre ${day.hours}.` : '')}</p>
            {day.appointments.length === 0 ? (
              <p className="agenda-day__empty">Sin turnos.</p>
            ) : (
              <ul className="agenda-day__list">
                {day.appointments.map((appointment) => (
                  <li key={`${appointment.kind}-${appointment.href}`} className="agenda-appointment">
                    <span className="agenda-appointment__time">{appointment.time}</span>{' '}
                    <span className="agenda-appointment__kind">
                      {APPOINTMENT_KIND_LABELS[appointment.kind]}
                    </span>{' '}
                    <Link to={appointment.href}>{appointment.title}</Link>{' '}
                    <span className="agenda-appointment__state">({appointment.state})</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

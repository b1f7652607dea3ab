import { LEAD_KIND_LABELS } from '#domain/back-office/leads-inbox';
import { type TodayBoard, type TodayCount, waitedText } from '#domain/back-office/today';
import { formatNumber } from '#domain/shared/numbers';
import { laterPart } from '../../../components/lazy-part';
import { Link } from '../../../components/link';
import { leadPath } from '../leads/inbox-list';
import { dateTime } from '../panel/admin-list';

/** Tomorrow's test drives: the server's HTML until their code arrives, after the page's own (docs/decisions/0056). */
const TomorrowTestDrivesLater = laterPart(
  () => import('./tomorrow-test-drives').then((module) => module.TomorrowTestDrives),
  null,
);

/** One count of "Hoy": the number, what it counts and, for a count of what waits, how long the oldest has waited. */
function CountLink({ count, now }: { count: TodayCount; now: string }) {
  return (
    <Link to={count.href} className="today-count">
      <span className="today-count__number">{formatNumber(count.total)}</span>
      <span className="today-count__label">{count.label}</span>
      {count.oldestAt && (
        <span className="today-count__wait">
          La más antigua espera hace {waitedText(new Date(count.oldestAt), new Date(now))}
        </span>
      )}
    </Link>
  );
}

/**
 * "Hoy" (domain/back-office/today.ts): the member's day, only the parts their role may open. `now` is the instant the
 * server read the counts, so the waiting times agree with them.
 */
export function TodayWork({ board, now }: { board: TodayBoard; now: string }) {
  const counts = [
    ...(board.waitingLeads ? [board.waitingLeads.count] : []),
    ...(board.myUnansweredLeads ? [board.myUnansweredLeads] : []),
    ...(board.reservations ?? []),
    ...(board.unitsWithoutPhotos ? [board.unitsWithoutPhotos] : []),
  ];
  if (counts.length === 0 && !board.testDrivesTomorrow)
    return <p>Tu rol no tiene tareas del día en este panel.</p>;
  const oldest = board.waitingLeads?.oldest ?? [];
  return (
    <>
      {counts.length > 0 && (
        <section className="admin-card" aria-labelledby="today-counts">
          <h2 id="today-counts">Para hacer</h2>
          <ul className="today-counts">
            {counts.map((count) => (
              <li key={count.href}>
                <CountLink count={count} now={now} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {board.testDrivesTomorrow && <TomorrowTestDrivesLater drives={board.testDrivesTomorrow} />}
      {board.waitingLeads && (
        <section className="admin-card" aria-labelledby="today-waiting">
          <h2 id="today-waiting">Las consultas que más esperan</h2>
          {oldest.length === 0 ? (
            <p>No hay consultas nuevas sin asignar.</p>
          ) : (
            <ol className="today-waiting">
              {oldest.map((lead) => (
                <li key={`${lead.kind}-${lead.id}`}>
                  <Link to={leadPath(lead.kind, lead.id)}>
                    {LEAD_KIND_LABELS[lead.kind]}
                    {lead.subject ? `: ${lead.subject}` : ''}
                  </Link>{' '}
                  <span className="today-waiting__meta">
                    {lead.brandName ?? 'Sin marca'} · espera hace{' '}
                    {waitedText(new Date(lead.createdAt), new Date(now))} (llegó el {dateTime(lead.createdAt)}
                    )
                  </span>
                </li>
              ))}
            </ol>
          )}
          {board.waitingLeads.count.total > oldest.length && (
            <p>
              <Link to={board.waitingLeads.count.href}>
                Ver las {formatNumber(board.waitingLeads.count.total)} consultas sin asignar
              </Link>
            </p>
          )}
        </section>
      )}
    </>
  );
}

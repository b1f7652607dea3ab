import type { TodayBoard } from '#domain/back-office/today';
import { Link } from '../../../components/link';

/** The signed-in salesperson's test drives of tomorrow, on "Hoy" (docs/product.md §6 "Hoy"). */
export function TomorrowTestDrives({ drives }: { drives: NonNullable<TodayBoard['testDrivesTomorrow']> }) {
  return (
    <section className="admin-card" aria-labelledby="today-test-drives">
      <h2 id="today-test-drives">Tus pruebas de manejo de mañana</h2>
      {drives.length === 0 ? (
        <p>No tenés pruebas de manejo mañana.</p>
      ) : (
        <ol className="today-waiting">
          {drives.map((drive) => (
            <li key={drive.id}>
              <Link to={drive.href}>
                {drive.time} · {drive.vehicle}
              </Link>{' '}
              <span className="today-waiting__meta">
                {drive.branchName} · {drive.state}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

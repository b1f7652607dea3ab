import type { TestDriveSlotDay } from '#domain/test-drive/test-drive';
import { Link } from '../../components/link';
import { dayLabel } from '../../components/slot-radios';

/**
 * The days with free slots, each a link to the same page with that day chosen (`hrefOf`): a choice that works without
 * JavaScript, and the address says it.
 */
export function DayLinks({
  days,
  chosen,
  hrefOf,
}: {
  days: readonly TestDriveSlotDay[];
  chosen: string | null;
  hrefOf: (date: string) => string;
}) {
  return (
    <ul className="test-drive-days" aria-label="Días con horarios libres">
      {days.map((day) => (
        <li key={day.date}>
          <Link
            to={hrefOf(day.date)}
            preventScrollReset
            className="test-drive-choice"
            aria-current={day.date === chosen ? 'true' : undefined}
          >
            {dayLabel(day.date)}
            <span className="test-drive-choice__meta">
              {day.slots.length === 1 ? '1 horario' : `${day.slots.length} horarios`}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

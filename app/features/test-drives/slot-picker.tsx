import { weekdayAndDate } from '#domain/back-office/branch-agenda';
import { localDate } from '#domain/shared/mendoza-time';
import type { TestDriveSlot, TestDriveSlotDay } from '#domain/test-drive/test-drive';
import { Link } from '../../components/link';

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "9:30": a slot's time as people say it. */
export const spokenTime = (time: string) => time.replace(/^0/, '');

/** "Jueves 10 de diciembre". */
export const dayLabel = (date: string) => capitalized(weekdayAndDate(date));

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

/** The free slots of a day as radio buttons of the form that books or moves (`starts_at`). */
export function SlotRadios({
  legend,
  slots,
  checked,
  error,
  withDay = false,
}: {
  legend: string;
  slots: readonly TestDriveSlot[];
  checked?: string | undefined;
  error?: string | undefined;
  /** Slots of several days (the next free ones after a refusal): each says its day. */
  withDay?: boolean;
}) {
  return (
    <fieldset className="test-drive-slots" aria-describedby={error ? 'horario-error' : undefined}>
      <legend className="test-drive-slots__legend">{legend}</legend>
      {error && (
        <p id="horario-error" className="field__error">
          {error}
        </p>
      )}
      <div className="test-drive-slots__list">
        {slots.map((slot) => (
          <label key={slot.startsAt} className="test-drive-slot">
            <input
              type="radio"
              name="starts_at"
              value={slot.startsAt}
              required
              defaultChecked={checked === slot.startsAt}
            />
            <span>
              {withDay ? `${dayLabel(localDate(new Date(slot.startsAt)))}, ` : ''}
              {spokenTime(slot.time)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

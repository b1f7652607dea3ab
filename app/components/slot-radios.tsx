import { weekdayAndDate } from '#domain/back-office/branch-agenda';
import { localDate } from '#domain/shared/mendoza-time';
import type { TestDriveSlot } from '#domain/test-drive/test-drive';
import './slot-radios.css';

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "9:30": a slot's time as people say it. */
export const spokenTime = (time: string) => time.replace(/^0/, '');

/** "Jueves 10 de diciembre". */
export const dayLabel = (date: string) => capitalized(weekdayAndDate(date));

/**
 * Free slots of a branch calendar (a test drive's, a visit's) as radio buttons of the form that books or moves
 * (`starts_at`).
 */
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
    <fieldset className="slot-radios" aria-describedby={error ? 'horario-error' : undefined}>
      <legend className="slot-radios__legend">{legend}</legend>
      {error && (
        <p id="horario-error" className="field__error">
          {error}
        </p>
      )}
      <div className="slot-radios__list">
        {slots.map((slot) => (
          <label key={slot.startsAt} className="slot-radio">
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

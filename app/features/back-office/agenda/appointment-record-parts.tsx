import type { ReactNode } from 'react';
import { weekdayAndDate } from '#domain/back-office/branch-agenda';
import type { FieldErrors } from '#domain/shared/field-errors';
import { formatClockTime, localDate } from '#domain/shared/mendoza-time';
import type { TestDriveSlotDay } from '#domain/test-drive/test-drive';
import { Button } from '../../../components/button';
import { StaffForm } from '../panel/csrf';

/*
 * What the pages of one appointment on the branch calendar share (a test drive, a buyer's visit): its facts, and the
 * team's actions with the form that moves it to another free slot.
 */

/** An appointment's moment as the calendar names it: «lunes 30/11, 10:30». */
export const appointmentWhen = (iso: string) => {
  const instant = new Date(iso);
  return `${weekdayAndDate(localDate(instant))}, ${formatClockTime(instant)}`;
};

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The actions an appointment's state allows now, each a form of its own, and the free slots it may move to (but its
 * own, and without a day left empty by that). `moveHelp` says whose slots they are and who is told.
 */
export function AppointmentActions<Action extends string>({
  actions,
  labels,
  note,
  days,
  startsAt,
  fieldErrors,
  moveHelp,
  moveLabel,
}: {
  actions: readonly Action[];
  labels: Readonly<Record<Action, string>>;
  note?: ReactNode;
  days: readonly TestDriveSlotDay[];
  startsAt: string;
  fieldErrors: FieldErrors | undefined;
  moveHelp: string;
  moveLabel: string;
}) {
  if (actions.length === 0) return null;
  const others = days
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.startsAt !== startsAt) }))
    .filter((day) => day.slots.length > 0);
  return (
    <div className="admin-column">
      <section className="admin-card" aria-labelledby="acciones">
        <h2 id="acciones">Acciones</h2>
        {note}
        <div className="admin-form__actions">
          {actions.map((action) => (
            <StaffForm method="post" key={action}>
              <input type="hidden" name="intent" value={action} />
              <Button type="submit" variant={action === 'cancel' ? 'secondary' : 'primary'}>
                {labels[action]}
              </Button>
            </StaffForm>
          ))}
        </div>
      </section>
      {others.length > 0 && (
        <section className="admin-card" aria-labelledby="mover">
          <h2 id="mover">Mover a otro horario</h2>
          <StaffForm method="post" className="admin-form">
            <input type="hidden" name="intent" value="move" />
            <div className="admin-select">
              <label htmlFor="nuevo-horario">Nuevo horario</label>
              <select
                id="nuevo-horario"
                name="starts_at"
                aria-describedby="nuevo-horario-help"
                aria-invalid={fieldErrors?.starts_at ? true : undefined}
              >
                {others.map((day) => (
                  <optgroup key={day.date} label={weekdayAndDate(day.date)}>
                    {day.slots.map((slot) => (
                      <option key={slot.startsAt} value={slot.startsAt}>
                        {weekdayAndDate(day.date)}, {slot.time}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              <p id="nuevo-horario-help" className="admin-help">
                {moveHelp}
              </p>
            </div>
            <div className="admin-form__actions">
              <Button type="submit">{moveLabel}</Button>
            </div>
          </StaffForm>
        </section>
      )}
    </div>
  );
}

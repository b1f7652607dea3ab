import type { ReactNode } from 'react';
import { weekdayAndDate } from '#domain/back-office/branch-agenda';
import { reservationPath } from '#domain/back-office/record-paths';
import {
  RESERVATION_VISIT_ACTION_LABELS,
  type ReservationVisitDeskResult,
  type ReservationVisitRecord,
} from '#domain/back-office/reservation-visit-desk';
import { RESERVATION_VISIT_STATE_LABELS } from '#domain/operation/reservation-visit';
import { formatClockTime, localDate } from '#domain/shared/mendoza-time';
import { Button } from '../../../components/button';
import { Link } from '../../../components/link';
import { ActionNotice } from '../panel/admin-frame';
import { StaffForm } from '../panel/csrf';
import './admin-agenda.css';

const when = (iso: string) => {
  const instant = new Date(iso);
  return `${weekdayAndDate(localDate(instant))}, ${formatClockTime(instant)}`;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A visit after a reservation as the team reads it (docs/product.md §6 "The branch calendar"): when and where, the
 * vehicle and its reservation, the salesperson, the buyer's contact; and for those who may act, the actions its state
 * allows now and another free slot of the buyer's window.
 */
export function VisitRecordView({
  record,
  answer,
}: {
  record: ReservationVisitRecord;
  answer: (ReservationVisitDeskResult & { intent?: string }) | null;
}) {
  const marksLater = record.actions.includes('cancel') && !record.actions.includes('came');
  // Its own time is free for itself: offered elsewhere, not here.
  const days = record.days
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.startsAt !== record.startsAt) }))
    .filter((day) => day.slots.length > 0);
  return (
    <>
      <ActionNotice result={answer} />
      <div className="admin-detail">
        <div className="admin-column">
          <section className="admin-card" aria-labelledby="visita">
            <h2 id="visita">Visita n.º {record.id}</h2>
            <dl className="admin-facts">
              <Fact label="Estado">{RESERVATION_VISIT_STATE_LABELS[record.state]}</Fact>
              <Fact label="Día y hora">{when(record.startsAt)}</Fact>
              <Fact label="Sucursal">
                {record.branch.name}, {record.branch.address}
              </Fact>
              <Fact label="Vehículo">{record.vehicle}</Fact>
              <Fact label="Reserva">
                <Link to={reservationPath(record.code)}>{record.code}</Link>
              </Fact>
              <Fact label="Asesor">{record.advisorName ?? 'Sin asesor asignado'}</Fact>
            </dl>
          </section>
          <section className="admin-card" aria-labelledby="comprador">
            <h2 id="comprador">Comprador</h2>
            <dl className="admin-facts">
              <Fact label="Nombre">{record.buyer.name || '—'}</Fact>
              <Fact label="Teléfono">
                {record.buyer.telephone ? (
                  <a href={`tel:${record.buyer.telephone.replace(/[^\d+]/g, '')}`}>
                    {record.buyer.telephone}
                  </a>
                ) : (
                  '—'
                )}
              </Fact>
              <Fact label="E-mail">
                <a href={`mailto:${record.buyer.email}`}>{record.buyer.email}</a>
              </Fact>
            </dl>
          </section>
        </div>
        {record.actions.length > 0 && (
          <div className="admin-column">
            <section className="admin-card" aria-labelledby="acciones">
              <h2 id="acciones">Acciones</h2>
              {marksLater && (
                <p className="admin-help">
                  Desde la hora de la visita vas a poder marcar si el comprador vino.
                </p>
              )}
              <div className="admin-form__actions">
                {record.actions.map((action) => (
                  <StaffForm method="post" key={action}>
                    <input type="hidden" name="intent" value={action} />
                    <Button type="submit" variant={action === 'cancel' ? 'secondary' : 'primary'}>
                      {RESERVATION_VISIT_ACTION_LABELS[action]}
                    </Button>
                  </StaffForm>
                ))}
              </div>
            </section>
            {days.length > 0 && (
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
                      aria-invalid={answer && !answer.ok && answer.fieldErrors?.starts_at ? true : undefined}
                    >
                      {days.map((day) => (
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
                      Los horarios libres que ve el comprador en Mi reserva, dentro del plazo de su visita. Le
                      enviamos el nuevo horario por e-mail.
                    </p>
                  </div>
                  <div className="admin-form__actions">
                    <Button type="submit">Mover la visita</Button>
                  </div>
                </StaffForm>
              </section>
            )}
          </div>
        )}
      </div>
    </>
  );
}

import { reservationPath } from '#domain/back-office/record-paths';
import {
  RESERVATION_VISIT_ACTION_LABELS,
  type ReservationVisitDeskResult,
  type ReservationVisitRecord,
} from '#domain/back-office/reservation-visit-desk';
import { RESERVATION_VISIT_STATE_LABELS } from '#domain/operation/reservation-visit';
import { Link } from '../../../components/link';
import { ActionNotice } from '../panel/admin-frame';
import { AppointmentActions, appointmentWhen, Fact } from './appointment-record-parts';
import './admin-agenda.css';

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
  return (
    <>
      <ActionNotice result={answer} />
      <div className="admin-detail">
        <div className="admin-column">
          <section className="admin-card" aria-labelledby="visita">
            <h2 id="visita">Visita n.º {record.id}</h2>
            <dl className="admin-facts">
              <Fact label="Estado">{RESERVATION_VISIT_STATE_LABELS[record.state]}</Fact>
              <Fact label="Día y hora">{appointmentWhen(record.startsAt)}</Fact>
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
        <AppointmentActions
          actions={record.actions}
          labels={RESERVATION_VISIT_ACTION_LABELS}
          note={
            marksLater && (
              <p className="admin-help">
                Desde la hora de la visita vas a poder marcar si el comprador vino.
              </p>
            )
          }
          days={record.days}
          startsAt={record.startsAt}
          fieldErrors={answer && !answer.ok ? answer.fieldErrors : undefined}
          moveHelp="Los horarios libres que ve el comprador en Mi reserva, dentro del plazo de su visita. Le enviamos el nuevo horario por e-mail."
          moveLabel="Mover la visita"
        />
      </div>
    </>
  );
}

import {
  TEST_DRIVE_ACTION_LABELS,
  type TestDriveDeskResult,
  type TestDriveRecord,
} from '#domain/back-office/test-drive-desk';
import { TEST_DRIVE_STATE_LABELS } from '#domain/test-drive/test-drive';
import { Link } from '../../../components/link';
import { ActionNotice } from '../panel/admin-frame';
import { AppointmentActions, appointmentWhen, Fact } from './appointment-record-parts';
import './admin-agenda.css';

/**
 * A test drive as the team reads it (docs/product.md §6 "The branch calendar"): when and where, the vehicle, the
 * buyer's data, the salesperson; and for those who may act, the actions its state allows now and another free slot.
 */
export function TestDriveRecordView({
  record,
  answer,
}: {
  record: TestDriveRecord;
  answer: (TestDriveDeskResult & { intent?: string }) | null;
}) {
  return (
    <>
      <ActionNotice result={answer} />
      <div className="admin-detail">
        <div className="admin-column">
          <section className="admin-card" aria-labelledby="prueba">
            <h2 id="prueba">Prueba de manejo n.º {record.id}</h2>
            <dl className="admin-facts">
              <Fact label="Estado">{TEST_DRIVE_STATE_LABELS[record.state]}</Fact>
              <Fact label="Día y hora">{appointmentWhen(record.startsAt)}</Fact>
              <Fact label="Sucursal">
                {record.branch.name}, {record.branch.address}
              </Fact>
              <Fact label="Vehículo">{record.vehicle}</Fact>
              <Fact label="Marca">{record.brandName ?? 'Sin marca'}</Fact>
              <Fact label="Asesor">{record.assignedTo ?? 'Sin asignar'}</Fact>
            </dl>
            <p>
              <Link to={record.leadPath}>Ver la consulta: notas, asignación e historial</Link>
            </p>
          </section>
          <section className="admin-card" aria-labelledby="comprador">
            <h2 id="comprador">Comprador</h2>
            {record.buyer ? (
              <dl className="admin-facts">
                <Fact label="Nombre">
                  {record.buyer.name} {record.buyer.lastname}
                </Fact>
                <Fact label="Celular">
                  <a href={`tel:${record.buyer.phone.replace(/[^\d+]/g, '')}`}>{record.buyer.phone}</a>
                </Fact>
                <Fact label="E-mail">
                  <a href={`mailto:${record.buyer.email}`}>{record.buyer.email}</a>
                </Fact>
                <Fact label="DNI">{record.buyer.dni}</Fact>
                <Fact label="Licencia de conducir">{record.buyer.hasLicence ? 'Sí' : 'No'}</Fact>
              </dl>
            ) : (
              <p>Sus datos personales se borraron al vencer el plazo de conservación.</p>
            )}
          </section>
        </div>
        <AppointmentActions
          actions={record.actions}
          labels={TEST_DRIVE_ACTION_LABELS}
          days={record.days}
          startsAt={record.startsAt}
          fieldErrors={answer && !answer.ok ? answer.fieldErrors : undefined}
          moveHelp="Los horarios libres de la misma unidad. Le enviamos el nuevo horario al comprador."
          moveLabel="Mover la prueba"
        />
      </div>
    </>
  );
}

import type { ReactNode } from 'react';
import { weekdayAndDate } from '#domain/back-office/branch-agenda';
import {
  TEST_DRIVE_ACTION_LABELS,
  type TestDriveDeskResult,
  type TestDriveRecord,
} from '#domain/back-office/test-drive-desk';
import { formatClockTime, localDate } from '#domain/shared/mendoza-time';
import { TEST_DRIVE_STATE_LABELS } from '#domain/test-drive/test-drive';
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
              <Fact label="Día y hora">{when(record.startsAt)}</Fact>
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
        {record.actions.length > 0 && (
          <div className="admin-column">
            <section className="admin-card" aria-labelledby="acciones">
              <h2 id="acciones">Acciones</h2>
              <div className="admin-form__actions">
                {record.actions.map((action) => (
                  <StaffForm method="post" key={action}>
                    <input type="hidden" name="intent" value={action} />
                    <Button type="submit" variant={action === 'cancel' ? 'secondary' : 'primary'}>
                      {TEST_DRIVE_ACTION_LABELS[action]}
                    </Button>
                  </StaffForm>
                ))}
              </div>
            </section>
            {record.days.length > 0 && (
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
                      {record.days.map((day) => (
                        <optgroup key={day.date} label={weekdayAndDate(day.date)}>
                          {day.slots
                            .filter((slot) => slot.startsAt !== record.startsAt)
                            .map((slot) => (
                              <option key={slot.startsAt} value={slot.startsAt}>
                                {weekdayAndDate(day.date)}, {slot.time}
                              </option>
                            ))}
                        </optgroup>
                      ))}
                    </select>
                    <p id="nuevo-horario-help" className="admin-help">
                      Los horarios libres de la misma unidad. Le enviamos el nuevo horario al comprador.
                    </p>
                  </div>
                  <div className="admin-form__actions">
                    <Button type="submit">Mover la prueba</Button>
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

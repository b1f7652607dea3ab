import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import {
  TEST_DRIVE_SETTINGS_PATH,
  type TestDriveDeskResult,
  type TestDriveSettings,
} from '#domain/back-office/test-drive-desk';
import { SLOT_MINUTES_MAX, SLOT_MINUTES_MIN } from '#domain/test-drive/test-drive';
import { Button } from '../../../components/button';
import { Link } from '../../../components/link';
import { InputField, TextareaField } from '../panel/admin-fields';
import { ActionNotice } from '../panel/admin-frame';
import { StaffForm } from '../panel/csrf';
import './admin-agenda.css';

export type SettingsAnswer = TestDriveDeskResult & { intent?: string };

const errorOf = (answer: SettingsAnswer | null, intent: string, field: string) =>
  answer && !answer.ok && answer.intent === intent ? answer.fieldErrors?.[field] : undefined;

/**
 * A branch's test drives (docs/product.md §6 "The branch calendar"): its demo units by version, each a buyer may
 * book; how long each test drive lasts; the days it closes. Each form posts to the page; the server checks who may.
 */
export function TestDriveSettingsView({
  settings,
  answer,
}: {
  settings: TestDriveSettings;
  answer: SettingsAnswer | null;
}) {
  const groups = [...new Set(settings.versionChoices.map((choice) => choice.group))];
  return (
    <>
      <nav className="agenda-branches" aria-label="Sucursales">
        <ul>
          {settings.branches.map((branch) => (
            <li key={branch.id}>
              <Link
                to={`${TEST_DRIVE_SETTINGS_PATH}?sucursal=${branch.id}`}
                aria-current={branch.id === settings.branch.id ? 'page' : undefined}
              >
                {branch.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <Link to={`${STAFF_PATHS.agenda}?sucursal=${settings.branch.id}`}>
          Ver la agenda de {settings.branch.name}
        </Link>
      </p>
      <ActionNotice result={answer} />
      <section className="admin-card" aria-labelledby="unidades">
        <h2 id="unidades">Unidades de prueba en {settings.branch.name}</h2>
        {settings.units.length === 0 ? (
          <p>Todavía no hay unidades de prueba en esta sucursal.</p>
        ) : (
          <ul className="admin-list test-drive-units">
            {settings.units.map((unit) => (
              <li key={unit.id}>
                <span>
                  <strong>{unit.vehicle}</strong>
                  {unit.note && ` · ${unit.note}`}
                </span>
                {unit.mayRemove && (
                  <StaffForm method="post">
                    <input type="hidden" name="intent" value="remove_unit" />
                    <input type="hidden" name="unit" value={unit.id} />
                    <Button type="submit" variant="secondary" size="sm" aria-label={`Quitar ${unit.vehicle}`}>
                      Quitar
                    </Button>
                  </StaffForm>
                )}
              </li>
            ))}
          </ul>
        )}
        {settings.versionChoices.length > 0 && (
          <StaffForm method="post" className="admin-form">
            <input type="hidden" name="intent" value="add_unit" />
            <div className="admin-select">
              <label htmlFor="version-de-prueba">Versión</label>
              <select
                id="version-de-prueba"
                name="version"
                aria-invalid={errorOf(answer, 'add_unit', 'version') ? true : undefined}
              >
                {groups.map((group) => (
                  <optgroup key={group} label={group}>
                    {settings.versionChoices
                      .filter((choice) => choice.group === group)
                      .map((choice) => (
                        <option key={choice.id} value={choice.id}>
                          {choice.label}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <InputField
              id="nota-de-unidad"
              name="note"
              label="Nota para el equipo (opcional)"
              help="Color, patente o lo que ayude a encontrarla: los compradores no la ven."
              maxLength={120}
              error={errorOf(answer, 'add_unit', 'note')}
            />
            <div className="admin-form__actions">
              <Button type="submit">Agregar unidad de prueba</Button>
            </div>
          </StaffForm>
        )}
      </section>
      {settings.mayEditBranch && (
        <>
          <section className="admin-card" aria-labelledby="duracion">
            <h2 id="duracion">Duración de cada prueba</h2>
            <StaffForm method="post" className="admin-form">
              <input type="hidden" name="intent" value="slot_minutes" />
              <InputField
                id="minutos"
                name="slot_minutes"
                type="number"
                label="Minutos"
                min={SLOT_MINUTES_MIN}
                max={SLOT_MINUTES_MAX}
                step={5}
                defaultValue={settings.slotMinutes}
                help="Los turnos se ofrecen dentro del horario de la sucursal y terminan antes de que cierre."
                error={errorOf(answer, 'slot_minutes', 'slot_minutes')}
              />
              <div className="admin-form__actions">
                <Button type="submit">Guardar la duración</Button>
              </div>
            </StaffForm>
          </section>
          <section className="admin-card" aria-labelledby="cierres">
            <h2 id="cierres">Días que cierra</h2>
            <StaffForm method="post" className="admin-form">
              <input type="hidden" name="intent" value="closures" />
              <TextareaField
                id="cierres-de-la-sucursal"
                name="closure_days"
                label="Cierres, uno por línea"
                rows={4}
                defaultValue={settings.closuresText}
                help="Como «2026-12-24 Inventario». Esos días no se ofrecen turnos ni entregas; los feriados nacionales ya están."
                error={errorOf(answer, 'closures', 'closure_days')}
              />
              <div className="admin-form__actions">
                <Button type="submit">Guardar los cierres</Button>
              </div>
            </StaffForm>
          </section>
        </>
      )}
    </>
  );
}

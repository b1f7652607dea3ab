import {
  STAFF_NOTICE_MODE_LABELS,
  STAFF_NOTICE_MODES,
  type StaffNoticeMode,
} from '#domain/back-office/staff-notices';
import { FieldError, FormActions } from '../panel/admin-fields';
import { StaffForm } from '../panel/csrf';

const MODE_HELP: Readonly<Record<StaffNoticeMode, string>> = {
  each: 'Te escribimos apenas llega una consulta o una reserva de tus marcas, o te asignan una.',
  daily:
    'Te llega un solo e-mail a las 8 (hora de Mendoza) con todo lo del día anterior. Si no hubo nada, no te escribimos.',
};

/** The own account page's choice of how notices arrive (docs/product.md §6 "Avisos al personal"). */
export function NoticeModeForm({ mode, error }: { mode: StaffNoticeMode; error: string | undefined }) {
  const errorId = 'avisos-error';
  return (
    <StaffForm className="admin-form" noValidate>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend>Cómo querés recibir los avisos</legend>
        <div className="admin-form">
          {STAFF_NOTICE_MODES.map((option) => (
            <label key={option} className="admin-choice">
              <input type="radio" name="notice_mode" value={option} defaultChecked={mode === option} />
              <span>
                <strong>{STAFF_NOTICE_MODE_LABELS[option]}</strong>: {MODE_HELP[option]}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
      </fieldset>
      <FormActions submitLabel="Guardar" />
    </StaffForm>
  );
}

import { CONFIRMED_FIELD, type ConfirmationAsked } from '#domain/back-office/confirmations';
import { CSRF_FIELD } from '#domain/back-office/staff-accounts';
import { FormActions } from './admin-fields';
import { WithAmounts } from './admin-list';
import { StaffForm } from './csrf';

/**
 * The one way the back office asks again before a change that needs it (domain/back-office/confirmations.ts): what
 * the change would do, before → after, and a form that posts the same values again with the confirmation. A plain
 * form, so it works without JavaScript; correcting the form below it is the other way out.
 */
export function ConfirmationCard({
  confirm,
  values,
  encType,
}: {
  confirm: ConfirmationAsked | undefined;
  /** The text the refused form was posted with, posted again as it was. */
  values: Partial<Record<string, string>> | undefined;
  encType?: 'multipart/form-data';
}) {
  if (!confirm) return null;
  return (
    <section className="admin-card admin-confirm" aria-labelledby="confirmar-cambio">
      <h2 id="confirmar-cambio">Confirmá el cambio</h2>
      <p>
        <WithAmounts text={confirm.question} />
      </p>
      <dl className="admin-confirm__changes">
        {confirm.changes.map((change) => (
          <div key={change.label} className="admin-confirm__change">
            <dt>{change.label}</dt>
            <dd>
              <span className="admin-confirm__before">
                <WithAmounts text={change.before} />
              </span>
              <ChangeArrow />
              <strong className="admin-confirm__after">
                <WithAmounts text={change.after} />
              </strong>
            </dd>
          </div>
        ))}
      </dl>
      <StaffForm className="admin-form" encType={encType}>
        {Object.entries(values ?? {}).map(([name, value]) =>
          name === CONFIRMED_FIELD || name === CSRF_FIELD || value === undefined ? null : (
            <input key={name} type="hidden" name={name} value={value} />
          ),
        )}
        <input type="hidden" name={CONFIRMED_FIELD} value="1" />
        <FormActions submitLabel={confirm.button ?? 'Confirmar'}>
          <span className="admin-confirm__hint">O corregí los datos y volvé a guardar.</span>
        </FormActions>
      </StaffForm>
    </section>
  );
}

/** "→" between a value before and after: drawn, so every reader and checker reads the words around it ("pasa a"). */
export function ChangeArrow() {
  return (
    <>
      {' '}
      <svg className="admin-confirm__arrow" aria-hidden="true" width="1em" height="1em" viewBox="0 0 16 16">
        <path d="M2 8h11M9 4l4 4-4 4" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
      <span className="sr-only">pasa a</span>{' '}
    </>
  );
}

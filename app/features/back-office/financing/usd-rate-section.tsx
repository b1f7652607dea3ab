import type { UsdRateView } from '#domain/back-office/credit-plan-editing';
import type { FieldErrors } from '#domain/back-office/staff-accounts';
import { formatStaffUsdRate } from '#domain/shared/numbers';
import { FormActions, formFields, InputField, NumberField } from '../panel/admin-fields';
import { Amount, dateTime } from '../panel/admin-list';
import { StaffForm } from '../panel/csrf';
import { IntentButton } from '../panel/editing-pieces';

/**
 * The dollar rate (docs/decisions/0005): a new one with its day, and the last ones. The site converts with the newest
 * at once (a dollar unit's financing, a used vehicle's valuation); an operation keeps the rate it started with. Staff
 * read every rate with two decimals; a wrong one is put right with "Volver a esta cotización" (docs/decisions/0073).
 */
export function UsdRateSection({
  rates,
  today,
  values,
  errors,
}: {
  rates: readonly UsdRateView[];
  /** Mendoza's day, as the date field shows it. */
  today: string;
  values: { value?: string | undefined; date?: string | undefined };
  errors: FieldErrors;
}) {
  const [current, ...older] = rates;
  const { field } = formFields(values, errors);
  return (
    <section className="admin-card" aria-labelledby="cotizacion">
      <h2 id="cotizacion">Cotización del dólar</h2>
      <p>
        {current ? (
          <>
            El sitio usa{' '}
            <strong>
              <Amount>{formatStaffUsdRate(current.value)}</Amount>
            </strong>{' '}
            por dólar, cargada el {dateTime(current.effectiveAt)}.
          </>
        ) : (
          'Todavía no hay una cotización cargada: las unidades en dólares no se pueden financiar.'
        )}
      </p>
      <StaffForm className="admin-form" noValidate>
        <input type="hidden" name="intent" value="usd-rate" />
        <div className="admin-period__fields">
          <NumberField
            id="cotizacion-valor"
            label="Pesos por dólar"
            {...field('value')}
            decimals
            required
            help="Por ejemplo 1450,50."
          />
          <InputField
            id="cotizacion-fecha"
            label="Fecha"
            type="date"
            {...field('date', today)}
            max={today}
            required
            help="La de hoy la empieza a usar el sitio en el momento; una anterior queda en el historial."
          />
        </div>
        <FormActions submitLabel="Cargar la cotización" />
      </StaffForm>
      {older.length > 0 && (
        <>
          <h3>Anteriores</h3>
          <ul className="admin-list">
            {older.map((rate) => (
              <li key={rate.id} className="admin-list__item">
                <p className="admin-list__meta">
                  <Amount>{formatStaffUsdRate(rate.value)}</Amount> · desde {dateTime(rate.effectiveAt)}
                </p>
                {current && rate.value !== current.value && (
                  <IntentButton intent="restore-rate" id={rate.id}>
                    Volver a esta cotización
                    <span className="sr-only"> de {formatStaffUsdRate(rate.value)}</span>
                  </IntentButton>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

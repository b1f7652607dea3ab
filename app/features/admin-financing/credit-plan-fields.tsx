import { CATALOGUE_BRANDS } from '#domain/brands';
import type { CreditPlanView } from '#domain/credit-plan-editing';
import type { FieldErrors } from '#domain/staff-accounts';
import { InputField, SelectField } from '../admin/admin-fields';

/** What the plan form shows: what was typed, or the plan as it is saved (text, as the form posts it). */
export type CreditPlanValues = Partial<Record<string, string>>;

export const creditPlanValues = (plan: CreditPlanView): CreditPlanValues => ({
  brand_id: String(plan.brandId),
  bank: plan.bank,
  name: plan.name,
  months: String(plan.months),
  annual_rate: String(plan.annualRatePct).replace('.', ','),
  max_amount: String(plan.maxAmount),
  max_share: String(plan.maxSharePct),
  active: plan.active ? 'on' : '',
});

export const NEW_CREDIT_PLAN_VALUES: CreditPlanValues = { active: 'on' };

/** A credit plan's fields (domain/credit-plan-editing-schemas.ts reads them on the server). */
export function CreditPlanFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values: CreditPlanValues;
  errors: FieldErrors;
}) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-marca`}
        label="Marca"
        name="brand_id"
        defaultValue={values.brand_id ?? ''}
        error={errors.brand_id}
        required
        options={[
          { value: '', label: 'Elegí la marca' },
          ...CATALOGUE_BRANDS.map((brand) => ({ value: brand.id, label: brand.name })),
        ]}
      />
      <InputField
        id={`${idPrefix}-banco`}
        label="Banco o financiera"
        name="bank"
        defaultValue={values.bank ?? ''}
        error={errors.bank}
        required
        maxLength={80}
      />
      <InputField
        id={`${idPrefix}-nombre`}
        label="Nombre del plan"
        name="name"
        defaultValue={values.name ?? ''}
        error={errors.name}
        required
        maxLength={120}
        help="Como lo ve el comprador. Ej.: «Prendario 24 meses tasa fija»."
      />
      <div className="admin-period__fields">
        <InputField
          id={`${idPrefix}-meses`}
          label="Plazo (meses)"
          name="months"
          inputMode="numeric"
          defaultValue={values.months ?? ''}
          error={errors.months}
          required
        />
        <InputField
          id={`${idPrefix}-tasa`}
          label="Tasa nominal anual (%)"
          name="annual_rate"
          inputMode="decimal"
          defaultValue={values.annual_rate ?? ''}
          error={errors.annual_rate}
          required
          help="Por ejemplo 39,9. Con 0 las cuotas no tienen interés."
        />
        <InputField
          id={`${idPrefix}-monto`}
          label="Monto máximo (pesos)"
          name="max_amount"
          inputMode="numeric"
          defaultValue={values.max_amount ?? ''}
          error={errors.max_amount}
          required
          help="El crédito se da en pesos, también para unidades con precio en dólares."
        />
        <InputField
          id={`${idPrefix}-porcentaje`}
          label="Máximo del precio (%)"
          name="max_share"
          inputMode="numeric"
          defaultValue={values.max_share ?? ''}
          error={errors.max_share}
          required
          help="Qué parte del precio de la unidad puede financiar, de 1 a 100."
        />
      </div>
      <div className="admin-choices">
        <label className="admin-choice" htmlFor={`${idPrefix}-activo`}>
          <input
            id={`${idPrefix}-activo`}
            type="checkbox"
            name="active"
            defaultChecked={values.active === 'on'}
          />
          <span>
            <strong>Activo</strong>: se ofrece en el paso de financiación de la reserva online.
          </span>
        </label>
      </div>
    </>
  );
}

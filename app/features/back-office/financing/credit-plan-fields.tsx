import type { CreditPlanView } from '#domain/back-office/credit-plan-editing';
import {
  BrandField,
  CheckboxField,
  formFields,
  InputField,
  NumberField,
  type RecordFieldsProps,
} from '../panel/admin-fields';

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

/** A credit plan's fields (domain/back-office/credit-plan-editing-schemas.ts reads them on the server). */
export function CreditPlanFields({ idPrefix, values, errors }: RecordFieldsProps<CreditPlanValues>) {
  const { field, checkbox } = formFields(values, errors);
  return (
    <>
      <BrandField
        id={`${idPrefix}-marca`}
        {...field('brand_id')}
        required
        brands="catalogue"
        none="Elegí la marca"
      />
      <InputField
        id={`${idPrefix}-banco`}
        label="Banco o financiera"
        {...field('bank')}
        required
        maxLength={80}
      />
      <InputField
        id={`${idPrefix}-nombre`}
        label="Nombre del plan"
        {...field('name')}
        required
        maxLength={120}
        help="Como lo ve el comprador. Ej.: «Prendario 24 meses tasa fija»."
      />
      <div className="admin-period__fields">
        <NumberField id={`${idPrefix}-meses`} label="Plazo (meses)" {...field('months')} required />
        <NumberField
          id={`${idPrefix}-tasa`}
          label="Tasa nominal anual (%)"
          {...field('annual_rate')}
          decimals
          required
          help="Por ejemplo 39,9. Con 0 las cuotas no tienen interés."
        />
        <NumberField
          id={`${idPrefix}-monto`}
          label="Monto máximo (pesos)"
          {...field('max_amount')}
          required
          help="El crédito se da en pesos, también para unidades con precio en dólares."
        />
        <NumberField
          id={`${idPrefix}-porcentaje`}
          label="Máximo del precio (%)"
          {...field('max_share')}
          required
          help="Qué parte del precio de la unidad puede financiar, de 1 a 100."
        />
      </div>
      <CheckboxField
        id={`${idPrefix}-activo`}
        label="Activo"
        {...checkbox('active')}
        help="se ofrece en el paso de financiación de la reserva online."
      />
    </>
  );
}

import { CATALOGUE_BRANDS } from '#domain/brands';
import type { PromotionFamilyChoice, PromotionView } from '#domain/promotion-editing';
import { CURRENCY_LABELS, PROMOTION_KIND_LABELS, PROMOTION_KINDS } from '#domain/promotion-editing-schemas';
import { mendozaDateTimeValue } from '#domain/site-editing';
import type { FieldErrors } from '#domain/staff-accounts';
import { FieldError, InputField, SelectField } from '../admin/admin-fields';

/** What the promotion form shows: what was typed, or the promotion as it is saved (text, as the form posts it). */
export type PromotionValues = Partial<Record<string, string>>;

export function promotionValues(promotion: PromotionView): PromotionValues {
  return {
    code: promotion.code,
    description: promotion.description,
    brand_id: promotion.brandId === null ? '' : String(promotion.brandId),
    family: promotion.family ?? '',
    chassis: promotion.chassis ?? '',
    kind: promotion.moneyDiscount !== null ? 'money' : 'percentage',
    percentage:
      promotion.percentageDiscount === null ? '' : String(promotion.percentageDiscount).replace('.', ','),
    money: promotion.moneyDiscount === null ? '' : String(promotion.moneyDiscount),
    currency: promotion.currency ?? '',
    valid_from: mendozaDateTimeValue(promotion.validFrom),
    valid_until: mendozaDateTimeValue(promotion.validUntil),
    usage_limit: promotion.usageLimit === null ? '' : String(promotion.usageLimit),
    discoverable: promotion.discoverable ? 'on' : '',
    active: promotion.active ? 'on' : '',
  };
}

/** A new promotion starts switched on, by code, valid from now (the loader's instant, so the page hydrates alike). */
export const newPromotionValues = (now: Date): PromotionValues => ({
  kind: 'percentage',
  active: 'on',
  valid_from: mendozaDateTimeValue(now.toISOString()),
});

function Checkbox({
  id,
  name,
  label,
  checked,
  error,
  help,
}: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  error: string | undefined;
  help: string;
}) {
  return (
    <div className="admin-choices">
      <label className="admin-choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          {...(error ? { 'aria-invalid': true } : {})}
        />
        <span>
          <strong>{label}</strong>: <span id={`${id}-help`}>{help}</span>
        </span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A promotion's fields (domain/promotion-editing-schemas.ts reads them on the server). A money discount has its
 * currency and applies only to units priced in it (docs/decisions/0032).
 */
export function PromotionFields({
  idPrefix,
  values,
  errors,
  families,
}: {
  idPrefix: string;
  values: PromotionValues;
  errors: FieldErrors;
  families: readonly PromotionFamilyChoice[];
}) {
  const familyListId = `${idPrefix}-familias`;
  return (
    <>
      <InputField
        id={`${idPrefix}-codigo`}
        label="Código"
        name="code"
        defaultValue={values.code ?? ''}
        error={errors.code}
        required
        maxLength={40}
        autoCapitalize="characters"
        spellCheck={false}
        help="De 3 a 40 letras, números o guiones. Lo guardamos en mayúsculas: el comprador lo escribe como quiera."
      />
      <InputField
        id={`${idPrefix}-descripcion`}
        label="Descripción"
        name="description"
        defaultValue={values.description ?? ''}
        error={errors.description}
        maxLength={200}
        help="La lee el comprador al aplicar el código. Ej.: «Bonificación reserva online»."
      />
      <fieldset className="admin-period">
        <legend>A qué unidades se aplica</legend>
        <div className="admin-period__fields">
          <SelectField
            id={`${idPrefix}-marca`}
            label="Marca"
            name="brand_id"
            defaultValue={values.brand_id ?? ''}
            error={errors.brand_id}
            options={[
              { value: '', label: 'Todas las marcas' },
              ...CATALOGUE_BRANDS.map((brand) => ({ value: brand.id, label: brand.name })),
            ]}
          />
          <InputField
            id={`${idPrefix}-modelo`}
            label="Modelo (familia)"
            name="family"
            defaultValue={values.family ?? ''}
            error={errors.family}
            maxLength={60}
            list={familyListId}
            autoCapitalize="characters"
            help="Vacío: todos los modelos. Como lo nombra el sistema, por ejemplo T-CROSS."
          />
          <datalist id={familyListId}>
            {families.map((choice) => (
              <option key={`${choice.brandId}-${choice.family}`} value={choice.family} />
            ))}
          </datalist>
          <InputField
            id={`${idPrefix}-chasis`}
            label="Chasis de una unidad"
            name="chassis"
            defaultValue={values.chassis ?? ''}
            error={errors.chassis}
            maxLength={17}
            autoCapitalize="characters"
            spellCheck={false}
            help="Vacío: cualquier unidad. Con chasis, solo esa unidad."
          />
        </div>
      </fieldset>
      <fieldset className="admin-period">
        <legend>Descuento</legend>
        <div className="admin-period__fields">
          <SelectField
            id={`${idPrefix}-tipo`}
            label="Tipo de descuento"
            name="kind"
            defaultValue={values.kind ?? 'percentage'}
            error={errors.kind}
            options={PROMOTION_KINDS.map((kind) => ({ value: kind, label: PROMOTION_KIND_LABELS[kind] }))}
          />
          <InputField
            id={`${idPrefix}-porcentaje`}
            label="Porcentaje"
            name="percentage"
            inputMode="decimal"
            defaultValue={values.percentage ?? ''}
            error={errors.percentage}
            help="Si el tipo es porcentaje: de 0,01 a 100. Vale para unidades en pesos y en dólares."
          />
          <InputField
            id={`${idPrefix}-monto`}
            label="Monto"
            name="money"
            inputMode="numeric"
            defaultValue={values.money ?? ''}
            error={errors.money}
            help="Si el tipo es monto fijo: un número entero, sin centavos."
          />
          <SelectField
            id={`${idPrefix}-moneda`}
            label="Moneda del monto"
            name="currency"
            defaultValue={values.currency ?? ''}
            error={errors.currency}
            help="El monto se descuenta solo de unidades con precio en esta moneda, sin convertirlo (BAIC tiene precios en dólares)."
            options={[
              { value: '', label: 'Elegí la moneda' },
              { value: 'ars', label: CURRENCY_LABELS.ars },
              { value: 'usd', label: CURRENCY_LABELS.usd },
            ]}
          />
        </div>
      </fieldset>
      <fieldset className="admin-period">
        <legend>Vigencia y usos (hora de Mendoza)</legend>
        <div className="admin-period__fields">
          <InputField
            id={`${idPrefix}-desde`}
            label="Desde"
            type="datetime-local"
            name="valid_from"
            defaultValue={values.valid_from ?? ''}
            error={errors.valid_from}
            required
          />
          <InputField
            id={`${idPrefix}-hasta`}
            label="Hasta"
            type="datetime-local"
            name="valid_until"
            defaultValue={values.valid_until ?? ''}
            error={errors.valid_until}
            help="Vacío: sin fecha de fin."
          />
          <InputField
            id={`${idPrefix}-limite`}
            label="Límite de usos"
            name="usage_limit"
            inputMode="numeric"
            defaultValue={values.usage_limit ?? ''}
            error={errors.usage_limit}
            help="Cuántas reservas pueden usarla. Vacío: sin límite."
          />
        </div>
      </fieldset>
      <Checkbox
        id={`${idPrefix}-automatica`}
        name="discoverable"
        label="Automática"
        checked={values.discoverable === 'on'}
        error={errors.discoverable}
        help="se ofrece sola en la página de confirmación, sin que el comprador escriba el código. Una por marca, modelo y unidad."
      />
      <Checkbox
        id={`${idPrefix}-activa`}
        name="active"
        label="Activa"
        checked={values.active === 'on'}
        error={errors.active}
        help="desactivada, el código no vale aunque esté dentro de sus fechas."
      />
    </>
  );
}

import type { PromotionFamilyChoice, PromotionView } from '#domain/back-office/promotion-editing';
import {
  CURRENCY_LABELS,
  PROMOTION_KIND_LABELS,
  PROMOTION_KINDS,
} from '#domain/back-office/promotion-editing';
import { mendozaDateTimeValue } from '#domain/back-office/site-editing';
import {
  BrandField,
  CheckboxField,
  formFields,
  InputField,
  MendozaDateTimeField,
  NumberField,
  type RecordFieldsProps,
  SelectField,
} from '../panel/admin-fields';

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

/**
 * A promotion's fields (domain/back-office/promotion-editing-schemas.ts reads them on the server). A money discount has its
 * currency and applies only to units priced in it (docs/decisions/0032).
 */
export function PromotionFields({
  idPrefix,
  values,
  errors,
  families,
}: RecordFieldsProps<PromotionValues> & { families: readonly PromotionFamilyChoice[] }) {
  const familyListId = `${idPrefix}-familias`;
  const { field, checkbox } = formFields(values, errors);
  return (
    <>
      <InputField
        id={`${idPrefix}-codigo`}
        label="Código"
        {...field('code')}
        required
        maxLength={40}
        autoCapitalize="characters"
        spellCheck={false}
        help="De 3 a 40 letras, números o guiones. Lo guardamos en mayúsculas: el comprador lo escribe como quiera."
      />
      <InputField
        id={`${idPrefix}-descripcion`}
        label="Descripción"
        {...field('description')}
        maxLength={200}
        help="La lee el comprador al aplicar el código. Ej.: «Bonificación reserva online»."
      />
      <fieldset className="admin-period">
        <legend>A qué unidades se aplica</legend>
        <div className="admin-period__fields">
          <BrandField
            id={`${idPrefix}-marca`}
            {...field('brand_id')}
            brands="catalogue"
            none="Todas las marcas"
          />
          <InputField
            id={`${idPrefix}-modelo`}
            label="Modelo (familia)"
            {...field('family')}
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
            {...field('chassis')}
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
            {...field('kind', 'percentage')}
            options={PROMOTION_KINDS.map((kind) => ({ value: kind, label: PROMOTION_KIND_LABELS[kind] }))}
          />
          <NumberField
            id={`${idPrefix}-porcentaje`}
            label="Porcentaje"
            {...field('percentage')}
            decimals
            help="Si el tipo es porcentaje: de 0,01 a 100. Vale para unidades en pesos y en dólares."
          />
          <NumberField
            id={`${idPrefix}-monto`}
            label="Monto"
            {...field('money')}
            help="Si el tipo es monto fijo: un número entero, sin centavos."
          />
          <SelectField
            id={`${idPrefix}-moneda`}
            label="Moneda del monto"
            {...field('currency')}
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
          <MendozaDateTimeField id={`${idPrefix}-desde`} label="Desde" {...field('valid_from')} required />
          <MendozaDateTimeField
            id={`${idPrefix}-hasta`}
            label="Hasta"
            {...field('valid_until')}
            help="Vacío: sin fecha de fin."
          />
          <NumberField
            id={`${idPrefix}-limite`}
            label="Límite de usos"
            {...field('usage_limit')}
            help="Cuántas reservas pueden usarla. Vacío: sin límite."
          />
        </div>
      </fieldset>
      <CheckboxField
        id={`${idPrefix}-automatica`}
        label="Automática"
        {...checkbox('discoverable')}
        help="se ofrece sola en la página de confirmación, sin que el comprador escriba el código. Una por marca, modelo y unidad."
      />
      <CheckboxField
        id={`${idPrefix}-activa`}
        label="Activa"
        {...checkbox('active')}
        help="desactivada, el código no vale aunque esté dentro de sus fechas."
      />
    </>
  );
}

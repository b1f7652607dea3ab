import type { PromotionFamilyChoice } from '#domain/back-office/promotion-editing';
import {
  CURRENCY_LABELS,
  PROMOTION_KIND_LABELS,
  PROMOTION_KINDS,
} from '#domain/back-office/promotion-editing';
import { CATALOGUE_BRANDS } from '#domain/catalogue/brands';
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
import type { PromotionValues } from './promotion-values';

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
  const familyValue = values.family ?? '';
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
          <SelectField
            id={`${idPrefix}-modelo`}
            label="Modelo (familia)"
            {...field('family')}
            help="Del catálogo de la marca elegida. «Todos los modelos»: la promoción no se limita a uno."
          >
            <option value="">Todos los modelos</option>
            {familyValue && !families.some((choice) => choice.family === familyValue) && (
              <option value={familyValue}>{familyValue} (no está en el catálogo)</option>
            )}
            {CATALOGUE_BRANDS.map((brand) => {
              const ofBrand = families.filter((choice) => choice.brandId === brand.id);
              return ofBrand.length === 0 ? null : (
                <optgroup key={brand.id} label={brand.name}>
                  {ofBrand.map((choice) => (
                    <option key={`${choice.brandId}-${choice.family}`} value={choice.family}>
                      {choice.family}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </SelectField>
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

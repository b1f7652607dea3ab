import { IMAGE_ACCEPT, IMAGE_FILE_HELP } from '#domain/back-office/media';
import type { FamilyEdit, FamilyVersionEdit } from '#domain/back-office/stock-editing';
import {
  FAMILY_DESCRIPTION_MAX_LENGTH,
  FAMILY_NAME_MAX_LENGTH,
  FEATURE_MAX_LENGTH,
  MAX_FEATURES,
} from '#domain/back-office/stock-editing';
import {
  ATTRIBUTE_NOT_SET_LABEL,
  BODY_TYPE_LABELS,
  BODY_TYPES,
  FUEL_LABELS,
  FUELS,
  TRANSMISSION_LABELS,
  TRANSMISSIONS,
  type VersionAttributes,
} from '#domain/catalogue/version-attributes';
import type { FieldErrors } from '#domain/shared/field-errors';
import {
  FileField,
  FormActions,
  InputField,
  SelectField,
  type SelectOption,
  TextareaField,
} from '../panel/admin-fields';
import { StaffForm } from '../panel/csrf';

/** What was typed in the family's form, to show again after a refusal. */
export interface FamilyValues {
  name: string;
  description: string;
}

/** The family's public name, description and picture (resized on the server to the page's box). */
export function FamilyForm({
  family,
  values,
  errors,
}: {
  family: FamilyEdit;
  values: FamilyValues;
  errors: FieldErrors;
}) {
  return (
    <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
      <input type="hidden" name="intent" value="family" />
      <InputField
        id="family-name"
        name="name"
        label="Nombre público"
        defaultValue={values.name}
        maxLength={FAMILY_NAME_MAX_LENGTH}
        required
        error={errors.name}
        help={`En el sistema de la concesionaria: ${family.family}.`}
      />
      <TextareaField
        id="family-description"
        name="description"
        label="Descripción"
        defaultValue={values.description}
        maxLength={FAMILY_DESCRIPTION_MAX_LENGTH}
        rows={6}
        error={errors.description}
      />
      <FileField
        id="family-image"
        name="image"
        label={family.image ? 'Cambiar la imagen' : 'Imagen del modelo'}
        accept={IMAGE_ACCEPT}
        current={family.image ? { path: family.image, width: 1200, height: 675 } : null}
        currentAlt={`Imagen actual de ${family.name}`}
        error={errors.image}
        help={
          family.image
            ? `Dejalo vacío para mantener la imagen actual. ${IMAGE_FILE_HELP}`
            : `Sin imagen, el sitio muestra el dibujo de la carrocería. ${IMAGE_FILE_HELP}`
        }
      />
      <FormActions submitLabel="Guardar el modelo" />
    </StaffForm>
  );
}

/** A version's features, one a line, as the versions page lists and compares them. */
export function FeaturesForm({
  version,
  value,
  error,
}: {
  version: FamilyVersionEdit;
  value: string;
  error: string | undefined;
}) {
  const id = `features-${version.id}`;
  return (
    <StaffForm className="admin-form" noValidate>
      <input type="hidden" name="intent" value="features" />
      <input type="hidden" name="version" value={version.id} />
      <TextareaField
        id={id}
        name="features"
        label={`Equipamiento de ${version.name}`}
        defaultValue={value}
        rows={Math.min(12, Math.max(4, version.features.length + 1))}
        error={error}
        help={`Una línea por elemento, hasta ${MAX_FEATURES} líneas de ${FEATURE_MAX_LENGTH} caracteres.`}
      />
      <FormActions submitLabel={`Guardar el equipamiento de ${version.name}`} />
    </StaffForm>
  );
}

/** The allowed values as a select's options, "Sin definir" first: a version may not have one yet. */
function choices<Value extends string>(values: readonly Value[], labels: Readonly<Record<Value, string>>) {
  return [
    { value: '', label: ATTRIBUTE_NOT_SET_LABEL },
    ...values.map((value) => ({ value, label: labels[value] })),
  ] satisfies SelectOption[];
}

const BODY_TYPE_CHOICES = choices(BODY_TYPES, BODY_TYPE_LABELS);
const FUEL_CHOICES = choices(FUELS, FUEL_LABELS);
const TRANSMISSION_CHOICES = choices(TRANSMISSIONS, TRANSMISSION_LABELS);

/** What was chosen in a version's attributes form, to show again after a refusal. */
export type AttributeValues = Record<keyof VersionAttributes, string>;

/** A version's body type, fuel and transmission: what buyers search the stock by. */
export function AttributesForm({
  version,
  values,
  errors,
}: {
  version: FamilyVersionEdit;
  values: AttributeValues;
  errors: FieldErrors;
}) {
  const id = (field: string) => `${field}-${version.id}`;
  return (
    <StaffForm className="admin-form" noValidate>
      <input type="hidden" name="intent" value="attributes" />
      <input type="hidden" name="version" value={version.id} />
      <SelectField
        id={id('body_type')}
        name="body_type"
        label={`Carrocería de ${version.name}`}
        options={BODY_TYPE_CHOICES}
        defaultValue={values.body_type}
        error={errors.body_type}
      />
      <SelectField
        id={id('fuel')}
        name="fuel"
        label={`Combustible de ${version.name}`}
        options={FUEL_CHOICES}
        defaultValue={values.fuel}
        error={errors.fuel}
      />
      <SelectField
        id={id('transmission')}
        name="transmission"
        label={`Transmisión de ${version.name}`}
        options={TRANSMISSION_CHOICES}
        defaultValue={values.transmission}
        error={errors.transmission}
      />
      <FormActions submitLabel={`Guardar las características de ${version.name}`} />
    </StaffForm>
  );
}

import { IMAGE_ACCEPT } from '#domain/media';
import { POPUP_IMAGE_FIELD, type PopupView } from '#domain/popup-editing';
import type { FieldErrors } from '#domain/staff-accounts';
import { FileField, InputField } from '../admin/admin-fields';
import { PeriodFields, periodValues } from '../admin-site/editing-pieces';

/** What the popup form shows in its text fields: what was typed, or the popup as it is saved. */
export interface PopupValues {
  name?: string;
  url?: string;
  starts_at?: string;
  ends_at?: string;
}

export const popupValues = (popup: PopupView): PopupValues => ({
  name: popup.name,
  url: popup.url ?? '',
  ...periodValues(popup),
});

/** A popup's fields (domain/popup-editing-schemas.ts reads them on the server). */
export function PopupFields({
  idPrefix,
  values,
  errors,
  current,
}: {
  idPrefix: string;
  values: PopupValues;
  errors: FieldErrors;
  current?: PopupView;
}) {
  return (
    <>
      <InputField
        id={`${idPrefix}-nombre`}
        label="Nombre"
        name="name"
        defaultValue={values.name ?? ''}
        error={errors.name}
        required
        maxLength={120}
        help="Es el título del popup y el texto de la imagen para quienes no la ven."
      />
      <InputField
        id={`${idPrefix}-enlace`}
        label="Enlace (opcional)"
        name="url"
        defaultValue={values.url ?? ''}
        error={errors.url}
        maxLength={500}
        inputMode="url"
        help="Una página del sitio (/oportunidades) o una dirección completa (https://…). Vacío: la imagen no lleva a ningún lado."
      />
      <FileField
        id={`${idPrefix}-imagen`}
        label="Imagen"
        name={POPUP_IMAGE_FIELD}
        accept={IMAGE_ACCEPT}
        error={errors[POPUP_IMAGE_FIELD]}
        current={current?.image}
        currentAlt="Imagen actual del popup"
        required={!current}
        help={`Se achica para entrar en 800×800 píxeles. JPG, PNG, WebP o AVIF, hasta 15 MB.${
          current ? ' Si no elegís otra, queda la actual.' : ''
        }`}
      />
      <PeriodFields idPrefix={idPrefix} values={values} errors={errors} />
    </>
  );
}

import { IMAGE_FILE_HELP } from '#domain/back-office/media';
import { POPUP_IMAGE_FIELD, type PopupView } from '#domain/back-office/popup-editing';
import { formFields, InputField, type RecordFieldsProps } from '../panel/admin-fields';
import { ImageField, SiteLinkField } from '../panel/content-fields';
import { PeriodFields, periodValues } from '../panel/editing-pieces';

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

/** A popup's fields (domain/back-office/popup-editing-schemas.ts reads them on the server). */
export function PopupFields({
  idPrefix,
  values,
  errors,
  current,
}: RecordFieldsProps<PopupValues, PopupView>) {
  const { field } = formFields(values, errors);
  return (
    <>
      <InputField
        id={`${idPrefix}-nombre`}
        label="Nombre"
        {...field('name')}
        required
        maxLength={120}
        help="Es el título del popup y el texto de la imagen para quienes no la ven."
      />
      <SiteLinkField
        id={`${idPrefix}-enlace`}
        label="Enlace (opcional)"
        {...field('url')}
        example="/oportunidades"
        help="Vacío: la imagen no lleva a ningún lado."
      />
      <ImageField
        id={`${idPrefix}-imagen`}
        label="Imagen"
        name={POPUP_IMAGE_FIELD}
        error={errors[POPUP_IMAGE_FIELD]}
        current={current?.image}
        currentAlt="Imagen actual del popup"
        required={!current}
        help={`Se achica para entrar en 800×800 píxeles. ${IMAGE_FILE_HELP}`}
      />
      <PeriodFields idPrefix={idPrefix} values={values} errors={errors} />
    </>
  );
}

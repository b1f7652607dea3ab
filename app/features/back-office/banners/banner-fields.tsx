import { BANNER_FILE_FIELDS, type BannerView } from '#domain/back-office/banner-editing';
import { IMAGE_FILE_HELP } from '#domain/back-office/media';
import { formFields, InputField, type RecordFieldsProps, SortOrderField } from '../panel/admin-fields';
import { ImageField, SiteLinkField } from '../panel/content-fields';
import { PeriodFields } from '../panel/editing-pieces';
import type { BannerValues } from './banner-values';

/**
 * A banner's fields (domain/back-office/banner-editing-schemas.ts reads them on the server). The pictures are resized on upload to
 * the boxes the home draws (1600×560 on a computer, 750×900 on a phone), so any larger picture fits.
 */
export function BannerFields({
  idPrefix,
  values,
  errors,
  current,
}: RecordFieldsProps<BannerValues, BannerView>) {
  const { field } = formFields(values, errors);
  return (
    <>
      <InputField
        id={`${idPrefix}-nombre`}
        label="Nombre"
        {...field('name')}
        required
        maxLength={120}
        help="Describe la imagen para quienes no la ven (lectores de pantalla). Ej.: «Amarok V6 con tasa 0 %»."
      />
      <SiteLinkField id={`${idPrefix}-enlace`} label="Enlace" {...field('url')} required />
      <ImageField
        id={`${idPrefix}-imagen-computadora`}
        label="Imagen para computadora"
        name={BANNER_FILE_FIELDS.desktop}
        error={errors[BANNER_FILE_FIELDS.desktop]}
        current={current?.desktop}
        currentAlt="Imagen actual para computadora"
        required={!current}
        help={`Horizontal, se recorta a 1600×560 píxeles. ${IMAGE_FILE_HELP}`}
      />
      <ImageField
        id={`${idPrefix}-imagen-telefono`}
        label="Imagen para teléfono"
        name={BANNER_FILE_FIELDS.mobile}
        error={errors[BANNER_FILE_FIELDS.mobile]}
        current={current?.mobile}
        currentAlt="Imagen actual para teléfono"
        help="Vertical, se recorta a 750×900 píxeles. Si no subís una, en el teléfono se ve la de computadora."
      />
      <SortOrderField
        id={`${idPrefix}-orden`}
        {...field('sort_order', '0')}
        help="Los banners rotan de menor a mayor."
      />
      <PeriodFields idPrefix={idPrefix} values={values} errors={errors} />
    </>
  );
}

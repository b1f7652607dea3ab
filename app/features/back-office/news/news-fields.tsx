import { Suspense } from 'react';
import { IMAGE_FILE_HELP } from '#domain/back-office/media';
import {
  NEWS_CATEGORIES,
  NEWS_IMAGE_FIELD,
  NEWS_TYPES,
  type NewsEditable,
} from '#domain/back-office/news-editing';
import { lazyPart } from '../../../components/lazy-part';
import {
  BrandField,
  formFields,
  InputField,
  MendozaDateTimeField,
  type RecordFieldsProps,
  SelectField,
  TextareaField,
} from '../panel/admin-fields';
import { ImageField, SiteLinkField } from '../panel/content-fields';
import type { NewsValues } from './news-values';

/**
 * The toolbar and the live preview (./news-editor.tsx) load after the form, on the two pages that edit: the form
 * works without them, and the public article they draw is most of their code (docs/decisions/0036).
 */
const NewsFormatBar = lazyPart(async () => (await import('./news-editor')).NewsFormatBar);
const NewsLivePreview = lazyPart(async () => (await import('./news-editor')).NewsLivePreview);

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** A news item's fields (domain/back-office/news-editing-schemas.ts reads them on the server). */
export function NewsFields({
  idPrefix,
  values,
  errors,
  current,
}: RecordFieldsProps<NewsValues, NewsEditable>) {
  const picture = current?.images[0];
  const { field } = formFields(values, errors);
  return (
    <>
      <InputField id={`${idPrefix}-titulo`} label="Título" {...field('title')} required maxLength={140} />
      <InputField
        id={`${idPrefix}-resumen`}
        label="Resumen"
        {...field('summary')}
        required
        maxLength={300}
        help="Una o dos oraciones: se ven debajo del título y cuando alguien comparte la noticia."
      />
      <Suspense fallback={null}>
        <NewsFormatBar textareaId={`${idPrefix}-texto`} />
      </Suspense>
      <TextareaField
        id={`${idPrefix}-texto`}
        label="Texto"
        {...field('content')}
        required
        rows={14}
        help="Separá los párrafos con una línea en blanco. Para resaltar: **negrita** y *cursiva*. Un enlace: [texto](https://…) o [texto](/vehiculos-0km) para una página del sitio. Un subtítulo: una línea que empieza con «## ». Una lista: una línea por punto, empezando con «- ». Los botones de arriba lo escriben por vos."
      />
      <ImageField
        id={`${idPrefix}-imagen`}
        label="Imagen"
        name={NEWS_IMAGE_FIELD}
        error={errors[NEWS_IMAGE_FIELD]}
        current={picture}
        currentAlt={picture?.alt ?? ''}
        help={`Horizontal: se recorta a 1200×675 píxeles. ${IMAGE_FILE_HELP}`}
      />
      <InputField
        id={`${idPrefix}-imagen-descripcion`}
        label="Descripción de la imagen"
        {...field('image_alt')}
        maxLength={200}
        help="Qué muestra la imagen, para quien no la ve (lectores de pantalla). Obligatoria si hay imagen."
      />
      <BrandField id={`${idPrefix}-marca`} {...field('brand_id')} />
      <SelectField id={`${idPrefix}-tipo`} label="Tipo" {...field('type')} options={options(NEWS_TYPES)} />
      <SelectField
        id={`${idPrefix}-seccion`}
        label="Sección"
        {...field('category')}
        options={options(NEWS_CATEGORIES)}
      />
      <MendozaDateTimeField
        id={`${idPrefix}-fecha`}
        label="Fecha y hora de publicación (hora de Mendoza)"
        {...field('display_date')}
        required
        help="Si elegís una fecha futura y la publicás, queda programada: aparece sola en ese momento."
      />
      <SiteLinkField
        id={`${idPrefix}-enlace`}
        label="Enlace «Más información» (opcional)"
        {...field('url')}
      />
      <SelectField
        id={`${idPrefix}-estado`}
        label="Estado"
        {...field('state', 'draft')}
        options={[
          { value: 'draft', label: 'Borrador: no se ve en el sitio' },
          { value: 'published', label: 'Publicada: se ve desde su fecha' },
        ]}
      />
      <Suspense fallback={<p className="admin-muted">Cargando la vista previa…</p>}>
        <NewsLivePreview values={values} current={current} />
      </Suspense>
    </>
  );
}

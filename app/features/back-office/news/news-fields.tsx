import { IMAGE_FILE_HELP } from '#domain/back-office/media';
import {
  NEWS_CATEGORIES,
  NEWS_IMAGE_FIELD,
  NEWS_STATE_LABELS,
  NEWS_TYPES,
  type NewsEditable,
  type NewsState,
  newsState,
} from '#domain/back-office/news-editing';
import { mendozaDateTimeValue } from '#domain/back-office/site-editing';
import { DEFAULT_BRAND_ID } from '#domain/catalogue/brands';
import {
  BrandField,
  formFields,
  ImageField,
  InputField,
  MendozaDateTimeField,
  type RecordFieldsProps,
  SelectField,
  SiteLinkField,
  TextareaField,
} from '../panel/admin-fields';
import { Badge, type BadgeTone } from '../panel/admin-list';

/** What the news form shows in its text fields: what was typed, or the item as it is saved. */
export type NewsValues = Partial<Record<string, string>>;

export const newsValues = (item: NewsEditable): NewsValues => ({
  title: item.title,
  summary: item.summary,
  content: item.content,
  brand_id: String(item.brandId),
  type: item.type,
  category: item.category,
  display_date: mendozaDateTimeValue(item.displayDate),
  url: item.url ?? '',
  state: item.published ? 'published' : 'draft',
  image_alt: item.images[0]?.alt ?? '',
});

/** A new item's form: dated now, the dealership's own brand, a draft until the editor publishes it. */
export const newNewsValues = (now: Date): NewsValues => ({
  brand_id: String(DEFAULT_BRAND_ID),
  type: NEWS_TYPES[0],
  category: NEWS_CATEGORIES[0],
  display_date: mendozaDateTimeValue(now.toISOString()),
  state: 'draft',
});

const STATE_TONES: Readonly<Record<NewsState, BadgeTone>> = {
  draft: 'muted',
  scheduled: 'info',
  published: 'ok',
};

/** Borrador, Programada or Publicada; Eliminada for a removed item. */
export function NewsStateBadge({
  item,
}: {
  item: { published: boolean; displayDate: string; deletedAt: string | null };
}) {
  if (item.deletedAt) return <Badge tone="off">Eliminada</Badge>;
  const state = newsState(item);
  return <Badge tone={STATE_TONES[state]}>{NEWS_STATE_LABELS[state]}</Badge>;
}

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
      <TextareaField
        id={`${idPrefix}-texto`}
        label="Texto"
        {...field('content')}
        required
        rows={14}
        help="Separá los párrafos con una línea en blanco. Para resaltar: **negrita** y *cursiva*. Un enlace: [texto](https://…) o [texto](/vehiculos-0km) para una página del sitio. Una lista: una línea por punto, empezando con «- »."
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
    </>
  );
}

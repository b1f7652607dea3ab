import { BRANDS, DEFAULT_BRAND_ID } from '#domain/brands';
import { IMAGE_ACCEPT } from '#domain/media';
import {
  NEWS_CATEGORIES,
  NEWS_IMAGE_FIELD,
  NEWS_STATE_LABELS,
  NEWS_TYPES,
  type NewsEditable,
  type NewsState,
  newsState,
} from '#domain/news-editing';
import { mendozaDateTimeValue } from '#domain/site-editing';
import type { FieldErrors } from '#domain/staff-accounts';
import { FileField, InputField, SelectField, TextareaField } from '../admin/admin-fields';
import { Badge, type BadgeTone } from '../admin/admin-list';

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

const BRAND_OPTIONS = BRANDS.map((brand) => ({ value: brand.id, label: brand.name }));
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** A news item's fields (domain/news-editing-schemas.ts reads them on the server). */
export function NewsFields({
  idPrefix,
  values,
  errors,
  current,
}: {
  idPrefix: string;
  values: NewsValues;
  errors: FieldErrors;
  /** The saved item, whose picture stays unless another is chosen. */
  current?: NewsEditable;
}) {
  const picture = current?.images[0];
  return (
    <>
      <InputField
        id={`${idPrefix}-titulo`}
        label="Título"
        name="title"
        defaultValue={values.title ?? ''}
        error={errors.title}
        required
        maxLength={140}
      />
      <InputField
        id={`${idPrefix}-resumen`}
        label="Resumen"
        name="summary"
        defaultValue={values.summary ?? ''}
        error={errors.summary}
        required
        maxLength={300}
        help="Una o dos oraciones: se ven debajo del título y cuando alguien comparte la noticia."
      />
      <TextareaField
        id={`${idPrefix}-texto`}
        label="Texto"
        name="content"
        defaultValue={values.content ?? ''}
        error={errors.content}
        required
        rows={14}
        help="Separá los párrafos con una línea en blanco. Para resaltar: **negrita** y *cursiva*. Un enlace: [texto](https://…) o [texto](/vehiculos-0km) para una página del sitio. Una lista: una línea por punto, empezando con «- »."
      />
      <FileField
        id={`${idPrefix}-imagen`}
        label="Imagen"
        name={NEWS_IMAGE_FIELD}
        accept={IMAGE_ACCEPT}
        error={errors[NEWS_IMAGE_FIELD]}
        current={picture}
        currentAlt={picture?.alt ?? ''}
        help={`Horizontal: se recorta a 1200×675 píxeles. JPG, PNG, WebP o AVIF, hasta 15 MB.${
          picture ? ' Si no elegís otra, queda la actual.' : ''
        }`}
      />
      <InputField
        id={`${idPrefix}-imagen-descripcion`}
        label="Descripción de la imagen"
        name="image_alt"
        defaultValue={values.image_alt ?? ''}
        error={errors.image_alt}
        maxLength={200}
        help="Qué muestra la imagen, para quien no la ve (lectores de pantalla). Obligatoria si hay imagen."
      />
      <SelectField
        id={`${idPrefix}-marca`}
        label="Marca"
        name="brand_id"
        defaultValue={values.brand_id ?? ''}
        error={errors.brand_id}
        options={BRAND_OPTIONS}
      />
      <SelectField
        id={`${idPrefix}-tipo`}
        label="Tipo"
        name="type"
        defaultValue={values.type ?? ''}
        error={errors.type}
        options={options(NEWS_TYPES)}
      />
      <SelectField
        id={`${idPrefix}-seccion`}
        label="Sección"
        name="category"
        defaultValue={values.category ?? ''}
        error={errors.category}
        options={options(NEWS_CATEGORIES)}
      />
      <InputField
        id={`${idPrefix}-fecha`}
        label="Fecha y hora de publicación (hora de Mendoza)"
        type="datetime-local"
        name="display_date"
        defaultValue={values.display_date ?? ''}
        error={errors.display_date}
        required
        help="Si elegís una fecha futura y la publicás, queda programada: aparece sola en ese momento."
      />
      <InputField
        id={`${idPrefix}-enlace`}
        label="Enlace «Más información» (opcional)"
        name="url"
        defaultValue={values.url ?? ''}
        error={errors.url}
        maxLength={500}
        inputMode="url"
        help="Una página del sitio (/vehiculos-0km/volkswagen) o una dirección completa (https://…)."
      />
      <SelectField
        id={`${idPrefix}-estado`}
        label="Estado"
        name="state"
        defaultValue={values.state ?? 'draft'}
        error={errors.state}
        options={[
          { value: 'draft', label: 'Borrador: no se ve en el sitio' },
          { value: 'published', label: 'Publicada: se ve desde su fecha' },
        ]}
      />
    </>
  );
}

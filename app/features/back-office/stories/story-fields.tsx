import { type ChangeEvent, useRef, useState } from 'react';
import { IMAGE_ACCEPT, VIDEO_ACCEPT } from '#domain/back-office/media';
import type { FieldErrors } from '#domain/back-office/staff-accounts';
import { STORY_FILE_FIELDS, type StoryEditable } from '#domain/back-office/story-editing';
import { STORY_CATEGORIES } from '#domain/content/content-choices';
import {
  BrandField,
  FileField,
  formFields,
  InputField,
  type RecordFieldsProps,
  SelectField,
} from '../panel/admin-fields';
import { SiteLinkField } from '../panel/content-fields';
import type { StoryValues } from './story-values';
import './admin-stories.css';

/** A story's fields (domain/back-office/story-editing-schemas.ts reads them on the server). */
export function StoryFields({
  idPrefix,
  values,
  errors,
  current,
}: RecordFieldsProps<StoryValues, StoryEditable>) {
  const { field } = formFields(values, errors);
  return (
    <>
      <InputField id={`${idPrefix}-titulo`} label="Título" {...field('title')} required maxLength={80} />
      <StoryMediaFields idPrefix={idPrefix} errors={errors} current={current} />
      <BrandField id={`${idPrefix}-marca`} {...field('brand_id')} />
      <SelectField
        id={`${idPrefix}-seccion`}
        label="Sección"
        {...field('category')}
        options={STORY_CATEGORIES.map((category) => ({ value: category, label: category }))}
        help="Dónde más se muestra, además de la portada: 0 km en las páginas de cada marca, Postventa en la de postventa."
      />
      <SiteLinkField
        id={`${idPrefix}-enlace`}
        label="Enlace del botón «Ver más» (opcional)"
        {...field('link_url')}
        help="Vacío: sin botón."
      />
      <SelectField
        id={`${idPrefix}-estado`}
        label="Estado"
        {...field('state', 'published')}
        options={[
          { value: 'published', label: 'Publicada: se ve en el sitio' },
          { value: 'draft', label: 'Oculta: no se ve en el sitio' },
        ]}
      />
    </>
  );
}

type PosterNote = { kind: 'idle' } | { kind: 'working' } | { kind: 'taken' } | { kind: 'failed' };

/**
 * The video and its poster. Choosing a video takes a poster from it in the browser (about a second in) and puts it in
 * the poster's file input, unless the editor chose a poster themselves; without JavaScript both are plain uploads.
 */
function StoryMediaFields({
  idPrefix,
  errors,
  current,
}: {
  idPrefix: string;
  errors: FieldErrors;
  current: StoryEditable | undefined;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const posterChosenByHand = useRef(false);
  const [note, setNote] = useState<PosterNote>({ kind: 'idle' });

  const onVideoChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const video = event.currentTarget.files?.[0];
    const poster = event.currentTarget.form?.elements.namedItem(STORY_FILE_FIELDS.poster);
    if (!video || posterChosenByHand.current || !(poster instanceof HTMLInputElement) || !canvas.current)
      return;
    setNote({ kind: 'working' });
    try {
      // Loaded once a video is chosen: the drawing code, and the stories strip it takes the videos' size from, stay out
      // of the form's first load (docs/decisions/0012).
      const { chooseFile, posterFromVideo } = await import('./poster-from-video');
      chooseFile(poster, await posterFromVideo(video, canvas.current));
      setNote({ kind: 'taken' });
    } catch {
      setNote({ kind: 'failed' });
    }
  };

  const onPosterChange = (event: ChangeEvent<HTMLInputElement>) => {
    posterChosenByHand.current = (event.currentTarget.files?.length ?? 0) > 0;
    if (posterChosenByHand.current) setNote({ kind: 'idle' });
  };

  return (
    <>
      <FileField
        id={`${idPrefix}-video`}
        label="Video"
        name={STORY_FILE_FIELDS.video}
        accept={VIDEO_ACCEPT}
        error={errors[STORY_FILE_FIELDS.video]}
        required={!current}
        onChange={onVideoChange}
        help={`Vertical (9:16), MP4 o WebM, hasta 50 MB.${current ? ' Si no elegís otro, queda el actual.' : ''}`}
      />
      {current && (
        <p className="admin-muted">
          Video actual: <a href={current.videoPath}>{current.videoPath.split('/').pop()}</a>
        </p>
      )}
      <FileField
        id={`${idPrefix}-portada`}
        label="Portada (opcional)"
        name={STORY_FILE_FIELDS.poster}
        accept={IMAGE_ACCEPT}
        error={errors[STORY_FILE_FIELDS.poster]}
        onChange={onPosterChange}
        current={current?.posterPath ? { path: current.posterPath, width: 135, height: 240 } : null}
        currentAlt="Portada actual"
        help="La imagen que se ve antes de que el video arranque; se recorta a 540×960. Al elegir el video la tomamos de él: si preferís otra, elegila acá."
      />
      <div className="admin-poster" hidden={note.kind !== 'taken'}>
        <canvas
          ref={canvas}
          className="admin-poster__frame"
          role="img"
          aria-label="Portada tomada del video"
        />
      </div>
      <p role="status" className="admin-muted">
        {note.kind === 'working' && 'Tomando la portada del video…'}
        {note.kind === 'taken' &&
          'Tomamos la portada del segundo 1 del video. Si preferís otra, elegila arriba.'}
        {note.kind === 'failed' &&
          'No pudimos tomar una imagen del video en este navegador. Elegí una portada, o guardala sin portada.'}
      </p>
    </>
  );
}

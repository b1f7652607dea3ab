import { type PointerEvent as ReactPointerEvent, useEffect, useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { IMAGE_FILE_HELP } from '#domain/back-office/media';
import { MAX_UNIT_PHOTOS, type UnitPhotoView } from '#domain/back-office/stock-editing';
import { Button } from '../../../components/button';
import { FileField, FormActions } from '../panel/admin-fields';
import { StaffForm, useCsrfToken, withCsrf } from '../panel/csrf';
import './admin-stock.css';

/**
 * The upload of a unit's photos, made for a phone in the yard: several at once from the gallery, or taken with the
 * camera (`capture` opens it straight away, so it has a field of its own); both go in one post, at most the unit's
 * room. The server checks each by its content (server/media) and keeps all of them or none.
 */
export function UnitPhotoUpload({ count, error }: { count: number; error: string | undefined }) {
  const room = MAX_UNIT_PHOTOS - count;
  return (
    <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
      <input type="hidden" name="intent" value="upload" />
      <FileField
        id="unit-photos"
        name="photos"
        label="Elegir de la galería"
        accept="image/*"
        multiple
        disabled={room === 0}
        error={error}
        help={
          room === 0
            ? `La unidad ya tiene ${MAX_UNIT_PHOTOS} fotos: quitá alguna para subir otra.`
            : `Podés elegir varias a la vez. Cada una: ${IMAGE_FILE_HELP} Podés subir ${room} más.`
        }
      />
      {room > 0 && (
        <FileField
          id="unit-photos-camera"
          name="photos"
          label="Sacar con la cámara"
          accept="image/*"
          capture="environment"
          multiple
        />
      )}
      {room > 0 && <FormActions submitLabel="Subir las fotos" />}
    </StaffForm>
  );
}

/** One change to one photo: a button in a form of its own, so it works without JavaScript. */
function PhotoButton({
  photo,
  intent,
  direction,
  label,
  spoken,
}: {
  photo: UnitPhotoView;
  intent: 'move' | 'cover' | 'remove' | 'restore';
  direction?: 'up' | 'down';
  label: string;
  spoken: string;
}) {
  return (
    <StaffForm>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photo" value={photo.id} />
      {direction && <input type="hidden" name="direction" value={direction} />}
      <Button type="submit" variant="secondary" size="sm" aria-label={spoken}>
        {label}
      </Button>
    </StaffForm>
  );
}

function PhotoThumbnail({ photo, alt }: { photo: UnitPhotoView; alt: string }) {
  return (
    <img
      src={photo.thumbnail.path}
      width={photo.thumbnail.width}
      height={photo.thumbnail.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

/** The ids of the photos in the order a drag leaves them: `dragged` taken out and put where `over` is. */
function moved(order: readonly number[], dragged: number, over: number): number[] {
  const rest = order.filter((id) => id !== dragged);
  rest.splice(order.indexOf(over), 0, dragged);
  return rest;
}

/**
 * Dragging a photo by its handle (mouse, finger or pen) to another place: the new order is shown while dragging, said
 * in `said` on letting go (for the live region) and posted then as one order (intent `order`, which the server refuses
 * with 409 if the photos changed meanwhile), shown until the page has the server's. The handle comes with JavaScript;
 * the "Antes", "Después" and "Portada" buttons do the same from a keyboard, a screen reader or without JavaScript.
 */
function usePhotoDrag(photos: readonly UnitPhotoView[]) {
  const submit = useSubmit();
  const token = useCsrfToken();
  const navigation = useNavigation();
  const [ready, setReady] = useState(false);
  const [drag, setDrag] = useState<{ id: number; order: number[] } | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => setReady(true), []);
  const posted = navigation.formData?.get('intent') === 'order' ? navigation.formData.get('order') : null;
  const order =
    drag?.order ?? (posted ? String(posted).split(',').map(Number) : photos.map((photo) => photo.id));
  const handle = (id: number) => ({
    onPointerDown(down: ReactPointerEvent<HTMLElement>) {
      if (drag) return;
      down.preventDefault();
      let now = order;
      setDrag({ id, order: now });
      setSaid('');
      // Followed on the window, listened to from the press itself: moving the photo in the page ends the handle's
      // pointer capture, and a quick drag may be over before the next render.
      const move = (event: PointerEvent) => {
        const over = document
          .elementFromPoint(event.clientX, event.clientY)
          ?.closest<HTMLElement>('[data-photo]')?.dataset.photo;
        if (event.pointerId !== down.pointerId || !over || Number(over) === id) return;
        now = moved(now, id, Number(over));
        setDrag({ id, order: now });
      };
      const end = (event: PointerEvent) => {
        if (event.pointerId !== down.pointerId) return;
        removeEventListener('pointermove', move);
        removeEventListener('pointerup', end);
        removeEventListener('pointercancel', end);
        setDrag(null);
        if (event.type === 'pointercancel' || now.join() === order.join()) return;
        setSaid(
          `Llevaste la foto ${order.indexOf(id) + 1} al lugar ${now.indexOf(id) + 1} de ${now.length}.`,
        );
        const form = new FormData();
        form.set('intent', 'order');
        form.set('order', now.join());
        submit(withCsrf(token, form), { method: 'post' });
      };
      addEventListener('pointermove', move);
      addEventListener('pointerup', end);
      addEventListener('pointercancel', end);
    },
  });
  return { ready, order, dragging: drag?.id, handle, said };
}

/**
 * The photos the site shows, in order: the first is the cover, the one buyers see first wherever the unit's photos
 * show (docs/decisions/0076). Each can be dragged to another place, moved a place, made the cover or removed.
 */
export function UnitPhotoGrid({ photos }: { photos: readonly UnitPhotoView[] }) {
  const { ready, order, dragging, handle, said } = usePhotoDrag(photos);
  if (photos.length === 0) return <p>Todavía no tiene fotos: el sitio muestra el dibujo del catálogo.</p>;
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const shown = order.map((id) => byId.get(id)).filter((photo) => photo !== undefined);
  return (
    <>
      {/* The new place of a dragged photo, for a screen reader; the save's notice follows above the page. */}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      <ol className="unit-photos">
        {shown.map((photo, index) => (
          <li
            key={photo.id}
            data-photo={photo.id}
            className={`unit-photos__item${dragging === photo.id ? ' unit-photos__item--dragged' : ''}`}
          >
            <div className="unit-photos__picture">
              <PhotoThumbnail photo={photo} alt={`Foto ${index + 1}${index === 0 ? ', portada' : ''}`} />
              {index === 0 && <span className="admin-badge admin-badge--ok unit-photos__cover">Portada</span>}
            </div>
            <div className="unit-photos__actions">
              {ready && photos.length > 1 && (
                // Pointers only: the buttons beside it are the keyboard's way (and a screen reader's).
                <span className="unit-photos__handle" aria-hidden="true" {...handle(photo.id)}>
                  Arrastrar
                </span>
              )}
              {index > 0 && (
                <PhotoButton
                  photo={photo}
                  intent="cover"
                  label="Portada"
                  spoken={`Usar la foto ${index + 1} como portada`}
                />
              )}
              {index > 0 && (
                <PhotoButton
                  photo={photo}
                  intent="move"
                  direction="up"
                  label="Antes"
                  spoken={`Mover la foto ${index + 1} un lugar antes`}
                />
              )}
              {index < shown.length - 1 && (
                <PhotoButton
                  photo={photo}
                  intent="move"
                  direction="down"
                  label="Después"
                  spoken={`Mover la foto ${index + 1} un lugar después`}
                />
              )}
              <PhotoButton
                photo={photo}
                intent="remove"
                label="Quitar"
                spoken={`Quitar la foto ${index + 1}`}
              />
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The removed photos, kept so they can come back (docs/decisions/0031). */
export function RemovedUnitPhotos({ photos }: { photos: readonly UnitPhotoView[] }) {
  if (photos.length === 0) return <p>No hay fotos quitadas.</p>;
  return (
    <ul className="unit-photos">
      {photos.map((photo, index) => (
        <li key={photo.id} className="unit-photos__item">
          <PhotoThumbnail photo={photo} alt={`Foto quitada ${index + 1}`} />
          <div className="unit-photos__actions">
            <PhotoButton
              photo={photo}
              intent="restore"
              label="Restaurar"
              spoken={`Restaurar la foto quitada ${index + 1}`}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

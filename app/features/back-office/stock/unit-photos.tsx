import { IMAGE_FILE_HELP } from '#domain/back-office/media';
import { MAX_UNIT_PHOTOS, type UnitPhotoView } from '#domain/back-office/stock-editing';
import { Button } from '../../../components/button';
import { FileField, FormActions } from '../panel/admin-fields';
import { StaffForm } from '../panel/csrf';
import './admin-stock.css';

/**
 * The upload of a unit's photos, made for a phone in the yard: the picker offers the camera (`capture`), and several
 * photos go in one post. The server checks each by its content (server/media).
 */
export function UnitPhotoUpload({ count, error }: { count: number; error: string | undefined }) {
  const room = MAX_UNIT_PHOTOS - count;
  return (
    <StaffForm className="admin-form" encType="multipart/form-data" noValidate>
      <input type="hidden" name="intent" value="upload" />
      <FileField
        id="unit-photos"
        name="photos"
        label="Fotos de la unidad"
        accept="image/*"
        capture="environment"
        multiple
        disabled={room === 0}
        error={error}
        help={
          room === 0
            ? `La unidad ya tiene ${MAX_UNIT_PHOTOS} fotos: quitá alguna para subir otra.`
            : `Sacalas con el celular o elegilas de la galería. Cada una: ${IMAGE_FILE_HELP} Podés subir ${room} más.`
        }
      />
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
  intent: 'move' | 'remove' | 'restore';
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

/** The photos the site shows, in order, each with the buttons to move it or remove it. */
export function UnitPhotoGrid({ photos }: { photos: readonly UnitPhotoView[] }) {
  if (photos.length === 0) return <p>Todavía no tiene fotos: el sitio muestra el dibujo del catálogo.</p>;
  return (
    <ol className="unit-photos">
      {photos.map((photo, index) => (
        <li key={photo.id} className="unit-photos__item">
          <PhotoThumbnail photo={photo} alt={`Foto ${index + 1}`} />
          <div className="unit-photos__actions">
            {index > 0 && (
              <PhotoButton
                photo={photo}
                intent="move"
                direction="up"
                label="Antes"
                spoken={`Mover la foto ${index + 1} un lugar antes`}
              />
            )}
            {index < photos.length - 1 && (
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

import type { UnitPhoto } from '#domain/catalogue/catalogue';
import { ExternalLink } from '../../components/external-link';
import './unit-gallery.css';

/**
 * The photos taken of the very unit, as the best online retailers show the actual car rather than a catalogue picture
 * (docs/decisions/0031): each small picture opens the large one. Nothing when the unit has none.
 */
export function UnitGallery({
  photos,
  title,
  titleId,
}: {
  photos: readonly UnitPhoto[];
  title: string;
  titleId: string;
}) {
  if (photos.length === 0) return null;
  return (
    <section className="unit-gallery" aria-labelledby={titleId}>
      <h2 id={titleId} className="unit-gallery__title">
        {title}
      </h2>
      <ul className="unit-gallery__list">
        {photos.map((photo, index) => (
          <li key={photo.photo.path}>
            <ExternalLink href={photo.photo.path} hint="spoken">
              <img
                src={photo.thumbnail.path}
                width={photo.thumbnail.width}
                height={photo.thumbnail.height}
                alt={`Foto ${index + 1} de ${photos.length} de la unidad`}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

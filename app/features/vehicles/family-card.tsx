import { HydratedApart } from '../../components/hydrated-apart';
import { Link } from '../../components/link';
import { availabilityText, type FamilyCardData } from './family-view';

/** The drawings are 640×320; the attributes reserve the space, CSS scales them. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 320;

interface FamilyCardProps {
  family: FamilyCardData;
  /** Cards in the first visible row load their image at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** The page's most prominent image (LCP candidate). */
  priority?: boolean;
}

export function FamilyCard({ family, eager = false, priority = false }: FamilyCardProps) {
  const inStock = family.stockCount > 0;
  return (
    <HydratedApart>
      <article className="card card--link card--lift family-card">
        <div className="card__vehicle">
          <img
            className="card__picture"
            src={family.image}
            alt={family.name}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
          />
        </div>
        <div className="card__body family-card__body">
          <h3 className="card__title">
            {/* The link covers the whole card (CSS), so its text stays just the family name. */}
            <Link to={family.versionsPath} className="card__link" prefetch="intent">
              {family.name}
            </Link>
          </h3>
          {family.discountText && <p className="family-card__discount">{family.discountText}</p>}
          <p className="family-card__description">{family.description}</p>
          <div className="family-card__footer">
            <p className={`family-card__stock${inStock ? ' family-card__stock--available' : ''}`}>
              {availabilityText(family.stockCount, family.heldCount) ?? 'Consultá disponibilidad'}
            </p>
            <span className="card__cta family-card__cta" aria-hidden="true">
              Ver versiones
            </span>
          </div>
        </div>
      </article>
    </HydratedApart>
  );
}

interface FamilyGridProps {
  families: readonly FamilyCardData[];
  /** How many leading cards load eagerly: the first row at the widest layout (3 columns). */
  eagerCount?: number;
  /** Whether the first card holds the page's most prominent image. */
  priorityFirst?: boolean;
}

export function FamilyGrid({ families, eagerCount = 0, priorityFirst = false }: FamilyGridProps) {
  return (
    <ul className="card-grid">
      {families.map((family, index) => (
        <li key={family.id} className="card-grid__item">
          <FamilyCard family={family} eager={index < eagerCount} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}

export const FIRST_ROW_SIZE = 3;

import { discountLabel, offerDiscount } from '#domain/catalogue/pricing';
import { formatDiscount, formatPriceOrUnavailable } from '#domain/shared/money';
import { Button } from '../../components/button';
import { HydratedApart } from '../../components/hydrated-apart';
import { Link } from '../../components/link';
import { availabilityText } from './family-view';
import { cheapestAvailable, HELD_UNIT_LABEL, HELD_UNIT_NOTE, type VersionView } from './version-view';

/** The id of a card's units button, so focus can land on it after the price request replaced the opener. */
export function unitsButtonId(versionId: number): string {
  return `version-${versionId}-unidades`;
}

interface VersionCardProps {
  version: VersionView;
  /** true: prices; false: 'Consultar precios'; null: not known until the browser has read its session flag. */
  pricesUnlocked: boolean | null;
  /** Where 'Contactate con un asesor' leads: the page's contact form. */
  contactHref: string;
  /** The visitor follows 'Contactate con un asesor': the page's form is then about this version. */
  onContact: (versionId: number) => void;
  onRequestPrices: (versionId: number) => void;
  onShowUnits: (versionId: number) => void;
  /** The test drive's booking page with this version chosen ('Manejalo antes'). */
  testDriveHref: string;
}

/**
 * docs/product.md §2 version card: the version's features, and either its prices (once a price request was made) or
 * 'Consultar precios'. A version with no unit in stock is shown disabled with docs/product.md §8 'Version without stock';
 * one whose units are all held by other buyers' open payments is shown as reserved for the moment, its units a click
 * away (where a visitor may ask to be told if one comes free).
 */
export function VersionCard({
  version,
  pricesUnlocked,
  contactHref,
  onContact,
  onRequestPrices,
  onShowUnits,
  testDriveHref,
}: VersionCardProps) {
  const titleId = `version-${version.id}-titulo`;
  const inStock = version.stockCount > 0 || version.heldCount > 0;
  return (
    <HydratedApart>
      <article
        className={`version-card${inStock ? '' : ' version-card--disabled'}`}
        aria-labelledby={titleId}
      >
        <header className="version-card__header">
          <h3 id={titleId} className="version-card__title">
            {version.name}
          </h3>
          <p
            className={`version-card__stock${version.stockCount > 0 ? ' version-card__stock--available' : ''}`}
          >
            {availabilityText(version.stockCount, version.heldCount) ?? 'Sin unidades en stock'}
          </p>
        </header>

        {version.features.length > 0 && (
          <ul className="version-card__features" aria-label={`Equipamiento de ${version.name}`}>
            {version.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}

        <div className="version-card__pricing">
          {!inStock ? (
            <div className="version-card__unavailable">
              <p>No tenemos disponibilidad de esta versión.</p>
              <a
                href={contactHref}
                className="arrow-link"
                aria-describedby={titleId}
                onClick={(event) => {
                  // The page moves to its form itself (app/lib/scroll-to-section.ts): a new history entry for the
                  // fragment would be the router's to handle, and could put the page back at its top.
                  event.preventDefault();
                  onContact(version.id);
                }}
              >
                <span>Contactate con un asesor</span>
              </a>
            </div>
          ) : pricesUnlocked === null ? null : pricesUnlocked ? (
            <>
              <VersionPrice version={version} />
              <Button
                id={unitsButtonId(version.id)}
                className="version-card__action"
                aria-describedby={titleId}
                aria-haspopup="dialog"
                onClick={() => onShowUnits(version.id)}
              >
                Encontrá la versión para vos
              </Button>
            </>
          ) : (
            <>
              <div className="version-card__locked">
                <p className="version-card__price-label">Precio final desde</p>
                {/* A shape where the price will be, so the card keeps its height when the prices arrive. */}
                <span className="version-card__price-veil" aria-hidden="true" />
                <p className="version-card__locked-note">Pedí los precios y te los mostramos al instante.</p>
              </div>
              <Button
                className="version-card__action"
                aria-describedby={titleId}
                aria-haspopup="dialog"
                onClick={() => onRequestPrices(version.id)}
              >
                Consultar precios
              </Button>
            </>
          )}
        </div>
        <Link to={testDriveHref} className="arrow-link version-card__test-drive" aria-describedby={titleId}>
          <span>Manejalo antes</span>
        </Link>
      </article>
    </HydratedApart>
  );
}

/** The version's cheapest unit that can be reserved: its final price, list price and discount (docs/product.md §9). */
function VersionPrice({ version }: { version: VersionView }) {
  const unit = cheapestAvailable(version.units);
  if (!unit && version.heldCount > 0) {
    return (
      <div className="version-card__price">
        <p className="version-card__price-label">{HELD_UNIT_LABEL}</p>
        <p className="version-card__price-note">{HELD_UNIT_NOTE}</p>
      </div>
    );
  }
  if (!unit) {
    return (
      <div className="version-card__price">
        <p className="version-card__price-label">Precio final</p>
        <p className="version-card__price-value">{formatPriceOrUnavailable(undefined, undefined)}</p>
      </div>
    );
  }
  const discount = offerDiscount({ discount: unit.discount, special_discount: unit.specialDiscount });
  return (
    <div className="version-card__price">
      <p className="version-card__price-label">Precio final desde</p>
      <p className="version-card__price-value">
        {formatPriceOrUnavailable(unit.fullPriceWithDiscount, unit.currency)}
      </p>
      <p className="version-card__price-note">Incluye patentamiento y flete.</p>
      <p className="version-card__price-list">
        Precio de lista {formatPriceOrUnavailable(unit.listPrice, unit.currency)}
      </p>
      {discount > 0 && (
        <p className="version-card__discount">
          <span className="version-card__discount-label">{discountLabel(unit.specialDiscount)}</span>{' '}
          <span className="version-card__discount-amount">{formatDiscount(discount, unit.currency)}</span>
        </p>
      )}
    </div>
  );
}

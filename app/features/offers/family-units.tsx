import { buttonClass } from '../../components/button';
import { Icon } from '../../components/icons';
import { Link } from '../../components/link';
import { discountAmountText, OfferImage, OfferPrice, offerDetails, offerThemeClass } from './offer-card';
import { offerBuyPath, offerVersionsPath } from './offer-paths';
import { unitsText } from './offer-text';
import type { OfferBrandView, OfferFamilyView, OfferUnitView } from './offers-data';

export interface FamilyUnitsProps {
  brand: OfferBrandView;
  family: OfferFamilyView;
  onClose: () => void;
}

/**
 * docs/product.md §2: the units of one family with an offer, shown in the offers page's dialog. Nothing of it is on screen until a
 * card is opened, so it loads apart from the page (offers-list.tsx fetches it when the visitor reaches for a card).
 */
export function FamilyUnits({ brand, family, onClose }: FamilyUnitsProps) {
  const versionsPath = family.offers[0] ? offerVersionsPath(family.offers[0]) : undefined;
  return (
    <div className={`offer-units__panel theme-${brand.styleKey}`}>
      <header className="offer-units__header">
        <div>
          <p className="offer-units__eyebrow">Oportunidades {brand.name}</p>
          <h2 id="unidades-titulo" className="offer-units__title">
            {family.name}
          </h2>
          <p className="offer-units__count">{unitsText(family.units)}</p>
        </div>
        {/* Focused as it appears (the dialog may open before this part has loaded), so Enter or Escape closes straight
            away. */}
        {/* biome-ignore lint/a11y/noAutofocus: the first control of a modal dialog, which takes the focus anyway. */}
        <button type="button" className="offer-units__close" onClick={onClose} autoFocus>
          <Icon name="close" size={14} />
          Cerrar
        </button>
      </header>
      <ul className="offer-units__list">
        {family.offers.map((offer) => (
          <li key={offer.id}>
            <OfferUnit offer={offer} />
          </li>
        ))}
      </ul>
      {versionsPath && (
        <p className="offer-units__more">
          <Link to={versionsPath} prefetch="intent" className="arrow-link">
            <span>Ver todas las versiones de {family.name}</span>
          </Link>
        </p>
      )}
    </div>
  );
}

function OfferUnit({ offer }: { offer: OfferUnitView }) {
  const context = `${offer.name}, ${offer.color}`;
  return (
    <article className={`offer-unit ${offerThemeClass(offer)}`}>
      <OfferImage offer={offer} eager />
      <div className="offer-unit__body">
        <h3 className="offer-unit__title">{offer.name}</h3>
        <p className="offer-card__details">{offerDetails(offer)}</p>
        <p className="offer-unit__stock">
          {offer.units === 1 ? '1 unidad disponible' : `${offer.units} unidades disponibles`}
        </p>
        <p className="offer-card__discount">
          <span className="offer-card__discount-label">Descuento</span>
          <span className="offer-card__discount-amount">{discountAmountText(offer)}</span>
        </p>
        <OfferPrice offer={offer} />
        <div className="offer-unit__actions">
          <Link to={offerBuyPath(offer)} className={buttonClass('primary', 'sm')}>
            Reservar<span className="sr-only"> {context}</span>
          </Link>
          <Link to={offerVersionsPath(offer)} prefetch="intent" className={buttonClass('secondary', 'sm')}>
            Ver versiones<span className="sr-only"> de {offer.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

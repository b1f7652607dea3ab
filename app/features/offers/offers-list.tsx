import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink, buttonClass } from '../../components/button';
import { ArrowIcon, discountAmountText, OfferImage, offerDetails, offerThemeClass } from './offer-card';
import { offerBuyPath, offerVersionsPath } from './offer-paths';
import { offersText, unitsText } from './offer-text';
import type { OfferBrandView, OfferFamilyView, OfferUnitView } from './offers-data';
import './offers-page.css';

export const ALL_OFFERS_PATH = '/oportunidades';

interface OffersListProps {
  sections: readonly OfferBrandView[];
  /** Whether every brand is shown (/oportunidades): 'Ver todos' is then disabled. */
  showingAll: boolean;
}

interface OpenFamily {
  brand: OfferBrandView;
  family: OfferFamilyView;
}

/**
 * SPEC §2 offers list: a section per brand with its count and 'Ver todos', one card per family; a card opens that
 * family's units, and closing them puts the page back where the visitor was.
 */
export function OffersList({ sections, showingAll }: OffersListProps) {
  const [open, setOpen] = useState<OpenFamily | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const savedScroll = useRef(0);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const openFamily = (brand: OfferBrandView, family: OfferFamilyView, event: MouseEvent<HTMLElement>) => {
    savedScroll.current = window.scrollY;
    opener.current = event.currentTarget;
    setOpen({ brand, family });
  };

  // The dialog's close event comes from the close button, Escape and a click on the backdrop alike.
  const onClosed = () => {
    setOpen(null);
    // Instant: the page must be exactly where it was, not glide there (html has scroll-behavior: smooth).
    window.scrollTo({ top: savedScroll.current, behavior: 'instant' });
    opener.current?.focus({ preventScroll: true });
  };

  return (
    <>
      {sections.map((brand, sectionIndex) => (
        <section
          key={brand.slug}
          className={`offers-section theme-${brand.styleKey}`}
          aria-labelledby={`oportunidades-${brand.slug}`}
        >
          <header className="section-header offers-section__header">
            <div>
              <h2 id={`oportunidades-${brand.slug}`} className="section-header__title">
                {brand.name}
              </h2>
              <p className="offers-section__count">{unitsText(brand.units)}</p>
            </div>
            {showingAll ? (
              <Button variant="secondary" size="sm" disabled>
                Ver todos
              </Button>
            ) : (
              <ButtonLink to={ALL_OFFERS_PATH} variant="secondary" size="sm">
                Ver todos
              </ButtonLink>
            )}
          </header>
          {brand.families.length > 0 ? (
            <ul className="offers-grid">
              {brand.families.map((family, index) => (
                <li key={family.familyId} className="offers-grid__item">
                  <OfferFamilyCard
                    family={family}
                    // The first row at the widest layout (3 columns) may be in view at once; the rest can wait.
                    eager={sectionIndex === 0 && index < 3}
                    onOpen={(event) => openFamily(brand, family, event)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">
              Por ahora no tenemos oportunidades {brand.name}.{' '}
              <Link to={`/vehiculos-0km/${brand.slug}`} prefetch="intent">
                Mirá todos los modelos {brand.name}
              </Link>
              .
            </p>
          )}
        </section>
      ))}

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; the keyboard has Escape (native) and the close button. */}
      <dialog
        ref={dialogRef}
        className="offer-units"
        aria-labelledby="unidades-titulo"
        onClose={onClosed}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself; its content is all inside the panel.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        {open && (
          <FamilyUnits brand={open.brand} family={open.family} onClose={() => dialogRef.current?.close()} />
        )}
      </dialog>
    </>
  );
}

interface OfferFamilyCardProps {
  family: OfferFamilyView;
  eager: boolean;
  onOpen: (event: MouseEvent<HTMLButtonElement>) => void;
}

function OfferFamilyCard({ family, eager, onOpen }: OfferFamilyCardProps) {
  const best = family.offers[0];
  if (!best) return null;
  const several = family.offers.length > 1;
  return (
    <article className={`offer-card offer-family-card ${offerThemeClass(best)}`}>
      <OfferImage offer={best} eager={eager} />
      <div className="offer-card__body">
        <h3 className="offer-card__title">
          {/* The button covers the whole card (CSS); its name stays the family's. */}
          <button
            type="button"
            className="offer-card__link offer-family-card__open"
            aria-haspopup="dialog"
            onClick={onOpen}
          >
            {family.name}
          </button>
        </h3>
        <p className="offer-card__details">
          {offersText(family.offers.length)} · {unitsText(family.units)}
        </p>
        <p className="offer-card__discount">
          <span className="offer-card__discount-label">{several ? 'Descuentos de hasta' : 'Descuento'}</span>
          <span className="offer-card__discount-amount">{discountAmountText(best)}</span>
        </p>
        <span className="offer-card__cta" aria-hidden="true">
          Ver unidades <ArrowIcon />
        </span>
      </div>
    </article>
  );
}

interface FamilyUnitsProps {
  brand: OfferBrandView;
  family: OfferFamilyView;
  onClose: () => void;
}

function FamilyUnits({ brand, family, onClose }: FamilyUnitsProps) {
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
        {/* The first control in the dialog: showModal() focuses it, so Enter or Escape closes straight away. */}
        <button type="button" className="offer-units__close" onClick={onClose}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path
              d="M3 3l10 10M13 3 3 13"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
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
        <div className="offer-unit__actions">
          <Link to={offerBuyPath(offer)} className={buttonClass('primary', 'sm')}>
            Reservar<span className="offers-visually-hidden"> {context}</span>
          </Link>
          <Link to={offerVersionsPath(offer)} prefetch="intent" className={buttonClass('secondary', 'sm')}>
            Ver versiones<span className="offers-visually-hidden"> de {offer.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

import { type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../components/button';
import { HydratedApart } from '../../components/hydrated-apart';
import { lazyPart } from '../../components/lazy-part';
import { Link } from '../../components/link';
import { Loader } from '../../components/loader';
import { loadOnce } from '../../lib/load-once';
import { ArrowIcon, discountAmountText, OfferImage, offerThemeClass } from './offer-card';
import { offersText, unitsText } from './offer-text';
import type { OfferBrandView, OfferFamilyView } from './offers-data';
import './offers-page.css';

export const ALL_OFFERS_PATH = '/oportunidades';

/** The dialog's content, fetched when the pointer or the focus reaches a card (or on the click itself). */
const loadFamilyUnits = loadOnce(() => import('./family-units'));
const prefetchFamilyUnits = () => void loadFamilyUnits().catch(() => {});

const FamilyUnits = lazyPart(() => loadFamilyUnits().then((module) => module.FamilyUnits));

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
 * docs/product.md §2 offers list: a section per brand with its count and 'Ver todos', one card per family; a card opens that
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
          className={`section offers-section theme-${brand.styleKey}`}
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
            <ul className="card-grid">
              {brand.families.map((family, index) => (
                <li key={family.familyId} className="card-grid__item">
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
        className="modal offer-units"
        aria-labelledby="unidades-titulo"
        onClose={onClosed}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself; its content is all inside the panel.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        {open && (
          <Suspense fallback={<Loader />}>
            <FamilyUnits brand={open.brand} family={open.family} onClose={() => dialogRef.current?.close()} />
          </Suspense>
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
    <HydratedApart>
      <article className={`card card--link card--lift offer-card offer-family-card ${offerThemeClass(best)}`}>
        <OfferImage offer={best} eager={eager} />
        <div className="card__body offer-card__body">
          <h3 className="offer-card__title">
            {/* The button covers the whole card (CSS); its name stays the family's. */}
            <button
              type="button"
              className="card__link offer-family-card__open"
              aria-haspopup="dialog"
              onClick={onOpen}
              onPointerEnter={prefetchFamilyUnits}
              onFocus={prefetchFamilyUnits}
            >
              {family.name}
            </button>
          </h3>
          <p className="offer-card__details">
            {offersText(family.offers.length)} · {unitsText(family.units)}
          </p>
          <p className="offer-card__discount">
            <span className="offer-card__discount-label">
              {several ? 'Descuentos de hasta' : 'Descuento'}
            </span>
            <span className="offer-card__discount-amount">{discountAmountText(best)}</span>
          </p>
          <span className="card__cta offer-card__cta" aria-hidden="true">
            Ver unidades <ArrowIcon />
          </span>
        </div>
      </article>
    </HydratedApart>
  );
}

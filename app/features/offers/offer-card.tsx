import { type ReactNode, useEffect } from 'react';
import { brandThemeClass } from '#domain/catalogue/brand-style';
import type { Offer } from '#domain/catalogue/catalogue';
import { formatDiscount, formatPriceOrUnavailable } from '#domain/shared/money';
import { ExternalLink } from '../../components/external-link';
import { HydratedApart } from '../../components/hydrated-apart';
import { Icon } from '../../components/icons';
import { Link } from '../../components/link';
import { offerBuyPath } from './offer-paths';
import './offers.css';

/** The vehicle drawings are 640×320: the attributes reserve the space before the picture arrives. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 320;

/** "−$ 1.700.000": docs/product.md §2 shows a discount as a negative amount in the offer's currency (docs/product.md §9 format). */
export function discountAmountText(offer: Pick<Offer, 'discount_amount' | 'currency'>): string {
  return formatDiscount(offer.discount_amount, offer.currency);
}

/** The brand's theme class, so a card shows its own brand's colours even on a page of several brands. */
export function offerThemeClass(offer: Pick<Offer, 'brand_id'>): string {
  return brandThemeClass(offer.brand_id);
}

/** The price the discounted unit is offered at: what the buyer finds on its confirmation page. */
export function OfferPrice({ offer }: { offer: Pick<Offer, 'full_price_with_discount' | 'currency'> }) {
  return (
    <p className="offer-card__price">
      <span className="offer-card__price-label">Precio final</span>{' '}
      <span className="offer-card__price-amount">
        {formatPriceOrUnavailable(offer.full_price_with_discount, offer.currency)}
      </span>
    </p>
  );
}

export function offerDetails(offer: Pick<Offer, 'color' | 'model_year'>): string {
  return [offer.color, offer.model_year ? `Modelo ${offer.model_year}` : ''].filter(Boolean).join(' · ');
}

/** An SVG rather than a "→" character: contrast checkers cannot measure a lone glyph, and it is decoration. */
export function ArrowIcon() {
  return <Icon name="arrow-right" size={16} className="offer-card__arrow" />;
}

interface OfferImageProps {
  offer: Pick<Offer, 'image' | 'name'>;
  eager?: boolean;
}

/** Decorative: the model and colour are written right below it. */
export function OfferImage({ offer, eager = false }: OfferImageProps) {
  useEffect(() => {
    // docs/product.md §8: a missing vehicle image is logged, and the card keeps its shape without it.
    if (!offer.image) console.error(`Offer without image: ${offer.name}`);
  }, [offer.image, offer.name]);
  return (
    <div className="card__vehicle offer-card__media">
      {offer.image ? (
        <img
          className="card__picture"
          src={offer.image}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className="card__picture offer-card__placeholder" />
      )}
    </div>
  );
}

interface OfferCardProps {
  offer: Offer;
  /** The level that fits the page's outline: 2 under the h1, 3 inside a section (default). */
  headingLevel?: 2 | 3;
  /** Cards in the first visible row load their picture at once; the rest wait until scrolled near. */
  eager?: boolean;
}

/**
 * One offer (docs/product.md §3 Offer): picture, model, colour, model year, discount and price, linking to the discounted unit's
 * confirmation page, where it can be reserved. An offer carries only the total discount_amount (web plus special), so
 * docs/product.md §9's 'Descuento especial' / 'Descuento web' split cannot be told here: the card says 'Descuento'.
 */
export function OfferCard({ offer, headingLevel = 3, eager = false }: OfferCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <OfferCardFrame
      offer={offer}
      eager={eager}
      title={
        <Heading className="offer-card__title">
          {/* The link covers the whole card (CSS), so its text stays just the model. */}
          <Link to={offerBuyPath(offer)} className="card__link" prefetch="intent">
            {offer.name}
          </Link>
        </Heading>
      }
      discountLabel="Descuento"
      action={
        <span className="card__cta offer-card__cta" aria-hidden="true">
          Reservar online <ArrowIcon />
        </span>
      }
    />
  );
}

interface PromotionCardProps {
  offer: Offer;
  eager?: boolean;
}

/**
 * docs/product.md §2 promotion card: opens the discounted unit's confirmation page in a new tab and shows 'Descuento especial'
 * with a minus sign and the amount, and the action 'Reservar online'. The action is the card's link and covers the
 * whole card.
 */
export function PromotionCard({ offer, eager = false }: PromotionCardProps) {
  return (
    <OfferCardFrame
      offer={offer}
      eager={eager}
      variantClass="offer-card--promotion"
      title={<h3 className="offer-card__title">{offer.name}</h3>}
      discountLabel="Descuento especial"
      action={
        <ExternalLink
          href={offerBuyPath(offer)}
          className="card__link card__cta card__cta--solid offer-card__cta"
          hint="spoken"
        >
          Reservar online
          <span className="sr-only"> {offer.name}</span>
          <ArrowIcon />
        </ExternalLink>
      }
    />
  );
}

interface OfferCardFrameProps {
  offer: Offer;
  eager: boolean;
  variantClass?: string;
  title: ReactNode;
  discountLabel: string;
  action: ReactNode;
}

/** What both cards show: the picture, the model, its details, the discount, the price and the action. */
/** Each card is hydrated on its own, after the page around it (docs/decisions/0090). */
function OfferCardFrame({ offer, eager, variantClass, title, discountLabel, action }: OfferCardFrameProps) {
  return (
    <HydratedApart>
      <article
        className={['card card--link card--lift offer-card', variantClass, offerThemeClass(offer)]
          .filter(Boolean)
          .join(' ')}
      >
        <OfferImage offer={offer} eager={eager} />
        <div className="card__body offer-card__body">
          {title}
          <p className="offer-card__details">{offerDetails(offer)}</p>
          <p className="offer-card__discount">
            <span className="offer-card__discount-label">{discountLabel}</span>
            <span className="offer-card__discount-amount">{discountAmountText(offer)}</span>
          </p>
          <OfferPrice offer={offer} />
          {action}
        </div>
      </article>
    </HydratedApart>
  );
}

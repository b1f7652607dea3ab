import { useId } from 'react';
import type { Currency } from '#domain/catalogue/catalogue';
import {
  SIMILAR_UNITS_TITLE,
  UNIT_BEING_PAID_MESSAGE,
  UNIT_GONE_MESSAGE,
  UNIT_JUST_RESERVED_MESSAGE,
} from '#domain/operation/operation-messages';
import { formatMoney } from '#domain/shared/money';
import { Link } from '../../components/link';
import { PageMain } from '../../components/page-main';
import './dealership.css';

/** Why a unit can't be reserved (docs/product.md §D5): another buyer reserved it, is paying its deposit, or it is gone. */
export type UnavailableReason = 'reserved' | 'held' | 'gone';

/** A unit offered instead: what its card shows, and its confirmation page. */
export interface SimilarUnitCard {
  id: number;
  model: string;
  color: string;
  color_hex: string;
  image: string;
  /** The final price (full_price_with_discount), in the unit's currency. */
  price: number;
  currency: Currency;
  path: string;
}

const REASONS: Readonly<Record<UnavailableReason, string>> = {
  reserved: UNIT_JUST_RESERVED_MESSAGE,
  held: UNIT_BEING_PAID_MESSAGE,
  gone: UNIT_GONE_MESSAGE,
};

interface UnavailablePageProps {
  message: string;
  styleKey?: string;
  detail?: string;
  reason?: UnavailableReason;
  /** Units that can be reserved instead, most similar first. */
  similar?: readonly SimilarUnitCard[];
  /** docs/product.md §8: 'Volver' leads home. */
  backTo?: string;
  backLabel?: string;
  children?: React.ReactNode;
}

/** A dealership page that can't go on: docs/product.md §8's text, why, what else can be reserved, and a way back. */
export function UnavailablePage({
  message,
  styleKey = 'territorio',
  detail,
  reason,
  similar = [],
  backTo = '/',
  backLabel = 'Volver',
  children,
}: UnavailablePageProps) {
  return (
    <PageMain className={`dealership dealership--message theme-${styleKey}`}>
      <div className="container dealership__inner dealership__message">
        <p className="dealership__eyebrow">Concesionario Digital</p>
        <h1 className="dealership__title">{message}</h1>
        {reason && <p className="dealership__lead">{REASONS[reason]}</p>}
        {detail && <p className="dealership__lead">{detail}</p>}
        {children}
        {similar.length > 0 && <SimilarUnits units={similar} />}
        <Link to={backTo} className="button">
          {backLabel}
        </Link>
      </div>
    </PageMain>
  );
}

function SimilarUnits({ units }: { units: readonly SimilarUnitCard[] }) {
  const titleId = useId();
  return (
    <section className="similar-units" aria-labelledby={titleId}>
      <h2 id={titleId} className="dealership__subtitle">
        {SIMILAR_UNITS_TITLE}
      </h2>
      <ul className="similar-units__list">
        {units.map((unit) => (
          <li key={unit.id} className="similar-units__item">
            <img
              className="similar-units__image"
              src={unit.image}
              alt=""
              width={480}
              height={240}
              loading="lazy"
              decoding="async"
            />
            {/* The whole card is the link (its ::after covers it); its name tells two units of one model apart. */}
            <Link
              to={unit.path}
              className="similar-units__link"
              aria-label={`${unit.model}, ${unit.color}, ${formatMoney(unit.price, unit.currency)}`}
            >
              {unit.model}
            </Link>
            <p className="similar-units__color">
              <span className="color-swatch" style={{ background: unit.color_hex }} aria-hidden="true" />
              {unit.color}
            </p>
            <p className="similar-units__price">{formatMoney(unit.price, unit.currency)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

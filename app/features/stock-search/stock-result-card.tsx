import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/button';
import { HydratedApart } from '../../components/hydrated-apart';
import { Link } from '../../components/link';
import { StatementLines } from '../dealership/statement-lines';
import { FavouriteButton } from '../favourites/favourite-button';
import { themeClass } from '../vehicles/family-view';
import type { StockResultView } from './stock-search-view';
import './stock-search.css';

interface StockResultCardProps {
  unit: StockResultView;
  headingLevel?: 2 | 3;
  /** Loads its picture at once: the first cards of a page. */
  eager?: boolean;
  /** More actions beside 'Reservar online' and the heart (a page that compares units adds its own). */
  children?: ReactNode;
}

/**
 * One unit that can be reserved now, from any brand (docs/product.md §2 stock search): its own photo or the version's
 * picture, brand, model, year, colour and branch, the confirmation page's price lines (in pesos too when it is priced
 * in dollars), the heart of favourites, 'Reservar online' and 'Manejalo antes'.
 */
export function StockResultCard({ unit, headingLevel = 3, eager = false, children }: StockResultCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `unidad-${unit.id}`;
  return (
    <HydratedApart>
      <article
        className={`stock-card ${themeClass(unit.brand.styleKey)}`}
        aria-labelledby={titleId}
        data-unit={unit.id}
      >
        <img
          className={unit.picture.photo ? 'stock-card__image stock-card__image--photo' : 'stock-card__image'}
          src={unit.picture.src}
          alt={unit.picture.photo ? `Foto de la unidad ${unit.model} ${unit.color}` : ''}
          width={unit.picture.width}
          height={unit.picture.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <div className="stock-card__body">
          <p className="stock-card__brand">{unit.brand.name}</p>
          <Heading id={titleId} className="stock-card__title">
            {unit.model}
          </Heading>
          {unit.offer && <p className="stock-card__offer">Oferta</p>}
          <dl className="stock-card__facts">
            <div>
              <dt>Año</dt>
              <dd>{unit.modelYear}</dd>
            </div>
            <div>
              <dt>Color</dt>
              <dd>
                <span className="color-swatch" style={{ background: unit.colorHex }} aria-hidden="true" />
                {unit.color}
              </dd>
            </div>
            <div>
              <dt>Sucursal</dt>
              <dd>{unit.branch}</dd>
            </div>
          </dl>
          <StatementLines lines={unit.priceLines} label={`Precio de ${unit.model}`} />
          {unit.converted && (
            <p className="stock-card__converted">
              <span className="stock-card__pesos">
                En pesos: <strong>{unit.converted.pesos}</strong>
              </span>{' '}
              {unit.converted.note}
            </p>
          )}
          <div className="stock-card__actions">
            <FavouriteButton
              unit={{
                id: unit.id,
                chassis: unit.chassis,
                brandId: unit.brand.id,
                familyId: unit.family.id,
                versionId: unit.version.id,
                model: unit.model,
                color: unit.color,
                buyPath: unit.reservePath,
                versionsPath: unit.versionsPath,
              }}
            />
            {children}
            <ButtonLink to={unit.reservePath} className="stock-card__reserve" aria-describedby={titleId}>
              Reservar online
            </ButtonLink>
            <Link to={unit.testDrivePath} className="arrow-link" aria-describedby={titleId}>
              <span>Manejalo antes</span>
            </Link>
          </div>
        </div>
      </article>
    </HydratedApart>
  );
}

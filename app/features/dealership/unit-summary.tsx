import type { ReactNode } from 'react';
import type { StockUnit } from '#domain/catalogue/catalogue';
import type { PrintedLine } from '#domain/operation/price-lines';
import { StatementLines } from './statement-lines';

export type SummaryUnit = Pick<
  StockUnit,
  | 'model'
  | 'family'
  | 'color'
  | 'color_hex'
  | 'location'
  | 'chassis'
  | 'model_year'
  | 'image'
  | 'currency'
  | 'list_price'
  | 'discount'
  | 'special_discount'
  | 'license_cost'
  | 'preparation_cost'
  | 'delivery_price'
  | 'full_price_with_discount'
>;

/** The fields of a stock unit the dealership pages show: nothing else reaches the browser. */
export function toSummaryUnit(unit: StockUnit): SummaryUnit {
  return {
    model: unit.model,
    family: unit.family,
    color: unit.color,
    color_hex: unit.color_hex,
    location: unit.location,
    chassis: unit.chassis,
    model_year: unit.model_year,
    image: unit.image,
    currency: unit.currency,
    list_price: unit.list_price,
    discount: unit.discount,
    special_discount: unit.special_discount,
    license_cost: unit.license_cost,
    preparation_cost: unit.preparation_cost,
    delivery_price: unit.delivery_price,
    full_price_with_discount: unit.full_price_with_discount,
  };
}

interface UnitSummaryProps {
  unit: SummaryUnit;
  /** Its price lines and what is paid apart, deposit included (`unitSummaryLines`). */
  lines: readonly PrintedLine[];
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/** What the card of a unit shows; a fact left empty (or a location left out) is not shown. */
export interface UnitCardFacts {
  model: string;
  image: string | null;
  color: string;
  colorHex: string;
  modelYear: number | null;
  location?: string;
  chassis: string;
}

interface UnitCardProps {
  unit: UnitCardFacts;
  titleId: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/** A unit's picture, model, colour, model year, location and chassis: the reservation's pages and "Mi reserva". */
export function UnitCard({ unit, titleId, headingLevel = 2, children }: UnitCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="unit-summary" aria-labelledby={titleId}>
      {unit.image && (
        <img
          className="unit-summary__image"
          src={unit.image}
          alt=""
          width={640}
          height={320}
          decoding="async"
        />
      )}
      <Heading id={titleId} className="unit-summary__title">
        {unit.model}
      </Heading>
      <dl className="unit-summary__facts">
        {unit.color && (
          <div>
            <dt>Color</dt>
            <dd>
              <span className="color-swatch" style={{ background: unit.colorHex }} aria-hidden="true" />
              {unit.color}
            </dd>
          </div>
        )}
        {unit.modelYear && (
          <div>
            <dt>Modelo</dt>
            <dd>{unit.modelYear}</dd>
          </div>
        )}
        {unit.location !== undefined && (
          <div>
            <dt>Ubicación</dt>
            <dd>{unit.location}</dd>
          </div>
        )}
        <div>
          <dt>Chasis</dt>
          <dd className="unit-summary__chassis">{unit.chassis}</dd>
        </div>
      </dl>
      {children}
    </article>
  );
}

/**
 * docs/product.md §2 confirmation: the unit with its colour, location and chassis, and its price lines: list price cash,
 * registration, delivery, special discount and the booking payment.
 */
export function UnitSummary({ unit, lines, headingLevel = 2, children }: UnitSummaryProps) {
  return (
    <UnitCard
      unit={{
        model: unit.model,
        image: unit.image,
        color: unit.color,
        colorHex: unit.color_hex,
        modelYear: unit.model_year,
        location: unit.location,
        chassis: unit.chassis,
      }}
      titleId="unit-summary-title"
      headingLevel={headingLevel}
    >
      <StatementLines lines={lines} />
      {children}
    </UnitCard>
  );
}

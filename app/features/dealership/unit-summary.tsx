import type { ReactNode } from 'react';
import type { StockUnit } from '../../../domain/catalogue';
import { formatMoney, formatPriceOrUnavailable } from '../../../domain/money';

const MINUS = '\u2212';

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
  /** The booking deposit, in pesos (DECISIONS §1). */
  deposit: number;
  /** A promotion applied to the unit: its code and what it takes off, in the unit's currency. */
  promotion?: { code: string; discount: number } | null;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/**
 * SPEC §2 confirmation: the unit with its colour, location and chassis, and its price lines: list price cash,
 * registration, delivery, special discount and the booking payment.
 */
export function UnitSummary({ unit, deposit, promotion, headingLevel = 2, children }: UnitSummaryProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const money = (value: number) => formatMoney(value, unit.currency);
  const minus = (value: number) => `${MINUS}${money(value)}`;
  const total = unit.full_price_with_discount - (promotion?.discount ?? 0);
  return (
    <article className="unit-summary" aria-labelledby="unit-summary-title">
      <img
        className="unit-summary__image"
        src={unit.image}
        alt=""
        width={640}
        height={320}
        decoding="async"
      />
      <Heading id="unit-summary-title" className="unit-summary__title">
        {unit.model}
      </Heading>
      <dl className="unit-summary__facts">
        <div>
          <dt>Color</dt>
          <dd>
            <span
              className="unit-summary__swatch"
              style={{ background: unit.color_hex }}
              aria-hidden="true"
            />
            {unit.color}
          </dd>
        </div>
        <div>
          <dt>Modelo</dt>
          <dd>{unit.model_year}</dd>
        </div>
        <div>
          <dt>Ubicación</dt>
          <dd>{unit.location}</dd>
        </div>
        <div>
          <dt>Chasis</dt>
          <dd className="unit-summary__chassis">{unit.chassis}</dd>
        </div>
      </dl>
      <dl className="price-lines">
        <div>
          <dt>Precio de lista contado</dt>
          <dd>{formatPriceOrUnavailable(unit.list_price, unit.currency)}</dd>
        </div>
        {unit.discount > 0 && (
          <div className="price-lines__discount">
            <dt>Descuento web</dt>
            <dd>{minus(unit.discount)}</dd>
          </div>
        )}
        {unit.special_discount > 0 && (
          <div className="price-lines__discount">
            <dt>Descuento especial</dt>
            <dd>{minus(unit.special_discount)}</dd>
          </div>
        )}
        <div>
          <dt>Patentamiento</dt>
          <dd>{money(unit.license_cost)}</dd>
        </div>
        <div>
          <dt>Preparación y flete</dt>
          <dd>{money(unit.preparation_cost)}</dd>
        </div>
        {promotion && promotion.discount > 0 && (
          <div className="price-lines__discount">
            <dt>Código {promotion.code}</dt>
            <dd>{minus(promotion.discount)}</dd>
          </div>
        )}
        <div className="price-lines__total">
          <dt>Precio final</dt>
          <dd>{formatPriceOrUnavailable(total, unit.currency)}</dd>
        </div>
        <div>
          <dt>Entrega (se abona aparte)</dt>
          <dd>{money(unit.delivery_price)}</dd>
        </div>
        <div className="price-lines__deposit">
          <dt>Seña de reserva</dt>
          <dd>{formatMoney(deposit, 'ars')}</dd>
        </div>
      </dl>
      {children}
    </article>
  );
}

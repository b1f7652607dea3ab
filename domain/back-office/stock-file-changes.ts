import type { Currency } from '../catalogue/brands';
import {
  ATTRIBUTE_NOT_SET_LABEL,
  BODY_TYPE_LABELS,
  FUEL_LABELS,
  TRANSMISSION_LABELS,
  type VersionAttributes,
} from '../catalogue/version-attributes';
import { formatMoney } from '../shared/money';
import type { ConfirmationChange } from './confirmations';
import type { StockUnitStatus } from './stock-editing';

/**
 * What a buyer already saw of a unit that is held, reserved or sold (docs/product.md §6 "Safety nets",
 * docs/decisions/0074): "Mi reserva", the receipt and its e-mails read these fields from the unit, so the stock file
 * changes them only once staff confirmed, after seeing each change before → after.
 */
export interface BuyerVisibleUnit {
  model: string;
  color: string;
  location: string;
  modelYear: number;
  doors: number;
  currency: string;
  listPrice: number;
  discount: number;
  specialDiscount: number;
  licenseCost: number;
  preparationCost: number;
  deliveryPrice: number;
}

/** A unit the stock file changes only with a confirmation: someone is buying it or bought it. */
export const unitIsSpoken = (status: StockUnitStatus, heldUntil: Date | null, now: Date = new Date()) =>
  status === 'reserved' || status === 'sold' || (status === 'held' && heldUntil !== null && heldUntil > now);

const moneyOf = (currency: string) => (amount: number) =>
  formatMoney(amount, (currency === 'usd' ? 'usd' : 'ars') as Currency);

/** Each field a buyer saw that the file's row would change, in the words of the preview. */
export function buyerVisibleChanges(before: BuyerVisibleUnit, after: BuyerVisibleUnit): ConfirmationChange[] {
  const changes: ConfirmationChange[] = [];
  const text = (label: string, a: string, b: string) => {
    if (a.trim().toLowerCase() !== b.trim().toLowerCase()) changes.push({ label, before: a, after: b });
  };
  text('Modelo y versión', before.model, after.model);
  text('Color', before.color, after.color);
  text('Sucursal', before.location, after.location);
  text('Año modelo', String(before.modelYear), String(after.modelYear));
  text('Puertas', String(before.doors), String(after.doors));
  text('Moneda', before.currency.toUpperCase(), after.currency.toUpperCase());
  const money: [string, keyof BuyerVisibleUnit][] = [
    ['Precio de lista', 'listPrice'],
    ['Descuento', 'discount'],
    ['Descuento especial', 'specialDiscount'],
    ['Patentamiento', 'licenseCost'],
    ['Preparación', 'preparationCost'],
    ['Flete y entrega', 'deliveryPrice'],
  ];
  for (const [label, key] of money) {
    if (before[key] !== after[key])
      changes.push({
        label,
        before: moneyOf(before.currency)(before[key] as number),
        after: moneyOf(after.currency)(after[key] as number),
      });
  }
  return changes;
}

/**
 * Each attribute of a version the stock file's rows change (docs/decisions/0093), in the words of the preview and of
 * the back office's Modelos: the labels buyers filter by.
 */
export function versionAttributeChangeLines(
  before: VersionAttributes,
  after: VersionAttributes,
): ConfirmationChange[] {
  const lines: ConfirmationChange[] = [];
  const line = <Value extends string>(
    label: string,
    labels: Readonly<Record<Value, string>>,
    a: Value | null,
    b: Value | null,
  ) => {
    if (a !== b)
      lines.push({
        label,
        before: a ? labels[a] : ATTRIBUTE_NOT_SET_LABEL,
        after: b ? labels[b] : ATTRIBUTE_NOT_SET_LABEL,
      });
  };
  line('Carrocería', BODY_TYPE_LABELS, before.body_type, after.body_type);
  line('Combustible', FUEL_LABELS, before.fuel, after.fuel);
  line('Transmisión', TRANSMISSION_LABELS, before.transmission, after.transmission);
  return lines;
}

import type { Currency } from '../catalogue/brands';
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

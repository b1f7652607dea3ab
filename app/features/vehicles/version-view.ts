import type { SizedPicture, StockUnit, Subfamily, UnitPhoto } from '#domain/catalogue/catalogue';
import { dealershipPaths } from '#domain/operation/dealership-paths';

/**
 * What the family versions page sends to the browser: only the fields it shows. Shared by the loader (server) and the
 * units overlay, which maps further pages of stock read from the intranet JSON endpoint the same way.
 */
export interface UnitView {
  id: number;
  model: string;
  color: string;
  colorHex: string;
  modelYear: number;
  location: string;
  chassis: string;
  image: string;
  /** The first photo of the unit itself, small (docs/decisions/0031); null draws the catalogue's picture. */
  photo: SizedPicture | null;
  currency: string;
  listPrice: number;
  discount: number;
  specialDiscount: number;
  licenseCost: number;
  preparationCost: number;
  deliveryPrice: number;
  fullPriceWithDiscount: number;
  /** False while another buyer holds or has reserved the unit (docs/product.md §D5): shown as 'Reservado'. */
  available: boolean;
  /** Held now by another buyer's open payment (docs/product.md §4): reserved for the moment, and may come free. */
  held: boolean;
}

export interface VersionView {
  id: number;
  name: string;
  features: string[];
  /** Units that can be reserved now. */
  stockCount: number;
  /** Units held now by other buyers' open payments, counted apart (docs/product.md §4). */
  heldCount: number;
  /** The first page of the version's stock, cheapest first (the intranet's order). */
  units: UnitView[];
  /** Where the next page of stock starts; null when the first page holds them all. */
  nextOffset: number | null;
}

export function toUnitView(unit: StockUnit, photo: SizedPicture | null = null): UnitView {
  return {
    id: unit.id,
    model: unit.model || unit.name,
    color: unit.color,
    colorHex: unit.color_hex,
    modelYear: unit.model_year,
    location: unit.location,
    chassis: unit.chassis,
    image: unit.image,
    photo,
    currency: unit.currency,
    listPrice: unit.list_price,
    discount: unit.discount,
    specialDiscount: unit.special_discount,
    // docs/product.md §3 names the licence cost both ways; pricing.ts lets license_cost win too.
    licenseCost: unit.license_cost ?? unit.license_price,
    preparationCost: unit.preparation_cost,
    deliveryPrice: unit.delivery_price,
    fullPriceWithDiscount: unit.full_price_with_discount,
    available: unit.available && unit.status === 'available',
    held: unit.status === 'held',
  };
}

export function toVersionView(
  version: Subfamily,
  stock: { units: StockUnit[]; next_offset: number | null },
  photos: Readonly<Record<string, UnitPhoto[]>> = {},
): VersionView {
  return {
    id: version.id,
    name: version.name,
    features: version.features,
    stockCount: version.stock_count,
    heldCount: version.held_count ?? 0,
    units: stock.units.map((unit) => toUnitView(unit, photos[unit.chassis]?.[0]?.thumbnail ?? null)),
    nextOffset: stock.next_offset,
  };
}

/** The unit a version card quotes: the cheapest that can still be reserved (stock comes cheapest first). */
export function cheapestAvailable(units: readonly UnitView[]): UnitView | undefined {
  let best: UnitView | undefined;
  for (const unit of units) {
    if (unit.available && (!best || unit.fullPriceWithDiscount < best.fullPriceWithDiscount)) best = unit;
  }
  return best;
}

/** docs/product.md §2 buy route: /vehiculos-0km/reservar/{brand}/{id}/{family}/{family_id}/{model}. */
export function unitBuyPath(
  brandSlug: string,
  family: { id: number; name: string },
  unit: Pick<UnitView, 'id' | 'model'>,
): string {
  return dealershipPaths.buy({
    brandSlug,
    stockId: unit.id,
    family: family.name,
    familyId: family.id,
    model: unit.model,
  });
}

/** docs/product.md §2: a unit another buyer's open payment holds is shown as reserved for the moment. */
export const HELD_UNIT_LABEL = 'Reservada por el momento';
export const HELD_UNIT_NOTE =
  'Otro comprador está pagando la seña. Si no completa el pago, vuelve a estar disponible en unos minutos.';

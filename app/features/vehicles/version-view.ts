import type { StockUnit, Subfamily } from '../../../domain/catalogue';
import { dealershipPaths } from '../../../domain/dealership-paths';

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
  currency: string;
  listPrice: number;
  discount: number;
  specialDiscount: number;
  licenseCost: number;
  preparationCost: number;
  deliveryPrice: number;
  fullPriceWithDiscount: number;
  /** False while another buyer holds or has reserved the unit (DECISIONS §5): shown as 'Reservado'. */
  available: boolean;
}

export interface VersionView {
  id: number;
  name: string;
  features: string[];
  stockCount: number;
  /** The first page of the version's stock, cheapest first (the intranet's order). */
  units: UnitView[];
  /** Where the next page of stock starts; null when the first page holds them all. */
  nextOffset: number | null;
}

export function toUnitView(unit: StockUnit): UnitView {
  return {
    id: unit.id,
    model: unit.model || unit.name,
    color: unit.color,
    colorHex: unit.color_hex,
    modelYear: unit.model_year,
    location: unit.location,
    chassis: unit.chassis,
    image: unit.image,
    currency: unit.currency,
    listPrice: unit.list_price,
    discount: unit.discount,
    specialDiscount: unit.special_discount,
    // SPEC §3 names the licence cost both ways; pricing.ts lets license_cost win too.
    licenseCost: unit.license_cost ?? unit.license_price,
    preparationCost: unit.preparation_cost,
    deliveryPrice: unit.delivery_price,
    fullPriceWithDiscount: unit.full_price_with_discount,
    available: unit.available && unit.status === 'available',
  };
}

export function toVersionView(
  version: Subfamily,
  stock: { units: StockUnit[]; next_offset: number | null },
): VersionView {
  return {
    id: version.id,
    name: version.name,
    features: version.features,
    stockCount: version.stock_count,
    units: stock.units.map(toUnitView),
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

/** SPEC §2 buy route: /vehiculos-0km/reservar/{brand}/{id}/{family}/{family_id}/{model}. */
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

/** Every feature of every version, in the order they first appear: the rows of the comparison table. */
export function featureRows(versions: readonly Pick<VersionView, 'features'>[]): string[] {
  const seen = new Set<string>();
  const rows: string[] = [];
  for (const version of versions) {
    for (const feature of version.features) {
      const key = feature.trim().toLowerCase();
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      rows.push(feature.trim());
    }
  }
  return rows;
}

export function hasFeature(version: Pick<VersionView, 'features'>, feature: string): boolean {
  const wanted = feature.trim().toLowerCase();
  return version.features.some((candidate) => candidate.trim().toLowerCase() === wanted);
}

export function unitCountText(count: number): string {
  return count === 1 ? '1 unidad disponible' : `${count} unidades disponibles`;
}

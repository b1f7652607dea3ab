import type { Brand } from '#domain/catalogue/brands';
import type { Family } from '#domain/catalogue/catalogue';
import { formatMoney } from '#domain/shared/money';
import { toRouteParam } from '#domain/shared/route-params';

/** What a family card needs: loaders send only this, which keeps the hydration payload small. */
export interface FamilyCardData {
  id: number;
  name: string;
  description: string;
  image: string;
  /** Already formatted ("Hasta $ 1.500.000 de descuento"); null when the family has no discount. */
  discountText: string | null;
  stockCount: number;
  /** Units held now by other buyers' open payments (docs/product.md §4). */
  heldCount: number;
  versionsPath: string;
}

/** The brand fields pages show; the rest of `Brand` stays on the server. */
export interface BrandSummary {
  slug: string;
  name: string;
  styleKey: string;
}

export function brandSummary(brand: Brand): BrandSummary {
  return { slug: brand.slug, name: brand.name, styleKey: brand.styleKey };
}

/** docs/product.md §2 "Versions (subfamilies)": /vehiculos-0km/versiones/{brand}/{family}/{id}. */
export function familyVersionsPath(brandSlug: string, family: Pick<Family, 'id' | 'name'>): string {
  return `/vehiculos-0km/versiones/${toRouteParam(brandSlug)}/${toRouteParam(family.name)}/${family.id}`;
}

/** What familyVersionsPath wrote, read back: a saved unit keeps only its versions page's address (app/features/favourites). */
export function familyOfVersionsPath(path: string): { brandSlug: string; familyParam: string } | null {
  const [, brandSlug, familyParam] =
    /^\/vehiculos-0km\/versiones\/([a-z0-9-]+)\/([^/]+)\/\d+$/.exec(path) ?? [];
  return brandSlug && familyParam ? { brandSlug, familyParam } : null;
}

export function brandPath(brandSlug: string): string {
  return `/vehiculos-0km/${toRouteParam(brandSlug)}`;
}

export function discountText(family: Pick<Family, 'discount' | 'currency'>): string | null {
  if (!(family.discount > 0)) return null;
  return `Hasta ${formatMoney(family.discount, family.currency)} de descuento`;
}

/**
 * A family's or version's units that can be reserved now; with none, those held now by other buyers' open payments
 * (docs/product.md §4), which may come free; null with neither.
 */
export function availabilityText(available: number, held = 0): string | null {
  if (available > 0) return available === 1 ? '1 unidad disponible' : `${available} unidades disponibles`;
  if (held > 0)
    return held === 1 ? '1 unidad reservada por el momento' : `${held} unidades reservadas por el momento`;
  return null;
}

export function toFamilyCard(brand: Pick<Brand, 'slug'>, family: Family): FamilyCardData {
  return {
    id: family.id,
    name: family.name,
    description: family.description,
    image: family.image,
    discountText: discountText(family),
    stockCount: family.stock_count,
    heldCount: family.held_count ?? 0,
    versionsPath: familyVersionsPath(brand.slug, family),
  };
}

export function themeClass(styleKey: string): string {
  return `theme-${styleKey}`;
}

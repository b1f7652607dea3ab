import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Family, StockUnit, Subfamily } from '#domain/catalogue/catalogue';
import { discountLabel, offerDiscount } from '#domain/catalogue/pricing';
import { formatMoney, formatPriceOrUnavailable } from '#domain/shared/money';
import { toRouteParam } from '#domain/shared/route-params';

/**
 * The catalogue as the server's own intranet endpoints (docs/product.md §7) answer it: the versions specs read every expected value
 * from there, so they hold whatever the demo data set becomes.
 */
export interface VersionsBrand {
  slug: string;
  name: string;
  styleKey: string;
  families: string;
  subfamilies: string;
  stock: string;
}

export const VERSIONS_BRANDS: readonly VersionsBrand[] = [
  {
    slug: 'volkswagen',
    name: 'Volkswagen',
    styleKey: 'vw',
    families: '/v1/vw/stock/families',
    subfamilies: '/v1/vw/stock/subfamilies',
    stock: '/v1/vw/stock/stock',
  },
  {
    slug: 'chevrolet',
    name: 'Chevrolet',
    styleKey: 'gm',
    families: '/v1/gm/stock/families',
    subfamilies: '/v1/gm/stock/subfamilies',
    stock: '/v1/gm/stock/stock',
  },
  {
    slug: 'nissan',
    name: 'Nissan',
    styleKey: 'nissan',
    families: '/v2/nissan/family',
    subfamilies: '/v2/nissan/subfamily',
    stock: '/v2/nissan/model/stock',
  },
  {
    slug: 'baic',
    name: 'BAIC',
    styleKey: 'baic',
    families: '/v2/baic/family',
    subfamilies: '/v2/baic/subfamily',
    stock: '/v2/baic/model/stock',
  },
];

export function versionsBrand(slug: string): VersionsBrand {
  const brand = VERSIONS_BRANDS.find((candidate) => candidate.slug === slug);
  if (!brand) throw new Error(`Not a catalogue brand: ${slug}`);
  return brand;
}

async function dataOf<T>(request: APIRequestContext, path: string): Promise<{ data: T; meta?: unknown }> {
  const response = await request.get(path);
  expect(response.status(), `${path} answers`).toBe(200);
  return (await response.json()) as { data: T; meta?: unknown };
}

export async function familiesOf(request: APIRequestContext, brand: VersionsBrand): Promise<Family[]> {
  return (await dataOf<Family[]>(request, brand.families)).data;
}

export async function versionsOf(
  request: APIRequestContext,
  brand: VersionsBrand,
  familyId: number,
): Promise<Subfamily[]> {
  return (await dataOf<Subfamily[]>(request, `${brand.subfamilies}?family_id=${familyId}`)).data;
}

/** Every unit of a version, all pages, in the intranet's order (cheapest first). */
export async function unitsOf(
  request: APIRequestContext,
  brand: VersionsBrand,
  familyId: number,
  versionId: number,
): Promise<StockUnit[]> {
  const units: StockUnit[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const body = (await dataOf<StockUnit[]>(
      request,
      `${brand.stock}?family_id=${familyId}&subfamily_id=${versionId}&limit=100&offset=${offset}`,
    )) as { data: StockUnit[]; meta: { next_offset: number | null } };
    units.push(...body.data);
    offset = body.meta.next_offset;
  }
  return units;
}

export function versionsPath(brand: VersionsBrand, family: Pick<Family, 'id' | 'name'>): string {
  return `/vehiculos-0km/versiones/${brand.slug}/${toRouteParam(family.name)}/${family.id}`;
}

export interface FamilyCase {
  brand: VersionsBrand;
  family: Family;
  versions: Subfamily[];
  path: string;
}

/** The first family (brands in the given order) whose versions satisfy `wanted`. */
export async function findFamily(
  request: APIRequestContext,
  brandSlugs: readonly string[],
  wanted: (versions: Subfamily[], family: Family, brand: VersionsBrand) => boolean | Promise<boolean>,
): Promise<FamilyCase | null> {
  for (const slug of brandSlugs) {
    const brand = versionsBrand(slug);
    for (const family of await familiesOf(request, brand)) {
      const versions = await versionsOf(request, brand, family.id);
      if (await wanted(versions, family, brand)) {
        return { brand, family, versions, path: versionsPath(brand, family) };
      }
    }
  }
  return null;
}

/** The unit a version card quotes once prices show: the cheapest that can still be reserved. */
export function cheapestAvailable(units: readonly StockUnit[]): StockUnit | undefined {
  return units
    .filter((unit) => unit.available)
    .reduce<StockUnit | undefined>(
      (best, unit) => (!best || unit.full_price_with_discount < best.full_price_with_discount ? unit : best),
      undefined,
    );
}

/** docs/product.md §2 buy route: /vehiculos-0km/reservar/{brand}/{id}/{family}/{family_id}/{model}. */
export function buyPath(brand: VersionsBrand, family: Pick<Family, 'id' | 'name'>, unit: StockUnit): string {
  return `/vehiculos-0km/reservar/${brand.slug}/${unit.id}/${toRouteParam(family.name)}/${family.id}/${toRouteParam(unit.model)}`;
}

export const PRICE_REQUEST_FLAG_KEY = 'territorio:price-request';

export const VERSIONS_NOT_FOUND = 'No encontramos este vehículo en nuestro catálogo.';
export const NO_STOCK = 'No tenemos disponibilidad de esta versión.';
/** docs/product.md §2: a unit held by another buyer's open payment, on its version's card and in the units list. */
export const HELD_LABEL = 'Reservada por el momento';
export const REQUEST_PRICES = 'Consultar precios';
export const FIND_VERSION = 'Encontrá la versión para vos';

/** Stores the price-request flag before any page script runs, as a request made earlier in the session would. */
export async function withPricesUnlocked(page: Page): Promise<void> {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PRICE_REQUEST_FLAG_KEY);
}

export function versionCard(page: Page, name: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** Each card in stock quotes its cheapest unit that can be reserved (docs/product.md §9 formatting and discount label). */
export async function expectPrices(page: Page, found: FamilyCase, request: APIRequestContext): Promise<void> {
  for (const version of found.versions) {
    const card = versionCard(page, version.name);
    if (version.stock_count === 0) {
      // Units held by other buyers' payments only: reserved for the moment, with no price (docs/product.md §2).
      if (version.held_count) await expect(card.getByText(HELD_LABEL, { exact: true })).toBeVisible();
      else await expect(card.getByText(NO_STOCK)).toBeVisible();
      continue;
    }
    const unit = cheapestAvailable(await unitsOf(request, found.brand, found.family.id, version.id));
    if (!unit) throw new Error(`${version.name} has stock but no unit to reserve`);
    await expect(
      card.getByText(formatPriceOrUnavailable(unit.full_price_with_discount, unit.currency), { exact: true }),
    ).toBeVisible();
    await expect(
      card.getByText(`Precio de lista ${formatPriceOrUnavailable(unit.list_price, unit.currency)}`),
    ).toBeVisible();
    const discount = offerDiscount(unit);
    if (discount > 0) {
      await expect(card.getByText(discountLabel(unit.special_discount), { exact: true })).toBeVisible();
      await expect(
        card.getByText(`\u2212${formatMoney(discount, unit.currency)}`, { exact: true }),
      ).toBeVisible();
    }
    await expect(card.getByRole('button', { name: FIND_VERSION })).toBeVisible();
  }
}

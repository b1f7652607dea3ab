import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Offer, StockUnit } from '#domain/catalogue/catalogue';
import { formatMoney } from '#domain/shared/money';
import { toRouteParam } from '#domain/shared/route-params';

/**
 * What the offers page (/oportunidades) must show, read from the intranet API (docs/product.md §7): shared by
 * offers.once.spec.ts (what it lists), offers.spec.ts (how it behaves at each viewport) and a11y/catalogue.ts.
 */

/** docs/product.md §2 offers page brands, in the docs/product.md §9 tab order, with their docs/product.md §7 intranet endpoints. */
export const OFFER_BRANDS = [
  {
    slug: 'chevrolet',
    name: 'Chevrolet',
    styleKey: 'gm',
    families: '/v1/gm/stock/families',
    offers: '/v1/gm/offers',
    stock: '/v1/gm/stock/stock',
  },
  {
    slug: 'nissan',
    name: 'Nissan',
    styleKey: 'nissan',
    families: '/v2/nissan/family',
    offers: '/v2/nissan/model/offers',
    stock: '/v2/nissan/model/stock',
  },
  {
    slug: 'volkswagen',
    name: 'Volkswagen',
    styleKey: 'vw',
    families: '/v1/vw/stock/families',
    offers: '/v1/vw/offers',
    stock: '/v1/vw/stock/stock',
  },
] as const;
export type OfferBrand = (typeof OFFER_BRANDS)[number];

export const TAB_NAMES = ['Chevrolet', 'Nissan', 'Volkswagen', 'Todos'];
const MINUS = '\u2212';

interface StockPageAnswer {
  data: StockUnit[];
  meta: { next_offset: number | null };
}

export interface ExpectedFamily {
  id: number;
  name: string;
  offers: Offer[];
  units: number;
}

export interface ExpectedBrand {
  brand: OfferBrand;
  families: ExpectedFamily[];
  units: number;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `${path} answers`).toBe(200);
  return (await response.json()) as T;
}

/**
 * What the page must show, read from the intranet API: the best offers grouped by family (best first), and the
 * discounted units a buyer can reserve now, counted in the stock of each family with offers.
 */
export async function expectedBrand(request: APIRequestContext, brand: OfferBrand): Promise<ExpectedBrand> {
  const [{ data: offers }, { data: families }] = await Promise.all([
    json<{ data: Offer[] }>(request, brand.offers),
    json<{ data: { id: number; name: string }[] }>(request, brand.families),
  ]);
  const grouped = new Map<number, Offer[]>();
  for (const offer of offers) grouped.set(offer.family_id, [...(grouped.get(offer.family_id) ?? []), offer]);
  const result: ExpectedFamily[] = [];
  for (const [id, familyOffers] of grouped) {
    let units = 0;
    let offset: number | null = 0;
    while (offset !== null) {
      const page: StockPageAnswer = await json<StockPageAnswer>(
        request,
        `${brand.stock}?family_id=${id}&limit=100&offset=${offset}`,
      );
      units += page.data.filter((unit) => unit.available && unit.discount + unit.special_discount > 0).length;
      offset = page.meta.next_offset;
    }
    const name = families.find((family) => family.id === id)?.name;
    expect(name, `family ${id} of an offer is in ${brand.families}`).toBeTruthy();
    result.push({ id, name: name ?? '', offers: familyOffers, units });
  }
  return { brand, families: result, units: result.reduce((sum, family) => sum + family.units, 0) };
}

export function unitsText(count: number): string {
  return count === 1 ? '1 unidad con descuento' : `${count} unidades con descuento`;
}

export function discountText(offer: Offer): string {
  return `${MINUS}${formatMoney(offer.discount_amount, offer.currency)}`;
}

export function offerBuyPath(offer: Offer): string {
  return `/vehiculos-0km/reservar/${offer.brand}/${offer.id}/${toRouteParam(offer.family)}/${offer.family_id}/${toRouteParam(offer.name)}`;
}

export function offerVersionsPath(offer: Offer): string {
  return `/vehiculos-0km/versiones/${offer.brand}/${toRouteParam(offer.family)}/${offer.family_id}`;
}

export function offerSection(page: Page, brandName: string) {
  return page.getByRole('region', { name: brandName, exact: true });
}

export function familyCards(page: Page, brandName: string) {
  return offerSection(page, brandName).getByRole('article');
}

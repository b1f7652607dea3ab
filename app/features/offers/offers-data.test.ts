import { describe, expect, it } from 'vitest';
import { brandBySlug } from '#domain/catalogue/brands';
import type { CatalogueSource, Family, Offer, StockQuery, StockUnit } from '#domain/catalogue/catalogue';
import { bestOffers } from '#domain/catalogue/offers';
import { loadOfferBrand } from './offers-data';

const NISSAN = brandBySlug('nissan');
if (!NISSAN) throw new Error('nissan is a brand');

function family(id: number, name: string): Family {
  return {
    id,
    brand_id: 4,
    family: name.toUpperCase(),
    name,
    description: '',
    image: '',
    currency: 'ars',
    discount: 0,
    web_discount: 0,
    stock_count: 0,
  };
}

let nextId = 1;
function unit(overrides: Partial<StockUnit> & Pick<StockUnit, 'family_id' | 'subfamily_id'>): StockUnit {
  const id = nextId++;
  return {
    id,
    brand_id: 4,
    family: 'KICKS',
    subfamily: 'Advance',
    name: `Kicks ${id}`,
    model: `Kicks ${id}`,
    price: 0,
    list_price: 30_000_000,
    discount: 0,
    special_discount: 0,
    license_cost: 0,
    license_price: 0,
    preparation_cost: 0,
    delivery_price: 0,
    full_price_with_discount: 0,
    chassis: `CH${id}`,
    doors: 5,
    color: 'Blanco',
    color_hex: 'ffffff',
    location: 'Mendoza',
    currency: 'ars',
    model_year: 2026,
    image: '/img/vehicles/suv/ffffff.svg',
    status: 'available',
    available: true,
    ...overrides,
  };
}

function toOffer(stock: StockUnit): Offer {
  return {
    id: stock.id,
    brand: 'nissan',
    brand_id: 4,
    name: stock.model,
    family: stock.family,
    family_id: stock.family_id,
    subfamily_id: stock.subfamily_id,
    image: stock.image,
    color: stock.color,
    model_year: stock.model_year,
    currency: stock.currency,
    discount_amount: stock.discount + stock.special_discount,
    full_price_with_discount: stock.full_price_with_discount,
  };
}

/** A catalogue over fixed units, paging stock like the intranet does; counts the stock calls. */
function catalogue(families: Family[], units: StockUnit[]) {
  const calls: StockQuery[] = [];
  const offers = bestOffers(
    units
      .filter((u) => u.available)
      .map((u) => ({ ...toOffer(u), discount_amount: u.discount + u.special_discount })),
  );
  const source: Partial<CatalogueSource> = {
    families: async () => families,
    offers: async () => offers,
    stock: async (_brandId, query) => {
      calls.push(query);
      const all = units.filter((u) => u.family_id === query.family_id);
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 20;
      const page = all.slice(offset, offset + limit);
      return { units: page, next_offset: offset + limit < all.length ? offset + limit : null };
    },
  };
  return { source: source as CatalogueSource, calls };
}

describe('loadOfferBrand', () => {
  it('groups the best offers by family, best family first, and counts the discounted units they stand for', async () => {
    const kicks = family(1, 'Kicks');
    const versa = family(2, 'Versa');
    const sentra = family(3, 'Sentra');
    const units = [
      // Kicks: three discounted white Advance units (one offer), one red Exclusive, one without discount, one held.
      unit({ family_id: 1, subfamily_id: 10, discount: 500_000 }),
      unit({ family_id: 1, subfamily_id: 10, discount: 800_000, color: 'BLANCO' }),
      unit({ family_id: 1, subfamily_id: 10, special_discount: 200_000 }),
      unit({ family_id: 1, subfamily_id: 11, discount: 1_000_000, color: 'Rojo' }),
      unit({ family_id: 1, subfamily_id: 11, color: 'Gris' }),
      unit({ family_id: 1, subfamily_id: 11, discount: 900_000, status: 'held', available: false }),
      // Versa: the largest discount of all.
      unit({ family_id: 2, subfamily_id: 20, discount: 2_000_000 }),
      // Sentra: nothing on offer.
      unit({ family_id: 3, subfamily_id: 30 }),
    ];
    const { source, calls } = catalogue([kicks, versa, sentra], units);
    const view = await loadOfferBrand(source, NISSAN);

    expect(view).toMatchObject({ slug: 'nissan', name: 'Nissan', styleKey: 'nissan', units: 5 });
    expect(view.families.map((f) => [f.name, f.units, f.offers.length])).toEqual([
      ['Versa', 1, 1],
      ['Kicks', 4, 2],
    ]);
    const kicksOffers = view.families[1]?.offers ?? [];
    expect(kicksOffers.map((o) => [o.color, o.discount_amount, o.units])).toEqual([
      ['Rojo', 1_000_000, 1],
      ['BLANCO', 800_000, 3],
    ]);
    // A family without offers has no discounted unit: its stock is not read.
    expect(calls.some((call) => call.family_id === 3)).toBe(false);
  });

  it('reads every page of a large family', async () => {
    const kicks = family(1, 'Kicks');
    const units = Array.from({ length: 230 }, () =>
      unit({ family_id: 1, subfamily_id: 10, discount: 100_000 }),
    );
    const { source, calls } = catalogue([kicks], units);
    const view = await loadOfferBrand(source, NISSAN);
    expect(view.units).toBe(230);
    expect(calls.map((call) => call.offset)).toEqual([0, 100, 200]);
  });

  it('shows no family when the brand has no offers', async () => {
    const { source } = catalogue([family(1, 'Kicks')], [unit({ family_id: 1, subfamily_id: 10 })]);
    expect(await loadOfferBrand(source, NISSAN)).toMatchObject({ units: 0, families: [] });
  });
});

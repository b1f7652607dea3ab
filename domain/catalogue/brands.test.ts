import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_BRAND_IDS,
  BRANDS,
  brandById,
  brandBySlug,
  CATALOGUE_BRAND_IDS,
  CATALOGUE_BRANDS,
  DEFAULT_BRAND_ID,
  findBrandById,
  HOME_OFFER_BRAND_IDS,
  isBrandId,
  isCatalogueBrandId,
  OFFER_TAB_BRAND_IDS,
  UnknownBrandError,
} from './brands';

const KNOWN_IDS = [1, 2, 4, 5, 6];

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe('BRANDS', () => {
  it('lists the docs/product.md §3 brands in id order with their slugs, names and theme colours', () => {
    expect(BRANDS.map((b) => [b.id, b.slug, b.name, b.themeColor, b.styleKey])).toEqual([
      [1, 'volkswagen', 'Volkswagen', 'blue', 'vw'],
      [2, 'chevrolet', 'Chevrolet', 'yellow', 'gm'],
      [4, 'nissan', 'Nissan', 'red', 'nissan'],
      [5, 'territorio', 'Territorio', 'yellow', 'territorio'],
      [6, 'baic', 'BAIC', 'red', 'baic'],
    ]);
  });

  it('gives savings-plan names only to Volkswagen, Chevrolet and Nissan', () => {
    expect(BRANDS.map((b) => b.savingsPlanName)).toEqual([
      'Autoahorro Volkswagen',
      'Plan Chevrolet',
      'Plan Nissan',
      null,
      null,
    ]);
  });

  it('uses the query flag for single items except for Nissan and BAIC (docs/product.md §7)', () => {
    expect(BRANDS.filter((b) => !b.usesQueryFlag).map((b) => b.id)).toEqual([4, 6]);
  });

  it('prices BAIC in dollars and every other brand in pesos', () => {
    expect(BRANDS.filter((b) => b.currency === 'usd').map((b) => b.id)).toEqual([6]);
  });

  it('has a 0 km catalogue for every brand but the dealership itself', () => {
    expect(CATALOGUE_BRANDS.map((b) => b.id)).toEqual([1, 2, 4, 6]);
    expect(CATALOGUE_BRAND_IDS).toEqual([1, 2, 4, 6]);
  });

  it('themes every brand with a text colour meeting WCAG AA on its background', () => {
    for (const brand of BRANDS) {
      expect(brand.themeHex).toMatch(/^#[0-9A-F]{6}$/i);
      expect(contrastRatio(brand.themeHex, brand.themeTextHex), brand.slug).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shares one palette between brands of the same theme colour', () => {
    expect(brandById(2).themeHex).toBe(brandById(5).themeHex);
    expect(brandById(4).themeHex).toBe(brandById(6).themeHex);
    expect(brandById(1).themeHex).not.toBe(brandById(2).themeHex);
  });

  it('cannot be mutated by a caller', () => {
    expect(Object.isFrozen(BRANDS)).toBe(true);
    expect(BRANDS.every((b) => Object.isFrozen(b))).toBe(true);
  });
});

describe('DEFAULT_BRAND_ID', () => {
  it('is the dealership brand', () => {
    expect(DEFAULT_BRAND_ID).toBe(5);
    expect(brandById(DEFAULT_BRAND_ID).slug).toBe('territorio');
  });
});

describe('brandById / findBrandById', () => {
  it('finds every known brand', () => {
    for (const id of KNOWN_IDS) {
      expect(brandById(id).id).toBe(id);
      expect(findBrandById(id)?.id).toBe(id);
    }
  });

  it('throws UnknownBrandError carrying the id for brand 3, which does not exist', () => {
    const error = (() => {
      try {
        brandById(3);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(UnknownBrandError);
    expect(error).toBeInstanceOf(Error);
    expect((error as UnknownBrandError).brandId).toBe(3);
    expect((error as UnknownBrandError).message).toBe('Unknown brand id 3');
  });

  it('rejects every other number', () => {
    fc.assert(
      fc.property(
        fc.double().filter((n) => !KNOWN_IDS.includes(n)),
        (id) => {
          expect(findBrandById(id)).toBeUndefined();
          expect(() => brandById(id)).toThrow(UnknownBrandError);
          expect(isBrandId(id)).toBe(false);
          expect(isCatalogueBrandId(id)).toBe(false);
        },
      ),
    );
  });
});

describe('brandBySlug', () => {
  it('finds a brand whatever the case of the slug', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BRANDS),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (brand, upper) => {
          const slug = [...brand.slug].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
          expect(brandBySlug(slug)).toBe(brand);
        },
      ),
    );
  });

  it('does not find ducati, an empty slug or a padded slug', () => {
    expect(brandBySlug('ducati')).toBeUndefined();
    expect(brandBySlug('')).toBeUndefined();
    expect(brandBySlug(' nissan')).toBeUndefined();
  });
});

describe('isCatalogueBrandId', () => {
  it('accepts only brands with a catalogue', () => {
    expect([1, 2, 4, 5, 6].map(isCatalogueBrandId)).toEqual([true, true, true, false, true]);
    expect(isCatalogueBrandId('1')).toBe(false);
  });
});

describe('what each brand can do', () => {
  it('compares versions except Nissan, shows OnStar for Chevrolet only, finances online except BAIC', () => {
    expect(BRANDS.filter((brand) => !brand.comparableVersions).map((brand) => brand.slug)).toEqual([
      'nissan',
    ]);
    expect(BRANDS.filter((brand) => brand.onStar).map((brand) => brand.slug)).toEqual(['chevrolet']);
    expect(BRANDS.filter((brand) => !brand.financingOnline).map((brand) => brand.slug)).toEqual(['baic']);
  });

  it('orders the offers tabs, the home offers and the appointment links as the pages show them', () => {
    const slugs = (ids: readonly number[]) => ids.map((id) => brandById(id).slug);
    expect(slugs(OFFER_TAB_BRAND_IDS)).toEqual(['chevrolet', 'nissan', 'volkswagen']);
    expect(slugs(HOME_OFFER_BRAND_IDS)).toEqual(['volkswagen', 'chevrolet', 'nissan']);
    expect(slugs(APPOINTMENT_BRAND_IDS)).toEqual(['chevrolet', 'volkswagen', 'nissan']);
  });
});

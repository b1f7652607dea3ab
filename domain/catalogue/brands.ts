import { BRAND_STYLE_KEYS, type BrandId } from './brand-style';

export type { BrandId };
export type BrandSlug = 'volkswagen' | 'chevrolet' | 'nissan' | 'territorio' | 'baic';
export type ThemeColor = 'blue' | 'yellow' | 'red';
export type Currency = 'ars' | 'usd';
export type CatalogueBrandId = 1 | 2 | 4 | 6;

export interface Brand {
  readonly id: BrandId;
  readonly slug: BrandSlug;
  readonly name: string;
  readonly themeColor: ThemeColor;
  /** Background colour of the brand theme; `themeTextHex` on it meets WCAG AA (4.5:1). */
  readonly themeHex: string;
  readonly themeTextHex: string;
  readonly styleKey: string;
  readonly savingsPlanName: string | null;
  /** docs/product.md §7: a single stock item is fetched with `?id=` when true, `/{id}` when false. */
  readonly usesQueryFlag: boolean;
  /** Whether the brand has a 0 km catalogue in the dealer intranet. */
  readonly catalogue: boolean;
  readonly currency: Currency;
  /** docs/product.md §2: the family versions page offers 'Comparar versiones' (not for Nissan). */
  readonly comparableVersions: boolean;
  /** docs/product.md §2: the brand page shows the OnStar banner (Chevrolet only). */
  readonly onStar: boolean;
  /** docs/product.md §2 step 1: financing can be added online; otherwise it says 'Próximamente.' (brand 6). */
  readonly financingOnline: boolean;
}

/** One palette per theme colour, so brands sharing a colour (2 and 5, 4 and 6) look alike. */
export const THEME_PALETTE: Readonly<Record<ThemeColor, { readonly hex: string; readonly textHex: string }>> =
  {
    blue: { hex: '#001E50', textHex: '#FFFFFF' },
    yellow: { hex: '#FFC72C', textHex: '#1A1A1A' },
    red: { hex: '#C3002F', textHex: '#FFFFFF' },
  };

type BrandFields = Omit<
  Brand,
  'themeHex' | 'themeTextHex' | 'styleKey' | 'comparableVersions' | 'onStar' | 'financingOnline'
> &
  Partial<Pick<Brand, 'comparableVersions' | 'onStar' | 'financingOnline'>>;

function brand(fields: BrandFields): Brand {
  const palette = THEME_PALETTE[fields.themeColor];
  return Object.freeze({
    comparableVersions: true,
    onStar: false,
    financingOnline: true,
    ...fields,
    styleKey: BRAND_STYLE_KEYS[fields.id],
    themeHex: palette.hex,
    themeTextHex: palette.textHex,
  });
}

export const BRANDS: readonly Brand[] = Object.freeze([
  brand({
    id: 1,
    slug: 'volkswagen',
    name: 'Volkswagen',
    themeColor: 'blue',
    savingsPlanName: 'Autoahorro Volkswagen',
    usesQueryFlag: true,
    catalogue: true,
    currency: 'ars',
  }),
  brand({
    id: 2,
    slug: 'chevrolet',
    name: 'Chevrolet',
    themeColor: 'yellow',
    savingsPlanName: 'Plan Chevrolet',
    usesQueryFlag: true,
    catalogue: true,
    currency: 'ars',
    onStar: true,
  }),
  brand({
    id: 4,
    slug: 'nissan',
    name: 'Nissan',
    themeColor: 'red',
    savingsPlanName: 'Plan Nissan',
    usesQueryFlag: false,
    catalogue: true,
    currency: 'ars',
    comparableVersions: false,
  }),
  brand({
    id: 5,
    slug: 'territorio',
    name: 'Territorio',
    themeColor: 'yellow',
    savingsPlanName: null,
    usesQueryFlag: true,
    catalogue: false,
    currency: 'ars',
  }),
  brand({
    id: 6,
    slug: 'baic',
    name: 'BAIC',
    themeColor: 'red',
    savingsPlanName: null,
    usesQueryFlag: false,
    catalogue: true,
    currency: 'usd',
    financingOnline: false,
  }),
]);

/** The dealership's own brand (docs/product.md §3), used when no brand is chosen. */
export const DEFAULT_BRAND_ID: BrandId = 5;

export const CATALOGUE_BRAND_IDS: readonly CatalogueBrandId[] = Object.freeze([1, 2, 4, 6] as const);

/** docs/product.md §2 and §9: the brands of the offers page, in its tab order (Chevrolet, Nissan, Volkswagen). */
export const OFFER_TAB_BRAND_IDS: readonly CatalogueBrandId[] = Object.freeze([2, 4, 1] as const);
/** docs/product.md §2 home: the brands whose best offers it shows, in order. */
export const HOME_OFFER_BRAND_IDS: readonly CatalogueBrandId[] = Object.freeze([1, 2, 4] as const);
/** docs/product.md §2: the service-appointment links, in this order (Chevrolet, Volkswagen, Nissan). */
export const APPOINTMENT_BRAND_IDS: readonly CatalogueBrandId[] = Object.freeze([2, 1, 4] as const);
export const CATALOGUE_BRANDS: readonly Brand[] = Object.freeze(BRANDS.filter((b) => b.catalogue));

export class UnknownBrandError extends Error {
  readonly brandId: number;

  constructor(brandId: number) {
    super(`Unknown brand id ${brandId}`);
    this.name = 'UnknownBrandError';
    this.brandId = brandId;
  }
}

export function findBrandById(id: number): Brand | undefined {
  return BRANDS.find((b) => b.id === id);
}

/** Logging an unknown id (docs/product.md §3) is the caller's job: the domain layer does no I/O. */
export function brandById(id: number): Brand {
  const found = findBrandById(id);
  if (!found) throw new UnknownBrandError(id);
  return found;
}

export function brandBySlug(slug: string): Brand | undefined {
  const wanted = slug.toLowerCase();
  return BRANDS.find((b) => b.slug === wanted);
}

export function isBrandId(id: unknown): id is BrandId {
  return typeof id === 'number' && findBrandById(id) !== undefined;
}

export function isCatalogueBrandId(id: unknown): id is CatalogueBrandId {
  return typeof id === 'number' && (CATALOGUE_BRAND_IDS as readonly number[]).includes(id);
}

import { CATALOGUE_BRAND_IDS } from '#domain/catalogue/brands';
import type { CatalogueSource } from '#domain/catalogue/catalogue';
import type { ContentSource } from '#domain/content/content';

// What a cached page depends on. The database announces a committed change by the same tags
// (server/db/migrations/0011_page-cache-notifications.sql), and the cache drops exactly the pages that read it.

/** What every page reads: brands, the list of families, the site's content and settings (the parameters). */
export const SITE_TAG = 'site';
/** The dollar rate and the credit plans. */
export const RATES_TAG = 'rates';
/** One brand's catalogue and stock: its units (and their holds), families, versions, offers and savings plans. */
export function brandTag(brandId: number): string {
  return `brand:${brandId}`;
}

/** The brand a tag made by brandTag names; null for any other tag. */
export function brandOfTag(tag: string): number | null {
  const match = /^brand:(\d+)$/.exec(tag);
  return match ? Number(match[1]) : null;
}

/** What the pages read: the catalogue and the site's content (app/context.ts). */
export interface PageSources {
  catalogue: CatalogueSource;
  content: ContentSource;
}

/**
 * A read of the page sources: its name, its arguments, the tags of what it reads (one, but for a read across brands),
 * and the read itself. Every read the pages make goes through `eachRead`, so that the tags of each read have one home.
 */
export type SourceRead = <Result>(read: {
  name: string;
  args: readonly unknown[];
  tags: readonly string[];
  run: () => Result;
}) => Result;

/** A read whose answer may hold any brand's units: a change to any brand's stock may change it. */
const EVERY_BRAND_TAGS: readonly string[] = CATALOGUE_BRAND_IDS.map(brandTag);

/** The same sources, each read handed to `through` with its tag. */
export function eachRead(sources: PageSources, through: SourceRead): PageSources {
  const { catalogue, content } = sources;
  const ofBrand =
    <Rest extends unknown[], Result>(name: string, read: (brandId: number, ...rest: Rest) => Result) =>
    (brandId: number, ...rest: Rest): Result =>
      through({
        name,
        args: [brandId, ...rest],
        tags: [brandTag(brandId)],
        run: () => read(brandId, ...rest),
      });
  const of =
    <Args extends unknown[], Result>(
      name: string,
      tag: string | readonly string[],
      read: (...args: Args) => Result,
    ) =>
    (...args: Args): Result =>
      through({ name, args, tags: typeof tag === 'string' ? [tag] : tag, run: () => read(...args) });
  const alternatives = catalogue.unitAlternatives?.bind(catalogue);
  const unitPhotos = catalogue.unitPhotos?.bind(catalogue);
  const searchableUnits = catalogue.searchableUnits?.bind(catalogue);
  const stockUnitsById = catalogue.stockUnitsById?.bind(catalogue);
  return {
    catalogue: {
      families: ofBrand('families', catalogue.families.bind(catalogue)),
      subfamilies: ofBrand('subfamilies', catalogue.subfamilies.bind(catalogue)),
      offers: ofBrand('offers', catalogue.offers.bind(catalogue)),
      stock: ofBrand('stock', catalogue.stock.bind(catalogue)),
      stockUnit: ofBrand('stockUnit', catalogue.stockUnit.bind(catalogue)),
      savingsPlans: ofBrand('savingsPlans', catalogue.savingsPlans.bind(catalogue)),
      usdRate: of('usdRate', RATES_TAG, catalogue.usdRate.bind(catalogue)),
      creditPlans: of('creditPlans', RATES_TAG, catalogue.creditPlans.bind(catalogue)),
      ...(alternatives ? { unitAlternatives: ofBrand('unitAlternatives', alternatives) } : {}),
      // The photos' table announces its changes as the site's (server/db/migrations/0014).
      ...(unitPhotos ? { unitPhotos: of('unitPhotos', SITE_TAG, unitPhotos) } : {}),
      ...(searchableUnits ? { searchableUnits: ofBrand('searchableUnits', searchableUnits) } : {}),
      // Units by id, of whichever brands they are (the compare page): a unit that comes or goes may be any brand's.
      ...(stockUnitsById ? { stockUnitsById: of('stockUnitsById', EVERY_BRAND_TAGS, stockUnitsById) } : {}),
    },
    content: {
      parameters: of('parameters', SITE_TAG, content.parameters.bind(content)),
      serviceCategories: of('serviceCategories', SITE_TAG, content.serviceCategories.bind(content)),
    },
  };
}

/** The same sources, adding to `tags` the tag of everything a page reads through them. */
export function recordingSources(sources: PageSources, tags: Set<string>): PageSources {
  return eachRead(sources, ({ tags: readTags, run }) => {
    for (const tag of readTags) tags.add(tag);
    return run();
  });
}

import type { CatalogueSource } from '../../domain/catalogue';
import type { ContentSource } from '../../domain/content';

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

/** What the pages read: the catalogue and the site's content (app/context.ts). */
export interface PageSources {
  catalogue: CatalogueSource;
  content: ContentSource;
}

/** The same sources, adding to `tags` the tag of everything a page reads through them. */
export function recordingSources(sources: PageSources, tags: Set<string>): PageSources {
  const { catalogue, content } = sources;
  const ofBrand =
    <Rest extends unknown[], Result>(read: (brandId: number, ...rest: Rest) => Result) =>
    (brandId: number, ...rest: Rest): Result => {
      tags.add(brandTag(brandId));
      return read(brandId, ...rest);
    };
  const of =
    <Args extends unknown[], Result>(tag: string, read: (...args: Args) => Result) =>
    (...args: Args): Result => {
      tags.add(tag);
      return read(...args);
    };
  const alternatives = catalogue.unitAlternatives?.bind(catalogue);
  return {
    catalogue: {
      families: ofBrand(catalogue.families.bind(catalogue)),
      subfamilies: ofBrand(catalogue.subfamilies.bind(catalogue)),
      offers: ofBrand(catalogue.offers.bind(catalogue)),
      stock: ofBrand(catalogue.stock.bind(catalogue)),
      stockUnit: ofBrand(catalogue.stockUnit.bind(catalogue)),
      savingsPlans: ofBrand(catalogue.savingsPlans.bind(catalogue)),
      usdRate: of(RATES_TAG, catalogue.usdRate.bind(catalogue)),
      creditPlans: of(RATES_TAG, catalogue.creditPlans.bind(catalogue)),
      ...(alternatives ? { unitAlternatives: ofBrand(alternatives) } : {}),
    },
    content: {
      parameters: of(SITE_TAG, content.parameters.bind(content)),
      serviceCategories: of(SITE_TAG, content.serviceCategories.bind(content)),
    },
  };
}

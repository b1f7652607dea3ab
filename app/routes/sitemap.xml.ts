import { brandById, CATALOGUE_BRANDS, OFFER_TAB_BRAND_IDS } from '#domain/catalogue/brands';
import { newsPath, storyPath } from '#domain/content/content';
import { catalogueContext, contentContext, publicUrlContext, stockSearchContext } from '../context';
import { buildSitemap, type SitemapEntry, STATIC_PATHS } from '../features/seo/sitemap';
import { indexableSearchPaths } from '../features/stock-search/search-sitemap';
import { brandPath, familyVersionsPath } from '../features/vehicles/family-view';
import type { Route } from './+types/sitemap.xml';

/** Savings plans exist for the catalogue brands that have a plan name. */
const PLAN_BRANDS = CATALOGUE_BRANDS.filter((brand) => brand.savingsPlanName !== null);

/** /sitemap.xml: every public page, read from the catalogue and the content as they are now. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(publicUrlContext);
  const catalogue = context.get(catalogueContext);
  const [parameters, families, searches] = await Promise.all([
    context.get(contentContext).parameters(),
    // A brand whose catalogue cannot be read (a remote intranet down) leaves its versions out, not the whole map.
    Promise.allSettled(
      CATALOGUE_BRANDS.map(async (brand) => ({ brand, families: await catalogue.families(brand.id) })),
    ),
    // A search that can't run now (a remote intranet, no dollar rate) leaves the search pages out, not the whole map.
    indexableSearchPaths(context.get(stockSearchContext)).catch(() => []),
  ]);

  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...CATALOGUE_BRANDS.map((brand) => ({ path: brandPath(brand.slug) })),
    ...searches.map((path) => ({ path })),
    ...families.flatMap((result) =>
      result.status === 'fulfilled'
        ? result.value.families.map((family) => ({
            path: familyVersionsPath(result.value.brand.slug, family),
          }))
        : [],
    ),
    ...OFFER_TAB_BRAND_IDS.map((id) => ({ path: `/oportunidades/${brandById(id).slug}` })),
    ...PLAN_BRANDS.map((brand) => ({ path: `/planes-de-ahorro/${brand.slug}` })),
    ...parameters.news.map((item) => ({ path: newsPath(item), lastmod: item.display_date })),
    ...parameters.stories.map((story) => ({ path: storyPath(story) })),
  ];

  return new Response(buildSitemap(origin, entries), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}

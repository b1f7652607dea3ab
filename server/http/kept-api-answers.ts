import type { Env, Hono } from 'hono';
import { BRANDS } from '#domain/catalogue/brands';
import { CREDIT_FIND_PATH, INTRANET_PATHS, USD_RATE_PATH } from '#domain/catalogue/intranet-paths';
import { STOCK_SEARCH_PATH } from '#domain/catalogue/stock-search';
import { brandTag, type PageCache, RATES_TAG, SITE_TAG } from '../page-cache';

const ALL_BRANDS = BRANDS.map((brand) => brandTag(brand.id));

/**
 * The public API's reads the page cache keeps, by route pattern, with the tags of what each reads
 * (server/page-cache/tags.ts): the catalogue of docs/product.md §7 by brand, the dollar rate, the credit plans and the
 * site's content. Every one of them is also tagged `site`, which brands and families are part of. Reads of tables no
 * trigger announces (the used-vehicle guide, promotions) are not kept.
 */
export function keptApiAnswers(): ReadonlyMap<string, readonly string[]> {
  const kept = new Map<string, readonly string[]>();
  for (const [id, paths] of Object.entries(INTRANET_PATHS)) {
    const tags = [SITE_TAG, brandTag(Number(id))];
    for (const path of [paths.families, paths.subfamilies, paths.offers, paths.stock, paths.savingsPlans])
      if (path) kept.set(path, tags);
    // A brand whose unit is asked for by its path rather than by `?id=`.
    if (paths.singleStock !== paths.stock) kept.set(`${paths.singleStock}/:id`, tags);
  }
  kept.set(USD_RATE_PATH, [RATES_TAG]);
  // A plan's instalments are those of one unit's price, of any brand.
  kept.set(CREDIT_FIND_PATH, [RATES_TAG, SITE_TAG, ...ALL_BRANDS]);
  // A search reads every brand's units, the dollar rate, and the units' photos (the site's): kept by its query, it
  // costs its pass over the units once per query and change (docs/decisions/0078).
  kept.set(STOCK_SEARCH_PATH, [RATES_TAG, SITE_TAG, ...ALL_BRANDS]);
  kept.set('/api/v2/territorio/parameter', [SITE_TAG]);
  kept.set('/api/v2/territorio/vehicle/service', [SITE_TAG]);
  return kept;
}

/**
 * Answers the kept API reads from the page cache (docs/decisions/0024-page-cache.md). A middleware on each route's own
 * pattern, so that the metrics label a kept answer by its route as they label the route's own.
 */
export function keepApiAnswers<E extends Env>(app: Hono<E>, pageCache: PageCache): void {
  for (const [pattern, tags] of keptApiAnswers()) {
    app.use(pattern, async (c, next) => {
      const response = await pageCache.serve(c, async (_c, reads) => {
        for (const tag of tags) reads?.add(tag);
        await next();
        const answered = c.res;
        // Taken back from the context: the cache answers with a response of its own, which must not inherit this
        // one's headers (Hono merges the previous response's headers into the next).
        c.res = undefined;
        return answered;
      });
      c.res = response;
    });
  }
}

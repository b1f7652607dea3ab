import type { StockSearchRunner } from '#domain/catalogue/stock-search';
import { STOCK_SEARCH_PAGE_PATH } from '#domain/catalogue/stock-search-path';
import { stockSearchPagePath } from './search-canonical';

/**
 * The searches worth indexing that have units now (docs/decisions/0080): the whole stock, each brand's, and each of a
 * brand's body types, as their canonical addresses, read from the facets' counts. None while the stock is empty.
 */
export async function indexableSearchPaths(search: StockSearchRunner): Promise<string[]> {
  const whole = await search({ page_size: 1 });
  if (whole.total === 0) return [];
  const brands = whole.facets.brand.filter((choice) => choice.count > 0).map((choice) => choice.value);
  const perBrand = await Promise.all(
    brands.map(async (brand) => {
      const { facets } = await search({ brand, page_size: 1 });
      return [
        stockSearchPagePath({ brand }),
        ...facets.body_type
          .filter((choice) => choice.count > 0)
          .map((choice) => stockSearchPagePath({ brand, body_type: choice.value })),
      ];
    }),
  );
  return [STOCK_SEARCH_PAGE_PATH, ...perBrand.flat()];
}

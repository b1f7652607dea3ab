/**
 * The search page (docs/product.md §2 stock search); its query takes the same parameters as the JSON search. A module
 * of its own, so a page that only links to the search ships nothing else.
 */
export const STOCK_SEARCH_PAGE_PATH = '/vehiculos-0km/stock';

/** The search page's address with a search's query string (`marca=chevrolet&carroceria=suv`); none: the whole stock. */
export const stockSearchHref = (query: string) =>
  query ? `${STOCK_SEARCH_PAGE_PATH}?${query}` : STOCK_SEARCH_PAGE_PATH;

import { StockSearchPage } from '../features/stock-search/stock-search-page';
import { loadStockSearch } from '../features/stock-search/stock-search-page.server';
import { SAME_ORIGIN_REFERRER } from '../lib/same-origin-referrer';
import type { Route } from './+types/vehiculos-0km.stock';

/** docs/product.md §2 /vehiculos-0km/stock: every brand's units that can be reserved now, searched by the address. */
export async function loader({ url, context }: Route.LoaderArgs) {
  return loadStockSearch(url, context);
}

// The saved search's alert form posts without scripts too: the server checks where a post comes from.
export const meta = ({ loaderData }: Route.MetaArgs) => [...(loaderData?.meta ?? []), SAME_ORIGIN_REFERRER];

export default function StockSearch({ loaderData }: Route.ComponentProps) {
  const { meta: _meta, ...page } = loaderData;
  return <StockSearchPage page={page} />;
}

import { data } from 'react-router';
import { loadUnitCompare } from '../features/unit-compare/load-unit-compare.server';
import { UnitComparePage } from '../features/unit-compare/unit-compare-page';
import { noindexMeta } from '../lib/noindex-meta';
import type { Route } from './+types/vehiculos-0km.comparar';

/**
 * docs/product.md §2 compare units: /vehiculos-0km/comparar?unidades=12,34,56. Not indexed: its addresses are a buyer's
 * own picks, as /favoritos.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { data: page, status } = await loadUnitCompare(url, context);
  return data(page, { status });
}

export const meta = () => noindexMeta('Comparar unidades');

export default function CompareUnits({ loaderData }: Route.ComponentProps) {
  return <UnitComparePage page={loaderData} />;
}

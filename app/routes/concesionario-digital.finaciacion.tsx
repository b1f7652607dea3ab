import { CreditPage } from '../features/dealership/credit-page';
import { loadStepOperation } from '../features/dealership/load-dealership.server';
import { toSummaryUnit } from '../features/dealership/unit-summary';
import { noindexMeta } from '../lib/noindex-meta';
import type { Route } from './+types/concesionario-digital.finaciacion';

/** docs/product.md §2 credit selection (the route is spelt 'finaciacion'). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { operation, unit, brand } = await loadStepOperation(params.operation_code, context);
  return { brand, unit: toSummaryUnit(unit), operation };
}

export function meta() {
  return noindexMeta('Financiación | Concesionario Digital');
}

export default function Credit({ loaderData }: Route.ComponentProps) {
  return <CreditPage {...loaderData} />;
}

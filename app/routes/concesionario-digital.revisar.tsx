import { loadStepOperation } from '../features/dealership/load-dealership.server';
import { ReviewPage } from '../features/dealership/review-page';
import { toSummaryUnit } from '../features/dealership/unit-summary';
import { noindexMeta } from '../lib/noindex-meta';
import type { Route } from './+types/concesionario-digital.revisar';

/** docs/product.md §2 step 3, Revisa y confirma: reached once steps 1 and 2 are complete. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { operation, unit, brand } = await loadStepOperation(params.operation_code, context, 'personal_data');
  return { brand, unit: toSummaryUnit(unit), operation };
}

export function meta() {
  return noindexMeta('Revisá y confirmá | Concesionario Digital');
}

export default function Review({ loaderData }: Route.ComponentProps) {
  return <ReviewPage {...loaderData} />;
}

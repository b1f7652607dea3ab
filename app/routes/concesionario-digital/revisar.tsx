import { loadStepOperation } from '../../features/dealership/load-dealership.server';
import { ReviewPage } from '../../features/dealership/review-page';
import { dealershipStepMeta } from '../../lib/noindex-meta';
import type { Route } from './+types/revisar';

/** docs/product.md §2 step 3, Revisa y confirma: reached once steps 1 and 2 are complete. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadStepOperation(params.operation_code, context, 'personal_data');
}

export function meta() {
  return dealershipStepMeta('Revisá y confirmá');
}

export default function Review({ loaderData }: Route.ComponentProps) {
  return <ReviewPage {...loaderData} />;
}

import { operationStatement } from '#domain/operation/operation-statement';
import { printStatement } from '#domain/operation/printed-statement';
import { loadStepOperation } from '../../features/dealership/load-dealership.server';
import { ReviewPage } from '../../features/dealership/review-page';
import { dealershipStepMeta } from '../../lib/noindex-meta';
import type { Route } from './+types/revisar';

/** docs/product.md §2 step 3, Revisa y confirma: reached once steps 1 and 2 are complete. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const step = await loadStepOperation(params.operation_code, context, 'personal_data');
  // The statement the receipt and the dealership's notice carry, printed here: the page ships none of its rules.
  return { ...step, statement: printStatement(operationStatement(step.operation, step.unit)) };
}

export function meta() {
  return dealershipStepMeta('Revisá y confirmá');
}

export default function Review({ loaderData }: Route.ComponentProps) {
  return <ReviewPage {...loaderData} />;
}

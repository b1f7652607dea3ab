import { CreditPage } from '../../features/dealership/credit-page';
import { loadStepOperation } from '../../features/dealership/load-dealership.server';
import { dealershipStepMeta } from '../../lib/noindex-meta';
import type { Route } from './+types/finaciacion';

/** docs/product.md §2 credit selection (the route is spelt 'finaciacion'). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadStepOperation(params.operation_code, context);
}

export function meta() {
  return dealershipStepMeta('Financiación');
}

export default function Credit({ loaderData }: Route.ComponentProps) {
  return <CreditPage {...loaderData} />;
}

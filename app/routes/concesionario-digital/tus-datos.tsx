import { loadStepOperation } from '../../features/dealership/load-dealership.server';
import { PersonalDataPage } from '../../features/dealership/personal-data-page';
import { dealershipStepMeta } from '../../lib/noindex-meta';
import type { Route } from './+types/tus-datos';

/** docs/product.md §2 step 2, Datos personales: reached once step 1 is complete. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadStepOperation(params.operation_code, context, 'payment');
}

export function meta() {
  return dealershipStepMeta('Datos personales');
}

export default function PersonalData({ loaderData }: Route.ComponentProps) {
  return <PersonalDataPage {...loaderData} />;
}

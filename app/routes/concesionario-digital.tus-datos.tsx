import { loadStepOperation } from '../features/dealership/load-dealership.server';
import { PersonalDataPage } from '../features/dealership/personal-data-page';
import { toSummaryUnit } from '../features/dealership/unit-summary';
import { noindexMeta } from '../lib/noindex-meta';
import type { Route } from './+types/concesionario-digital.tus-datos';

/** docs/product.md §2 step 2, Datos personales: reached once step 1 is complete. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { operation, unit, brand } = await loadStepOperation(params.operation_code, context, 'payment');
  return { brand, unit: toSummaryUnit(unit), operation };
}

export function meta() {
  return noindexMeta('Datos personales | Concesionario Digital');
}

export default function PersonalData({ loaderData }: Route.ComponentProps) {
  return <PersonalDataPage {...loaderData} />;
}

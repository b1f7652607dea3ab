import { redirect } from 'react-router';
import { dealershipPaths } from '../../domain/dealership-paths';
import { canAddUsedVehicle } from '../../domain/operation';
import { operationPagesContext } from '../context';
import { loadStepOperation } from '../features/dealership/load-dealership.server';
import { toSummaryUnit } from '../features/dealership/unit-summary';
import { UsedVehiclePage } from '../features/dealership/used-vehicle-page';
import { noindexMeta } from '../lib/noindex-meta';
import type { Route } from './+types/concesionario-digital.vehiculo-usado';

/** docs/product.md §2 used-vehicle page; with three used vehicles already, or no quotes online, step 1 is the place to be. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { operation, unit, brand } = await loadStepOperation(params.operation_code, context);
  const online = await context.get(operationPagesContext).usedVehiclesOnline();
  if (!online || !canAddUsedVehicle(operation.used_vehicles.length)) {
    throw redirect(dealershipPaths.paymentMode(operation.code));
  }
  return { brand, unit: toSummaryUnit(unit), operation };
}

export function meta() {
  return noindexMeta('Cotizá tu usado | Concesionario Digital');
}

export default function UsedVehicle({ loaderData }: Route.ComponentProps) {
  return <UsedVehiclePage {...loaderData} />;
}

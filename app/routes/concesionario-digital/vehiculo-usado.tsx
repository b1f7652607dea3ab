import { redirect } from 'react-router';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { canAddUsedVehicle } from '#domain/operation/operation';
import { operationPagesContext } from '../../context';
import { loadStepOperation } from '../../features/dealership/load-dealership.server';
import { UsedVehiclePage } from '../../features/dealership/used-vehicle-page';
import { dealershipStepMeta } from '../../lib/noindex-meta';
import type { Route } from './+types/vehiculo-usado';

/** docs/product.md §2 used-vehicle page; with three used vehicles already, or no quotes online, step 1 is the place to be. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const step = await loadStepOperation(params.operation_code, context);
  const { operation } = step;
  const online = await context.get(operationPagesContext).usedVehiclesOnline();
  if (!online || !canAddUsedVehicle(operation.used_vehicles.length)) {
    throw redirect(dealershipPaths.paymentMode(operation.code));
  }
  return step;
}

export function meta() {
  return dealershipStepMeta('Cotizá tu usado');
}

export default function UsedVehicle({ loaderData }: Route.ComponentProps) {
  return <UsedVehiclePage {...loaderData} />;
}

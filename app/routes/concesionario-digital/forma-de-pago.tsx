import { brandById } from '#domain/catalogue/brands';
import { catalogueContext, operationPagesContext } from '../../context';
import { loadStepOperation } from '../../features/dealership/load-dealership.server';
import { PaymentModePage } from '../../features/dealership/payment-mode-page';
import { dealershipStepMeta } from '../../lib/noindex-meta';
import type { Route } from './+types/forma-de-pago';

/** docs/product.md §2 step 1, Modo de pago. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const step = await loadStepOperation(params.operation_code, context);
  const { brand, operation } = step;
  const comingSoon = !brandById(brand.id).financingOnline;
  const [usedVehiclesOnline, plans] = await Promise.all([
    context.get(operationPagesContext).usedVehiclesOnline(),
    comingSoon
      ? []
      : context.get(catalogueContext).creditPlans({ brand_id: brand.id, vehicle: operation.stock_id }),
  ]);
  return {
    ...step,
    usedVehiclesOnline,
    financingAvailable: plans.length > 0,
  };
}

export function meta() {
  return dealershipStepMeta('Modo de pago');
}

export default function PaymentMode({ loaderData }: Route.ComponentProps) {
  return <PaymentModePage {...loaderData} />;
}

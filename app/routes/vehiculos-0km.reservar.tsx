import { isRouteErrorResponse } from 'react-router';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { UNIT_UNAVAILABLE_MESSAGE } from '#domain/operation/operation-messages';
import { catalogueContext, operationPagesContext } from '../context';
import { ConfirmationPage } from '../features/dealership/confirmation-page';
import { loadUnit, type UnavailableData } from '../features/dealership/load-dealership.server';
import { UnavailablePage } from '../features/dealership/unavailable-page';
import { toSummaryUnit } from '../features/dealership/unit-summary';
import { familyVersionsPath } from '../features/vehicles/family-view';
import { noindexMeta } from '../lib/noindex-meta';
import type { Route } from './+types/vehiculos-0km.reservar';

/** docs/product.md §2 buy: the unit's confirmation page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { brand, unit, route } = await loadUnit(params, context);
  const photos = await context.get(catalogueContext).unitPhotos?.([unit.chassis]);
  return {
    brand: { id: brand.id, name: brand.name, styleKey: brand.styleKey },
    unit: toSummaryUnit(unit),
    photos: photos?.[unit.chassis] ?? [],
    deposit: await context.get(operationPagesContext).deposit(brand.id),
    startPath: dealershipPaths.start(route),
    versionsPath: familyVersionsPath(brand.slug, { id: unit.family_id, name: unit.family }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Reservá tu ${loaderData.unit.model}` : UNIT_UNAVAILABLE_MESSAGE;
  return noindexMeta(title);
}

export default function Buy({ loaderData }: Route.ComponentProps) {
  return <ConfirmationPage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 409)) {
    const refused = error.data as UnavailableData;
    return <UnavailablePage {...refused} />;
  }
  throw error;
}

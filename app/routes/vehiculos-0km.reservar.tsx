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
import { SAME_ORIGIN_REFERRER } from '../lib/same-origin-referrer';
import type { Route } from './+types/vehiculos-0km.reservar';

/** docs/product.md §2 buy: the unit's confirmation page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { brand, unit, route } = await loadUnit(params, context);
  const photos = await context.get(catalogueContext).unitPhotos?.([unit.chassis]);
  const versionsPath = familyVersionsPath(brand.slug, { id: unit.family_id, name: unit.family });
  return {
    brand: { id: brand.id, name: brand.name, styleKey: brand.styleKey },
    unit: toSummaryUnit(unit),
    photos: photos?.[unit.chassis] ?? [],
    deposit: await context.get(operationPagesContext).deposit(brand.id),
    startPath: dealershipPaths.start(route),
    versionsPath,
    saved: {
      id: unit.id,
      chassis: unit.chassis,
      brandId: brand.id,
      familyId: unit.family_id,
      versionId: unit.subfamily_id,
      model: unit.model,
      color: unit.color,
      buyPath: dealershipPaths.buy(route),
      versionsPath,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Reservá tu ${loaderData.unit.model}` : UNIT_UNAVAILABLE_MESSAGE;
  // 'Avisame si baja el precio' posts to /alertas without JavaScript.
  return [...noindexMeta(title), SAME_ORIGIN_REFERRER];
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

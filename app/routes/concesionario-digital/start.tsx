import { isRouteErrorResponse, redirectDocument } from 'react-router';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import type { OperationView } from '#domain/operation/operation';
import { UNIT_UNAVAILABLE_MESSAGE } from '#domain/operation/operation-messages';
import { operationStatement } from '#domain/operation/operation-statement';
import { unitSummaryLines } from '#domain/operation/price-lines';
import { summaryLines } from '#domain/operation/printed-statement';
import { operationPagesContext } from '../../context';
import { PROMOTION_CODE_PARAM } from '../../features/dealership/confirmation-page';
import {
  loadUnit,
  type UnavailableData,
  unavailableUnit,
} from '../../features/dealership/load-dealership.server';
import { StartPage } from '../../features/dealership/start-page';
import { UnavailablePage } from '../../features/dealership/unavailable-page';
import { toSummaryUnit } from '../../features/dealership/unit-summary';
import { noindexMeta } from '../../lib/noindex-meta';
import type { Route } from './+types/start';

/**
 * docs/product.md §2 dealership_start and buy_code. Without an operation code the page takes the buyer's e-mail; with one it
 * shows the operation already started (a code of another unit, or of none, goes to the resume route).
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const pages = context.get(operationPagesContext);
  let operation: { code: string; email: string } | null = null;
  let started: OperationView | null = null;
  if (params.operation_code) {
    const lookup = await pages.lookup(params.operation_code);
    const resume = redirectDocument(dealershipPaths.resume(params.operation_code));
    if (!lookup.found || String(lookup.operation.stock_id) !== params.id) throw resume;
    operation = { code: lookup.operation.code, email: lookup.operation.email };
    started = lookup.operation;
    if (!lookup.operation.vehicle_available) {
      const { brand_id: brandId, stock_id: stockId, family_id: familyId } = lookup.operation;
      throw await unavailableUnit(context, { brandId, stockId, familyId });
    }
  }
  const { brand, unit, route } = await loadUnit(params, context);
  const typed = url.searchParams.get(PROMOTION_CODE_PARAM)?.trim().toUpperCase() ?? '';
  const carried = typed && typed.length <= 100 ? typed : null;
  const deposit = await pages.deposit(brand.id);
  // A carried code that no longer applies (expired since the link was made, say) is said and left out: the buyer goes
  // on with the promotion the unit has without one (docs/product.md §2 start page). A link without a code carries none.
  const promotion = carried ? await pages.promotion(unit, carried) : { applied: null, refused: null };
  return {
    brand: { id: brand.id, name: brand.name, styleKey: brand.styleKey },
    unit: { ...toSummaryUnit(unit), id: unit.id, family_id: unit.family_id },
    route,
    promotionCode: promotion.applied?.code ?? null,
    refusedCode: promotion.refused && carried ? { code: carried, reason: promotion.refused } : null,
    // An operation started prints its own lines: its discount code, its deposit, its rate (docs/product.md §D3).
    summary: started
      ? summaryLines(operationStatement(started, started.purchase.vehicle ?? unit))
      : unitSummaryLines(unit, promotion.applied, deposit),
    operation,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Reservá tu ${loaderData.unit.model}` : UNIT_UNAVAILABLE_MESSAGE;
  return noindexMeta(title);
}

export default function DealershipStart({ loaderData }: Route.ComponentProps) {
  return <StartPage key={loaderData.operation?.code ?? 'new'} {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 409)) {
    const refused = error.data as UnavailableData;
    return <UnavailablePage {...refused} />;
  }
  throw error;
}

import { data, redirect, redirectDocument } from 'react-router';
import { brandBySlug, findBrandById } from '../../../domain/brands';
import type { StockUnit } from '../../../domain/catalogue';
import { dealershipPaths, type UnitRoute } from '../../../domain/dealership-paths';
import { isEditableStatus, type OperationView, UNIT_UNAVAILABLE_MESSAGE } from '../../../domain/operation';
import { catalogueContext, operationPagesContext } from '../../context';

type Context = { get: <T>(key: import('react-router').RouterContext<T>) => T };

export interface UnitParams {
  brand?: string;
  id?: string;
  family?: string;
  family_id?: string;
  model?: string;
}

/** What an error boundary of the flow reads from a refused page: SPEC §8's text and the brand's theme. */
export interface UnavailableData {
  message: string;
  styleKey: string;
}

export const unavailable = (styleKey = 'territorio', status = 404) =>
  data<UnavailableData>({ message: UNIT_UNAVAILABLE_MESSAGE, styleKey }, { status });

/**
 * The unit of a buy or start address (SPEC §2): a brand with a catalogue, a unit of it still offered for
 * reservation. The name segments only dress the address: the unit is found by brand and id.
 * SPEC §8: a missing or unavailable unit answers 'El vehículo seleccionado no está disponible.'.
 */
export async function loadUnit(params: UnitParams, context: Context) {
  const brand = params.brand ? brandBySlug(params.brand) : undefined;
  if (!brand?.catalogue) throw unavailable();
  if (!/^\d{1,9}$/.test(params.id ?? '')) throw unavailable(brand.styleKey);
  const unit = await context.get(catalogueContext).stockUnit(brand.id, Number(params.id));
  if (!unit || unit.brand_id !== brand.id) throw unavailable(brand.styleKey);
  if (!unit.available) throw unavailable(brand.styleKey, 409);
  const route: UnitRoute = {
    brandSlug: brand.slug,
    stockId: unit.id,
    family: unit.family,
    familyId: unit.family_id,
    model: unit.model,
  };
  return {
    brand: { id: brand.id, slug: brand.slug, name: brand.name, styleKey: brand.styleKey },
    unit,
    route,
  };
}

export type StepRequirement = 'operation' | 'payment' | 'personal_data';

/**
 * The operation of a step's address. SPEC §2 and §8: a step reached without an operation or its vehicle goes to the
 * resume route, with a full page load; one reached before the steps it needs goes back to the first step missing.
 */
export async function loadStepOperation(
  code: string | undefined,
  context: Context,
  needs: StepRequirement = 'operation',
): Promise<{ operation: OperationView; unit: StockUnit; brand: ReturnType<typeof brandInfo> }> {
  const resume = redirectDocument(dealershipPaths.resume(code ?? ''));
  if (!code) throw resume;
  const lookup = await context.get(operationPagesContext).lookup(code);
  if (!lookup.found) throw resume;
  const { operation } = lookup;
  const unit = operation.purchase.vehicle;
  if (!unit || !operation.vehicle_available || !isEditableStatus(operation.status)) throw resume;
  if (needs !== 'operation' && !operation.can_continue.payment) {
    throw redirect(dealershipPaths.paymentMode(operation.code));
  }
  if (needs === 'personal_data' && !operation.can_continue.personal_data) {
    throw redirect(dealershipPaths.personalData(operation.code));
  }
  return { operation, unit, brand: brandInfo(operation.brand_id) };
}

function brandInfo(brandId: number) {
  const brand = findBrandById(brandId);
  return brand
    ? { id: brand.id, slug: brand.slug, name: brand.name, styleKey: brand.styleKey }
    : { id: brandId, slug: 'territorio', name: 'Territorio', styleKey: 'territorio' };
}

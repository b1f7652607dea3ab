import { data, redirect, redirectDocument } from 'react-router';
import { brandBySlug, findBrandById } from '#domain/catalogue/brands';
import type { UnitAlternatives } from '#domain/catalogue/catalogue';
import { SIMILAR_UNITS_LIMIT } from '#domain/catalogue/similar-units';
import { dealershipPaths, type UnitRoute } from '#domain/operation/dealership-paths';
import { isEditableStatus, type OperationView, UNIT_UNAVAILABLE_MESSAGE } from '#domain/operation/operation';
import { operationStatement } from '#domain/operation/operation-statement';
import type { PrintedLine } from '#domain/operation/price-lines';
import { summaryLines } from '#domain/operation/printed-statement';
import { catalogueContext, operationPagesContext, pageErrorsContext } from '../../context';
import type { StepLinks } from './step-link';
import type { SimilarUnitCard, UnavailableReason } from './unavailable-page';
import { type SummaryUnit, toSummaryUnit } from './unit-summary';

type Context = { get: <T>(key: import('react-router').RouterContext<T>) => T };

export interface UnitParams {
  brand?: string;
  id?: string;
  family?: string;
  family_id?: string;
  model?: string;
}

/** What an error boundary of the flow reads from a refused page: docs/product.md §8's text and the brand's theme. */
export interface UnavailableData {
  message: string;
  styleKey: string;
  /** Why the unit can't be reserved, when the catalogue knows it. */
  reason?: UnavailableReason;
  /** Up to three units that can be reserved instead. */
  similar?: SimilarUnitCard[];
}

export const unavailable = (styleKey = 'territorio', status = 404) =>
  data<UnavailableData>({ message: UNIT_UNAVAILABLE_MESSAGE, styleKey }, { status });

/**
 * The unit of a buy or start address (docs/product.md §2): a brand with a catalogue, a unit of it still offered for
 * reservation. The name segments only dress the address: the unit is found by brand and id.
 * docs/product.md §8: a missing or unavailable unit answers 'El vehículo seleccionado no está disponible.'.
 */
export async function loadUnit(params: UnitParams, context: Context) {
  const brand = params.brand ? brandBySlug(params.brand) : undefined;
  if (!brand?.catalogue) throw unavailable();
  if (!/^\d{1,9}$/.test(params.id ?? '')) throw unavailable(brand.styleKey);
  const unit = await context.get(catalogueContext).stockUnit(brand.id, Number(params.id));
  const refused = (status: number) =>
    unavailableUnit(
      context,
      { brandId: brand.id, stockId: Number(params.id), familyId: params.family_id },
      status,
    );
  if (!unit || unit.brand_id !== brand.id) throw await refused(404);
  if (!unit.available) throw await refused(409);
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

export interface RefusedUnit {
  brandId: number;
  stockId: number;
  /** The family as the address or the operation names it (digits), for a unit the catalogue no longer has. */
  familyId?: number | string | undefined;
}

/**
 * Why a unit can't be reserved and what can be instead (up to three similar units, linked to their confirmation
 * pages). A catalogue that can't tell leaves docs/product.md §8's text on its own, as before.
 */
export async function unitAlternatives(
  context: Context,
  refused: RefusedUnit,
): Promise<Pick<UnavailableData, 'reason' | 'similar'>> {
  const brand = findBrandById(refused.brandId);
  const familyId = /^\d{1,9}$/.test(String(refused.familyId ?? '')) ? Number(refused.familyId) : undefined;
  let found: UnitAlternatives | undefined;
  try {
    found = await context.get(catalogueContext).unitAlternatives?.(refused.brandId, {
      stock_id: refused.stockId,
      ...(familyId !== undefined ? { family_id: familyId } : {}),
      limit: SIMILAR_UNITS_LIMIT,
    });
  } catch (error) {
    // docs/product.md §8: a catalogue read that fails is logged, and the page still says the unit is not available.
    context.get(pageErrorsContext)(error);
  }
  if (!brand || !found) return {};
  return {
    ...(found.status !== 'available' ? { reason: found.status } : {}),
    similar: found.similar.map((unit) => ({
      id: unit.id,
      model: unit.model,
      color: unit.color,
      color_hex: unit.color_hex,
      image: unit.image,
      price: unit.full_price_with_discount,
      currency: unit.currency,
      path: dealershipPaths.buy({
        brandSlug: brand.slug,
        stockId: unit.id,
        family: unit.family,
        familyId: unit.family_id,
        model: unit.model,
      }),
    })),
  };
}

/** docs/product.md §8's refusal of a unit that can't be reserved, with why and what can be instead. */
export async function unavailableUnit(context: Context, refused: RefusedUnit, status = 409) {
  const styleKey = findBrandById(refused.brandId)?.styleKey ?? 'territorio';
  return data<UnavailableData>(
    { message: UNIT_UNAVAILABLE_MESSAGE, styleKey, ...(await unitAlternatives(context, refused)) },
    { status },
  );
}

export type StepRequirement = 'operation' | 'payment' | 'personal_data';

/**
 * The operation of a step's address. docs/product.md §2 and §8: a step reached without an operation or its vehicle goes to the
 * resume route, with a full page load; one reached before the steps it needs goes back to the first step missing.
 */
export async function loadStepOperation(
  code: string | undefined,
  context: Context,
  needs: StepRequirement = 'operation',
): Promise<{
  operation: OperationView;
  unit: SummaryUnit;
  summary: PrintedLine[];
  brand: ReturnType<typeof brandInfo>;
  steps: StepLinks;
}> {
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
  // Only the unit's facts the pages show reach the browser.
  return {
    operation,
    unit: toSummaryUnit(unit),
    summary: summaryLines(operationStatement(operation, unit)),
    brand: brandInfo(operation.brand_id),
    steps: stepLinks(operation.code),
  };
}

function stepLinks(code: string): StepLinks {
  return {
    paymentMode: dealershipPaths.paymentMode(code),
    usedVehicle: dealershipPaths.usedVehicle(code),
    credit: dealershipPaths.credit(code),
    personalData: dealershipPaths.personalData(code),
    review: dealershipPaths.review(code),
    payment: dealershipPaths.payment(code),
  };
}

function brandInfo(brandId: number) {
  const brand = findBrandById(brandId);
  return brand
    ? { id: brand.id, slug: brand.slug, name: brand.name, styleKey: brand.styleKey }
    : { id: brandId, slug: 'territorio', name: 'Territorio', styleKey: 'territorio' };
}

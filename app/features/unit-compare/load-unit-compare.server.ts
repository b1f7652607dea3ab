import type { RouterContext } from 'react-router';
import { findBrandById } from '#domain/catalogue/brands';
import { type CatalogueSource, CatalogueUnavailableError, type StockUnit } from '#domain/catalogue/catalogue';
import { compareQueryInput, compareUnitsQuerySchema } from '#domain/catalogue/unit-compare-query';
import { toPesos } from '#domain/operation/operation';
import { unitSummaryLines } from '#domain/operation/price-lines';
import { versionTestDrivePath } from '#domain/test-drive/test-drive';
import { catalogueContext, operationPagesContext } from '../../context';
import { familyVersionsPath } from '../vehicles/family-view';
import { toUnitView, unitBuyPath } from '../vehicles/version-view';
import { comparePath } from './compare-path';
import { type CompareColumn, type UnitCompareData, unitComparison } from './compare-view';

type Context = { get: <T>(key: RouterContext<T>) => T };

/** Reads the same key once for each distinct value. */
function once<Key, Value>(
  keys: readonly Key[],
  read: (key: Key) => Promise<Value>,
): Promise<Map<Key, Value>> {
  const distinct = [...new Set(keys)];
  return Promise.all(distinct.map(read)).then(
    (values) => new Map(distinct.map((key, at) => [key, values[at] as Value])),
  );
}

/** Pesos per dollar now; null while none is loaded (the catalogue answers not found), as the stock search reads it. */
function dollarRate(catalogue: CatalogueSource): Promise<number | null> {
  return catalogue.usdRate().catch((error: unknown) => {
    if (error instanceof Error && error.name === 'NotFoundError') return null;
    throw error;
  });
}

/**
 * docs/product.md §2 compare units: the units of the address, read on the server for the first paint. The units come
 * from the catalogue's read by id (the one the favourites use, docs/decisions/0079), each version's features from the
 * catalogue's versions of its family, the price lines as the confirmation page prints them (its brand's deposit
 * included).
 */
export async function loadUnitCompare(
  url: URL,
  context: Context,
): Promise<{ data: UnitCompareData; status: number }> {
  const params = url.searchParams;
  if (compareQueryInput(params).unidades.every((value) => value.replaceAll(',', '').trim() === ''))
    return { data: { state: 'none' }, status: 200 };
  const parsed = compareUnitsQuerySchema.safeParse(compareQueryInput(params));
  if (!parsed.success)
    return {
      data: { state: 'refused', message: parsed.error.issues[0]?.message ?? 'No pudimos leer las unidades.' },
      status: 400,
    };
  const { unidades: ids, diferencias: onlyDifferences } = parsed.data;

  const catalogue = context.get(catalogueContext);
  if (!catalogue.stockUnitsById) throw new CatalogueUnavailableError('El catálogo no lee unidades por id.');
  const units = (await catalogue.stockUnitsById(ids)).filter(
    (unit) => findBrandById(unit.brand_id)?.catalogue,
  );
  const familyKey = (unit: StockUnit) => `${unit.brand_id}:${unit.family_id}`;
  const [photos, families, versions, deposits, usdRate] = await Promise.all([
    units.length > 0 ? catalogue.unitPhotos?.(units.map((unit) => unit.chassis)) : undefined,
    once(
      units.map((unit) => unit.brand_id),
      (brandId) => catalogue.families(brandId),
    ),
    once(units.map(familyKey), (key) => {
      const [brandId, familyId] = key.split(':').map(Number);
      return catalogue.subfamilies(brandId as number, familyId as number);
    }),
    once(
      units.map((unit) => unit.brand_id),
      (brandId) => context.get(operationPagesContext).deposit(brandId),
    ),
    units.some((unit) => unit.currency === 'usd') ? dollarRate(catalogue) : null,
  ]);

  const columns = units.map((unit): CompareColumn => {
    const brand = findBrandById(unit.brand_id) as NonNullable<ReturnType<typeof findBrandById>>;
    const familyName =
      families.get(unit.brand_id)?.find((family) => family.id === unit.family_id)?.name ?? unit.family;
    const family = { id: unit.family_id, name: familyName };
    const version = versions.get(familyKey(unit))?.find((candidate) => candidate.id === unit.subfamily_id);
    const view = toUnitView(unit, photos?.[unit.chassis]?.[0]?.thumbnail ?? null);
    return {
      unit: view,
      brand: { slug: brand.slug, name: brand.name },
      family,
      version: { id: unit.subfamily_id, name: version?.name ?? unit.subfamily },
      lines: unitSummaryLines(
        // docs/product.md §3 names the licence cost both ways; pricing.ts lets license_cost win too.
        { ...unit, license_cost: unit.license_cost ?? unit.license_price },
        null,
        deposits.get(unit.brand_id) ?? 0,
      ),
      features: version?.features ?? [],
      finalPesos:
        unit.currency !== 'usd'
          ? unit.full_price_with_discount
          : usdRate === null
            ? null
            : toPesos(unit.full_price_with_discount, usdRate),
      reservePath: unitBuyPath(brand.slug, family, view),
      versionsPath: familyVersionsPath(brand.slug, family),
      testDrivePath: versionTestDrivePath(brand.slug, family.name, unit.subfamily_id),
    };
  });
  const found = new Set(units.map((unit) => unit.id));
  return {
    data: {
      state: 'compared',
      comparison: unitComparison(columns, { onlyDifferences }),
      gone: ids.filter((id) => !found.has(id)),
      onlyDifferences,
      allPath: comparePath(ids),
      differencesPath: comparePath(ids, { onlyDifferences: true }),
    },
    // Not one of them is in stock any more: the page says so, as a page of nothing.
    status: units.length === 0 ? 404 : 200,
  };
}

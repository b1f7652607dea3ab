import type {
  CatalogueSource,
  CreditPlan,
  Family,
  Offer,
  SavingsPlan,
  StockPage,
  StockUnit,
  Subfamily,
  UnitAlternatives,
} from '#domain/catalogue/catalogue';
import { CatalogueUnavailableError } from '#domain/catalogue/catalogue';
import { STOCK_PAGE_SIZE_MAX } from '#domain/catalogue/catalogue-queries';
import {
  CREDIT_FIND_PATH,
  intranetPaths,
  singleStockUrl,
  USD_RATE_PATH,
} from '#domain/catalogue/intranet-paths';
import { rankSimilarUnits } from '#domain/catalogue/similar-units';
import { type QueryParams, withQuery } from '#domain/shared/url-query';
import { NotFoundError } from '../platform/errors';

const REQUEST_TIMEOUT_MS = 8_000;

interface Envelope<T> {
  data?: T;
  meta?: { next_offset?: number | null };
  error?: string;
}

/** The catalogue read over HTTP from a dealer intranet that speaks docs/product.md §7 (INTRANET_URL). */
export function createRemoteCatalogue(baseUrl: string, fetchImpl: typeof fetch = fetch): CatalogueSource {
  const base = baseUrl.replace(/\/+$/, '');

  async function get<T>(pathWithQuery: string): Promise<Envelope<T> & { data: T }> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${pathWithQuery}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new CatalogueUnavailableError(`No se pudo consultar el catálogo (${pathOnly(pathWithQuery)}).`, {
        cause,
      });
    }
    const body = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (response.status === 404) {
      throw new NotFoundError(body?.error ?? 'No encontramos este vehículo en nuestro catálogo.');
    }
    // docs/product.md §7: an answer without a data field is a failure, whatever its status.
    if (!response.ok || body === null || typeof body !== 'object' || !('data' in body)) {
      throw new CatalogueUnavailableError(
        `El catálogo respondió sin datos (${pathOnly(pathWithQuery)}, estado ${response.status}).`,
      );
    }
    return body as Envelope<T> & { data: T };
  }

  const list = async <T>(path: string, query: QueryParams = {}) =>
    (await get<T[]>(withQuery(path, query))).data;

  /** The largest page of a family's stock the intranet gives; none when it does not know the family. */
  async function familyStock(brandId: number, familyId: number): Promise<StockUnit[]> {
    try {
      return (await source.stock(brandId, { family_id: familyId, limit: STOCK_PAGE_SIZE_MAX })).units;
    } catch (error) {
      if (error instanceof NotFoundError) return [];
      throw error;
    }
  }

  const source: CatalogueSource = {
    families: (brandId) => list<Family>(intranetPaths(brandId).families),
    subfamilies: (brandId, familyId) =>
      list<Subfamily>(intranetPaths(brandId).subfamilies, { family_id: familyId }),
    offers: (brandId) => list<Offer>(intranetPaths(brandId).offers),
    async stock(brandId, query): Promise<StockPage> {
      const body = await get<StockUnit[]>(withQuery(intranetPaths(brandId).stock, { ...query }));
      return { units: body.data, next_offset: body.meta?.next_offset ?? null };
    },
    async stockUnit(brandId, id) {
      try {
        const { data } = await get<StockUnit | StockUnit[]>(singleStockUrl(brandId, id));
        // docs/product.md §3: a stock record may arrive as an array; its first element is the unit.
        return (Array.isArray(data) ? data[0] : data) ?? null;
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
    async savingsPlans(brandId) {
      const path = intranetPaths(brandId).savingsPlans;
      return path ? list<SavingsPlan>(path) : [];
    },
    async usdRate() {
      const body = (await get<{ value: number }>(USD_RATE_PATH)) as {
        data: { value?: number };
        value?: number;
      };
      const value = body.value ?? body.data.value;
      if (typeof value !== 'number' || !(value > 0)) {
        throw new CatalogueUnavailableError('El catálogo respondió una cotización del dólar inválida.');
      }
      return value;
    },
    creditPlans: (query) => list<CreditPlan>(CREDIT_FIND_PATH, { ...query }),
    /**
     * docs/product.md §7 has no such call: it is made of the reads it has. The unit, its family's stock, and only when that family
     * has too few units to offer, the first page of each other family that has stock; then ranked as in domain/.
     */
    async unitAlternatives(brandId, query): Promise<UnitAlternatives> {
      const unit = await source.stockUnit(brandId, query.stock_id);
      const familyId = unit?.family_id ?? query.family_id;
      const target = {
        id: query.stock_id,
        ...(familyId !== undefined ? { family_id: familyId } : {}),
        ...(unit ? { currency: unit.currency, price: unit.full_price_with_discount } : {}),
      };
      let candidates = familyId !== undefined ? await familyStock(brandId, familyId) : [];
      if (rankSimilarUnits(candidates, target, query.limit).length < query.limit) {
        const others = (await source.families(brandId)).filter(
          (family) => family.id !== familyId && family.stock_count > 0,
        );
        const pages = await Promise.all(others.map((family) => familyStock(brandId, family.id)));
        candidates = candidates.concat(...pages);
      }
      return {
        status: unit ? unit.status : 'gone',
        similar: rankSimilarUnits(candidates, target, query.limit),
      };
    },
  };
  return source;
}

function pathOnly(pathWithQuery: string): string {
  return pathWithQuery.split('?')[0] ?? pathWithQuery;
}

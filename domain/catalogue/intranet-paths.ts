import { brandById, type CatalogueBrandId, isCatalogueBrandId, UnknownBrandError } from './brands';

export interface IntranetPaths {
  readonly families: string;
  readonly subfamilies: string;
  readonly offers: string;
  readonly stock: string;
  readonly singleStock: string;
  /** docs/product.md §7 does not show a savings-plan endpoint for BAIC. */
  readonly savingsPlans: string | null;
}

export const USD_RATE_PATH = '/v2/baic/usd/rate';
export const CREDIT_FIND_PATH = '/v2/dealership/credit/find';

/** The docs/product.md §7 catalogue table, verbatim. */
export const INTRANET_PATHS: Readonly<Record<CatalogueBrandId, IntranetPaths>> = Object.freeze({
  1: {
    families: '/v1/vw/stock/families',
    subfamilies: '/v1/vw/stock/subfamilies',
    offers: '/v1/vw/offers',
    stock: '/v1/vw/stock/stock',
    singleStock: '/v1/vw/stock/stock',
    savingsPlans: '/v1/vw/plan/find',
  },
  2: {
    families: '/v1/gm/stock/families',
    subfamilies: '/v1/gm/stock/subfamilies',
    offers: '/v1/gm/offers',
    stock: '/v1/gm/stock/stock',
    singleStock: '/v1/gm/stock/stock',
    savingsPlans: '/v1/gm/plan/find',
  },
  4: {
    families: '/v2/nissan/family',
    subfamilies: '/v2/nissan/subfamily',
    offers: '/v2/nissan/model/offers',
    stock: '/v2/nissan/model/stock',
    singleStock: '/v2/nissan/stock',
    savingsPlans: '/v2/nissan/plan/find',
  },
  6: {
    families: '/v2/baic/family',
    subfamilies: '/v2/baic/subfamily',
    offers: '/v2/baic/model/offers',
    stock: '/v2/baic/model/stock',
    singleStock: '/v2/baic/stock',
    savingsPlans: null,
  },
});

/** docs/product.md §5: a brand missing from the table is an error, not an empty result. */
export function intranetPaths(brandId: number): IntranetPaths {
  if (!isCatalogueBrandId(brandId)) throw new UnknownBrandError(brandId);
  return INTRANET_PATHS[brandId];
}

export function singleStockUrl(brandId: number, id: number | string): string {
  const { singleStock } = intranetPaths(brandId);
  const encoded = encodeURIComponent(String(id));
  return brandById(brandId).usesQueryFlag ? `${singleStock}?id=${encoded}` : `${singleStock}/${encoded}`;
}

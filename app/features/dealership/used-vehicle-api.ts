import { withQuery } from '#domain/shared/url-query';
import { ApiRefusal, call, DEALERSHIP_API, JSON_HEADERS, readJson } from './operation-api';

/** The used-vehicle step's calls (docs/product.md §4 used-vehicle flow): the guide's catalogue and the valuation. */

export interface UsedBrand {
  id: number;
  name: string;
}
export interface UsedModel {
  id: number;
  name: string;
}
export interface UsedVersion {
  codia: number;
  description: string;
  /** The model years the guide can quote. */
  years: number[];
}

export const usedBrands = () => call<UsedBrand[]>(DEALERSHIP_API.usedBrands);
export const usedModels = (brandId: number) =>
  call<UsedModel[]>(withQuery(DEALERSHIP_API.usedModels, { brand_id: brandId }));
export const usedVersions = (brandId: number, model: string) =>
  call<UsedVersion[]>(withQuery(DEALERSHIP_API.usedVersions, { brand_id: brandId, group: model }));

export interface ValuationBody {
  codia: number;
  brand: string;
  model: string;
  vehicle: string;
  year: number;
  kms: string;
  operation: string;
}

export interface Valuation {
  id: string;
  amount: number;
  expires_at: string;
  brand: string;
  model: string;
  vehicle: string;
  year: number;
  kms: number;
}

/** docs/product.md §7 reads the number from `data`; the valuation's id is what the operation keeps. */
export async function requestValuation(body: ValuationBody): Promise<Valuation> {
  const response = await fetch(DEALERSHIP_API.valuation, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  });
  const answer = (await readJson(response)) as { valuation?: Valuation; error?: string };
  if (response.ok && answer.valuation) return answer.valuation;
  if (response.status >= 400 && response.status < 500) {
    throw new ApiRefusal(answer.error ?? `HTTP ${response.status}`, response.status, answer);
  }
  throw new Error(`${DEALERSHIP_API.valuation} answered ${response.status}`);
}

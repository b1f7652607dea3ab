import type { CreditPlan } from '#domain/catalogue';
import type { OperationView } from '#domain/operation';
import type { PublicPromotion } from '#domain/promotions';
import { withQuery } from '#domain/url-query';

/** docs/product.md §7 endpoints the digital-dealership pages call from the browser. */
export const DEALERSHIP_API = {
  start: '/api/v2/territorio/dealership/start',
  update: '/api/v2/territorio/dealership/update',
  promotion: '/api/promotion',
  discoverPromotion: '/api/promotion/discover',
  usedBrands: '/api/v2/territorio/dealership/parameters/brands',
  usedModels: '/api/v2/territorio/dealership/parameters/models',
  usedVersions: '/api/v2/territorio/dealership/parameters/vehicles',
  valuation: '/api/v2/territorio/dealership/valuation',
  creditFind: '/v2/dealership/credit/find',
} as const;

/** A refusal the server explained: its status, its Spanish text and, when it sent one, the current operation. */
export class ApiRefusal extends Error {
  override name = 'ApiRefusal';
  constructor(
    message: string,
    readonly status: number,
    readonly body: { error?: string; data?: unknown },
  ) {
    super(message);
  }
}

const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

async function readJson(response: Response): Promise<{ data?: unknown; error?: string; message?: string }> {
  try {
    return (await response.json()) as { data?: unknown; error?: string };
  } catch {
    return {};
  }
}

/** Network failures and 5xx throw a plain Error; a 4xx with a body throws ApiRefusal. */
async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: init?.body ? JSON_HEADERS : { accept: 'application/json' },
  });
  const body = await readJson(response);
  if (response.ok) return body.data as T;
  if (response.status >= 400 && response.status < 500) {
    throw new ApiRefusal(body.error ?? `HTTP ${response.status}`, response.status, body);
  }
  throw new Error(`${url} answered ${response.status}`);
}

const post = <T>(url: string, body: unknown) => call<T>(url, { method: 'POST', body: JSON.stringify(body) });

export interface StartBody {
  email: string;
  stock_id: number;
  brand_id: number;
  model: string;
  chassis: string;
  family: string;
  family_id: number;
  promotion_code?: string;
}

export const startOperation = (body: StartBody) => post<OperationView>(DEALERSHIP_API.start, body);

/** What a page changes of an operation; the server reads nothing else (docs/product.md §D2). */
export interface OperationChanges {
  email?: string;
  cash_amount?: number | string;
  used_vehicles?: { valuation_id: string }[];
  credit_id?: number;
  /** Pesos: the amount the buyer asks to finance (docs/decisions/0014). */
  credit_amount?: number;
  customer?: Partial<Record<'name' | 'lastname' | 'email' | 'telephone' | 'address' | 'dni', string>>;
  purchase?: Partial<{
    name: string;
    lastname: string;
    email: string;
    dni: string;
    telephone: string;
    birthdate: string;
    marital_status_id: number | null;
  }>;
}

export const updateOperation = (code: string, version: number, changes: OperationChanges) =>
  post<OperationView>(DEALERSHIP_API.update, { code, version, ...changes });

export interface PromotionTarget {
  brand_id: number;
  family: string;
  chassis: string;
}

export const discoverPromotion = (target: PromotionTarget) =>
  call<PublicPromotion | null>(withQuery(DEALERSHIP_API.discoverPromotion, { ...target }));

export const checkPromotionCode = (code: string, target: PromotionTarget) =>
  call<PublicPromotion>(withQuery(DEALERSHIP_API.promotion, { code, ...target }));

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

/** Plans that can finance `loanAmount` pesos of this unit; an empty list when none can. */
export const findCreditPlans = (brandId: number, stockId: number, loanAmount?: number) =>
  call<CreditPlan[]>(
    withQuery(DEALERSHIP_API.creditFind, { brand_id: brandId, vehicle: stockId, loan_amount: loanAmount }),
  );

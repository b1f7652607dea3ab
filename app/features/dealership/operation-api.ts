import type { FieldIssue, OperationView } from '#domain/operation/operation';

/**
 * docs/product.md §7 endpoints the digital-dealership pages call from the browser, and the calls that more than one
 * page makes. A call only one page makes lives beside it (used-vehicle-api.ts, use-promotion-code.ts, credit-page.tsx),
 * so the other steps don't ship it.
 */
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

export const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

export async function readJson(
  response: Response,
): Promise<{ data?: unknown; error?: string; message?: string }> {
  try {
    return (await response.json()) as { data?: unknown; error?: string };
  } catch {
    return {};
  }
}

/** The whole answer; network failures and 5xx throw a plain Error, a 4xx with a body throws ApiRefusal. */
async function answerOf(url: string, init?: RequestInit) {
  const response = await fetch(url, {
    ...init,
    headers: init?.body ? JSON_HEADERS : { accept: 'application/json' },
  });
  const body = await readJson(response);
  if (response.ok) return body;
  if (response.status >= 400 && response.status < 500) {
    throw new ApiRefusal(body.error ?? `HTTP ${response.status}`, response.status, body);
  }
  throw new Error(`${url} answered ${response.status}`);
}

/** The answer's data; failures as `answerOf` throws them. */
export const call = async <T>(url: string, init?: RequestInit): Promise<T> =>
  (await answerOf(url, init)).data as T;

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
  /** The visit's source (app/lib/sent-visit-source.ts). */
  source?: unknown;
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
    cuit: string;
    iva_condition: string;
  }>;
}

/** The operation as saved, and the values the server refused, each at its field (docs/product.md §7). */
export const updateOperation = async (code: string, version: number, changes: OperationChanges) => {
  const body = await answerOf(DEALERSHIP_API.update, {
    method: 'POST',
    body: JSON.stringify({ code, version, ...changes }),
  });
  return body as { data: OperationView; refused?: FieldIssue[] };
};

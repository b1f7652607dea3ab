import { z } from 'zod';
import { BRANDS } from './brands';
import type { FulfilmentStage } from './operation-fulfilment';
import type { OperationStatus } from './operation-status';
import { hasControlCharacters } from './text';

/**
 * The reservations desk (issue 15, docs/decisions/0026): every operation, from the e-mail at start to the delivery or
 * the cancellation, as staff list, filter and open it. The server reads with these filters (server/dealership); the
 * page keeps them in its address, so a filtered list can be bookmarked and shared.
 */

export const DESK_PAGE_SIZE = 25;

/**
 * Where an operation is, as one value: its status, and for a reserved one the fulfilment stage it has reached
 * (a `reserved` operation is always in one of the four stages, docs/decisions/0026).
 */
export const DESK_STAGES = [
  'started',
  'payment_selected',
  'data_complete',
  'payment_pending',
  'awaiting_documents',
  'documents_received',
  'delivery_scheduled',
  'delivered',
  'cancelled',
  'expired',
] as const;
export type DeskStage = (typeof DESK_STAGES)[number];

export const DESK_STAGE_LABELS: Readonly<Record<DeskStage, string>> = {
  started: 'Iniciada',
  payment_selected: 'Forma de pago elegida',
  data_complete: 'Datos completos',
  payment_pending: 'Pago en curso',
  awaiting_documents: 'Reservada: falta documentación',
  documents_received: 'Documentación recibida',
  delivery_scheduled: 'Entrega programada',
  delivered: 'Entregada',
  cancelled: 'Cancelada',
  expired: 'Vencida',
};

export function deskStage(status: OperationStatus, fulfilment: FulfilmentStage): DeskStage {
  return status === 'reserved' ? fulfilment : status;
}

/** Which instant the date range reads: when the buyer started, or when the deposit was approved. */
export const DESK_DATE_FIELDS = ['creada', 'reservada'] as const;
export type DeskDateField = (typeof DESK_DATE_FIELDS)[number];

export const DESK_DATE_FIELD_LABELS: Readonly<Record<DeskDateField, string>> = {
  creada: 'Fecha de inicio',
  reservada: 'Fecha de reserva',
};

export interface DeskFilters {
  /** Code, e-mail, name, DNI or chassis. */
  q?: string;
  brandId?: number;
  stage?: DeskStage;
  /** The delivery location (`locations.id`). */
  locationId?: number;
  dateField: DeskDateField;
  /** 'YYYY-MM-DD', days in Mendoza, both included. */
  from?: string;
  to?: string;
  page: number;
}

/** The address's query keys (Spanish, as the addresses are). */
export const DESK_QUERY_KEYS = {
  q: 'q',
  brandId: 'marca',
  stage: 'estado',
  locationId: 'sucursal',
  dateField: 'fecha',
  from: 'desde',
  to: 'hasta',
  page: 'pagina',
} as const satisfies Record<keyof DeskFilters, string>;

export const SEARCH_MAX_LENGTH = 120;

/** A search term: trimmed, inner runs of spaces as one, without control characters, at most 120 characters. */
export const searchTermSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .max(SEARCH_MAX_LENGTH, `La búsqueda puede tener hasta ${SEARCH_MAX_LENGTH} caracteres.`)
      .refine((value) => !hasControlCharacters(value), 'La búsqueda tiene caracteres no válidos.'),
  );

/** A whole number of at least 1, as an address carries it. */
export const positiveIdSchema = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message));

/** A day as 'YYYY-MM-DD' that exists in the calendar. */
export const isoDaySchema = (message: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, message);

const BRAND_IDS = new Set<number>(BRANDS.map((brand) => brand.id));

const deskFieldSchemas = {
  q: searchTermSchema,
  brandId: positiveIdSchema('Elegí una marca de la lista.').refine(
    (id) => BRAND_IDS.has(id),
    'Elegí una marca de la lista.',
  ),
  stage: z.enum(DESK_STAGES, 'Elegí un estado de la lista.'),
  locationId: positiveIdSchema('Elegí una sucursal de la lista.'),
  dateField: z.enum(DESK_DATE_FIELDS, 'Elegí qué fecha filtrar: de inicio o de reserva.'),
  from: isoDaySchema('La fecha «desde» no es válida.'),
  to: isoDaySchema('La fecha «hasta» no es válida.'),
  page: positiveIdSchema('El número de página no es válido.'),
} satisfies Record<keyof DeskFilters, z.ZodType>;

export interface ParsedQuery<Filters> {
  filters: Filters;
  /** What was left out, and why, in the words the page shows. */
  issues: string[];
}

/**
 * Reads a query field by field: a value that is not valid is left out (the list shows as if it were not there) and
 * its message is returned for the page to show, so a mistyped address never fails the page.
 */
export function parseQueryFields<Schemas extends Record<string, z.ZodType>>(
  params: URLSearchParams,
  schemas: Schemas,
  keys: { [K in keyof Schemas]: string },
): { values: { [K in keyof Schemas]?: z.output<Schemas[K]> }; issues: string[] } {
  const values: { [K in keyof Schemas]?: z.output<Schemas[K]> } = {};
  const issues: string[] = [];
  for (const field of Object.keys(schemas) as (keyof Schemas & string)[]) {
    const raw = params.get(keys[field]);
    if (raw === null || raw.trim() === '') continue;
    const result = (schemas[field] as z.ZodType).safeParse(raw);
    if (result.success) {
      // An empty search after trimming is no search.
      if (result.data !== '') values[field] = result.data as z.output<Schemas[typeof field]>;
    } else {
      issues.push(result.error.issues[0]?.message ?? 'Un filtro no es válido.');
    }
  }
  return { values, issues };
}

export const DATE_RANGE_MESSAGE = 'La fecha «desde» es posterior a la fecha «hasta»: se ignoró el rango.';

export function parseDeskQuery(params: URLSearchParams): ParsedQuery<DeskFilters> {
  const { values, issues } = parseQueryFields(params, deskFieldSchemas, DESK_QUERY_KEYS);
  const filters: DeskFilters = { ...values, dateField: values.dateField ?? 'creada', page: values.page ?? 1 };
  if (filters.from && filters.to && filters.from > filters.to) {
    delete filters.from;
    delete filters.to;
    issues.push(DATE_RANGE_MESSAGE);
  }
  return { filters, issues };
}

/** The address of a filtered list: only what differs from the defaults. */
export function deskQueryString(filters: Partial<DeskFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set(DESK_QUERY_KEYS.q, filters.q);
  if (filters.brandId) params.set(DESK_QUERY_KEYS.brandId, String(filters.brandId));
  if (filters.stage) params.set(DESK_QUERY_KEYS.stage, filters.stage);
  if (filters.locationId) params.set(DESK_QUERY_KEYS.locationId, String(filters.locationId));
  if (filters.dateField && filters.dateField !== 'creada' && (filters.from || filters.to))
    params.set(DESK_QUERY_KEYS.dateField, filters.dateField);
  if (filters.from) params.set(DESK_QUERY_KEYS.from, filters.from);
  if (filters.to) params.set(DESK_QUERY_KEYS.to, filters.to);
  if (filters.page && filters.page > 1) params.set(DESK_QUERY_KEYS.page, String(filters.page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** One line of the desk's list. Instants are ISO strings (loader data crosses to the browser as JSON). */
export interface DeskListRow {
  code: string;
  stage: DeskStage;
  brandId: number;
  brandName: string;
  /** The buyer's name as given, or null before step 2. */
  buyerName: string | null;
  email: string;
  /** Family and model of the unit, as the buyer started from it. */
  vehicle: string;
  chassis: string;
  currency: 'ars' | 'usd';
  totalAmount: number;
  createdAt: string;
  reservedAt: string | null;
  deliveryAt: string | null;
  deliveryLocation: string | null;
}

export interface PageOf<Row> {
  rows: Row[];
  /** Every row that matches, on every page. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export interface DeskChoice {
  id: number;
  name: string;
}

/** What the filters offer: the brands the member may see, and the delivery locations. */
export interface DeskFilterOptions {
  brands: DeskChoice[];
  locations: DeskChoice[];
}

export interface DeskUsedVehicle {
  brand: string;
  model: string;
  vehicle: string;
  year: number;
  kms: number;
  /** Pesos, as quoted. */
  valuation: number;
  /** The same, in the vehicle's currency (what it takes off the total). */
  valuationInVehicleCurrency: number;
  valuedAt: string;
  expiresAt: string;
}

export interface DeskPayment {
  id: string;
  gateway: 'sandbox' | 'mercadopago';
  gatewayPaymentId: string | null;
  status: string;
  statusDetail: string;
  /** Pesos. */
  amount: number;
  installments: number;
  paymentMethod: string;
  refundId: string | null;
  refundedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DeskMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  createdAt: string;
  sentAt: string | null;
}

export interface DeskEvent {
  id: number;
  at: string;
  kind: string;
  /** The staff member's name; null for the buyer or the system. */
  actor: string | null;
  detail: Record<string, unknown>;
  note: string | null;
}

/** Everything the desk's detail page shows of one operation. */
export interface DeskDetail {
  id: number;
  code: string;
  status: OperationStatus;
  fulfilment: FulfilmentStage;
  stage: DeskStage;
  brandId: number;
  brandName: string;
  buyer: {
    email: string;
    name: string | null;
    lastname: string | null;
    dni: string | null;
    telephone: string | null;
    birthdate: string | null;
    maritalStatusId: number | null;
    address: string | null;
  };
  unit: {
    stockUnitId: number;
    family: string;
    model: string;
    chassis: string;
    color: string | null;
    modelYear: number | null;
    /** The unit's catalogue status now: available, held, reserved, sold; null if it left the stock. */
    unitStatus: string | null;
  };
  currency: 'ars' | 'usd';
  usdRate: number | null;
  amounts: {
    unitPrice: number;
    promotionCode: string | null;
    promotionDiscount: number;
    total: number;
    cash: number;
    usedVehicles: number;
    /** The financing in the vehicle's currency. */
    credit: number;
    pending: number;
  };
  usedVehicles: DeskUsedVehicle[];
  credit: {
    planId: number;
    name: string;
    bank: string | null;
    /** Pesos. */
    amount: number;
    installments: number;
    /** Pesos. */
    averageInstallment: number;
  } | null;
  payments: DeskPayment[];
  mails: DeskMail[];
  events: DeskEvent[];
  salesperson: { id: number; fullname: string } | null;
  delivery: { at: string | null; locationId: number | null; location: string | null };
  createdAt: string;
  updatedAt: string;
  reservedAt: string | null;
  documentsReceivedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  cancellationReason: string | null;
  cancellationCode: string | null;
}

export type DeskDetailLookup =
  | { readonly found: true; readonly detail: DeskDetail }
  /** `forbidden`: the operation exists, of a brand the member does not work for. */
  | { readonly found: false; readonly reason: 'not_found' | 'forbidden' };

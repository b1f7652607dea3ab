import type { DeskBulkOutcome, DeskBulkResult, FulfilmentStage } from '../operation/operation-fulfilment';

export type { DeskBulkOutcome, DeskBulkResult };

import type { OperationStatus } from '../operation/operation-status';
import type { ReservationVisitState } from '../operation/reservation-visit';
import type { ExportFile, ExportFormat } from './export-formats';
import {
  LIST_ORDER_KEYS,
  type ListOrder,
  type ListQueryKeys,
  listQueryString,
  type PageOf,
} from './list-query';
import type { StaffActor, StaffMember } from './staff';

/**
 * The reservations desk (issue 15, docs/decisions/0026): every operation, from the e-mail at start to the delivery or
 * the cancellation, as staff list, filter and open it. The server reads with these filters (server/dealership); the
 * page keeps them in its address, so a filtered list can be bookmarked and shared. The address is read by
 * reservations-desk-query.ts (zod, kept out of the pages' code, docs/decisions/0011).
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
export const DESK_DATE_FIELDS = ['creada', 'reservada', 'entrega'] as const;
export type DeskDateField = (typeof DESK_DATE_FIELDS)[number];

export const DESK_DATE_FIELD_LABELS: Readonly<Record<DeskDateField, string>> = {
  creada: 'Fecha de inicio',
  reservada: 'Fecha de reserva',
  entrega: 'Fecha de entrega',
};

/** In the asesor filter: operations with none, or the signed-in person's ("Mis reservas"). */
export const DESK_NO_ADVISOR = 'ninguno';
export const DESK_MINE = 'yo';

/** The columns the desk sorts by, as the address names them; by start, newest first, unless asked. */
export const DESK_SORT_COLUMNS = [
  'codigo',
  'estado',
  'marca',
  'comprador',
  'unidad',
  'total',
  'asesor',
  'inicio',
  'reserva',
  'entrega',
] as const;
export type DeskSortColumn = (typeof DESK_SORT_COLUMNS)[number];
export const DESK_DEFAULT_ORDER = { sort: 'inicio', dir: 'desc' } as const;

export interface DeskFilters extends ListOrder<DeskSortColumn> {
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
  /** Reserved and still waiting for the documents after DOCUMENTS_LATE_HOURS (domain/back-office/today.ts). */
  lateDocuments?: true;
  /** The owner: a staff account's id, none, or the signed-in person's. */
  advisor?: number | typeof DESK_NO_ADVISOR | typeof DESK_MINE;
  page: number;
}

/** The filters with "Mis reservas" read as the member's own id: what the server lists. */
export const deskFiltersFor = (filters: DeskFilters, accountId: number): DeskFilters =>
  filters.advisor === DESK_MINE ? { ...filters, advisor: accountId } : filters;

/** The address's query keys (Spanish, as the addresses are). */
export const DESK_QUERY_KEYS = {
  q: 'q',
  brandId: 'marca',
  stage: 'estado',
  locationId: 'sucursal',
  dateField: 'fecha',
  from: 'desde',
  to: 'hasta',
  lateDocuments: 'documentacion-demorada',
  advisor: 'asesor',
  ...LIST_ORDER_KEYS,
  page: 'pagina',
} as const satisfies ListQueryKeys<DeskFilters>;

/** The query of a filtered list: the date filtered by is said only when it is not the first and a period uses it. */
export const deskQueryString = (filters: Partial<DeskFilters>): string =>
  listQueryString(DESK_QUERY_KEYS, {
    ...filters,
    lateDocuments: filters.lateDocuments ? 'si' : undefined,
    dateField: filters.dateField !== 'creada' && (filters.from || filters.to) ? filters.dateField : undefined,
  });

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
  /** The staff account that owns it. */
  advisor: { id: number; name: string } | null;
}

export interface DeskChoice {
  id: number;
  name: string;
}

/** What the filters offer: the brands the member may see, the delivery locations, and who owns reservations. */
export interface DeskFilterOptions {
  brands: DeskChoice[];
  locations: DeskChoice[];
  /** The active accounts who may act on reservations of those brands: the owner filter and the bulk assignment. */
  advisors: DeskChoice[];
}

/** The desk's bulk actions (issue 33): assign an asesor, or record the documentation as received. */
export const DESK_BULK_ACTIONS = ['assign', 'receive_documents'] as const;
export type DeskBulkAction = (typeof DESK_BULK_ACTIONS)[number];
export const DESK_BULK_ACTION_LABELS: Readonly<Record<DeskBulkAction, string>> = {
  assign: 'Asignar el asesor',
  receive_documents: 'Registrar la documentación recibida',
};

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
  /** The staff account that owns it (docs/decisions/0065). */
  advisor: { id: number; name: string } | null;
  delivery: { at: string | null; locationId: number | null; location: string | null };
  /**
   * The visit the buyer booked after the deposit (docs/decisions/0089): the one to come, else the last one marked
   * (came or not); its page is the team's, on the agenda.
   */
  visit: {
    id: number;
    at: string;
    location: string;
    advisorName: string | null;
    state: ReservationVisitState;
  } | null;
  createdAt: string;
  updatedAt: string;
  reservedAt: string | null;
  documentsReceivedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  cancellationReason: string | null;
  cancellationCode: string | null;
  /** Where the buyer came from, in words (domain/shared/visit-source.ts `visitSourceText`); null if not recorded. */
  origin: string | null;
}

export type DeskDetailLookup =
  | { readonly found: true; readonly detail: DeskDetail }
  /** `forbidden`: the operation exists, of a brand the member does not work for. */
  | { readonly found: false; readonly reason: 'not_found' | 'forbidden' };

/**
 * The desk as the back office's pages reach it (the router context). Every read takes the signed-in member and keeps
 * to the brands they may read (`reservations.read`, domain/back-office/staff.ts); the actions are the fulfilment's
 * (domain/operation/operation-fulfilment.ts).
 */
export interface ReservationsDeskSource {
  /** One page of the list; written to the audit log with its filters and how many operations it showed. */
  list(actor: StaffActor, filters: DeskFilters): Promise<PageOf<DeskListRow>>;
  filterOptions(member: StaffMember): Promise<DeskFilterOptions>;
  detail(member: StaffMember, code: string): Promise<DeskDetailLookup>;
  /** How many operations the list shows with these filters (the list's own count): "Hoy" counts with it. */
  count(member: StaffMember, filters: DeskFilters): Promise<number>;
  /** Every operation the list shows with these filters, as a file; written to the audit log with its format. */
  exportFile(actor: StaffActor, filters: DeskFilters, format: ExportFormat): Promise<ExportFile>;
}

/** How the desk names a payment's status as the gateway reports it (domain/operation/payment.ts). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pendiente',
  in_process: 'En proceso',
  authorized: 'Autorizado',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  cancelled: 'Cancelado',
  refunded: 'Devuelto',
  charged_back: 'Contracargo',
};

export const GATEWAY_LABELS: Readonly<Record<DeskPayment['gateway'], string>> = {
  sandbox: 'Pasarela de prueba',
  mercadopago: 'MercadoPago',
};

/** The outbox's statuses (docs/decisions/0008), as the desk shows them. */
export const MAIL_STATUS_LABELS: Readonly<Record<DeskMail['status'], string>> = {
  pending: 'En cola',
  sending: 'Enviándose',
  sent: 'Enviado',
  failed: 'No se pudo enviar',
};

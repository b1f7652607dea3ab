import { formatNumber } from '../shared/numbers';
import type { ExportFile, ExportFormat } from './export-formats';
import { LIST_ORDER_KEYS, type ListOrder, type ListQueryKeys, type PageOf } from './list-query';
import type { FilledReply, ReplyTemplate } from './reply-templates';
import type { StaffActor, StaffMember } from './staff';
import { STAFF_PATHS, type StaffResult } from './staff-accounts';

/**
 * The leads inbox's vocabulary (docs/decisions/0026): what a lead is and the states staff move it through. Its address
 * and inputs are read by leads-inbox-schemas.ts (zod, kept out of the pages' code, docs/decisions/0011).
 */

export const LEAD_KINDS = ['contact', 'price_request', 'job_application', 'test_drive'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'in_progress', 'answered', 'discarded'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'Nueva',
  in_progress: 'En curso',
  answered: 'Respondida',
  discarded: 'Descartada',
};

export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  contact: 'Contacto',
  price_request: 'Pedido de precio',
  job_application: 'Búsqueda laboral',
  test_drive: 'Prueba de manejo',
};

/** The inbox's address names a lead's kind in Spanish: `/admin/consultas/{slug}/{id}`. */
export const LEAD_KIND_SLUGS: Readonly<Record<LeadKind, string>> = {
  contact: 'contacto',
  price_request: 'precio',
  job_application: 'empleo',
  test_drive: 'prueba',
};

/** A lead's page in the panel: the inbox and the staff's notices by e-mail link to it. */
export const leadPath = (kind: LeadKind, id: number) => `${STAFF_PATHS.leads}/${LEAD_KIND_SLUGS[kind]}/${id}`;

export function leadKindOfSlug(slug: string | undefined): LeadKind | undefined {
  return LEAD_KINDS.find((kind) => LEAD_KIND_SLUGS[kind] === slug);
}

export const INBOX_PAGE_SIZE = 25;

/** `none` in a brand or assignment filter: the leads about no brand, or assigned to nobody. */
export const INBOX_NONE = 'ninguna';

/** In the assignment filter, the signed-in person: "Mis consultas". */
export const INBOX_MINE = 'yo';

/** The columns the inbox sorts by, as the address names them; by date, newest first, unless asked. */
export const INBOX_SORT_COLUMNS = [
  'tipo',
  'estado',
  'marca',
  'nombre',
  'asunto',
  'asignada',
  'fecha',
] as const;
export type InboxSortColumn = (typeof INBOX_SORT_COLUMNS)[number];
export const INBOX_DEFAULT_ORDER = { sort: 'fecha', dir: 'desc' } as const;

export interface InboxFilters extends ListOrder<InboxSortColumn> {
  /** Name, e-mail or phone. */
  q?: string;
  kind?: LeadKind;
  brand?: number | typeof INBOX_NONE;
  status?: LeadStatus;
  /** A staff account's id; `yo` the signed-in person's. */
  assigned?: number | typeof INBOX_NONE | typeof INBOX_MINE;
  /** 'YYYY-MM-DD', days in Mendoza, both included. */
  from?: string;
  to?: string;
  page: number;
}

/** The brand a filter asks for, as `staffMay` takes a record's: none asked (undefined), leads of no brand (null), one. */
export const inboxBrandOf = (filters: Pick<InboxFilters, 'brand'>): number | null | undefined =>
  filters.brand === INBOX_NONE ? null : filters.brand;

/** The address's query keys (Spanish, as the addresses are). */
export const INBOX_QUERY_KEYS = {
  q: 'q',
  kind: 'tipo',
  brand: 'marca',
  status: 'estado',
  assigned: 'asignada',
  from: 'desde',
  to: 'hasta',
  ...LIST_ORDER_KEYS,
  page: 'pagina',
} as const satisfies ListQueryKeys<InboxFilters>;

/** The filters with "Mis consultas" read as the member's own id: what the server lists. */
export const inboxFiltersFor = (filters: InboxFilters, accountId: number): InboxFilters =>
  filters.assigned === INBOX_MINE ? { ...filters, assigned: accountId } : filters;

/** One lead of the inbox's list. Instants are ISO strings. */
export interface InboxRow {
  kind: LeadKind;
  id: number;
  brandId: number | null;
  brandName: string | null;
  /** The contact form's subject, the vehicle of a price request, the position of a job application ('' if none). */
  subject: string;
  name: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  status: LeadStatus;
  assignedTo: { id: number; name: string } | null;
  createdAt: string;
}

export interface InboxNote {
  id: number;
  /** The staff member's name; null once their account is gone. */
  author: string | null;
  body: string;
  createdAt: string;
}

/** One lead with everything the person left, its notes, and for a job application what its CV is. */
export interface InboxDetail extends InboxRow {
  /** The contact message or the applicant's comment. */
  message: string | null;
  /** The kind's other fields, as labelled lines (a second phone, studies, residence zone). */
  fields: { label: string; value: string }[];
  cv: { mimeType: string; bytes: number } | null;
  notes: InboxNote[];
  /** The active staff accounts who may handle it (`leads.act` on its brand): whom it can be assigned to. */
  assignees: InboxChoice[];
  updatedAt: string;
  /** Where the person came from, in words (domain/shared/visit-source.ts `visitSourceText`); null if not recorded. */
  origin: string | null;
  /** Its own history from the audit log, oldest first: state changes, assignments, notes, follow-ups. */
  history: LeadHistoryLine[];
  /** The same person's other leads and reservations the reader may see (docs/decisions/0070). */
  sameBuyer: SameBuyer;
  /** When someone must take it up again, and whether its owner was reminded (docs/decisions/0070). */
  followUp: { at: string; reminded: boolean } | null;
  /** A wa.me link to the person's mobile with a ready message naming the vehicle; null without a usable number. */
  whatsapp: string | null;
  /** The team's reply templates filled for this person, as WhatsApp and e-mail links (docs/decisions/0077). */
  replies: FilledReply[];
}

/** One line of a lead's history: when, who, what, and the change in words ("Estado: Nueva → En curso"). */
export interface LeadHistoryLine {
  id: number;
  at: string;
  who: string;
  what: string;
  changes: { field: string; before: string | null; after: string | null }[];
}

/** The reservations' states a lead's page names. */
export const BUYER_RESERVATION_STATUS_LABELS: Readonly<Record<string, string>> = {
  payment_pending: 'Pago pendiente',
  reserved: 'Reservada',
  cancelled: 'Cancelada',
};

/** How a lead and an earlier one are the same person: by e-mail, phone or DNI. */
export type SameBuyerKey = 'email' | 'phone' | 'dni';
export const SAME_BUYER_KEY_LABELS: Readonly<Record<SameBuyerKey, string>> = {
  email: 'mismo e-mail',
  phone: 'mismo teléfono',
  dni: 'mismo DNI',
};

export interface SameBuyer {
  leads: (LeadRef & { subject: string; status: LeadStatus; createdAt: string; by: SameBuyerKey[] })[];
  reservations: { code: string; status: string; createdAt: string; by: SameBuyerKey[] }[];
  /** Another open lead (new or in progress) of the same person: the page warns of a duplicate. */
  duplicate: (LeadRef & { subject: string }) | null;
}

/** The ready WhatsApp message: the person by name, the dealership's brand and the vehicle they asked about. */
export function leadWhatsappMessage(lead: Pick<InboxRow, 'name' | 'kind' | 'subject' | 'brandName'>): string {
  const from = lead.brandName ? ` de ${lead.brandName}` : '';
  const about =
    lead.kind === 'price_request' && lead.subject
      ? ` por tu consulta sobre el ${lead.subject}`
      : lead.subject
        ? ` por tu consulta "${lead.subject}"`
        : ' por tu consulta';
  return `Hola ${lead.name}, te escribo${from}${about}.`;
}

export interface InboxChoice {
  id: number;
  name: string;
}

/**
 * What the filters and the assignment offer: the brands the member may see, and the active staff accounts who handle
 * leads of those brands (for a `sales` member, not every account).
 */
export interface InboxFilterOptions {
  brands: InboxChoice[];
  staff: InboxChoice[];
}

/** What a bulk action does to each selected lead (issue 33): assign it, move it to a state, or discard it. */
export const INBOX_BULK_ACTIONS = ['assign', 'status', 'discard'] as const;
export type InboxBulkAction = (typeof INBOX_BULK_ACTIONS)[number];

export const INBOX_BULK_ACTION_LABELS: Readonly<Record<InboxBulkAction, string>> = {
  assign: 'Asignar',
  status: 'Cambiar el estado',
  discard: 'Descartar',
};

/** A lead as a bulk form names it: `contacto-12`. */
export const leadKey = (lead: LeadRef) => `${LEAD_KIND_SLUGS[lead.kind]}-${lead.id}`;

export function leadOfKey(key: string): LeadRef | undefined {
  const match = /^([a-z]+)-(\d{1,9})$/.exec(key);
  const kind = leadKindOfSlug(match?.[1]);
  return kind && match ? { kind, id: Number(match[2]) } : undefined;
}

/** What a bulk action did: each lead's outcome, changed or refused with why (every record checked on its own). */
export interface BulkOutcome {
  changed: number;
  unchanged: number;
  refused: { key: string; message: string }[];
}

export type InboxBulkResult =
  | { ok: true; outcome: BulkOutcome }
  | { ok: false; status: 400; message: string; fieldErrors?: Partial<Record<string, string>> };

export interface LeadRef {
  kind: LeadKind;
  id: number;
}

export type InboxLookup =
  | { readonly found: true; readonly lead: InboxDetail }
  | { readonly found: false; readonly reason: 'not_found' | 'forbidden' };

export type InboxResult =
  /** `unchanged`: the lead already was so; nothing was written. */
  | { ok: true; message: string; unchanged?: true }
  | {
      ok: false;
      status: 400 | 403 | 404 | 422;
      message: string;
      /** The message of each form field at fault (by its name), as the back office's other forms answer. */
      fieldErrors?: Partial<Record<string, string>>;
    };

export type InboxPage = PageOf<InboxRow>;

/** A CV's size as the inbox and the applicant's e-mail show it: whole KB, never 0 ("12 KB"). */
export const cvSizeText = (bytes: number): string =>
  `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** A CV as it is handed to a signed-in member: its bytes, its type, and the name it is saved under. */
export type CvDownload =
  | {
      readonly found: true;
      readonly body: ReadableStream<Uint8Array>;
      readonly mimeType: string;
      readonly fileName: string;
      readonly bytes: number;
    }
  | { readonly found: false; readonly reason: 'not_found' | 'forbidden' };

/** The CSV export of a filtered inbox (every page): the file's text and the name it is saved under. */

/**
 * The inbox as the back office's pages reach it (the router context). Every method takes the signed-in member (or the
 * actor, for changes) and checks their role and the lead's brand on the server: reads need `leads.read`, changes
 * `leads.act` (domain/back-office/staff.ts `staffMay`); each change is written to the audit log with before and after.
 */
export interface LeadsInboxSource {
  /** One page of the list; written to the audit log with its filters and how many leads it showed. */
  list(actor: StaffActor, filters: InboxFilters): Promise<InboxPage>;
  filterOptions(member: StaffMember): Promise<InboxFilterOptions>;
  detail(member: StaffMember, lead: LeadRef): Promise<InboxLookup>;
  /** `{ status }`. */
  setStatus(actor: StaffActor, lead: LeadRef, input: unknown): Promise<InboxResult>;
  /** `{ account_id }`: an active staff account who may read the lead, or '' for nobody. */
  assign(actor: StaffActor, lead: LeadRef, input: unknown): Promise<InboxResult>;
  /** `{ note }`. */
  addNote(actor: StaffActor, lead: LeadRef, input: unknown): Promise<InboxResult>;
  /** `{ follow_up_date, follow_up_time }` on Mendoza's clock; both empty clears it. */
  setFollowUp(actor: StaffActor, lead: LeadRef, input: unknown): Promise<InboxResult>;
  /** Every lead the filters match, as a CSV or an .xlsx (export-columns.ts); written to the audit log with its filters and how many leads it held. */
  exportFile(actor: StaffActor, filters: InboxFilters, format: ExportFormat): Promise<ExportFile>;
  /**
   * `{ action, leads: ['contacto-12', …], account_id?, status? }`: the action on each lead, each in its own
   * transaction with its own checks (role, brand) and its own audit entry.
   */
  bulk(actor: StaffActor, input: unknown): Promise<InboxBulkResult>;
  /** A job application's CV; the download is written to the audit log. */
  cv(actor: StaffActor, id: number): Promise<CvDownload>;
  /** The reply templates (docs/decisions/0077): read with `leads.read`. */
  replyTemplates(member: StaffMember): Promise<ReplyTemplate[]>;
  /** `{ name, body }`: a new template (`id` null) or a change; needs `leads.act` on some brand, audited. */
  saveReplyTemplate(actor: StaffActor, id: number | null, input: unknown): Promise<StaffResult>;
  /** Removes a template; needs `leads.act` on some brand, audited. */
  removeReplyTemplate(actor: StaffActor, id: number): Promise<StaffResult>;
  /**
   * The leads the list shows with these filters (the list's own query, `yo` read as the member as the list reads it),
   * the oldest first: how many in all and the first `limit`. "Hoy" (domain/back-office/today.ts) shows them without
   * who sent them, so it is not a bulk read.
   */
  oldest(
    member: StaffMember,
    filters: InboxFilters,
    limit: number,
  ): Promise<{ total: number; rows: InboxRow[] }>;
}

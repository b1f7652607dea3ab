import { formatNumber } from '../shared/numbers';
import type { ListQueryKeys, PageOf } from './list-query';
import type { StaffActor, StaffMember } from './staff';

/**
 * The leads inbox's vocabulary (docs/decisions/0026): what a lead is and the states staff move it through. Its address
 * and inputs are read by leads-inbox-schemas.ts (zod, kept out of the pages' code, docs/decisions/0011).
 */

export const LEAD_KINDS = ['contact', 'price_request', 'job_application'] as const;
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
};

/** The inbox's address names a lead's kind in Spanish: `/admin/consultas/{slug}/{id}`. */
export const LEAD_KIND_SLUGS: Readonly<Record<LeadKind, string>> = {
  contact: 'contacto',
  price_request: 'precio',
  job_application: 'empleo',
};

export function leadKindOfSlug(slug: string | undefined): LeadKind | undefined {
  return LEAD_KINDS.find((kind) => LEAD_KIND_SLUGS[kind] === slug);
}

export const INBOX_PAGE_SIZE = 25;

/** `none` in a brand or assignment filter: the leads about no brand, or assigned to nobody. */
export const INBOX_NONE = 'ninguna';

export interface InboxFilters {
  /** Name, e-mail or phone. */
  q?: string;
  kind?: LeadKind;
  brand?: number | typeof INBOX_NONE;
  status?: LeadStatus;
  /** A staff account's id. */
  assigned?: number | typeof INBOX_NONE;
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
  page: 'pagina',
} as const satisfies ListQueryKeys<InboxFilters>;

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
}

export interface InboxChoice {
  id: number;
  name: string;
}

/** What the filters and the assignment offer: the brands the member may see, and the active staff accounts. */
export interface InboxFilterOptions {
  brands: InboxChoice[];
  staff: InboxChoice[];
}

export interface LeadRef {
  kind: LeadKind;
  id: number;
}

export type InboxLookup =
  | { readonly found: true; readonly lead: InboxDetail }
  | { readonly found: false; readonly reason: 'not_found' | 'forbidden' };

export type InboxResult =
  | { ok: true; message: string }
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
export interface InboxExport {
  fileName: string;
  text: string;
}

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
  /** Every matching lead as a file; written to the audit log with its filters and how many leads it held. */
  exportCsv(actor: StaffActor, filters: InboxFilters): Promise<InboxExport>;
  /** A job application's CV; the download is written to the audit log. */
  cv(actor: StaffActor, id: number): Promise<CvDownload>;
}

/** How the audit log names the inbox's actions (server/leads/inbox.ts), for its page's labels. */
export const LEAD_AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'lead.status': 'Cambió el estado de una consulta',
  'lead.assign': 'Asignó una consulta',
  'lead.note': 'Agregó una nota a una consulta',
  'lead.cv_download': 'Descargó un currículum',
  'lead.list': 'Vio la lista de consultas',
  'lead.export': 'Exportó las consultas a un archivo',
};

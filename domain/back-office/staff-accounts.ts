import { BRANDS } from '../catalogue/brands';
import type { FieldErrors } from '../shared/field-errors';
import type { AuditFilter } from './audit-log-query';
import type { ConfirmationAsked } from './confirmations';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, type StaffActor, type StaffRole } from './staff';

/**
 * The back office's own forms and what the server answers them (docs/product.md §6): signing in, one-time links to set
 * a password, staff accounts and the audit log. The pages and the server validate with the same schemas.
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** The answer to a wrong e-mail, a wrong password, a deactivated account: the same, so no one learns who has one. */
export const SIGN_IN_REFUSED = 'El e-mail o la contraseña no son correctos.';

/** How long a one-time link works: a reset soon, a new account's first password within a few days. */
export const RESET_LINK_HOURS = 1;
export const SET_PASSWORD_LINK_HOURS = 72;

/** The answer to a reset request, whether or not the e-mail has an account. */
export const RESET_REQUESTED = `Si el e-mail corresponde a una cuenta activa, te enviamos un enlace para elegir una contraseña nueva. Vence en ${RESET_LINK_HOURS} hora y sirve una sola vez.`;

/**
 * What a post says when its session had ended (expired, or signed out in another tab): a 401, never the 403 of a role
 * without the permission (docs/decisions/0075).
 */
export const SESSION_ENDED = 'Tu sesión terminó, ingresá otra vez.';

/** The sign-in page that brings the person back to `here` (a path of the panel) afterwards. */
export const signInAgainPath = (here: string) => `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(here)}`;

/** The form field, and the header for other clients, that carries a request's CSRF token. */
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export const STAFF_PATHS = {
  home: ADMIN_HOME_PATH,
  login: ADMIN_LOGIN_PATH,
  signOut: '/admin/salir',
  reset: '/admin/restablecer',
  staff: '/admin/personal',
  audit: '/admin/auditoria',
  reservations: '/admin/reservas',
  leads: '/admin/consultas',
  news: '/admin/noticias',
  stories: '/admin/historias',
  banners: '/admin/banners',
  popups: '/admin/popups',
  promotions: '/admin/promociones',
  stock: '/admin/stock',
  models: '/admin/modelos',
  usedPrices: '/admin/precios-usados',
  financing: '/admin/financiacion',
  site: '/admin/sitio',
  mailOutbox: '/admin/correo',
  agenda: '/admin/agenda',
  leadReplies: '/admin/consultas/respuestas',
} as const;

/** The brands a `sales` account may be given. */
export const STAFF_BRAND_OPTIONS = BRANDS.map((brand) => ({ id: brand.id as number, name: brand.name }));

export const AUDIT_PAGE_SIZE = 50;

/** The one-time link's page: `/admin/restablecer/{token}`. */
export const passwordLinkPath = (token: string) => `${STAFF_PATHS.reset}/${token}`;

/** A staff account as the back office lists it (never its password hash). */
export interface StaffAccountView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  brandIds: readonly number[];
  active: boolean;
  /** Whether the person has chosen a password yet. */
  hasPassword: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
}

export interface AuditEntryView {
  id: number;
  at: Date;
  accountId: number | null;
  accountEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  ipAddress: string | null;
}

export interface AuditPage {
  entries: AuditEntryView[];
  page: number;
  pages: number;
  total: number;
  /** Every action and subject type the log holds, and every account, for the filters' choices. */
  actions: string[];
  subjectTypes: string[];
  people: { id: number; email: string; name: string }[];
  /** The names of the page's records, by `${subjectType}:${subjectId}`; a record without one keeps its code. */
  names: Record<string, string>;
}

export type { FieldErrors };

export type StaffResult<T = object> =
  | ({ ok: true; message: string } & T)
  | {
      ok: false;
      status: 400 | 401 | 403 | 404 | 409 | 422 | 429;
      message: string;
      fieldErrors?: FieldErrors;
      /** Set when the change waits for a confirmation (confirmations.ts): what it would change. */
      confirm?: ConfirmationAsked;
    };

/**
 * Signing in and out and the one-time links, bound to one request: its client address (for the limits and the audit
 * log) and its cookies, which the server sets on the answer.
 */
export interface StaffAuth {
  /**
   * The token the sign-in and reset forms carry before anyone is signed in (a double-submit cookie): the server
   * refuses their posts without it.
   */
  formToken: string;
  /** Checks the limits and the password, and starts a new session (a new cookie) on success. */
  signIn(input: unknown): Promise<StaffResult>;
  /** Ends this request's session: its row is deleted, its cookie cleared. */
  signOut(): Promise<void>;
  /** Sends a reset link when the e-mail has an active account; the answer is the same either way. */
  requestPasswordReset(input: unknown): Promise<StaffResult>;
  /** What a one-time link is for, while it still works. */
  passwordLink(token: string): Promise<{ purpose: 'set_password' | 'reset_password'; email: string } | null>;
  /** Uses the link once: sets the password and ends every session of the account. */
  setPassword(token: string, input: unknown): Promise<StaffResult>;
}

/**
 * Staff accounts and the audit log, for administrators. Every call takes the actor from `requireStaff` and checks
 * again that they may (`staff.manage`, `audit.read`); every change is written to the audit log with before and after.
 */
export interface StaffDirectory {
  accounts(actor: StaffActor): Promise<StaffAccountView[]>;
  account(actor: StaffActor, id: number): Promise<StaffAccountView | null>;
  /** Creates the account without a password and e-mails it a link to choose one. */
  create(actor: StaffActor, input: unknown): Promise<StaffResult<{ id: number }>>;
  /** Name, role and brands. */
  change(actor: StaffActor, id: number, input: unknown): Promise<StaffResult>;
  /** Deactivating ends the account's sessions; nobody leaves the site without an active administrator. */
  setActive(actor: StaffActor, id: number, active: boolean): Promise<StaffResult>;
  /** E-mails a reset link (or, for an account without a password yet, a new link to choose one). */
  sendPasswordLink(actor: StaffActor, id: number): Promise<StaffResult>;
  audit(actor: StaffActor, filter: AuditFilter): Promise<AuditPage>;
}

/** How the audit log names the kinds of records. */
export const AUDIT_SUBJECT_LABELS: Readonly<Record<string, string>> = {
  staff_account: 'Cuenta del personal',
  operation: 'Operación',
  lead: 'Consulta',
  operation_list: 'Lista de reservas',
  lead_list: 'Lista de consultas',
  lead_reply: 'Respuesta para consultas',
  news: 'Noticia',
  story: 'Historia',
  promotion: 'Promoción',
  credit_plan: 'Plan de crédito',
  usd_rate: 'Cotización del dólar',
  used_guide: 'Guía de precios de usados',
  banner: 'Banner',
  popup: 'Popup',
  family: 'Modelo',
  version: 'Versión',
  stock_unit: 'Unidad',
  stock_file: 'Archivo de stock',
  contact_method: 'Contacto',
  location: 'Sucursal',
  salesperson: 'Vendedor',
  brand: 'Marca',
  site: 'Sitio',
  mail_outbox: 'Correo saliente',
};

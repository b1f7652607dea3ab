/**
 * The back office's people (docs/decisions/0026): who may sign in, what each role may do and over which brands. The
 * server checks every route and action with these functions; the pages use them only to hide what would be refused.
 */

export const STAFF_ROLES = ['admin', 'sales', 'content', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: 'Administración',
  sales: 'Ventas',
  content: 'Contenidos',
  viewer: 'Consulta',
};

/** A signed-in person as every back-office route sees them. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The brands a `sales` person works for; ignored for the other roles. */
  brandIds: readonly number[];
}

/** Who did it and from where: every staff action carries this down to the write it makes (and to the audit log). */
export interface StaffActor {
  member: StaffMember;
  /** The client's address, as the server sees it behind its proxies. */
  ipAddress: string | null;
}

/** A signed-in request: who, and the token every state-changing request of this session must carry. */
export interface StaffSession {
  actor: StaffActor;
  csrfToken: string;
}

/** What a member may be allowed to do; the brand, where one is given, is the record's (see `staffMay`). */
export const STAFF_PERMISSIONS = [
  'reservations.read',
  'reservations.act',
  'reservations.cancel_outside_window',
  'leads.read',
  'leads.act',
  'staff.manage',
  'audit.read',
  'content.edit',
  'prices.edit',
  'channels.edit',
  'stock.photos',
  'mail.outbox',
  'agenda.read',
  'reservations.undo',
  'funnel.read',
  'agenda.edit',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const SALES_PERMISSIONS: ReadonlySet<StaffPermission> = new Set([
  'reservations.read',
  'reservations.act',
  'leads.read',
  'leads.act',
  'stock.photos',
  'agenda.read',
  'agenda.edit',
]);

const CONTENT_PERMISSIONS: ReadonlySet<StaffPermission> = new Set([
  'content.edit',
  'stock.photos',
  'funnel.read',
]);

const VIEWER_PERMISSIONS: ReadonlySet<StaffPermission> = new Set([
  'reservations.read',
  'leads.read',
  'agenda.read',
]);

/**
 * The one rule of who may do what (docs/product.md §6):
 * - `admin`: everything, every brand;
 * - `sales`: reads and acts on reservations and leads of the brands in `brandIds` only, and photographs their units;
 * - `content`: edits the site's content (news, stories, banners, popups, the site's contacts, the models' texts and
 *   pictures) and the units' photos, of every brand;
 * - `prices.edit` (what costs or discounts money: promotions, stock and its prices, the used-vehicle guide, credit
 *   plans, the dollar rate, deposits) is the administrators' alone (docs/decisions/0031);
 * - `channels.edit` (the e-mails, phones, WhatsApp numbers and links where visitors' personal data goes and, in a
 *   record that holds one, what decides where it receives it, domain/back-office/contact-channels.ts) is the administrators' alone
 *   too (docs/decisions/0045);
 * - `mail.outbox` (the e-mail outbox's health, and a new round of attempts for the messages it gave up on) is the
 *   administrators' alone too;
 * - `agenda.read` (the branches' calendars, docs/product.md §6 "The branch calendar"): a `sales` member sees their
 *   brands' appointments only, the caller filters them;
 * - `agenda.edit` (a branch's demo units for test drives, docs/decisions/0087): a `sales` member adds and removes the demo
 *   units of their brands' versions; a branch's slot length and closures are of no brand (`null`): administrators only;
 * - `reservations.undo` (putting a reservation back from "documentación recibida" or "entregada" within a day) is the
 *   administrators' alone (docs/decisions/0072);
 * - `funnel.read` (the marketing view of "Hoy": the sales funnel by week, brand and source, and the demand, alerts per
 *   family and the most used searches; counts only) is the administrators' and the content ("marketing") role's
 *   (docs/decisions/0063, 0086);
 * - `viewer`: reads reservations and leads of every brand, and does nothing.
 *
 * `brandId` is the brand of the record at hand: a number for a record of that brand, `null` for a record of no brand
 * (a job application, a general contact message), which only the roles that see every brand may touch. Left out, the
 * question is whether the member may do it at all (open the list, show the link): for `sales`, on at least one brand.
 */
export function staffMay(
  member: Pick<StaffMember, 'role' | 'brandIds'>,
  permission: StaffPermission,
  brandId?: number | null,
): boolean {
  switch (member.role) {
    case 'admin':
      return true;
    case 'viewer':
      return VIEWER_PERMISSIONS.has(permission);
    case 'content':
      return CONTENT_PERMISSIONS.has(permission);
    case 'sales':
      if (!SALES_PERMISSIONS.has(permission)) return false;
      if (brandId === undefined) return member.brandIds.length > 0;
      return brandId !== null && member.brandIds.includes(brandId);
  }
}

/** The permissions whose forms take files: the site's pictures and story videos, the units' photos, price files. */
const UPLOAD_PERMISSIONS: readonly StaffPermission[] = ['content.edit', 'stock.photos', 'prices.edit'];

/** Whether any form the member may send takes files: nobody else's post may be as large as an upload. */
export function staffMayUpload(member: Pick<StaffMember, 'role' | 'brandIds'>): boolean {
  return UPLOAD_PERMISSIONS.some((permission) => staffMay(member, permission));
}

/**
 * The brands whose records a member may see or act on for `permission`, for a list's filter: `'all'` (records of no
 * brand included), the brand ids, or an empty list when none. Agrees with `staffMay` record by record.
 */
export function staffBrandScope(
  member: Pick<StaffMember, 'role' | 'brandIds'>,
  permission: StaffPermission,
): 'all' | readonly number[] {
  if (!staffMay(member, permission)) return [];
  return member.role === 'sales' ? member.brandIds : 'all';
}

/** Where the back office lives, and its sign-in page. */
export const ADMIN_HOME_PATH = '/admin';
export const ADMIN_LOGIN_PATH = '/admin/login';

/**
 * Where to go after signing in: a path of this site under /admin (not the sign-in page itself), or the desk's home.
 * Anything else (another site, `//host`, a backslash trick) is ignored.
 */
export function safeAdminNext(next: unknown): string {
  if (typeof next !== 'string' || next.length > 500) return ADMIN_HOME_PATH;
  if (!/^\/admin(?:[/?#]|$)/.test(next)) return ADMIN_HOME_PATH;
  if (/[\\\s]|\/\//.test(next)) return ADMIN_HOME_PATH;
  const path = next.split(/[?#]/)[0] ?? '';
  if (path === ADMIN_LOGIN_PATH || path.startsWith(`${ADMIN_LOGIN_PATH}/`)) return ADMIN_HOME_PATH;
  return next;
}

import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffMember, StaffRole } from '#domain/back-office/staff';
import { CSRF_FIELD, CSRF_HEADER } from '#domain/back-office/staff-accounts';
import type { Database } from '../../server/db/client';
import { mailOutbox, staffAccounts, staffSessions } from '../../server/db/schema';
import { hashPassword, memberOf } from '../../server/staff';
import { startSession } from '../../server/staff/sessions';
import { newToken } from '../../server/staff/tokens';

/** The password every factory-made account gets unless told otherwise (12 characters or more, as the rule asks). */
export const TEST_STAFF_PASSWORD = 'contraseña de prueba 2026';

export interface StaffOverrides {
  email?: string;
  name?: string;
  role?: StaffRole;
  brandIds?: number[];
  /** null: the account has not chosen one yet. */
  password?: string | null;
  active?: boolean;
}

/** A staff account in the database, with a unique e-mail; a sales account works for Volkswagen (1) by default. */
export async function createStaffMember(
  db: Database,
  overrides: StaffOverrides = {},
): Promise<StaffMember & { password: string | null }> {
  const role = overrides.role ?? 'sales';
  const password = overrides.password === undefined ? TEST_STAFF_PASSWORD : overrides.password;
  const [account] = await db
    .insert(staffAccounts)
    .values({
      email: (overrides.email ?? `${role}-${randomBytes(4).toString('hex')}@territorio.test`).toLowerCase(),
      name: overrides.name ?? `Persona de ${role}`,
      role,
      brandIds: overrides.brandIds ?? (role === 'sales' ? [1] : []),
      passwordHash: password === null ? null : await hashPassword(password),
      active: overrides.active ?? true,
    })
    .returning();
  if (!account) throw new Error('staff account not created');
  return { ...memberOf(account), password };
}

/** A signed-in browser: the cookie header it sends and the CSRF token its forms carry. */
export interface StaffBrowser {
  cookie: string;
  csrfToken: string;
}

/** Over https the cookies' names carry the __Host- prefix (server/staff/requests.ts). */
const cookieName = (name: string, options: { https?: boolean }) => (options.https ? `__Host-${name}` : name);

/**
 * Signs the member in directly (a session row), as the sign-in form would, without its limits or its hashing. Pass
 * `https` for an app whose PUBLIC_URL is https.
 */
export async function signedIn(
  db: Database,
  member: Pick<StaffMember, 'id'>,
  options: { https?: boolean } = {},
): Promise<StaffBrowser> {
  const { token, csrfToken } = await startSession(db, member.id);
  return { cookie: `${cookieName('staff_session', options)}=${token}`, csrfToken };
}

/** A browser before signing in: its form-token cookie, and the same token for the form (double submit). */
export function anonymousBrowser(options: { https?: boolean } = {}): StaffBrowser {
  const token = newToken();
  return { cookie: `${cookieName('staff_form', options)}=${token}`, csrfToken: token };
}

/** A GET of a back-office page by this browser (or by nobody). */
export function staffGet(browser?: StaffBrowser): RequestInit {
  return { headers: browser ? { cookie: browser.cookie } : {} };
}

/**
 * A form post of a back-office page by this browser, carrying its CSRF token in the `_csrf` field unless
 * `csrf: false` (or another token is given).
 */
export function staffPost(
  browser: StaffBrowser | undefined,
  fields: Record<string, string | string[] | undefined> = {},
  options: { csrf?: string | false } = {},
): RequestInit {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      body.append(name, one);
  const token = options.csrf === undefined ? browser?.csrfToken : options.csrf;
  if (token) body.set(CSRF_FIELD, token);
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(browser ? { cookie: browser.cookie } : {}),
    },
    body,
  };
}

/**
 * A multipart form post by this browser, as a form with file fields sends it (`encType="multipart/form-data"`):
 * a `Blob` or `File` value is a chosen file (several for a multiple input). Carries the CSRF token like `staffPost`.
 */
export function staffUpload(
  browser: StaffBrowser | undefined,
  fields: Record<string, string | Blob | readonly (string | Blob)[] | undefined>,
  options: { csrf?: string | false } = {},
): RequestInit {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      body.append(name, one as string | Blob);
  const token = options.csrf === undefined ? browser?.csrfToken : options.csrf;
  if (token) body.set(CSRF_FIELD, token);
  return { method: 'POST', headers: browser ? { cookie: browser.cookie } : {}, body };
}

/** The same post as React Router's client sends it (`/page.data`), with the token in the header instead. */
export function staffDataPost(browser: StaffBrowser, fields: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: browser.cookie,
      [CSRF_HEADER]: browser.csrfToken,
    },
    body: new URLSearchParams(fields),
  };
}

/** Makes the session look idle for `hours` (its last use moved back), as if that time had passed. */
export async function idleSessions(
  db: Database,
  member: Pick<StaffMember, 'id'>,
  hours: number,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: sql`now() - make_interval(mins => ${Math.round(hours * 60)})` })
    .where(eq(staffSessions.accountId, member.id));
}

/** The `name=value` pairs of an answer's Set-Cookie headers, for the next request's Cookie header. */
export function cookiesOf(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) cookies[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return cookies;
}

/** The one-time links e-mailed to `email` so far, oldest first: each message's kind and the link's token. */
export async function passwordLinksSentTo(
  db: Database,
  email: string,
): Promise<{ kind: string; token: string; text: string }[]> {
  const rows = await db
    .select({ kind: mailOutbox.kind, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(asc(mailOutbox.id));
  return rows.flatMap((row) => {
    const token = row.text.match(/\/admin\/restablecer\/([\w-]{43})/)?.[1];
    return token ? [{ kind: row.kind, token, text: row.text }] : [];
  });
}

import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { LINK_NOT_VALID } from '#domain/back-office/password-link-texts';
import {
  type StaffActor,
  type StaffMember,
  type StaffSession,
  staffMayUpload,
} from '#domain/back-office/staff';
import {
  invalidInput,
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
} from '#domain/back-office/staff-account-schemas';
import {
  CSRF_FIELD,
  CSRF_HEADER,
  RESET_REQUESTED,
  SESSION_ENDED,
  SIGN_IN_REFUSED,
  STAFF_PATHS,
  type StaffAuth,
  type StaffResult,
  signInAgainPath,
} from '#domain/back-office/staff-accounts';
import { UNREADABLE_FORM_MESSAGE } from '#domain/shared/field-errors';
import type { Database } from '../db/client';
import { staffAccounts } from '../db/schema';
import { clientAddress } from '../requests/client-address';
import { recordAudit } from './audit';
import {
  type AttemptLimits,
  createAttemptCounter,
  RESET_LIMITS,
  SIGN_IN_LIMITS,
  tooManyAttemptsMessage,
} from './limits';
import { findPasswordLink, usePasswordLink } from './links';
import { memberOf } from './members';
import { takePasswordRequest } from './password-requests';
import { hashPassword, verifyPassword } from './passwords';
import { endAccountSessions, endSession, type OpenSession, openSession, startSession } from './sessions';
import { isTokenShaped, newToken, sameToken } from './tokens';

export interface StaffRequestsDependencies {
  db: Database;
  config: { PUBLIC_URL: string; TRUST_PROXY: number };
  /** Tests lower them; by default those of ./limits.ts. */
  limits?: { signIn?: AttemptLimits; reset?: AttemptLimits };
  /**
   * The limits of a back-office request's body (server/http): `upload` for a multipart post of a signed-in member
   * whose forms take files, `form` for every other request.
   */
  bodyLimits: { form: MiddlewareHandler; upload: MiddlewareHandler };
}

/** What the back office's middleware knows of a request, for the pages (server/http/ssr.ts). */
export interface StaffRequest {
  session: StaffSession | null;
  auth: StaffAuth;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The pages a person uses before signing in: sign-in and the one-time links. */
function isAnonymousPage(page: string): boolean {
  return page === STAFF_PATHS.login || page === STAFF_PATHS.reset || page.startsWith(`${STAFF_PATHS.reset}/`);
}

/**
 * The back office's sessions and CSRF protection, in front of its pages (docs/product.md §6):
 * - the session cookie (HttpOnly, SameSite=Lax, Secure over https) names a row of staff_sessions by its token's hash;
 * - every request that is not a read must carry a CSRF token, in the form field `_csrf` or the `x-csrf-token`
 *   header: the session's when signed in, otherwise the one of the `staff_form` cookie (a double-submit token, for the
 *   sign-in and reset forms). A request sent by another site (Origin, Sec-Fetch-Site) is refused as well. Refused
 *   requests get a 403 before any page action runs.
 * The app runs it in front of the back office's routes only, each request at its route's own address
 * (server/http/site-addresses.ts).
 */
export function createStaffRequests(deps: StaffRequestsDependencies) {
  const { db, config } = deps;
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const secure = config.PUBLIC_URL.startsWith('https://');
  // Over https the names carry the __Host- prefix: the browser then keeps them only from this host, Secure, at Path=/.
  const SESSION_COOKIE = secure ? '__Host-staff_session' : 'staff_session';
  const FORM_COOKIE = secure ? '__Host-staff_form' : 'staff_form';
  const signInAttempts = createAttemptCounter(db, 'sign-in', deps.limits?.signIn ?? SIGN_IN_LIMITS);
  const resetAttempts = createAttemptCounter(db, 'reset', deps.limits?.reset ?? RESET_LIMITS);

  // Path=/ because /admin.data (a page's data) is not under a cookie Path of /admin.
  const attributes = { path: '/', httpOnly: true, sameSite: 'Lax', secure } as const;
  const cookie = (name: string, value: string) => generateCookie(name, value, attributes);
  const clearedCookie = (name: string) => generateCookie(name, '', { ...attributes, maxAge: 0 });

  // Each request's session and operations, for the page renderer (`requestOf`), kept no longer than the request.
  const requests = new WeakMap<Request, StaffRequest>();

  const middleware: MiddlewareHandler = async (c, next) => {
    const sessionToken = getCookie(c, SESSION_COOKIE);
    const open = await openSession(db, sessionToken);
    // The body's limit is chosen from the session found, not from the cookie sent, and before anything reads the
    // body: an upload's for a member whose forms take files, a form's for everyone else.
    const upload = open !== null && staffMayUpload(open.member) && isMultipart(c);
    const limit = upload ? deps.bodyLimits.upload : deps.bodyLimits.form;
    let refusal: Response | undefined;
    const tooLarge = await limit(c, async () => {
      refusal = await checked(c, next, sessionToken, open);
    });
    return refusal ?? tooLarge;
  };

  /** The rest of a back-office request, its body's limit set: CSRF, then the page with the session's operations. */
  const checked = async (
    c: Context,
    next: Next,
    sessionToken: string | undefined,
    opened: OpenSession | null,
  ) => {
    let open = opened;
    const setCookies: string[] = [];
    const address = clientAddress(c, config.TRUST_PROXY);
    if (sessionToken && !open) setCookies.push(clearedCookie(SESSION_COOKIE));
    const sentFormToken = getCookie(c, FORM_COOKIE);
    let formToken = isTokenShaped(sentFormToken) ? sentFormToken : undefined;
    if (!formToken) {
      formToken = newToken();
      setCookies.push(cookie(FORM_COOKIE, formToken));
    }

    const page = c.req.path.replace(/\.data$/, '');
    // Signing out without a session (it had already ended) changes nothing: the page just shows the sign-in form.
    const idleSignOut = !open && page === STAFF_PATHS.signOut;
    if (!READ_METHODS.has(c.req.method) && !idleSignOut) {
      // Signed in, the session's token; on the pages used before signing in, their forms' token (double submit).
      const accepted = [open?.csrfToken, isAnonymousPage(page) ? sentFormToken : undefined].filter(
        (token) => token !== undefined,
      );
      // Without a token to match, the body (an upload may be large) is not even read.
      if (!sentFromThisSite(c, publicOrigin)) return refused(c, setCookies);
      // A page of the panel posted after its session ended (it expired, or the person signed out in another tab): told
      // so, with the way back to the page, rather than refused as another site's post (docs/decisions/0075).
      if (accepted.length === 0 && !open && !isAnonymousPage(page))
        return refused(c, setCookies, 401, SESSION_ENDED, signInAgainPath(pageOf(c, page)));
      if (accepted.length === 0) return refused(c, setCookies);
      const submitted = await submittedToken(c);
      if (submitted === null) return refused(c, setCookies, 400, UNREADABLE_FORM_MESSAGE);
      if (!accepted.some((token) => sameToken(submitted, token))) return refused(c, setCookies);
    }

    const actorOf = (member: StaffMember): StaffActor => ({ member, ipAddress: address });
    const auth: StaffAuth = {
      formToken,
      async signIn(input) {
        const parsed = signInSchema.safeParse(input);
        if (!parsed.success) return invalidInput(SIGN_IN_REFUSED, parsed.error);
        const { email, password } = parsed.data;
        // The attempt is counted before its password is checked: a burst of them checks no more than the limit.
        const attempt = await signInAttempts.begin(address, email);
        if (!attempt.allowed)
          return { ok: false, status: 429, message: tooManyAttemptsMessage(attempt.retryAfterSeconds) };
        const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
        // The hash is checked even without an account, so a wrong e-mail takes as long as a wrong password.
        const matches = await verifyPassword(account?.passwordHash, password);
        if (!account?.active || !matches) return { ok: false, status: 401, message: SIGN_IN_REFUSED };
        // A new session every time: whatever token the browser had before signing in opens nothing afterwards.
        if (open) await endSession(db, open.tokenHash);
        const started = await startSession(db, account.id);
        const member = memberOf(account);
        await db.transaction(async (tx) => {
          await tx
            .update(staffAccounts)
            .set({ lastSignInAt: sql`now()` })
            .where(eq(staffAccounts.id, account.id));
          await recordAudit(tx, actorOf(member), {
            action: 'session.sign_in',
            subjectType: 'staff_account',
            subjectId: account.id,
          });
        });
        await attempt.succeeded();
        open = { member, csrfToken: started.csrfToken, tokenHash: started.tokenHash };
        setCookies.push(cookie(SESSION_COOKIE, started.token));
        return { ok: true, message: 'Ingresaste.' };
      },
      async signOut() {
        const current = open;
        setCookies.push(clearedCookie(SESSION_COOKIE));
        if (!current) return;
        open = null;
        await db.transaction(async (tx) => {
          await endSession(tx, current.tokenHash);
          await recordAudit(tx, actorOf(current.member), {
            action: 'session.sign_out',
            subjectType: 'staff_account',
            subjectId: current.member.id,
          });
        });
      },
      async requestPasswordReset(input) {
        const parsed = resetRequestSchema.safeParse(input);
        if (!parsed.success) return invalidInput('Revisá el e-mail.', parsed.error);
        const { email } = parsed.data;
        const attempt = await resetAttempts.begin(address, email);
        if (!attempt.allowed) {
          // Past an e-mail's own limit nothing more is sent, and the answer is the usual one.
          if (attempt.by === 'account') return { ok: true, message: RESET_REQUESTED };
          return { ok: false, status: 429, message: tooManyAttemptsMessage(attempt.retryAfterSeconds) };
        }
        // Whether the e-mail has an account is found out later, by a job: the answer waits for nothing that depends
        // on it (docs/decisions/0043).
        await takePasswordRequest(db, email);
        return { ok: true, message: RESET_REQUESTED };
      },
      async passwordLink(token) {
        const link = await findPasswordLink(db, token);
        return link ? { purpose: link.purpose, email: link.email } : null;
      },
      async setPassword(token, input): Promise<StaffResult> {
        const parsed = newPasswordSchema.safeParse(input);
        if (!parsed.success) return invalidInput('Revisá la contraseña.', parsed.error);
        if (!(await findPasswordLink(db, token))) return { ok: false, status: 404, message: LINK_NOT_VALID };
        const passwordHash = await hashPassword(parsed.data.password);
        const done = await db.transaction(async (tx) => {
          const link = await usePasswordLink(tx, token);
          if (!link) return false;
          const [account] = await tx
            .update(staffAccounts)
            .set({ passwordHash, updatedAt: sql`now()` })
            .where(eq(staffAccounts.id, link.accountId))
            .returning();
          if (!account) return false;
          // docs/product.md §6: a new password ends every session of the account.
          await endAccountSessions(tx, account.id);
          await recordAudit(tx, actorOf(memberOf(account)), {
            action: link.purpose === 'set_password' ? 'staff.set_password' : 'staff.reset_password',
            subjectType: 'staff_account',
            subjectId: account.id,
          });
          return true;
        });
        if (!done) return { ok: false, status: 404, message: LINK_NOT_VALID };
        if (open && sessionToken) setCookies.push(clearedCookie(SESSION_COOKIE));
        open = null;
        return { ok: true, message: 'Guardamos tu contraseña. Ya podés ingresar con ella.' };
      },
    };

    requests.set(c.req.raw, {
      get session() {
        return open ? sessionOf(open, address) : null;
      },
      auth,
    });
    await next();
    appendCookies(c, setCookies);
  };

  return {
    middleware,
    /** What the middleware knows of this back-office request; undefined for any other request. */
    requestOf: (c: Context): StaffRequest | undefined => requests.get(c.req.raw),
  };
}

function isMultipart(c: Context): boolean {
  return /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
}

function sessionOf(open: OpenSession, address: string): StaffSession {
  return { actor: { member: open.member, ipAddress: address }, csrfToken: open.csrfToken };
}

/**
 * Whether the browser says the request comes from a page of this site. A browser sends Sec-Fetch-Site with every
 * request, and Origin with every post; a client that sends neither (a script, a test) is left to the token.
 */
function sentFromThisSite(c: Context, publicOrigin: string): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = c.req.header('origin');
  if (origin && origin !== publicOrigin) return false;
  return true;
}

/** The token the request carries: its header, or its form's field; null when the form can't be read. */
async function submittedToken(c: Context): Promise<string | undefined | null> {
  const header = c.req.header(CSRF_HEADER);
  if (header) return header;
  const type = c.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return undefined;
  try {
    // A copy is read: the page's action reads the body itself.
    const form = await c.req.raw.clone().formData();
    const value = form.get(CSRF_FIELD);
    return typeof value === 'string' ? value : undefined;
  } catch {
    // Cut short, aborted or malformed: the sender is told so rather than that the post came from elsewhere.
    return null;
  }
}

const REFUSED_TEXT =
  'No pudimos confirmar que este envío salió de una página del panel. Volvé a cargar la página e intentá de nuevo; si tu sesión terminó, ingresá otra vez.';

/** The page a request was sent from, as its address bar shows it (without `.data` and React Router's own keys). */
function pageOf(c: Context, page: string): string {
  const query = new URL(c.req.url).searchParams;
  query.delete('index');
  query.delete('_routes');
  const search = query.toString();
  return search ? `${page}?${search}` : page;
}

function refused(
  c: Context,
  setCookies: string[],
  status = 403,
  text = REFUSED_TEXT,
  signIn = STAFF_PATHS.login as string,
): Response {
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const value of setCookies) headers.append('set-cookie', value);
  if (c.req.path.endsWith('.data')) {
    headers.set('content-type', 'text/plain; charset=utf-8');
    return new Response(text, { status, headers });
  }
  headers.set('content-type', 'text/html; charset=utf-8');
  const html = `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status === 401 ? 'Sesión terminada' : 'Envío rechazado'} | Territorio</title></head><body><main><h1>${status === 401 ? text : 'Envío rechazado'}</h1>${status === 401 ? '' : `<p>${text}</p>`}<p><a href="${status === 401 ? escapeAttribute(signIn) : '/admin'}">${status === 401 ? 'Ingresar' : 'Volver al panel'}</a></p></main></body></html>`;
  return new Response(html, { status, headers });
}

/** The cookies this request set, on whatever answer the page gave (React Router's answers have mutable headers). */
function appendCookies(c: Context, setCookies: string[]): void {
  if (setCookies.length === 0) return;
  try {
    for (const value of setCookies) c.res.headers.append('set-cookie', value);
  } catch {
    const response = new Response(c.res.body, c.res);
    for (const value of setCookies) response.headers.append('set-cookie', value);
    c.res = response;
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

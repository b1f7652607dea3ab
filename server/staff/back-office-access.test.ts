/**
 * Who gets into the back office (docs/product.md §6), through the real pages: the guard on every /admin page, the
 * session cookie, CSRF, signing in and out, and idle sessions.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminPages, adminPagesTestBed, createPagesTestApp } from '../../tests/support/pages-app';
import {
  anonymousBrowser,
  cookiesOf,
  createStaffMember,
  idleSessions,
  signedIn,
  staffDataPost,
  staffGet,
  staffPost,
  staffUpload,
  TEST_STAFF_PASSWORD,
} from '../../tests/support/staff-sessions';
import { createTestPageCache } from '../../tests/support/test-page-cache';
import { auditLog, staffAccounts, staffSessions } from '../db/schema';
import { createLogger } from '../platform/logger';
import { newToken, tokenHash } from './tokens';

const pages = adminPagesTestBed();

/** Every list page of the back office, with the roles that may open it. */
const GUARDED_PAGES = [
  { path: '/admin', who: ['admin', 'sales', 'content', 'viewer'] },
  { path: '/admin/personal', who: ['admin'] },
  { path: '/admin/personal/1', who: ['admin'] },
  { path: '/admin/auditoria', who: ['admin'] },
  // The editing sections (docs/decisions/0031): content, the units' photos, and what costs money.
  { path: '/admin/noticias', who: ['admin', 'content'] },
  { path: '/admin/historias', who: ['admin', 'content'] },
  { path: '/admin/banners', who: ['admin', 'content'] },
  { path: '/admin/popups', who: ['admin', 'content'] },
  { path: '/admin/modelos', who: ['admin', 'content'] },
  { path: '/admin/sitio', who: ['admin', 'content'] },
  { path: '/admin/stock', who: ['admin', 'content', 'sales'] },
  { path: '/admin/stock/archivo', who: ['admin'] },
  { path: '/admin/promociones', who: ['admin'] },
  { path: '/admin/financiacion', who: ['admin'] },
  { path: '/admin/precios-usados', who: ['admin'] },
  { path: '/admin/correo', who: ['admin'] },
  // Each person's own page: how they take the notices (docs/product.md §6 "Avisos al personal").
  { path: '/admin/mi-cuenta', who: ['admin', 'sales', 'content', 'viewer'] },
] as const;

const ROLES = ['admin', 'sales', 'content', 'viewer'] as const;

async function accountByEmail(email: string) {
  const [account] = await pages.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  return account;
}

describe('the guard on every back-office page', () => {
  it('sends anonymous visitors to the sign-in page, with the page they wanted as `next`', async () => {
    for (const { path } of GUARDED_PAGES) {
      const response = await pages.app.request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
    }
    // React Router's data requests get the same redirect, in its own form (202), and no data.
    // `next` is the page's own address: without the `.data` suffix and the `_routes` parameter of the data request.
    const data = await pages.app.request('/admin/personal.data?_routes=routes%2Fadmin%2Fpersonal');
    expect(data.status).toBe(202);
    const body = await data.text();
    expect(body).toContain('"/admin/login?next=%2Fadmin%2Fpersonal"');
    expect(body).not.toContain('@');
    const filtered = await pages.app.request('/admin/auditoria?action=staff.create');
    expect(filtered.headers.get('location')).toBe(
      `/admin/login?next=${encodeURIComponent('/admin/auditoria?action=staff.create')}`,
    );
  });

  it('shows each page to the roles that may open it, and a 403 page to the others', async () => {
    const admin = await createStaffMember(pages.db, { role: 'admin' });
    for (const role of ROLES) {
      const member = role === 'admin' ? admin : await createStaffMember(pages.db, { role });
      const browser = await signedIn(pages.db, member);
      for (const { path, who } of GUARDED_PAGES) {
        const page = path.replace('/1', `/${admin.id}`);
        const response = await pages.app.request(page, staffGet(browser));
        const allowed = (who as readonly string[]).includes(role);
        expect(response.status, `${role} ${page}`).toBe(allowed ? 200 : 403);
        const html = await response.text();
        if (!allowed) expect(html, `${role} ${page}`).toContain('No tenés permiso para ver esta página.');
      }
    }
  });

  it('refuses the pages’ actions to a role without the permission, before they change anything', async () => {
    const sales = await createStaffMember(pages.db, { role: 'sales' });
    const browser = await signedIn(pages.db, sales);
    const email = 'intruso@territorio.test';
    const response = await pages.app.request(
      '/admin/personal',
      staffPost(browser, { name: 'Intruso', email, role: 'admin' }),
    );
    expect(response.status).toBe(403);
    expect(await accountByEmail(email)).toBeUndefined();
  });

  it('answers a post without a session 401 "Tu sesión terminó", with the way back, and runs nothing', async () => {
    const email = 'anonimo@territorio.test';
    // Only the sign-in and reset pages take the form token of a browser without a session.
    const response = await pages.app.request(
      '/admin/personal?pagina=2',
      staffPost(anonymousBrowser(), { name: 'Anónimo', email, role: 'admin' }),
    );
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain('Tu sesión terminó, ingresá otra vez.');
    expect(page).toContain('href="/admin/login?next=%2Fadmin%2Fpersonal%3Fpagina%3D2"');
    expect(await accountByEmail(email)).toBeUndefined();
    // A page's data request (JavaScript's post) is told the same, in text its error page shows.
    const data = await pages.app.request(
      '/admin/personal.data',
      staffPost(anonymousBrowser(), { name: 'Anónimo', email, role: 'admin' }),
    );
    expect(data.status).toBe(401);
    expect(await data.text()).toBe('Tu sesión terminó, ingresá otra vez.');
    // A session that ended (signed out in another tab) is no session: the same 401, not a permission's 403.
    const member = await createStaffMember(pages.db, { role: 'admin' });
    const browser = await signedIn(pages.db, member);
    expect((await pages.app.request('/admin/salir', staffPost(browser))).status).toBe(302);
    const ended = await pages.app.request(
      '/admin/personal',
      staffPost(browser, { name: 'Tarde', email, role: 'admin' }),
    );
    expect(ended.status).toBe(401);
    expect(await accountByEmail(email)).toBeUndefined();
    // While a signed-in role without the permission gets the 403.
    const sales = await signedIn(pages.db, await createStaffMember(pages.db, { role: 'sales' }));
    const refused = await pages.app.request(
      '/admin/personal',
      staffPost(sales, { name: 'Sin permiso', email, role: 'admin' }),
    );
    expect(refused.status).toBe(403);
  });

  it('marks every back-office answer private, never stored and never indexed', async () => {
    const admin = await createStaffMember(pages.db, { role: 'admin' });
    const browser = await signedIn(pages.db, admin);
    for (const [path, init] of [
      ['/admin/login', undefined],
      ['/admin/restablecer', undefined],
      ['/admin', staffGet(browser)],
      ['/admin.data', staffGet(browser)],
      ['/admin/personal', staffGet(browser)],
    ] as const) {
      const response = await pages.app.request(path, init);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
    }
  });
});

describe('another spelling of a back-office address', () => {
  it('goes to the address as the back office writes it before anything else, never a 500, never a token logged', async () => {
    const lines: string[] = [];
    const logger = createLogger('debug', { write: (line: string) => lines.push(line) });
    const logged = await createPagesTestApp(pages.db, { keep: adminPages, logger });
    const token = 'token-de-un-enlace-de-restablecimiento-0123';
    const browser = await pages.signIn({ role: 'admin' });
    for (const [path, canonical] of [
      ['/Admin/login', '/admin/login'],
      ['/ADMIN/personal', '/admin/personal'],
      ['/ADMIN/Personal.data', '/admin/personal.data'],
      ['/admin/auditoria/?action=staff.create', '/admin/auditoria?action=staff.create'],
      [`/Admin/restablecer/${token}`, `/admin/restablecer/${token}`],
    ]) {
      const response = await logged.request(path as string, staffGet(browser));
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(canonical);
      const page = await logged.request(canonical as string, staffGet(browser));
      expect(page.status, canonical).toBeLessThan(500);
      expect(page.headers.get('cache-control'), canonical).toBe('private, no-store');
    }
    expect(lines.length).toBeGreaterThanOrEqual(10);
    for (const line of lines) expect(line).not.toContain(token);
    expect(lines.some((line) => JSON.parse(line).path === '/admin/restablecer/…')).toBe(true);
  });
});

describe('the page cache', () => {
  it('keeps no back-office page: each member gets their own, and nobody else any', async () => {
    const pageCache = await createTestPageCache(pages.handle);
    try {
      const cached = await createPagesTestApp(pages.db, { keep: adminPages, pageCache });
      const first = await createStaffMember(pages.db, { role: 'admin', name: 'Primera Persona' });
      const second = await createStaffMember(pages.db, { role: 'viewer', name: 'Segunda Persona' });
      for (let round = 0; round < 2; round++) {
        const a = await cached.request('/admin', staffGet(await signedIn(pages.db, first)));
        expect(await a.text()).toContain('Primera Persona');
        const b = await cached.request('/admin', staffGet(await signedIn(pages.db, second)));
        const page = await b.text();
        expect(page).toContain('Segunda Persona');
        expect(page).not.toContain('Primera Persona');
        expect((await cached.request('/admin')).status).toBe(302);
        expect((await cached.request('/admin/login')).headers.get('cache-control')).toBe('private, no-store');
      }
    } finally {
      await pageCache.stop();
    }
  });
});

describe('CSRF', () => {
  it('refuses a signed-in post without the session’s token, or with another token, with 403', async () => {
    const admin = await createStaffMember(pages.db, { role: 'admin' });
    const browser = await signedIn(pages.db, admin);
    const other = await signedIn(pages.db, admin);
    for (const csrf of [false, 'x'.repeat(43), other.csrfToken] as const) {
      const email = `sin-token-${String(csrf).length}-${Math.random()}@territorio.test`;
      const response = await pages.app.request(
        '/admin/personal',
        staffPost(browser, { name: 'Sin token', email, role: 'viewer' }, { csrf }),
      );
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(
        'No pudimos confirmar que este envío salió de una página del panel',
      );
      expect(await accountByEmail(email)).toBeUndefined();
    }
  });

  it('refuses React Router’s data requests without the token too, and lets them through with it in the header', async () => {
    const admin = await createStaffMember(pages.db, { role: 'admin' });
    const browser = await signedIn(pages.db, admin);
    const fields = { name: 'Por datos', role: 'viewer' };
    const refused = await pages.app.request('/admin/personal.data', {
      ...staffDataPost(browser, { ...fields, email: 'datos-sin@territorio.test' }),
      headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.status).toBe(403);
    expect(await accountByEmail('datos-sin@territorio.test')).toBeUndefined();
    const accepted = await pages.app.request(
      '/admin/personal.data',
      staffDataPost(browser, { ...fields, email: 'datos-con@territorio.test' }),
    );
    expect(accepted.status).toBe(200);
    expect(await accountByEmail('datos-con@territorio.test')).toBeDefined();
  });

  it('refuses a post another site sent, even with the right token', async () => {
    const admin = await createStaffMember(pages.db, { role: 'admin' });
    const browser = await signedIn(pages.db, admin);
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const post = staffPost(browser, {
        name: 'Otro sitio',
        email: 'otro-sitio@territorio.test',
        role: 'viewer',
      });
      const response = await pages.app.request('/admin/personal', {
        ...post,
        headers: { ...(post.headers as Record<string, string>), ...headers },
      });
      expect(response.status).toBe(403);
    }
    expect(await accountByEmail('otro-sitio@territorio.test')).toBeUndefined();
  });

  it('protects the sign-in form before any session with a double-submit token', async () => {
    const member = await createStaffMember(pages.db, { role: 'viewer' });
    const fields = { email: member.email, password: TEST_STAFF_PASSWORD };
    const browser = anonymousBrowser();
    // No token, or a token that is not the cookie's: refused, and no session starts.
    for (const csrf of [false, anonymousBrowser().csrfToken] as const) {
      const response = await pages.app.request('/admin/login', staffPost(browser, fields, { csrf }));
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie().some((line) => line.startsWith('staff_session='))).toBe(false);
    }
    const sessions = await pages.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.accountId, member.id));
    expect(sessions).toHaveLength(0);
  });

  it('gives the sign-in page a form token in an HttpOnly cookie and the same in its form', async () => {
    const response = await pages.app.request('/admin/login');
    const token = cookiesOf(response).staff_form;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      /staff_form=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(await response.text()).toContain(`name="_csrf" value="${token}"`);
  });
});

describe('uploads', () => {
  // A picture's worth of bytes: well over the 64 KB a form of text may carry.
  const picture = () => new Blob([new Uint8Array(300 * 1024)], { type: 'image/jpeg' });

  it('lets a signed-in member post a multipart form with a large file to a page', async () => {
    const admin = await createStaffMember(pages.db, { role: 'admin' });
    const browser = await signedIn(pages.db, admin);
    const email = 'con-archivo@territorio.test';
    const response = await pages.app.request(
      '/admin/personal',
      staffUpload(browser, { name: 'Con archivo', email, role: 'viewer', adjunto: picture() }),
    );
    expect(response.status).toBe(200);
    expect(await accountByEmail(email)).toBeDefined();
  });

  it('refuses the same post at a form’s limit from anyone without a session, and a large form that is not multipart', async () => {
    // Whatever session cookie it makes up: the large limit needs a session found (server/staff/body-limits.test.ts).
    for (const madeUp of ['no-es-una-sesion', newToken()]) {
      const forged = { cookie: `staff_session=${madeUp}`, csrfToken: 'x'.repeat(43) };
      const anonymous = await pages.app.request(
        '/admin/personal',
        staffUpload(forged, { name: 'Sin sesión', email: 'sin-sesion@territorio.test', adjunto: picture() }),
      );
      expect(anonymous.status).toBe(413);
      expect(await anonymous.text()).toBe('El contenido enviado es demasiado grande.');
    }
    // A small one gets as far as the CSRF check, and no further: without a session, it is told the session ended.
    const forged = { cookie: 'staff_session=no-es-una-sesion', csrfToken: 'x'.repeat(43) };
    const small = await pages.app.request(
      '/admin/personal',
      staffUpload(forged, { name: 'Sin sesión', email: 'sin-sesion@territorio.test' }),
    );
    expect(small.status).toBe(401);
    expect(await accountByEmail('sin-sesion@territorio.test')).toBeUndefined();

    const admin = await createStaffMember(pages.db, { role: 'admin' });
    const browser = await signedIn(pages.db, admin);
    const large = await pages.app.request(
      '/admin/personal',
      staffPost(browser, {
        name: 'x'.repeat(100 * 1024),
        email: 'texto-largo@territorio.test',
        role: 'viewer',
      }),
    );
    expect(large.status).toBe(413);
    expect(await accountByEmail('texto-largo@territorio.test')).toBeUndefined();
  });
});

describe('signing in and out', () => {
  it('starts a new session at sign-in, in an HttpOnly SameSite=Lax cookie, and goes to `next`', async () => {
    const member = await createStaffMember(pages.db, { role: 'admin' });
    const earlier = await signedIn(pages.db, member);
    const browser = anonymousBrowser();
    const response = await pages.app.request(
      '/admin/login',
      staffPost(
        { ...browser, cookie: `${browser.cookie}; ${earlier.cookie}` },
        { email: member.email.toUpperCase(), password: TEST_STAFF_PASSWORD, next: '/admin/auditoria' },
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/auditoria');
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('staff_session='));
    expect(line).toMatch(/^staff_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const token = cookiesOf(response).staff_session as string;
    // Never the token the browser had before: the old one opens nothing now.
    expect(`staff_session=${token}`).not.toBe(earlier.cookie);
    expect((await pages.app.request('/admin', staffGet(earlier))).status).toBe(302);
    expect(
      (await pages.app.request('/admin', { headers: { cookie: `staff_session=${token}` } })).status,
    ).toBe(200);
    const [stored] = await pages.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, tokenHash(token)));
    expect(stored?.accountId).toBe(member.id);
    const signIns = await pages.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, member.id), eq(auditLog.action, 'session.sign_in')));
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({ subjectType: 'staff_account', subjectId: String(member.id) });
  });

  it('goes to the panel’s home when `next` points anywhere else', async () => {
    const member = await createStaffMember(pages.db, { role: 'viewer' });
    const response = await pages.app.request(
      '/admin/login',
      staffPost(anonymousBrowser(), {
        email: member.email,
        password: TEST_STAFF_PASSWORD,
        next: 'https://evil.example/admin',
      }),
    );
    expect(response.headers.get('location')).toBe('/admin');
  });

  it('answers a wrong e-mail, a wrong password and a deactivated account with the same message', async () => {
    const member = await createStaffMember(pages.db, { role: 'sales' });
    const inactive = await createStaffMember(pages.db, { role: 'sales', active: false });
    const attempts = [
      { email: 'nadie@territorio.test', password: TEST_STAFF_PASSWORD },
      { email: member.email, password: 'otra contraseña cualquiera' },
      { email: inactive.email, password: TEST_STAFF_PASSWORD },
    ];
    const answers = [];
    for (const fields of attempts) {
      const response = await pages.app.request('/admin/login', staffPost(anonymousBrowser(), fields));
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie().some((line) => line.startsWith('staff_session='))).toBe(false);
      const html = await response.text();
      answers.push(html.match(/role="alert"[^>]*>([^<]*)</)?.[1]);
    }
    expect(answers).toEqual(Array(3).fill('El e-mail o la contraseña no son correctos.'));
  });

  it('signs out with a post: the session row goes, the cookie is cleared, and the old cookie opens nothing', async () => {
    const member = await createStaffMember(pages.db, { role: 'sales' });
    const browser = await signedIn(pages.db, member);
    expect((await pages.app.request('/admin', staffGet(browser))).status).toBe(200);
    // Opening the address signs nobody out.
    expect((await pages.app.request('/admin/salir', staffGet(browser))).status).toBe(302);
    expect((await pages.app.request('/admin', staffGet(browser))).status).toBe(200);
    // Nor does a post without the token.
    expect((await pages.app.request('/admin/salir', staffPost(browser, {}, { csrf: false }))).status).toBe(
      403,
    );
    const response = await pages.app.request('/admin/salir', staffPost(browser));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login?salida=1');
    expect(response.headers.getSetCookie()).toContain(
      'staff_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
    const sessions = await pages.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.accountId, member.id));
    expect(sessions).toHaveLength(0);
    const again = await pages.app.request('/admin', staffGet(browser));
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/admin/login?next=%2Fadmin');
    const signOuts = await pages.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, member.id), eq(auditLog.action, 'session.sign_out')));
    expect(signOuts).toHaveLength(1);
  });

  it('ends a session after 12 idle hours, and keeps one in use', async () => {
    const member = await createStaffMember(pages.db, { role: 'viewer' });
    const browser = await signedIn(pages.db, member);
    await idleSessions(pages.db, member, 11.5);
    expect((await pages.app.request('/admin', staffGet(browser))).status).toBe(200);
    // That visit counted as use: another 11.5 hours later it still opens.
    const [touched] = await pages.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.accountId, member.id));
    expect(Date.now() - (touched?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
    await idleSessions(pages.db, member, 12.1);
    const response = await pages.app.request('/admin', staffGet(browser));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login?next=%2Fadmin');
    const sessions = await pages.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.accountId, member.id));
    expect(sessions).toHaveLength(0);
  });

  it('shuts a deactivated account out at once, whatever session it had', async () => {
    const member = await createStaffMember(pages.db, { role: 'sales' });
    const browser = await signedIn(pages.db, member);
    await pages.db.update(staffAccounts).set({ active: false }).where(eq(staffAccounts.id, member.id));
    expect((await pages.app.request('/admin', staffGet(browser))).status).toBe(302);
  });

  it('marks the cookies Secure, with the __Host- prefix, when the site is served over https', async () => {
    const secureApp = await createPagesTestApp(pages.db, {
      keep: adminPages,
      env: { PUBLIC_URL: 'https://www.territorio.com.ar' },
    });
    const member = await createStaffMember(pages.db, { role: 'viewer' });
    const response = await secureApp.request(
      '/admin/login',
      staffPost(anonymousBrowser({ https: true }), { email: member.email, password: TEST_STAFF_PASSWORD }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^__Host-staff_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/),
    );
  });
});

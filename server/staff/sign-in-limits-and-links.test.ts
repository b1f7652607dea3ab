/**
 * Sign-in limits, and the one-time links that set or reset a password (docs/product.md §6), through the real pages.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPages, adminPagesTestBed, createPagesTestApp } from '../../tests/support/pages-app';
import {
  anonymousBrowser,
  cookiesOf,
  createStaffMember,
  passwordLinksSentTo,
  signedIn,
  staffGet,
  staffPost,
  TEST_STAFF_PASSWORD,
} from '../../tests/support/staff-sessions';
import { stopClockInsideWindow } from '../../tests/support/window-clock';
import { auditLog, mailOutbox, staffPasswordRequests, staffSessions, staffTokens } from '../db/schema';
import { createLogger } from '../platform/logger';
import { SIGN_IN_LIMITS } from './limits';
import { sendRequestedPasswordLinks, startPasswordRequestJob } from './password-requests';
import { tokenHash } from './tokens';

// One proxy hop: each test speaks from an address of its own (X-Forwarded-For), so their counts stay apart.
const pages = adminPagesTestBed({ env: { TRUST_PROXY: '1' } });

let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

/** A post of the sign-in form from `address`; `.data` as the page's own script sends it, after hydration. */
function signIn(address: string, fields: Record<string, string>, path = '/admin/login') {
  const post = staffPost(anonymousBrowser(), fields);
  return pages.app.request(path, {
    ...post,
    headers: { ...(post.headers as Record<string, string>), 'x-forwarded-for': address },
  });
}

const inOneWindow = () => stopClockInsideWindow(SIGN_IN_LIMITS.windowSeconds);
afterEach(() => {
  vi.useRealTimers();
});

const TOO_MANY_ATTEMPTS = /Hiciste demasiados intentos seguidos/;

const alertText = async (response: Response) =>
  (await response.text()).match(/role="alert"[^>]*>([^<]*)</)?.[1] ?? '';

const statusText = async (response: Response) =>
  (await response.text()).match(/role="status"[^>]*>([^<]*)</)?.[1] ?? '';

describe('sign-in limits', () => {
  it('stops an account after 5 wrong passwords, even with the right one, and says to wait', async () => {
    const member = await createStaffMember(pages.db, { role: 'sales' });
    const address = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await signIn(address, { email: member.email, password: `equivocada ${attempt}` });
      expect(response.status).toBe(401);
    }
    const refused = await signIn(address, { email: member.email, password: TEST_STAFF_PASSWORD });
    expect(refused.status).toBe(429);
    expect(await alertText(refused)).toMatch(
      /^Hiciste demasiados intentos seguidos\. Por seguridad, esperá \d+ minutos? y volvé a intentar\.$/,
    );
    // From another address too: the limit is the account's.
    expect((await signIn(newAddress(), { email: member.email, password: TEST_STAFF_PASSWORD })).status).toBe(
      429,
    );
    // Another account from the same address still signs in.
    const colleague = await createStaffMember(pages.db, { role: 'sales' });
    expect((await signIn(address, { email: colleague.email, password: TEST_STAFF_PASSWORD })).status).toBe(
      302,
    );
  });

  it('stops an address after 20 failed sign-ins, whatever e-mails it tries', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await signIn(address, {
        email: `prueba${attempt}@territorio.test`,
        password: 'cualquiera',
      });
      expect(response.status).toBe(401);
    }
    const member = await createStaffMember(pages.db, { role: 'viewer' });
    const refused = await signIn(address, { email: member.email, password: TEST_STAFF_PASSWORD });
    expect(refused.status).toBe(429);
    expect(await alertText(refused)).toContain('esperá');
    expect((await signIn(newAddress(), { email: member.email, password: TEST_STAFF_PASSWORD })).status).toBe(
      302,
    );
  });

  it('checks no more than 5 of 20 wrong passwords sent at once for one account: the rest wait', async () => {
    inOneWindow();
    const member = await createStaffMember(pages.db, { role: 'sales' });
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) =>
        signIn(address, { email: member.email, password: `equivocada ${attempt}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    for (const answer of answers.filter((one) => one.status === 429))
      expect(await alertText(answer)).toMatch(TOO_MANY_ATTEMPTS);
  });

  it('lets nobody in once the limit is taken, the right password sent among 20 wrong ones at once included', async () => {
    inOneWindow();
    const member = await createStaffMember(pages.db, { role: 'sales' });
    // A burst with the right password in it checks 5 passwords at most, whichever come first.
    const burst = await Promise.all(
      Array.from({ length: 21 }, (_, attempt) =>
        signIn(newAddress(), {
          email: member.email,
          password: attempt === 10 ? TEST_STAFF_PASSWORD : `equivocada ${attempt}`,
        }),
      ),
    );
    expect(burst.filter((answer) => answer.status !== 429).length).toBeLessThanOrEqual(5);
    // Once 5 wrong ones have been checked, nothing more is, from any address.
    const other = await createStaffMember(pages.db, { role: 'sales' });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn(newAddress(), { email: other.email, password: `mal ${attempt}` })).status).toBe(
        401,
      );
    const afterwards = await Promise.all(
      Array.from({ length: 21 }, (_, attempt) =>
        signIn(newAddress(), {
          email: other.email,
          password: attempt === 10 ? TEST_STAFF_PASSWORD : `equivocada ${attempt}`,
        }),
      ),
    );
    expect(afterwards.map((answer) => answer.status)).toEqual(Array(21).fill(429));
    expect(afterwards.some((answer) => cookiesOf(answer).staff_session)).toBe(false);
    const sessions = await pages.db.select().from(staffSessions).where(eq(staffSessions.accountId, other.id));
    expect(sessions).toEqual([]);
  });

  it('counts the sign-in page and its data request (`.data`) as one action', async () => {
    inOneWindow();
    const member = await createStaffMember(pages.db, { role: 'viewer' });
    const address = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      const path = attempt % 2 === 0 ? '/admin/login.data' : '/admin/login';
      await signIn(address, { email: member.email, password: `equivocada ${attempt}` }, path);
    }
    for (const path of ['/admin/login', '/admin/login.data']) {
      const refused = await signIn(address, { email: member.email, password: TEST_STAFF_PASSWORD }, path);
      expect(await refused.text(), path).toMatch(TOO_MANY_ATTEMPTS);
    }
  });

  it('counts the sign-in page and its data request as one path for the limit of posts as well', async () => {
    inOneWindow();
    const limited = await createPagesTestApp(pages.db, {
      keep: adminPages,
      env: { TRUST_PROXY: '1', RATE_LIMIT_MAX_POSTS: '3' },
    });
    const address = newAddress();
    const post = (path: string) => {
      const form = staffPost(anonymousBrowser(), { email: 'nadie@territorio.test', password: 'cualquiera' });
      return limited.request(path, {
        ...form,
        headers: { ...(form.headers as Record<string, string>), 'x-forwarded-for': address },
      });
    };
    for (const path of ['/admin/login', '/admin/login.data', '/admin/login'])
      expect((await post(path)).status, path).not.toBe(429);
    expect((await post('/admin/login.data')).status).toBe(429);
    expect((await post('/admin/login')).status).toBe(429);
  });

  it('forgets an account’s failures once it signs in', async () => {
    const member = await createStaffMember(pages.db, { role: 'viewer' });
    const address = newAddress();
    for (let attempt = 0; attempt < 4; attempt++)
      await signIn(address, { email: member.email, password: `equivocada ${attempt}` });
    expect((await signIn(address, { email: member.email, password: TEST_STAFF_PASSWORD })).status).toBe(302);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await signIn(address, { email: member.email, password: `otra ${attempt}` })).status).toBe(401);
  });
});

/** A post of the reset-request form, as it is answered. */
function postReset(email: string, address = newAddress()) {
  const post = staffPost(anonymousBrowser(), { email });
  return pages.app.request('/admin/restablecer', {
    ...post,
    headers: { ...(post.headers as Record<string, string>), 'x-forwarded-for': address },
  });
}

/** The background job's run that turns the reset form's requests into e-mailed links. */
const sendLinks = () => sendRequestedPasswordLinks(pages.db, 'http://localhost:3000');

/** A post of the reset-request form, and the job's next run. */
async function requestReset(email: string, address = newAddress()) {
  const response = await postReset(email, address);
  await sendLinks();
  return response;
}

/** What the database holds for an e-mail: reset requests waiting, links, messages. */
async function traceOf(email: string) {
  const [requests] = await pages.db
    .select({ n: count() })
    .from(staffPasswordRequests)
    .where(eq(staffPasswordRequests.email, email));
  const [links] = await pages.db
    .select({ n: count() })
    .from(staffTokens)
    .where(sql`${staffTokens.accountId} in (select id from staff_accounts where email = ${email})`);
  const [mails] = await pages.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email));
  return { requests: requests?.n, links: links?.n, mails: mails?.n };
}

function choosePassword(token: string, password: string, confirmation = password) {
  return pages.app.request(
    `/admin/restablecer/${token}`,
    staffPost(anonymousBrowser(), { password, confirmation }),
  );
}

describe('password reset', () => {
  it('answers the same whether the e-mail has an account or not, and e-mails a link only to an account', async () => {
    const member = await createStaffMember(pages.db, { role: 'sales' });
    const known = await requestReset(member.email.toUpperCase());
    const unknown = await requestReset('nadie-aqui@territorio.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [knownText, unknownText] = [await statusText(known), await statusText(unknown)];
    expect(knownText).toBe(unknownText);
    expect(knownText).toContain('Si el e-mail corresponde a una cuenta activa, te enviamos un enlace');
    const links = await passwordLinksSentTo(pages.db, member.email);
    expect(links).toHaveLength(1);
    expect(links[0]?.kind).toBe('staff.reset_password');
    expect(links[0]?.text).toContain(`http://localhost:3000/admin/restablecer/${links[0]?.token}`);
    expect(await passwordLinksSentTo(pages.db, 'nadie-aqui@territorio.test')).toEqual([]);
  });

  it('does the same before answering for an e-mail with an account and one without: it takes the request, no more', async () => {
    const member = await createStaffMember(pages.db, { role: 'sales' });
    const nobody = 'nadie-tampoco@territorio.test';
    const known = await postReset(member.email);
    const unknown = await postReset(nobody);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await statusText(known)).toBe(await statusText(unknown));
    // Each answer waited for one row, the same for both; whether an account has the e-mail is not looked at yet.
    expect(await traceOf(member.email)).toEqual({ requests: 1, links: 0, mails: 0 });
    expect(await traceOf(nobody)).toEqual({ requests: 1, links: 0, mails: 0 });
    // The job's run then e-mails the account its link and drops the other request.
    expect(await sendLinks()).toBe(1);
    expect(await traceOf(member.email)).toEqual({ requests: 0, links: 1, mails: 1 });
    expect(await traceOf(nobody)).toEqual({ requests: 0, links: 0, mails: 0 });
  });

  it('has the link e-mailed by the background job a moment later', async () => {
    const job = startPasswordRequestJob(
      { db: pages.db, config: { PUBLIC_URL: 'http://localhost:3000' }, logger: createLogger('silent') },
      50,
    );
    try {
      const member = await createStaffMember(pages.db, { role: 'viewer' });
      expect((await postReset(member.email)).status).toBe(200);
      await vi.waitFor(
        async () => expect(await passwordLinksSentTo(pages.db, member.email)).toHaveLength(1),
        { timeout: 15_000, interval: 50 },
      );
      expect(await traceOf(member.email)).toMatchObject({ requests: 0 });
    } finally {
      await job.stop();
    }
  });

  it('keeps only the link’s hash, and makes it expire after an hour', async () => {
    const member = await createStaffMember(pages.db, { role: 'sales' });
    await requestReset(member.email);
    const [link] = await passwordLinksSentTo(pages.db, member.email);
    const rows = await pages.db.select().from(staffTokens).where(eq(staffTokens.accountId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(tokenHash(link?.token ?? ''));
    expect(JSON.stringify(rows)).not.toContain(link?.token);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(60 * 60 * 1000);
  });

  it('sets the new password once through the link, ends every session of the account, and records it', async () => {
    const member = await createStaffMember(pages.db, { role: 'sales' });
    const browser = await signedIn(pages.db, member);
    await requestReset(member.email);
    const [link] = await passwordLinksSentTo(pages.db, member.email);
    const token = link?.token ?? '';
    const page = await pages.app.request(`/admin/restablecer/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Elegí una contraseña nueva');

    const newPassword = 'una frase nueva y larga';
    const saved = await choosePassword(token, newPassword);
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/admin/login?clave=1');
    // The session that was open is over.
    expect((await pages.app.request('/admin', staffGet(browser))).status).toBe(302);
    // The old password no longer works; the new one does.
    expect((await signIn(newAddress(), { email: member.email, password: TEST_STAFF_PASSWORD })).status).toBe(
      401,
    );
    const signedInAgain = await signIn(newAddress(), { email: member.email, password: newPassword });
    expect(signedInAgain.status).toBe(302);
    expect(cookiesOf(signedInAgain).staff_session).toBeDefined();
    // Used once: the same link opens nothing now.
    const reused = await pages.app.request(`/admin/restablecer/${token}`);
    expect(reused.status).toBe(404);
    expect(await reused.text()).toContain('El enlace venció o ya se usó. Pedí uno nuevo.');
    expect((await choosePassword(token, 'otra frase más larga aún')).status).toBe(404);
    expect((await signIn(newAddress(), { email: member.email, password: newPassword })).status).toBe(302);
    const entries = await pages.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, member.id), eq(auditLog.action, 'staff.reset_password')));
    expect(entries).toHaveLength(1);
  });

  it('refuses an expired link, and a link of a deactivated account', async () => {
    const member = await createStaffMember(pages.db, { role: 'viewer' });
    await requestReset(member.email);
    const [link] = await passwordLinksSentTo(pages.db, member.email);
    await pages.db
      .update(staffTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffTokens.accountId, member.id));
    expect((await pages.app.request(`/admin/restablecer/${link?.token}`)).status).toBe(404);
    expect((await choosePassword(link?.token ?? '', 'una frase nueva y larga')).status).toBe(404);
    expect(
      (await signIn(newAddress(), { email: member.email, password: 'una frase nueva y larga' })).status,
    ).toBe(401);
  });

  it('keeps only the latest link working', async () => {
    const member = await createStaffMember(pages.db, { role: 'viewer' });
    await requestReset(member.email);
    await requestReset(member.email);
    const [first, second] = await passwordLinksSentTo(pages.db, member.email);
    expect((await pages.app.request(`/admin/restablecer/${first?.token}`)).status).toBe(404);
    expect((await pages.app.request(`/admin/restablecer/${second?.token}`)).status).toBe(200);
  });

  it('explains the password rule in Spanish, and keeps the link for another try', async () => {
    const member = await createStaffMember(pages.db, { role: 'viewer' });
    await requestReset(member.email);
    const [link] = await passwordLinksSentTo(pages.db, member.email);
    const token = link?.token ?? '';
    const short = await choosePassword(token, 'corta');
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('La contraseña tiene que tener al menos 12 caracteres.');
    const different = await choosePassword(token, 'una frase nueva y larga', 'otra frase distinta');
    expect(different.status).toBe(400);
    expect(await different.text()).toContain('Las dos contraseñas no coinciden.');
    expect((await choosePassword(token, 'una frase nueva y larga')).status).toBe(302);
  });

  it('sends no more than 3 links an e-mail in a while, answering as always', async () => {
    const member = await createStaffMember(pages.db, { role: 'viewer' });
    for (let request = 0; request < 5; request++) {
      const response = await requestReset(member.email);
      expect(response.status).toBe(200);
      expect(await statusText(response)).toContain('Si el e-mail corresponde a una cuenta activa');
    }
    expect(await passwordLinksSentTo(pages.db, member.email)).toHaveLength(3);
  });

  it('sets a new account’s first password through the same page', async () => {
    const member = await createStaffMember(pages.db, { role: 'viewer', password: null });
    await requestReset(member.email);
    const [link] = await passwordLinksSentTo(pages.db, member.email);
    expect(link?.kind).toBe('staff.set_password');
    const page = await pages.app.request(`/admin/restablecer/${link?.token}`);
    expect(await page.text()).toContain('Elegí tu contraseña');
    expect((await choosePassword(link?.token ?? '', 'mi primera contraseña')).status).toBe(302);
    expect(
      (await signIn(newAddress(), { email: member.email, password: 'mi primera contraseña' })).status,
    ).toBe(302);
    const sessions = await pages.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.accountId, member.id));
    expect(sessions).toHaveLength(1);
  });
});

/** The staff accounts page and the audit log (docs/product.md §6), through the real pages, as an administrator. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import {
  anonymousBrowser,
  createStaffMember,
  passwordLinksSentTo,
  type StaffBrowser,
  signedIn,
  staffGet,
  staffPost,
  TEST_STAFF_PASSWORD,
} from '../../tests/support/staff-sessions';
import { staffAccounts, staffSessions, staffTokens } from '../db/schema';
import { recordAudit } from './audit';

const pages = adminPagesTestBed();
let admin: Awaited<ReturnType<typeof createStaffMember>>;
let browser: StaffBrowser;
beforeAll(async () => {
  admin = await createStaffMember(pages.db, { role: 'admin', name: 'Alicia Administradora' });
  browser = await signedIn(pages.db, admin);
});

/** The HTML without the comments React puts between adjacent texts. */

const notice = async (response: Response) =>
  (await response.text()).match(/role="(?:status|alert)"[^>]*>([^<]+)</)?.[1] ?? '';

async function account(email: string) {
  const [row] = await pages.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  return row;
}

const auditOf = (action: string, subjectId: number) => pages.auditOf({ action, id: subjectId });

const createAccount = (fields: Record<string, string | string[]>) =>
  pages.app.request('/admin/personal', staffPost(browser, fields));

const changeAccount = (id: number, fields: Record<string, string | string[]>, as = browser) =>
  pages.app.request(`/admin/personal/${id}`, staffPost(as, fields));

describe('/admin/personal', () => {
  it('lists the accounts with their role and brands', async () => {
    const sales = await createStaffMember(pages.db, {
      role: 'sales',
      brandIds: [1, 2],
      name: 'Sergio Ventas',
    });
    const page = await html(await pages.app.request('/admin/personal', staffGet(browser)));
    expect(page).toContain('Alicia Administradora');
    expect(page).toContain(sales.email);
    expect(page).toContain('Ventas · Volkswagen, Chevrolet');
  });

  it('creates an account, e-mails it a link to choose its password, and records who did it', async () => {
    const response = await createAccount({
      name: 'Valeria Vende',
      email: 'Valeria.Vende@Territorio.test',
      role: 'sales',
      brandIds: ['1', '4'],
    });
    expect(response.status).toBe(200);
    expect(await notice(response)).toBe(
      'Creamos la cuenta de Valeria Vende. Le enviamos un e-mail a valeria.vende@territorio.test para que elija su contraseña.',
    );
    const created = await account('valeria.vende@territorio.test');
    expect(created).toMatchObject({
      name: 'Valeria Vende',
      role: 'sales',
      brandIds: [1, 4],
      passwordHash: null,
    });
    const [link] = await passwordLinksSentTo(pages.db, 'valeria.vende@territorio.test');
    expect(link?.kind).toBe('staff.set_password');
    const [token] = await pages.db
      .select()
      .from(staffTokens)
      .where(eq(staffTokens.accountId, created?.id ?? 0));
    expect((token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0)).toBe(72 * 60 * 60 * 1000);
    expect((await pages.app.request(`/admin/restablecer/${link?.token}`)).status).toBe(200);
    const [entry] = await auditOf('staff.create', created?.id ?? 0);
    expect(entry).toMatchObject({
      accountId: admin.id,
      accountEmail: admin.email,
      subjectType: 'staff_account',
      before: null,
      after: {
        name: 'Valeria Vende',
        email: 'valeria.vende@territorio.test',
        role: 'sales',
        brandIds: [1, 4],
        active: true,
      },
    });
    expect(entry?.ipAddress).toBeTruthy();
  });

  it('explains what is wrong with the form, and keeps what was typed', async () => {
    const noBrands = await createAccount({
      name: 'Sin Marcas',
      email: 'sin-marcas@territorio.test',
      role: 'sales',
    });
    expect(noBrands.status).toBe(400);
    const html = await noBrands.text();
    expect(html).toContain('Elegí al menos una marca para una cuenta de ventas.');
    expect(html).toContain('value="sin-marcas@territorio.test"');
    expect(await account('sin-marcas@territorio.test')).toBeUndefined();

    const badEmail = await createAccount({ name: 'Mal E-mail', email: 'no-es-email', role: 'viewer' });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toContain('Ingresá un e-mail válido.');

    const duplicate = await createAccount({ name: 'Otra Alicia', email: admin.email, role: 'viewer' });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toContain('Ya existe una cuenta con ese e-mail.');
  });

  it('keeps brands only for sales accounts', async () => {
    await createAccount({
      name: 'Vera Consulta',
      email: 'vera@territorio.test',
      role: 'viewer',
      brandIds: ['1'],
    });
    expect((await account('vera@territorio.test'))?.brandIds).toEqual([]);
  });

  it('changes the role and brands, recording before and after; the person’s next request sees it', async () => {
    const member = await createStaffMember(pages.db, { role: 'sales', brandIds: [1], name: 'Bruno Brand' });
    const memberBrowser = await signedIn(pages.db, member);
    expect((await pages.app.request('/admin/auditoria', staffGet(memberBrowser))).status).toBe(403);
    const response = await changeAccount(member.id, {
      intent: 'change',
      name: 'Bruno Brand',
      role: 'admin',
      brandIds: ['2'],
    });
    expect(response.status).toBe(200);
    expect(await notice(response)).toBe('Guardamos los cambios de Bruno Brand.');
    expect(await account(member.email)).toMatchObject({ role: 'admin', brandIds: [] });
    const [entry] = await auditOf('staff.change', member.id);
    expect(entry?.before).toMatchObject({ role: 'sales', brandIds: [1] });
    expect(entry?.after).toMatchObject({ role: 'admin', brandIds: [] });
    expect(JSON.stringify(entry)).not.toContain('argon2');
    expect((await pages.app.request('/admin/auditoria', staffGet(memberBrowser))).status).toBe(200);
  });

  it('deactivates an account, ending its sessions; it can sign in again once reactivated', async () => {
    const member = await createStaffMember(pages.db, { role: 'viewer', name: 'Dora Desactivada' });
    const memberBrowser = await signedIn(pages.db, member);
    const response = await changeAccount(member.id, { intent: 'deactivate' });
    expect(await notice(response)).toBe('Desactivamos la cuenta de Dora Desactivada: ya no puede ingresar.');
    expect(await pages.db.select().from(staffSessions).where(eq(staffSessions.accountId, member.id))).toEqual(
      [],
    );
    expect((await pages.app.request('/admin', staffGet(memberBrowser))).status).toBe(302);
    const signIn = () =>
      pages.app.request(
        '/admin/login',
        staffPost(anonymousBrowser(), { email: member.email, password: TEST_STAFF_PASSWORD }),
      );
    expect((await signIn()).status).toBe(401);
    const [deactivated] = await auditOf('staff.deactivate', member.id);
    expect(deactivated).toMatchObject({ before: { active: true }, after: { active: false } });

    expect(await notice(await changeAccount(member.id, { intent: 'reactivate' }))).toBe(
      'Reactivamos la cuenta de Dora Desactivada.',
    );
    expect((await signIn()).status).toBe(302);
    expect(await auditOf('staff.reactivate', member.id)).toHaveLength(1);
  });

  it('sends a reset link, and records it', async () => {
    const member = await createStaffMember(pages.db, { role: 'viewer' });
    const response = await changeAccount(member.id, { intent: 'send-link' });
    expect(await notice(response)).toBe(
      `Le enviamos a ${member.email} un enlace para elegir una contraseña.`,
    );
    const [link] = await passwordLinksSentTo(pages.db, member.email);
    expect(link?.kind).toBe('staff.reset_password');
    const [entry] = await auditOf('staff.send_password_link', member.id);
    expect(entry?.after).toEqual({ purpose: 'reset_password' });
  });

  it('never leaves the site without an active administrator, nor lets one deactivate themselves', async () => {
    const own = await changeAccount(admin.id, { intent: 'deactivate' });
    expect(own.status).toBe(409);
    expect(await notice(own)).toBe('No podés desactivar tu propia cuenta.');
    // Alone among the active administrators (the others of this file are deactivated first).
    await pages.db.update(staffAccounts).set({ active: false }).where(eq(staffAccounts.role, 'admin'));
    await pages.db.update(staffAccounts).set({ active: true }).where(eq(staffAccounts.id, admin.id));
    const demoted = await changeAccount(admin.id, {
      intent: 'change',
      name: admin.name,
      role: 'viewer',
    });
    expect(demoted.status).toBe(409);
    expect(await notice(demoted)).toBe('Tiene que quedar al menos una cuenta de administración activa.');
    expect((await account(admin.email))?.role).toBe('admin');
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await pages.app.request('/admin/personal/999999', staffGet(browser))).status).toBe(404);
    expect((await pages.app.request('/admin/personal/abc', staffGet(browser))).status).toBe(404);
  });
});

describe('/admin/auditoria', () => {
  it('shows the log newest first, filtered by person, action, subject and dates, 50 to a page', async () => {
    const clerk = await createStaffMember(pages.db, { role: 'sales', name: 'Carla Caja' });
    const actor = { member: clerk, ipAddress: '203.0.113.50' };
    for (let index = 1; index <= 55; index++)
      await recordAudit(pages.db, actor, {
        action: 'operation.note',
        subjectType: 'operation',
        subjectId: `OP${String(index).padStart(4, '0')}`,
        after: { note: `nota ${index}` },
      });
    const page = async (query: string) =>
      html(await pages.app.request(`/admin/auditoria?${query}`, staffGet(browser)));
    const subjects = (html: string) =>
      [...html.matchAll(/admin-list__title">[^<]*Operación (OP\d{4})/g)].map((match) => match[1]);

    const first = await page(`accountId=${clerk.id}`);
    expect(first).toContain('55 registros');
    expect(first).toContain('Página 1 de 2');
    expect(subjects(first)).toHaveLength(50);
    expect(subjects(first)[0]).toBe('OP0055');
    expect(first).toContain('desde 203.0.113.50');
    const second = await page(`accountId=${clerk.id}&page=2`);
    expect(subjects(second)).toEqual(['OP0005', 'OP0004', 'OP0003', 'OP0002', 'OP0001']);

    const one = await page('subjectType=operation&subjectId=OP0007');
    expect(subjects(one)).toEqual(['OP0007']);
    expect(one).toContain('<strong>Nota:</strong> nota 7');
    // Each part of the back office names its actions in Spanish.
    expect(one).toContain('Agregó una nota a una reserva');

    const byAction = await page('action=staff.create');
    expect(subjects(byAction)).toEqual([]);
    expect(byAction).toContain('Creó una cuenta');

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Mendoza' });
    expect(subjects(await page(`accountId=${clerk.id}&from=${today}&to=${today}`))).toHaveLength(50);
    expect(subjects(await page(`accountId=${clerk.id}&to=2020-01-01`))).toEqual([]);
  });

  it('refuses filters that are not, with a 400', async () => {
    expect((await pages.app.request('/admin/auditoria?from=ayer', staffGet(browser))).status).toBe(400);
  });
});

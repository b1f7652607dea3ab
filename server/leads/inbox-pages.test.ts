/**
 * The leads inbox's pages and files through the real app (docs/product.md §6): who may open the list, a lead, the CSV
 * export and a CV, who may change a lead, the CSRF token on every change, and the audit log's record of every page of
 * the list and every export (docs/decisions/0045).
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPagesTestBed, pagesUnder } from '../../tests/support/pages-app';
import { createStaffMember, signedIn, staffGet, staffPost } from '../../tests/support/staff-sessions';
import { auditLog, contactMessages, priceRequests } from '../db/schema';
import { postLead, seedLeadBrands } from './leads.fixtures';

// The audit log's page too: it names what the inbox's reads leave there.
const bed = adminPagesTestBed({
  keep: (page) => pagesUnder('/admin/consultas')(page) || page === '/admin/auditoria',
  uploads: true,
});

const CV_BYTES = new Uint8Array(fs.readFileSync(path.join('tests/fixtures/cv', 'cv.pdf')));

let vwLead: number;
let chevroletLead: number;
let generalLead: number;
let application: number;

const post = (url: string, body: unknown) => postLead(bed.app, url, body);

beforeAll(async () => {
  await seedLeadBrands(bed.db);

  // The leads arrive through the public forms, as on the site.
  vwLead = await post('/api/v2/territorio/price-request', {
    name: 'Mariano',
    lastname: 'Gutiérrez',
    email: 'mariano@example.com',
    cellphone: '+54 9 264 555-9876',
    vehicle: 'Amarok',
  });
  chevroletLead = await post('/api/v2/territorio/contact', {
    name: 'Mario',
    lastname: 'Sánchez',
    telephone: '261 444 0000',
    subject: 'Tracker',
  });
  generalLead = await post('/api/v2/territorio/contact', {
    name: 'Ruth',
    lastname: 'Díaz',
    telephone: '261 444 1111',
    subject: 'Formulario de contacto',
  });
  const form = new FormData();
  for (const [field, value] of Object.entries({
    name: 'Lucía',
    lastname: 'Fernández',
    cellphone: '+54 9 261 666-7788',
    email: 'lucia@example.com',
    position: 'Asesora comercial',
  }))
    form.append(`data[${field}]`, value);
  form.append('file', new File([CV_BYTES], 'cv.pdf', { type: 'application/pdf' }));
  const cv = await bed.app.request('/cv', {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  expect(cv.status).toBe(201);
  application = ((await cv.json()) as { data: { id: number } }).data.id;
});

const pages = () => [
  '/admin/consultas',
  '/admin/consultas?tipo=contact',
  `/admin/consultas/precio/${vwLead}`,
  '/admin/consultas/exportar',
  `/admin/consultas/empleo/${application}/cv`,
];

describe('who may open the inbox', () => {
  it('sends anonymous visitors to sign in, for the pages and the files alike', async () => {
    for (const page of pages()) {
      const response = await bed.app.request(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get('location'), page).toBe(`/admin/login?next=${encodeURIComponent(page)}`);
    }
  });

  it('answers 403 to a role without leads (content), for the pages and the files alike', async () => {
    const browser = await bed.signIn({ role: 'content' });
    for (const page of pages())
      expect((await bed.app.request(page, staffGet(browser))).status, page).toBe(403);
  });

  it("shows a sales member their brands' leads only, and a 403 for another brand's or a lead of no brand", async () => {
    const browser = await bed.signIn({ role: 'sales', brandIds: [1] });
    const list = await bed.app.request('/admin/consultas', staffGet(browser));
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('1 consulta');
    expect(html).toContain(`href="/admin/consultas/precio/${vwLead}"`);
    expect(html).not.toContain('Sánchez');
    expect(html).not.toContain('Fernández');
    expect((await bed.app.request(`/admin/consultas/precio/${vwLead}`, staffGet(browser))).status).toBe(200);
    for (const page of [
      `/admin/consultas/contacto/${chevroletLead}`,
      `/admin/consultas/contacto/${generalLead}`,
      `/admin/consultas/empleo/${application}`,
      `/admin/consultas/empleo/${application}/cv`,
    ])
      expect((await bed.app.request(page, staffGet(browser))).status, page).toBe(403);
  });

  it('answers 404 for an address that names no lead', async () => {
    const browser = await bed.signIn({ role: 'admin' });
    for (const page of [
      '/admin/consultas/contacto/999999',
      '/admin/consultas/fax/1',
      '/admin/consultas/contacto/abc',
      '/admin/consultas/empleo/999999/cv',
    ])
      expect((await bed.app.request(page, staffGet(browser))).status, page).toBe(404);
  });
});

describe('changing a lead', () => {
  it('moves its state for a sales member of its brand, with the audit log', async () => {
    const sales = await createStaffMember(bed.db, { role: 'sales', brandIds: [1] });
    const browser = await signedIn(bed.db, sales);
    const response = await bed.app.request(
      `/admin/consultas/precio/${vwLead}`,
      staffPost(browser, { intent: 'status', status: 'in_progress' }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Cambiamos el estado de la consulta.');
    const [row] = await bed.db.select().from(priceRequests).where(eq(priceRequests.id, vwLead));
    expect(row?.status).toBe('in_progress');
    const audit = await bed.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, `price_request:${vwLead}`), eq(auditLog.action, 'lead.status')));
    expect(audit.map((entry) => [entry.accountId, entry.before, entry.after])).toEqual([
      [sales.id, { status: 'new' }, { status: 'in_progress' }],
    ]);
  });

  it("refuses with 403 a change by a viewer, or to another brand's lead, and changes nothing", async () => {
    const viewer = await bed.signIn({ role: 'viewer' });
    const page = await bed.app.request(`/admin/consultas/contacto/${chevroletLead}`, staffGet(viewer));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sánchez');
    expect(html).not.toContain('name="intent"');
    const sales = await bed.signIn({ role: 'sales', brandIds: [1] });
    for (const browser of [viewer, sales]) {
      const changes: Record<string, string>[] = [
        { intent: 'status', status: 'discarded' },
        { intent: 'note', note: 'No debería quedar.' },
        { intent: 'assign', account_id: '' },
      ];
      for (const fields of changes) {
        const response = await bed.app.request(
          `/admin/consultas/contacto/${chevroletLead}`,
          staffPost(browser, fields),
        );
        expect(response.status, fields.intent).toBe(403);
      }
    }
    const [row] = await bed.db.select().from(contactMessages).where(eq(contactMessages.id, chevroletLead));
    expect(row?.status).toBe('new');
  });

  it('refuses a change without the CSRF token', async () => {
    const browser = await bed.signIn({ role: 'admin' });
    const response = await bed.app.request(
      `/admin/consultas/contacto/${generalLead}`,
      staffPost(browser, { intent: 'status', status: 'answered' }, { csrf: false }),
    );
    expect(response.status).toBe(403);
    const [row] = await bed.db.select().from(contactMessages).where(eq(contactMessages.id, generalLead));
    expect(row?.status).toBe('new');
  });

  it('keeps a note and shows it on the lead, and answers a bad value with its message', async () => {
    const browser = await bed.signIn({ role: 'admin', name: 'Ana Admin' });
    const bad = await bed.app.request(
      `/admin/consultas/contacto/${generalLead}`,
      staffPost(browser, { intent: 'status', status: 'cerrada' }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Elegí un estado de la lista.');
    const saved = await bed.app.request(
      `/admin/consultas/contacto/${generalLead}`,
      staffPost(browser, { intent: 'note', note: 'Llamar después de las 18.' }),
    );
    expect(saved.status).toBe(200);
    const html = await saved.text();
    expect(html).toContain('Llamar después de las 18.');
    expect(html).toContain('Ana Admin');
  });
});

describe('the files', () => {
  it('exports the filtered list as a CSV attachment, UTF-8 with BOM, never kept', async () => {
    const browser = await bed.signIn({ role: 'admin' });
    const response = await bed.app.request('/admin/consultas/exportar?tipo=price_request', staffGet(browser));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="consultas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines).toHaveLength(3);
    // A cell a spreadsheet would read as a formula (here a phone starting with +) is defused.
    expect(lines[1]).toContain(";Mariano;Gutiérrez;mariano@example.com;'+54 9 264 555-9876;");

    const sales = await bed.signIn({ role: 'sales', brandIds: [2] });
    const theirs = await (await bed.app.request('/admin/consultas/exportar', staffGet(sales))).text();
    expect(theirs).toContain('Sánchez');
    expect(theirs).not.toContain('Gutiérrez');
  });

  it('exports the same list as an .xlsx with phones as text, scoped to the brands of the member and audited (docs/decisions/0074)', async () => {
    const sales = await bed.signIn({ role: 'sales', brandIds: [2] });
    const response = await bed.app.request('/admin/consultas/exportar?formato=xlsx', staffGet(sales));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="consultas-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(8).value).toBe('Teléfono');
    const names = (sheet?.getColumn(6).values ?? []).slice(2);
    expect(names).toEqual(['Sánchez']);
    const phone = sheet?.getRow(2).getCell(8);
    expect(phone?.type).toBe(ExcelJS.ValueType.String);
    expect(phone?.value).toBe('261 444 0000');
    expect(phone?.numFmt).toBe('@');
    expect(sheet?.getRow(2).getCell(9).value).toBeInstanceOf(Date);

    const [entry] = await bed.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'lead.export'))
      .orderBy(desc(auditLog.id));
    expect(entry?.after).toEqual({ filters: { format: 'xlsx' }, rows: 1 });
  });

  it('sends the CV to signed-in staff who may read it, as an attachment that is never kept', async () => {
    const browser = await bed.signIn({ role: 'viewer' });
    const response = await bed.app.request(`/admin/consultas/empleo/${application}/cv`, staffGet(browser));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="cv-lucia-fernandez-${application}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(CV_BYTES);
    // The detail page links to it; nothing else names the file.
    const page = await (
      await bed.app.request(`/admin/consultas/empleo/${application}`, staffGet(browser))
    ).text();
    expect(page).toContain(`href="/admin/consultas/empleo/${application}/cv"`);
  });
});

describe('the audit log of the list and the exports (docs/decisions/0045)', () => {
  const entriesOf = (action: string) =>
    bed.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

  it('writes each export: who, from where, its filters and how many leads, never the leads themselves', async () => {
    const admin = await createStaffMember(bed.db, { role: 'admin' });
    const browser = await signedIn(bed.db, admin);
    const before = (await entriesOf('lead.export')).length;
    const response = await bed.app.request(
      '/admin/consultas/exportar?tipo=price_request&q=mariano&desde=2020-01-01',
      staffGet(browser),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Gutiérrez');
    const entries = await entriesOf('lead.export');
    expect(entries).toHaveLength(before + 1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      accountId: admin.id,
      accountEmail: admin.email,
      subjectType: 'lead_list',
      subjectId: expect.stringMatching(/^consultas-\d{4}-\d{2}-\d{2}\.csv$/),
      before: null,
      after: { filters: { kind: 'price_request', from: '2020-01-01', search: true }, rows: 1 },
    });
    expect(entry?.ipAddress).toBeTruthy();
    // The search's words may be a name, an e-mail or a phone: only that there was a search is kept.
    expect(JSON.stringify(entry)).not.toMatch(/mariano|gutiérrez|@example/i);
  });

  it('writes each page of the list a member sees, with its filters, the page and how many leads', async () => {
    const viewer = await createStaffMember(bed.db, { role: 'viewer' });
    const response = await bed.app.request(
      '/admin/consultas?tipo=contact',
      staffGet(await signedIn(bed.db, viewer)),
    );
    expect(response.status).toBe(200);
    const [entry] = await entriesOf('lead.list');
    expect(entry).toMatchObject({
      accountId: viewer.id,
      subjectType: 'lead_list',
      subjectId: 'página 1',
      after: { filters: { kind: 'contact' }, page: 1, total: 2, rows: 2 },
    });
  });

  it('leaves no entry for a refused export: a role without leads, or a brand the member may not read', async () => {
    const before = (await entriesOf('lead.export')).length + (await entriesOf('lead.list')).length;
    const content = await bed.signIn({ role: 'content' });
    const chevrolet = await bed.signIn({ role: 'sales', brandIds: [2] });
    const refused = [
      await bed.app.request('/admin/consultas/exportar', staffGet(content)),
      await bed.app.request('/admin/consultas/exportar?marca=1', staffGet(chevrolet)),
      await bed.app.request('/admin/consultas/exportar?marca=ninguna', staffGet(chevrolet)),
      await bed.app.request('/admin/consultas?marca=1', staffGet(chevrolet)),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403]);
    expect((await entriesOf('lead.export')).length + (await entriesOf('lead.list')).length).toBe(before);
    // Their own brand is theirs to export, and is written down.
    expect((await bed.app.request('/admin/consultas/exportar?marca=2', staffGet(chevrolet))).status).toBe(
      200,
    );
    expect((await entriesOf('lead.export'))[0]?.after).toEqual({
      filters: { brand: 2, format: 'csv' },
      rows: 1,
    });
  });

  it('names those entries in Spanish on the audit log’s page', async () => {
    const admin = await bed.signIn({ role: 'admin' });
    await bed.app.request('/admin/consultas/exportar', staffGet(admin));
    const page = (await (await bed.app.request('/admin/auditoria', staffGet(admin))).text()).replaceAll(
      '<!-- -->',
      '',
    );
    expect(page).toContain('Exportó las consultas a un archivo: Lista de consultas consultas-');
    expect(page).toContain('Vio la lista de consultas: Lista de consultas página 1');
  });
});

/**
 * The leads inbox's pages and files through the real app (docs/product.md §6): who may open the list, a lead, the CSV
 * export and a CV, who may change a lead, and the CSRF token on every change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPagesTestBed, pagesUnder } from '../../tests/support/pages-app';
import { createStaffMember, signedIn, staffGet, staffPost } from '../../tests/support/staff';
import { auditLog, contactMessages, priceRequests } from '../db/schema';
import { postLead, seedLeadBrands } from './leads.fixtures';

const bed = adminPagesTestBed({ keep: pagesUnder('/admin/consultas'), uploads: true });

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
    const browser = await signedIn(bed.db, await createStaffMember(bed.db, { role: 'content' }));
    for (const page of pages())
      expect((await bed.app.request(page, staffGet(browser))).status, page).toBe(403);
  });

  it("shows a sales member their brands' leads only, and a 403 for another brand's or a lead of no brand", async () => {
    const browser = await signedIn(bed.db, await createStaffMember(bed.db, { role: 'sales', brandIds: [1] }));
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
    const browser = await signedIn(bed.db, await createStaffMember(bed.db, { role: 'admin' }));
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
    const viewer = await signedIn(bed.db, await createStaffMember(bed.db, { role: 'viewer' }));
    const page = await bed.app.request(`/admin/consultas/contacto/${chevroletLead}`, staffGet(viewer));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sánchez');
    expect(html).not.toContain('name="intent"');
    const sales = await signedIn(bed.db, await createStaffMember(bed.db, { role: 'sales', brandIds: [1] }));
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
    const browser = await signedIn(bed.db, await createStaffMember(bed.db, { role: 'admin' }));
    const response = await bed.app.request(
      `/admin/consultas/contacto/${generalLead}`,
      staffPost(browser, { intent: 'status', status: 'answered' }, { csrf: false }),
    );
    expect(response.status).toBe(403);
    const [row] = await bed.db.select().from(contactMessages).where(eq(contactMessages.id, generalLead));
    expect(row?.status).toBe('new');
  });

  it('keeps a note and shows it on the lead, and answers a bad value with its message', async () => {
    const browser = await signedIn(
      bed.db,
      await createStaffMember(bed.db, { role: 'admin', name: 'Ana Admin' }),
    );
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
    const browser = await signedIn(bed.db, await createStaffMember(bed.db, { role: 'admin' }));
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

    const sales = await signedIn(bed.db, await createStaffMember(bed.db, { role: 'sales', brandIds: [2] }));
    const theirs = await (await bed.app.request('/admin/consultas/exportar', staffGet(sales))).text();
    expect(theirs).toContain('Sánchez');
    expect(theirs).not.toContain('Gutiérrez');
  });

  it('sends the CV to signed-in staff who may read it, as an attachment that is never kept', async () => {
    const browser = await signedIn(bed.db, await createStaffMember(bed.db, { role: 'viewer' }));
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

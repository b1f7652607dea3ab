import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InboxFilters, LeadKind } from '#domain/back-office/leads-inbox';
import { parseInboxQuery } from '#domain/back-office/leads-inbox-schemas';
import type { StaffActor, StaffMember, StaffRole } from '#domain/back-office/staff';
import { createStaffMember } from '../../tests/support/staff-sessions';
import { createTestDatabase } from '../../tests/support/test-database';
import type { Database, DatabaseHandle } from '../db/client';
import { auditLog, contactMessages, jobApplications, leadNotes, priceRequests } from '../db/schema';
import { configuredFileStorage, type FileStorage } from '../storage';
import { leadsInboxSource } from './inbox';
import { inboxCsv } from './inbox-csv';
import { leadsTestApp, postLead, seedLeadBrands } from './leads.fixtures';

let handle: DatabaseHandle;
let db: Database;
let dataDir: string;
let storage: FileStorage;
let app: ReturnType<typeof leadsTestApp>;
let inbox: ReturnType<typeof leadsInboxSource>;

/** A staff account without a password: these tests call the inbox directly, nobody signs in. */
const createMember = (role: StaffRole, brandIds: number[] = [], name?: string) =>
  createStaffMember(db, { role, brandIds, ...(name ? { name } : {}), password: null });
const actor = (member: StaffMember): StaffActor => ({ member, ipAddress: '203.0.113.7' });

let admin: StaffMember;
let viewer: StaffMember;
let vwSales: StaffMember;
let chevroletSales: StaffMember;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedLeadBrands(db);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-inbox-'));
  app = leadsTestApp(db, dataDir);
  storage = configuredFileStorage({ DATA_DIR: dataDir } as Parameters<typeof configuredFileStorage>[0]);
  inbox = leadsInboxSource({ db, storage, publicUrl: 'http://localhost:3000' });
  admin = await createMember('admin', [], 'Ana Admin');
  viewer = await createMember('viewer', [], 'Vera Consulta');
  vwSales = await createMember('sales', [1], 'Valentín Ventas');
  chevroletSales = await createMember('sales', [2], 'Carla Chevrolet');
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.delete(contactMessages);
  await db.delete(priceRequests);
  await db.delete(jobApplications);
  await db.delete(leadNotes);
  await db.delete(auditLog);
});

const postJson = (url: string, body: unknown) => postLead(app, url, body);

const contact = (subject: string, overrides: Record<string, string> = {}) =>
  postJson('/api/v2/territorio/contact', {
    name: 'Juana',
    lastname: 'Pérez',
    telephone: '0261 555-1234',
    email: 'juana.perez@example.com',
    message: 'Quiero saber si tienen la unidad en gris.',
    subject,
    ...overrides,
  });

const priceRequest = (vehicle: string, overrides: Record<string, string> = {}) =>
  postJson('/api/v2/territorio/price-request', {
    name: 'Mariano',
    lastname: 'Gutiérrez',
    email: 'mariano@example.com',
    cellphone: '+54 9 264 555-9876',
    vehicle,
    ...overrides,
  });

const CV_BYTES = new Uint8Array(fs.readFileSync(path.join('tests/fixtures/cv', 'cv.pdf')));

async function jobApplication(position = 'Asesora comercial') {
  const form = new FormData();
  const fields = {
    name: 'Lucía',
    lastname: 'Fernández',
    cellphone: '+54 9 261 666-7788',
    email: 'lucia@example.com',
    position,
    zone: 'Luján de Cuyo',
  };
  for (const [field, value] of Object.entries(fields)) form.append(`data[${field}]`, value);
  form.append('file', new File([CV_BYTES], 'cv.pdf', { type: 'application/pdf' }));
  const response = await app.request('/cv', {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Makes rows' creation instants distinct and known: the inbox lists newest first. */
async function receivedAt(kind: LeadKind, id: number, at: string) {
  const createdAt = new Date(at);
  if (kind === 'contact')
    await db.update(contactMessages).set({ createdAt }).where(eq(contactMessages.id, id));
  if (kind === 'price_request')
    await db.update(priceRequests).set({ createdAt }).where(eq(priceRequests.id, id));
  if (kind === 'job_application')
    await db.update(jobApplications).set({ createdAt }).where(eq(jobApplications.id, id));
}

const filters = (given: Partial<InboxFilters> = {}): InboxFilters => ({ page: 1, ...given });
const listed = async (member: StaffMember, given: Partial<InboxFilters> = {}) =>
  (await inbox.list(actor(member), filters(given))).rows.map((row) => `${row.kind}:${row.id}`);

/** One lead of each kind and brand, oldest first. */
async function threeKinds() {
  const amarok = await priceRequest('Amarok');
  await receivedAt('price_request', amarok, '2026-11-10T13:00:00Z');
  const tracker = await contact('Tracker', { name: 'Mario', lastname: 'Sánchez', telephone: '261 444 0000' });
  await receivedAt('contact', tracker, '2026-11-11T13:00:00Z');
  const general = await contact('Formulario de contacto', { email: 'otra@example.com', name: 'Ruth' });
  await receivedAt('contact', general, '2026-11-12T13:00:00Z');
  const job = await jobApplication();
  await receivedAt('job_application', job, '2026-11-13T13:00:00Z');
  return {
    amarok: `price_request:${amarok}`,
    tracker: `contact:${tracker}`,
    general: `contact:${general}`,
    job: `job_application:${job}`,
    ids: { amarok, tracker, general, job },
  };
}

describe('the brand of a new lead', () => {
  it('is the brand of the family a price request or a contact subject names; none for a general message', async () => {
    const amarok = await priceRequest('amarok');
    const tracker = await contact('Tracker');
    const general = await contact('Formulario de contacto');
    const unknown = await priceRequest('Un modelo que no existe');
    const rows = await db.select().from(priceRequests).orderBy(asc(priceRequests.id));
    expect(rows.map((row) => [row.id, row.brandId])).toEqual([
      [amarok, 1],
      [unknown, null],
    ]);
    const contacts = await db.select().from(contactMessages).orderBy(asc(contactMessages.id));
    expect(contacts.map((row) => [row.id, row.brandId])).toEqual([
      [tracker, 2],
      [general, null],
    ]);
  });

  it('is filled for the leads saved before, by migration 0013 and the same rule', async () => {
    const [old] = await db
      .insert(priceRequests)
      .values({ vehicle: 'Amarok ', name: 'A', lastname: 'B', email: 'a@example.com' })
      .returning();
    const [general] = await db
      .insert(contactMessages)
      .values({ subject: 'Formulario de contacto', name: 'A', lastname: 'B', telephone: '2615551234' })
      .returning();
    const [tracker] = await db
      .insert(contactMessages)
      .values({ subject: 'tracker', name: 'A', lastname: 'B', telephone: '2615551234' })
      .returning();
    const migration = fs.readFileSync('server/db/migrations/0013_leads-brand.sql', 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const brandOf = async (table: typeof priceRequests | typeof contactMessages, id = 0) =>
      (await db.select({ brandId: table.brandId }).from(table).where(eq(table.id, id)))[0]?.brandId;
    expect(await brandOf(priceRequests, old?.id)).toBe(1);
    expect(await brandOf(contactMessages, general?.id)).toBeNull();
    expect(await brandOf(contactMessages, tracker?.id)).toBe(2);
  });
});

describe('the inbox list', () => {
  it('shows the three kinds as one list, newest first, with type, brand, subject, name and state', async () => {
    const leads = await threeKinds();
    const page = await inbox.list(actor(admin), filters());
    expect(page.rows.map((row) => [row.kind, row.brandName, row.subject, row.name, row.status])).toEqual([
      ['job_application', null, 'Asesora comercial', 'Lucía', 'new'],
      ['contact', null, 'Formulario de contacto', 'Ruth', 'new'],
      ['contact', 'Chevrolet', 'Tracker', 'Mario', 'new'],
      ['price_request', 'Volkswagen', 'Amarok', 'Mariano', 'new'],
    ]);
    expect(page.total).toBe(4);
    expect(page.rows[3]).toMatchObject({ phone: '+54 9 264 555-9876', email: 'mariano@example.com' });
    expect(`${page.rows[0]?.kind}:${page.rows[0]?.id}`).toBe(leads.job);
  });

  it('filters by type, brand (or none), state, assigned person and days in Mendoza', async () => {
    const leads = await threeKinds();
    await inbox.setStatus(actor(admin), { kind: 'contact', id: leads.ids.tracker }, { status: 'answered' });
    await inbox.assign(
      actor(admin),
      { kind: 'price_request', id: leads.ids.amarok },
      { account_id: String(vwSales.id) },
    );

    expect(await listed(admin, { kind: 'contact' })).toEqual([leads.general, leads.tracker]);
    expect(await listed(admin, { brand: 1 })).toEqual([leads.amarok]);
    expect(await listed(admin, { brand: 'ninguna' })).toEqual([leads.job, leads.general]);
    expect(await listed(admin, { status: 'answered' })).toEqual([leads.tracker]);
    expect(await listed(admin, { status: 'new' })).toEqual([leads.job, leads.general, leads.amarok]);
    expect(await listed(admin, { assigned: vwSales.id })).toEqual([leads.amarok]);
    expect(await listed(admin, { assigned: 'ninguna' })).toEqual([leads.job, leads.general, leads.tracker]);
    expect(await listed(admin, { from: '2026-11-11', to: '2026-11-12' })).toEqual([
      leads.general,
      leads.tracker,
    ]);
  });

  it('finds a lead by name (with or without accents, either order), e-mail or phone digits', async () => {
    const leads = await threeKinds();
    expect(await listed(admin, { q: 'gutierrez' })).toEqual([leads.amarok]);
    expect(await listed(admin, { q: 'Sánchez Mario' })).toEqual([leads.tracker]);
    expect(await listed(admin, { q: 'OTRA@example' })).toEqual([leads.general]);
    expect(await listed(admin, { q: '2614440000' })).toEqual([leads.tracker]);
    expect(await listed(admin, { q: '264 555' })).toEqual([leads.amarok]);
    expect(await listed(admin, { q: 'nadie así' })).toEqual([]);
  });

  it("keeps a sales member to their brands' leads in the query: no other brand, no lead without a brand", async () => {
    const leads = await threeKinds();
    expect(await listed(vwSales)).toEqual([leads.amarok]);
    expect(await listed(chevroletSales)).toEqual([leads.tracker]);
    expect((await inbox.list(actor(chevroletSales), filters())).total).toBe(1);
    expect(await listed(chevroletSales, { brand: 1 })).toEqual([]);
    expect(await listed(chevroletSales, { brand: 'ninguna' })).toEqual([]);
    expect(await listed(viewer)).toHaveLength(4);
    expect((await inbox.filterOptions(vwSales)).brands).toEqual([{ id: 1, name: 'Volkswagen' }]);
  });

  it('pages the list and tells the total', async () => {
    for (let i = 0; i < 27; i++) {
      const id = await contact('Formulario de contacto', { name: `Persona${i}` });
      await receivedAt(
        'contact',
        id,
        new Date(Date.parse('2026-11-01T12:00:00Z') + i * 60_000).toISOString(),
      );
    }
    const first = await inbox.list(actor(admin), filters());
    expect([first.rows.length, first.total, first.pageCount]).toEqual([25, 27, 2]);
    expect(first.rows[0]?.name).toBe('Persona26');
    const second = await inbox.list(actor(admin), filters({ page: 2 }));
    expect(second.rows.map((row) => row.name)).toEqual(['Persona1', 'Persona0']);
  });

  it('reads filters from the address, leaving out the values that are not valid', () => {
    expect(
      parseInboxQuery(new URLSearchParams('tipo=job_application&marca=ninguna&asignada=7&estado=answered')),
    ).toEqual({
      filters: { kind: 'job_application', brand: 'ninguna', assigned: 7, status: 'answered', page: 1 },
      issues: [],
    });
    const bad = parseInboxQuery(
      new URLSearchParams('tipo=fax&marca=3&estado=cerrada&asignada=alguien&pagina=0'),
    );
    expect(bad.filters).toEqual({ page: 1 });
    expect(bad.issues).toEqual([
      'Elegí un tipo de consulta de la lista.',
      'Elegí una marca de la lista.',
      'Elegí un estado de la lista.',
      'Elegí una persona de la lista.',
      'El número de página no es válido.',
    ]);
  });
});

const auditOf = (subjectId: string) =>
  db
    .select({
      action: auditLog.action,
      accountId: auditLog.accountId,
      before: auditLog.before,
      after: auditLog.after,
      ipAddress: auditLog.ipAddress,
    })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'lead'), eq(auditLog.subjectId, subjectId)))
    .orderBy(asc(auditLog.id));

describe('changing a lead', () => {
  it('moves its state, writing before and after to the audit log', async () => {
    const { ids, amarok } = await threeKinds();
    const lead = { kind: 'price_request' as const, id: ids.amarok };
    expect(await inbox.setStatus(actor(vwSales), lead, { status: 'in_progress' })).toEqual({
      ok: true,
      message: 'Cambiamos el estado de la consulta.',
    });
    expect(await inbox.setStatus(actor(vwSales), lead, { status: 'answered' })).toMatchObject({ ok: true });
    expect(await auditOf(amarok)).toEqual([
      {
        action: 'lead.status',
        accountId: vwSales.id,
        before: { status: 'new' },
        after: { status: 'in_progress' },
        ipAddress: '203.0.113.7',
      },
      expect.objectContaining({ before: { status: 'in_progress' }, after: { status: 'answered' } }),
    ]);
    const detail = await inbox.detail(vwSales, lead);
    expect(detail.found && detail.lead.status).toBe('answered');
  });

  it("refuses a state that doesn't exist, another brand's lead, a lead of no brand to sales, and any change to a viewer", async () => {
    const { ids } = await threeKinds();
    const amarok = { kind: 'price_request' as const, id: ids.amarok };
    expect(await inbox.setStatus(actor(vwSales), amarok, { status: 'closed' })).toEqual({
      ok: false,
      status: 400,
      message: 'Elegí un estado de la lista.',
      fieldErrors: { status: 'Elegí un estado de la lista.' },
    });
    expect(await inbox.setStatus(actor(chevroletSales), amarok, { status: 'answered' })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(
      await inbox.setStatus(actor(vwSales), { kind: 'contact', id: ids.general }, { status: 'answered' }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(await inbox.addNote(actor(viewer), amarok, { note: 'Hola' })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await inbox.assign(actor(viewer), amarok, { account_id: '' })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(
      await inbox.setStatus(actor(admin), { kind: 'contact', id: 999_999 }, { status: 'answered' }),
    ).toMatchObject({ ok: false, status: 404 });
    expect(await db.select().from(auditLog)).toEqual([]);
    const detail = await inbox.detail(vwSales, amarok);
    expect(detail.found && detail.lead.status).toBe('new');
    expect(await inbox.detail(chevroletSales, amarok)).toEqual({ found: false, reason: 'forbidden' });
  });

  it('assigns it to a person who may handle it, or to nobody, with the audit log', async () => {
    const { ids, amarok } = await threeKinds();
    const lead = { kind: 'price_request' as const, id: ids.amarok };
    expect(await inbox.assign(actor(admin), lead, { account_id: String(chevroletSales.id) })).toEqual({
      ok: false,
      status: 422,
      message: 'Carla Chevrolet no puede atender consultas de esta marca.',
      fieldErrors: { account_id: 'Carla Chevrolet no puede atender consultas de esta marca.' },
    });
    expect(await inbox.assign(actor(admin), lead, { account_id: String(viewer.id) })).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(await inbox.assign(actor(admin), lead, { account_id: String(vwSales.id) })).toMatchObject({
      ok: true,
    });
    const assigned = await inbox.detail(admin, lead);
    expect(assigned.found && assigned.lead.assignedTo).toEqual({ id: vwSales.id, name: 'Valentín Ventas' });
    expect(await inbox.assign(actor(vwSales), lead, { account_id: '' })).toMatchObject({ ok: true });
    expect((await auditOf(amarok)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['lead.assign', { assignedAccountId: null }, { assignedAccountId: vwSales.id }],
      ['lead.assign', { assignedAccountId: vwSales.id }, { assignedAccountId: null }],
    ]);
  });

  it('keeps internal notes with their author, in the audit log too', async () => {
    const { ids, tracker } = await threeKinds();
    const lead = { kind: 'contact' as const, id: ids.tracker };
    expect(await inbox.addNote(actor(chevroletSales), lead, { note: '  ' })).toMatchObject({
      ok: false,
      status: 400,
      message: 'Escribí la nota.',
    });
    expect(
      await inbox.addNote(actor(chevroletSales), lead, { note: 'Lo llamé; vuelve a llamar el lunes.' }),
    ).toEqual({ ok: true, message: 'Guardamos la nota.' });
    const detail = await inbox.detail(chevroletSales, lead);
    if (!detail.found) throw new Error('lead not found');
    expect(detail.lead.notes).toEqual([
      expect.objectContaining({ author: 'Carla Chevrolet', body: 'Lo llamé; vuelve a llamar el lunes.' }),
    ]);
    expect(detail.lead.message).toBe('Quiero saber si tienen la unidad en gris.');
    expect(await auditOf(tracker)).toEqual([
      expect.objectContaining({
        action: 'lead.note',
        before: null,
        after: { noteId: expect.any(Number), body: 'Lo llamé; vuelve a llamar el lunes.' },
      }),
    ]);
  });
});

describe('the CSV export', () => {
  it('holds every page of the filtered list as UTF-8 with a BOM, `;`-separated, dates in Mendoza', async () => {
    // Each from another buyer: the same request twice would be one lead (docs/decisions/0061).
    for (let i = 0; i < 26; i++)
      await priceRequest('Amarok', { name: `Nombre${i}`, email: `mariano${i}@example.com` });
    await contact('Tracker');
    const file = await inbox.exportFile(actor(admin), filters({ brand: 1 }), 'csv');
    const text = String(file.body);
    expect(file.fileName).toMatch(/^consultas-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith('\uFEFFTipo;Número;Marca;Asunto;Nombre;Apellido;E-mail;Teléfono;')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    // Header, 26 leads, and the empty string after the last CRLF.
    expect(lines).toHaveLength(28);
    expect(lines[1]).toMatch(
      /^Pedido de precio;\d+;Volkswagen;Amarok;Nombre25;Gutiérrez;mariano25@example\.com;'\+54 9 264 555-9876;\d\d\/\d\d\/\d{4} \d\d:\d\d;Nueva;;$/,
    );
    // A sales member's export is their brands' only.
    const theirs = await inbox.exportFile(actor(chevroletSales), filters(), 'csv');
    expect(String(theirs.body).split('\r\n')).toHaveLength(3);
  });

  it('quotes separators, quotes and line breaks, and defuses cells a spreadsheet would run as formulas', () => {
    const text = inboxCsv([
      {
        kind: 'contact',
        id: 7,
        brandId: null,
        brandName: null,
        subject: '=HYPERLINK("http://evil.example","clic")',
        name: '@SUM(A1)',
        lastname: '-2+3',
        email: 'a;b@example.com',
        phone: '+54 261',
        status: 'in_progress',
        assignedTo: { id: 1, name: 'Ana "la jefa"' },
        createdAt: '2026-11-11T02:30:00.000Z',
        message: 'Línea uno\nLínea dos',
      },
    ]);
    expect(text.split('\r\n')[1]).toBe(
      [
        'Contacto',
        '7',
        '',
        `"'=HYPERLINK(""http://evil.example"",""clic"")"`,
        "'@SUM(A1)",
        "'-2+3",
        '"a;b@example.com"',
        "'+54 261",
        // 02:30 UTC on the 11th is 23:30 of the 10th in Mendoza.
        '10/11/2026 23:30',
        'En curso',
        '"Ana ""la jefa"""',
        '"Línea uno\nLínea dos"',
      ].join(';'),
    );
  });
});

describe('the CV of a job application', () => {
  it('is read through the file storage by a member who may read the lead, and the download is audited', async () => {
    const { ids, job } = await threeKinds();
    const download = await inbox.cv(actor(admin), ids.job);
    if (!download.found) throw new Error('CV not found');
    expect(download.mimeType).toBe('application/pdf');
    expect(download.fileName).toBe(`cv-lucia-fernandez-${ids.job}.pdf`);
    const bytes = await buffer(download.body as unknown as NodeReadableStream<Uint8Array>);
    expect(new Uint8Array(bytes)).toEqual(CV_BYTES);
    expect((await auditOf(job)).map((entry) => entry.action)).toEqual(['lead.cv_download']);
  });

  it('is refused to a sales member (an application has no brand) and not found for an unknown one', async () => {
    const { ids } = await threeKinds();
    expect(await inbox.cv(actor(vwSales), ids.job)).toEqual({ found: false, reason: 'forbidden' });
    expect(await inbox.cv(actor(admin), ids.job + 1000)).toEqual({ found: false, reason: 'not_found' });
    const viewerDownload = await inbox.cv(actor(viewer), ids.job);
    expect(viewerDownload.found).toBe(true);
    if (viewerDownload.found) await viewerDownload.body.cancel();
  });
});

/**
 * Ownership in the leads inbox (issue 33): the owner filter and "Mis consultas", sorting by each column on the server,
 * bounded page sizes, and bulk actions checked and audited lead by lead.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INBOX_SORT_COLUMNS, type InboxFilters, leadKey } from '#domain/back-office/leads-inbox';
import { parseInboxQuery } from '#domain/back-office/leads-inbox-schemas';
import type { StaffActor, StaffMember, StaffRole } from '#domain/back-office/staff';
import { createStaffMember } from '../../tests/support/staff-sessions';
import { createTestDatabase } from '../../tests/support/test-database';
import type { Database, DatabaseHandle } from '../db/client';
import { auditLog, contactMessages } from '../db/schema';
import type { FileStorage } from '../storage';
import { leadsInboxSource } from './inbox';
import { seedLeadBrands } from './leads.fixtures';

let handle: DatabaseHandle;
let db: Database;
let inbox: ReturnType<typeof leadsInboxSource>;
let admin: StaffMember;
let vwSales: StaffMember;
let vwSales2: StaffMember;
let chevroletSales: StaffMember;

const createMember = (role: StaffRole, brandIds: number[], name: string) =>
  createStaffMember(db, { role, brandIds, name, password: null });
const actor = (member: StaffMember): StaffActor => ({ member, ipAddress: '203.0.113.7' });
const filters = (given: Partial<InboxFilters> = {}): InboxFilters => ({ page: 1, ...given });

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedLeadBrands(db);
  inbox = leadsInboxSource({ db, storage: {} as FileStorage, publicUrl: 'http://localhost:3000' });
  admin = await createMember('admin', [], 'Ana Admin');
  vwSales = await createMember('sales', [1], 'Valentín Ventas');
  vwSales2 = await createMember('sales', [1], 'Bruno Ventas');
  chevroletSales = await createMember('sales', [2], 'Carla Chevrolet');
});
afterAll(() => handle.close());
beforeEach(async () => {
  await db.delete(contactMessages);
  await db.delete(auditLog);
});

/** Contact messages of a brand, each a day apart, named so every column sorts them differently. */
async function messages(brandId: number | null, count: number, assigned: number | null = null) {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const [row] = await db
      .insert(contactMessages)
      .values({
        subject: `Asunto ${String.fromCharCode(90 - index)}`,
        name: `Nombre ${String.fromCharCode(65 + index)}`,
        lastname: 'Pérez',
        telephone: '261 555 0000',
        email: `persona${index}@example.com`,
        message: 'Hola',
        brandId,
        assignedAccountId: assigned,
        status: index % 2 === 0 ? 'new' : 'answered',
        createdAt: new Date(Date.UTC(2026, 10, 1 + index, 13)),
      })
      .returning({ id: contactMessages.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

const auditsOf = (action: string) => db.select().from(auditLog).where(eq(auditLog.action, action));

describe('the owner filter and "Mis consultas"', () => {
  it('lists only the leads assigned to the person asked, or to the signed-in one with «yo»', async () => {
    const mine = await messages(1, 2, vwSales.id);
    await messages(1, 3, vwSales2.id);
    await messages(1, 1, null);
    const { filters: parsed } = parseInboxQuery(new URLSearchParams('asignada=yo'));
    const own = await inbox.list(actor(vwSales), parsed);
    expect(own.rows.map((row) => row.id).sort()).toEqual([...mine].sort());
    expect(own.rows.every((row) => row.assignedTo?.id === vwSales.id)).toBe(true);
    expect((await inbox.list(actor(admin), filters({ assigned: vwSales2.id }))).total).toBe(3);
    expect((await inbox.list(actor(admin), filters({ assigned: 'ninguna' }))).total).toBe(1);
  });

  it("offers a sales member only their brands' team, not every staff account", async () => {
    const options = await inbox.filterOptions(vwSales);
    const names = options.staff.map((person) => person.name);
    expect(names).toEqual(expect.arrayContaining(['Ana Admin', 'Bruno Ventas', 'Valentín Ventas']));
    expect(names).not.toContain('Carla Chevrolet');
    expect(options.brands.map((brand) => brand.id)).toEqual([1]);
  });
});

describe('sorting and page size', () => {
  it('sorts by each column, both ways, on the server', async () => {
    await messages(1, 4, vwSales.id);
    await messages(2, 3, chevroletSales.id);
    for (const sort of INBOX_SORT_COLUMNS) {
      const up = (await inbox.list(actor(admin), filters({ sort, dir: 'asc' }))).rows;
      const down = (await inbox.list(actor(admin), filters({ sort, dir: 'desc' }))).rows;
      expect(up).toHaveLength(7);
      const key = (row: (typeof up)[number]) =>
        ({
          tipo: row.kind,
          estado: ['new', 'in_progress', 'answered', 'discarded'].indexOf(row.status),
          marca: row.brandName ?? '',
          nombre: `${row.name} ${row.lastname}`.toLowerCase(),
          asunto: row.subject.toLowerCase(),
          asignada: row.assignedTo?.name.toLowerCase() ?? '',
          fecha: row.createdAt,
        })[sort];
      const ups = up.map(key);
      const downs = down.map(key);
      expect(ups, sort).toEqual([...ups].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(downs, sort).toEqual([...downs].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    }
    const { filters: parsed, issues } = parseInboxQuery(new URLSearchParams('orden=nombre&dir=desc'));
    expect(issues).toEqual([]);
    expect((await inbox.list(actor(admin), parsed)).rows[0]?.name).toBe('Nombre D');
  });

  it('shows the page size asked among those offered, and refuses any other with a message', async () => {
    await messages(1, 12);
    expect((await inbox.list(actor(admin), filters({ perPage: 10 }))).rows).toHaveLength(10);
    expect(await inbox.list(actor(admin), filters({ perPage: 10, page: 2 }))).toMatchObject({
      pageCount: 2,
      pageSize: 10,
    });
    for (const asked of ['1000', '0', '7', '-5', 'todos']) {
      const { filters: parsed, issues } = parseInboxQuery(new URLSearchParams(`por_pagina=${asked}`));
      expect(parsed.perPage).toBeUndefined();
      expect(issues).toEqual(['Elegí cuántas filas mostrar: 10, 25, 50, 100.']);
      expect((await inbox.list(actor(admin), parsed)).pageSize).toBe(25);
    }
  });
});

describe('bulk actions', () => {
  it('assigning 3 leads writes 3 audit entries, one per lead', async () => {
    const ids = await messages(1, 3);
    const result = await inbox.bulk(actor(vwSales), {
      action: 'assign',
      leads: ids.map((id) => leadKey({ kind: 'contact', id })),
      account_id: String(vwSales2.id),
    });
    expect(result).toEqual({ ok: true, outcome: { changed: 3, unchanged: 0, refused: [] } });
    const entries = await auditsOf('lead.assign');
    expect(entries.map((entry) => entry.subjectId).sort()).toEqual(ids.map((id) => `contact:${id}`).sort());
    expect(entries.every((entry) => entry.accountId === vwSales.id)).toBe(true);
  });

  it("refuses, lead by lead, another brand's lead even by a forged id, and changes nothing of it", async () => {
    const [own] = await messages(1, 1);
    const [foreign] = await messages(2, 1, chevroletSales.id);
    if (own === undefined || foreign === undefined) throw new Error('not created');
    for (const action of ['assign', 'status', 'discard'] as const) {
      const result = await inbox.bulk(actor(vwSales), {
        action,
        leads: [leadKey({ kind: 'contact', id: own }), leadKey({ kind: 'contact', id: foreign })],
        account_id: String(vwSales.id),
        status: 'in_progress',
      });
      expect(result.ok && result.outcome.refused).toEqual([
        { key: `contacto-${foreign}`, message: 'No tenés permiso para modificar esta consulta.' },
      ]);
    }
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, foreign));
    expect(row).toMatchObject({ status: 'new', assignedAccountId: chevroletSales.id });
    const audited = await db.select().from(auditLog);
    expect(audited.some((entry) => entry.subjectId === `contact:${foreign}`)).toBe(false);
  });

  it('changes state and discards, each lead audited; the same state or person again writes nothing', async () => {
    const ids = await messages(1, 2, vwSales.id);
    const leads = ids.map((id) => leadKey({ kind: 'contact', id }));
    expect(await inbox.bulk(actor(vwSales), { action: 'discard', leads })).toMatchObject({
      ok: true,
      outcome: { changed: 2 },
    });
    expect(await auditsOf('lead.status')).toHaveLength(2);
    expect(
      await inbox.bulk(actor(vwSales), { action: 'assign', leads, account_id: String(vwSales.id) }),
    ).toEqual({ ok: true, outcome: { changed: 0, unchanged: 2, refused: [] } });
    expect(await auditsOf('lead.assign')).toHaveLength(0);
    expect(await inbox.bulk(actor(vwSales), { action: 'status', leads })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await inbox.bulk(actor(vwSales), { action: 'assign', leads: [] })).toMatchObject({ ok: false });
  });
});

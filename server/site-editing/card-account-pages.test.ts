/**
 * A salesperson card's "Cuenta del panel" at /admin/sitio (docs/decisions/0065, amended 2026-11-28): which accounts
 * the card's page offers, the link saved and audited, the refusals beside the field with nothing saved, one card per
 * brand for an account, and the link shown on the card's page and in the list.
 */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_ACCOUNT_MESSAGE } from '#domain/back-office/site-editing-records-schemas';
import type { StaffMember } from '#domain/back-office/staff';
import { adminPagesTestBed, html, pagesUnder } from '../../tests/support/pages-app';
import {
  createStaffMember,
  type StaffBrowser,
  staffGet,
  staffPost,
} from '../../tests/support/staff-sessions';
import { auditLog, salespeople } from '../db/schema';
import { createdThrough, fieldError } from './site-pages.fixtures';

const pages = adminPagesTestBed({ keep: pagesUnder('/admin/sitio'), brands: true });

let editor: StaffBrowser;
let admin: StaffBrowser;
/** Accounts who may hold Volkswagen's reservations (brand 1), and others who may not. */
let lucia: StaffMember;
let bruno: StaffMember;
let carla: StaffMember;
let inactive: StaffMember;
let viewer: StaffMember;
let writer: StaffMember;

beforeAll(async () => {
  editor = await pages.signIn({ role: 'content', name: 'Ernesto Contenidos' });
  admin = await pages.signIn({ role: 'admin', name: 'Ana Administración' });
  lucia = await createStaffMember(pages.db, { name: 'Lucía Gómez', role: 'sales', brandIds: [1] });
  bruno = await createStaffMember(pages.db, { name: 'Bruno Díaz', role: 'sales', brandIds: [1, 2] });
  carla = await createStaffMember(pages.db, { name: 'Carla Chevrolet', role: 'sales', brandIds: [2] });
  inactive = await createStaffMember(pages.db, {
    name: 'Ida Inactiva',
    role: 'sales',
    brandIds: [1],
    active: false,
  });
  viewer = await createStaffMember(pages.db, { name: 'Vera Consulta', role: 'viewer' });
  writer = await createStaffMember(pages.db, { name: 'Cora Contenidos', role: 'content' });
});

const post = (path: string, fields: Record<string, string>, as = editor) =>
  pages.app.request(path, staffPost(as, fields));

const card = (fields: Record<string, string> = {}) => ({
  fullname: 'Lucía Gómez',
  brand_id: '1',
  active: 'on',
  ...fields,
});

const create = (fields: Record<string, string>) =>
  createdThrough(
    pages.app,
    '/admin/sitio/vendedores/nuevo',
    staffPost(editor, { intent: 'save', ...fields }),
  );

const save = (id: number, fields: Record<string, string>, as = editor) =>
  post(`/admin/sitio/vendedores/${id}`, { intent: 'save', ...fields }, as);

const linkOf = async (id: number) =>
  (await pages.db.select().from(salespeople).where(eq(salespeople.id, id)))[0]?.accountId;

const latestAudit = async () =>
  (await pages.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

const pageOf = async (path: string, as = editor) => html(await pages.app.request(path, staffGet(as)));

/** The options of the page's "Cuenta del panel", as [value, label]. */
function accountOptions(page: string): [string, string][] {
  const select = page.match(/<select[^>]*id="registro-cuenta"[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? '';
  return [...select.matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((match) => [
    match[1] ?? '',
    match[2] ?? '',
  ]);
}

describe("a card's account", () => {
  it('offers the active accounts who may hold the brand’s reservations, and «Sin cuenta»', async () => {
    const id = await create(card());
    const offered = accountOptions(await pageOf(`/admin/sitio/vendedores/${id}`));
    const labels = offered.map(([, label]) => label);
    expect(offered[0]).toEqual(['', 'Sin cuenta']);
    expect(labels).toEqual(expect.arrayContaining(['Lucía Gómez', 'Bruno Díaz', 'Ana Administración']));
    for (const refused of [carla, inactive, viewer, writer]) expect(labels).not.toContain(refused.name);
    expect(await pageOf(`/admin/sitio/vendedores/${id}`)).toContain(
      'Hoy no está vinculada a ninguna cuenta.',
    );
    // A card not saved yet offers those of any brand; the brand chosen is checked when it is saved.
    const fresh = accountOptions(await pageOf('/admin/sitio/vendedores/nuevo')).map(([, label]) => label);
    expect(fresh).toEqual(expect.arrayContaining(['Lucía Gómez', 'Carla Chevrolet']));
    expect(fresh).not.toContain('Ida Inactiva');
  });

  it('links and unlinks a card, audited with the account, and shows it on the card’s page and in the list', async () => {
    const id = await create(card({ fullname: 'Bruno Díaz' }));
    const response = await save(id, card({ fullname: 'Bruno Díaz', account_id: String(bruno.id) }));
    expect(response.status).toBe(200);
    expect(await linkOf(id)).toBe(bruno.id);
    const entry = await latestAudit();
    expect(entry).toMatchObject({ action: 'salesperson.change', subjectId: String(id) });
    expect(entry?.before).toMatchObject({ accountId: null });
    expect(entry?.after).toMatchObject({ accountId: bruno.id });
    expect(entry?.after).not.toHaveProperty('accountName');

    const page = await pageOf(`/admin/sitio/vendedores/${id}`);
    expect(page).toContain('Hoy está vinculada a Bruno Díaz.');
    expect(page).toMatch(new RegExp(`<option value="${bruno.id}" selected="">Bruno Díaz</option>`));
    expect(await pageOf('/admin/sitio')).toContain('Cuenta del panel: Bruno Díaz');

    // A form without the field (an older one) keeps the link.
    expect((await save(id, card({ fullname: 'Bruno A. Díaz' }))).status).toBe(200);
    expect(await linkOf(id)).toBe(bruno.id);

    expect((await save(id, card({ fullname: 'Bruno A. Díaz', account_id: '' }))).status).toBe(200);
    expect(await linkOf(id)).toBeNull();
    expect((await latestAudit())?.after).toMatchObject({ accountId: null });
    expect(await pageOf('/admin/sitio')).toContain('Bruno A. Díaz</a>');
  });

  it('refuses an unknown, inactive or other brand’s account, or one who holds no reservations: 4xx beside the field, nothing saved', async () => {
    const id = await create(card({ fullname: 'Marta Quiroga' }));
    const entry = await latestAudit();
    const refusals: [string, number, string][] = [
      ['999999', 422, CARD_ACCOUNT_MESSAGE],
      ['abc', 400, CARD_ACCOUNT_MESSAGE],
      [
        String(inactive.id),
        422,
        'La cuenta de Ida Inactiva está desactivada: elegí otra cuenta o «Sin cuenta».',
      ],
      [
        String(carla.id),
        422,
        'Carla Chevrolet no atiende reservas de Volkswagen: elegí otra cuenta o «Sin cuenta».',
      ],
      [
        String(viewer.id),
        422,
        'Vera Consulta no atiende reservas de Volkswagen: elegí otra cuenta o «Sin cuenta».',
      ],
      [
        String(writer.id),
        422,
        'Cora Contenidos no atiende reservas de Volkswagen: elegí otra cuenta o «Sin cuenta».',
      ],
    ];
    for (const [accountId, status, message] of refusals) {
      const refused = await save(id, card({ fullname: 'Marta Q.', account_id: accountId }));
      expect(refused.status, accountId).toBe(status);
      expect(fieldError(await html(refused), 'registro-cuenta'), accountId).toBe(message);
    }
    const [row] = await pages.db.select().from(salespeople).where(eq(salespeople.id, id));
    expect(row).toMatchObject({ fullname: 'Marta Quiroga', accountId: null });
    expect(await latestAudit()).toEqual(entry);

    // A new card is checked against the brand chosen, and not made.
    const cards = (await pages.db.select().from(salespeople)).length;
    const refused = await post('/admin/sitio/vendedores/nuevo', {
      intent: 'save',
      ...card({ fullname: 'Carla Chevrolet', account_id: String(carla.id) }),
    });
    expect(refused.status).toBe(422);
    expect(await pages.db.select().from(salespeople)).toHaveLength(cards);
  });

  it('moving a linked card to a brand its account does not work is refused; unlinked, it moves', async () => {
    const id = await create(card({ fullname: 'Lucía G.', account_id: String(lucia.id) }));
    expect(await linkOf(id)).toBe(lucia.id);
    const refused = await save(
      id,
      card({ fullname: 'Lucía G.', brand_id: '2', account_id: String(lucia.id) }),
    );
    expect(refused.status).toBe(422);
    expect(fieldError(await html(refused), 'registro-cuenta')).toBe(
      'Lucía Gómez no atiende reservas de Chevrolet: elegí otra cuenta o «Sin cuenta».',
    );
    const [row] = await pages.db.select().from(salespeople).where(eq(salespeople.id, id));
    expect(row).toMatchObject({ brandId: 1, accountId: lucia.id });
    // Without a link it moves.
    expect((await save(id, card({ fullname: 'Lucía G.', brand_id: '2', account_id: '' }))).status).toBe(200);
  });

  it('links an account to one card per brand: a second is refused with the card that holds it; another brand’s is fine', async () => {
    const first = await create(card({ fullname: 'Bruno Uno', account_id: String(bruno.id) }));
    const second = await create(card({ fullname: 'Bruno Dos' }));
    const entry = await latestAudit();
    const refused = await save(second, card({ fullname: 'Bruno Dos', account_id: String(bruno.id) }));
    expect(refused.status).toBe(409);
    expect(fieldError(await html(refused), 'registro-cuenta')).toBe(
      'La cuenta de Bruno Díaz ya está vinculada a la tarjeta «Bruno Uno» de Volkswagen. Cada cuenta tiene una sola tarjeta por marca: quitale la cuenta a esa tarjeta primero.',
    );
    expect(await linkOf(second)).toBeNull();
    expect(await latestAudit()).toEqual(entry);

    const chevrolet = await create(
      card({ fullname: 'Bruno Chevrolet', brand_id: '2', account_id: String(bruno.id) }),
    );
    expect(await linkOf(chevrolet)).toBe(bruno.id);

    // Removed, the first card no longer holds the account; restored, it is refused while another card holds it.
    expect((await post(`/admin/sitio/vendedores/${first}`, { intent: 'remove' }, admin)).status).toBe(200);
    expect((await save(second, card({ fullname: 'Bruno Dos', account_id: String(bruno.id) }))).status).toBe(
      200,
    );
    const restore = await post(
      '/admin/sitio',
      { intent: 'restore', kind: 'salesperson', id: String(first) },
      admin,
    );
    expect(restore.status).toBe(409);
    const [kept] = await pages.db.select().from(salespeople).where(eq(salespeople.id, first));
    expect(kept?.deletedAt).not.toBeNull();
    expect((await save(second, card({ fullname: 'Bruno Dos', account_id: '' }))).status).toBe(200);
    expect(
      (await post('/admin/sitio', { intent: 'restore', kind: 'salesperson', id: String(first) }, admin))
        .status,
    ).toBe(200);
    expect(await linkOf(first)).toBe(bruno.id);
  });

  it('a sales or viewer account gets 403 and links nothing', async () => {
    const id = await create(card({ fullname: 'Sin Tocar' }));
    for (const role of ['sales', 'viewer'] as const) {
      const browser = await pages.signIn({ role });
      expect((await pages.app.request(`/admin/sitio/vendedores/${id}`, staffGet(browser))).status).toBe(403);
      expect(
        (await save(id, card({ fullname: 'Sin Tocar', account_id: String(lucia.id) }), browser)).status,
      ).toBe(403);
    }
    expect(await linkOf(id)).toBeNull();
  });
});

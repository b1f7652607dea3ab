/** The audit log in words (docs/decisions/0069): Mendoza time, actions and records by name, changes field by field. */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import { createStaffMember, type StaffBrowser, signedIn, staffGet } from '../../tests/support/staff-sessions';
import { auditLog, usedBrands, usedModels, usedVersions } from '../db/schema';

const pages = adminPagesTestBed({ keep: (page) => page === '/admin/auditoria' });
let browser: StaffBrowser;
let seller: Awaited<ReturnType<typeof createStaffMember>>;

beforeAll(async () => {
  const admin = await createStaffMember(pages.db, { role: 'admin', name: 'Alicia Administradora' });
  browser = await signedIn(pages.db, admin);
  seller = await createStaffMember(pages.db, { role: 'sales', brandIds: [1], name: 'Volkswagen: Ventas' });
  const [vw] = await pages.db.insert(usedBrands).values({ name: 'Volkswagen' }).returning();
  const [gol] = await pages.db
    .insert(usedModels)
    .values({ brandId: vw?.id ?? 0, name: 'Gol Trend' })
    .returning();
  await pages.db
    .insert(usedVersions)
    .values({ codia: 4802001, modelId: gol?.id ?? 0, description: 'Gol Trend 1.6 Trendline' });
  const at = new Date('2026-11-28T15:04:00Z');
  const by = { accountId: admin.id, accountEmail: admin.email, at };
  await pages.db.insert(auditLog).values([
    { ...by, action: 'stock.upload', subjectType: 'stock_file', subjectId: 'stock-1.csv' },
    { ...by, action: 'used_guide.remove', subjectType: 'used_guide', subjectId: '4802001' },
    {
      ...by,
      action: 'lead.status',
      subjectType: 'lead',
      subjectId: 'price_request:2',
      before: { status: 'new' },
      after: { status: 'in_progress' },
    },
    {
      ...by,
      action: 'lead.assign',
      subjectType: 'lead',
      subjectId: 'price_request:2',
      before: { assignedAccountId: null },
      after: { assignedAccountId: seller.id },
    },
    {
      ...by,
      action: 'staff.change',
      subjectType: 'staff_account',
      subjectId: String(seller.id),
      before: { active: true, role: 'content' },
      after: { active: false, role: 'sales' },
    },
    { ...by, action: 'brand.deposit', subjectType: 'brand', subjectId: '1', after: { deposit: 150000 } },
    { ...by, action: 'session.sign_in', subjectType: 'staff_account', subjectId: String(admin.id) },
  ]);
});

const page = async (query = '') =>
  html(await pages.app.request(`/admin/auditoria${query}`, staffGet(browser)));

describe('/admin/auditoria in words', () => {
  it('shows Mendoza time, Spanish actions, records by name and each change as "campo: antes → después"', async () => {
    const log = await page();
    expect(log).toContain('28/11/2026 12:04');
    expect(log).toContain('Subió un archivo de stock: Archivo de stock stock-1.csv');
    expect(log).not.toContain('stock.upload:');
    expect(log).toContain(
      'Eliminó una versión de la guía de usados: Volkswagen Gol Trend · Gol Trend 1.6 Trendline',
    );
    expect(log).toContain('Cambió el estado de una consulta: Pedido de precio n.º 2');
    expect(log).toContain('<strong>Estado:</strong> Nueva → En curso');
    expect(log).toContain('<strong>Asignada a:</strong> Nadie → Volkswagen: Ventas');
    expect(log).toContain('Cambió una cuenta: Volkswagen: Ventas');
    expect(log).toContain('<strong>Activa:</strong> Sí → No');
    expect(log).toContain('<strong>Rol:</strong> Contenidos → Ventas');
    expect(log).toMatch(/<strong>Seña:<\/strong> <span class="admin-amount">\$\s150\.000<\/span>/);
  });

  it('filters by words in any case and accents, and keeps sign-ins apart from changes', async () => {
    const found = await page('?q=SUBIO');
    expect(found).toContain('Subió un archivo de stock');
    expect(found).not.toContain('Cambió el estado de una consulta:');
    expect(await page('?q=STOCK-1')).toContain('Subió un archivo de stock');

    const signIns = await page('?view=ingresos');
    expect(signIns).toContain('Ingresó al panel');
    expect(signIns).not.toContain('Subió un archivo de stock:');
    const changes = await page('?view=cambios');
    expect(changes).not.toContain('Ingresó al panel:');
    expect(changes).toContain('Subió un archivo de stock');
    expect((await pages.app.request('/admin/auditoria?view=otra', staffGet(browser))).status).toBe(400);
  });
});

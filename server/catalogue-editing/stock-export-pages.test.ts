/**
 * The stock list as a file (docs/decisions/0074): a sales member's file holds only their brands' units, the chassis
 * is a text cell, and every export is in the audit log with its format.
 */
import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStockUnit } from '../../tests/support/factories';
import { adminPagesTestBed, pagesUnder } from '../../tests/support/pages-app';
import { staffGet } from '../../tests/support/staff-sessions';
import { auditLog } from '../db/schema';

const pages = adminPagesTestBed({ keep: pagesUnder('/admin/stock'), brands: true });

beforeAll(async () => {
  await createStockUnit(pages.db, { brandId: 1, chassis: '0VW12345678901234' });
  await createStockUnit(pages.db, { brandId: 2, chassis: '9CH12345678901234' });
});

describe('exporting the stock', () => {
  it("gives a sales member only their brands' units, the chassis as text, and is audited", async () => {
    const sales = await pages.signIn({ role: 'sales', brandIds: [1] });
    const response = await pages.app.request('/admin/stock/exportar?formato=xlsx', staffGet(sales));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="stock-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.rowCount).toBe(2);
    const chassis = sheet.getRow(2).getCell(1);
    expect(chassis.type).toBe(ExcelJS.ValueType.String);
    expect(chassis.value).toBe('0VW12345678901234');
    expect(chassis.numFmt).toBe('@');

    const [entry] = await pages.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'stock_unit.export'))
      .orderBy(desc(auditLog.id));
    expect(entry?.after).toMatchObject({ filters: { format: 'xlsx' }, rows: 1 });
  });

  it('keeps the filters in the CSV and its links, and refuses a brand outside the scope or a role without stock', async () => {
    const admin = await pages.signIn({ role: 'admin' });
    const csv = await (await pages.app.request('/admin/stock/exportar?marca=2', staffGet(admin))).text();
    expect(csv).toContain('9CH12345678901234');
    expect(csv).not.toContain('0VW12345678901234');
    const page = await (await pages.app.request('/admin/stock?marca=2', staffGet(admin))).text();
    expect(page).toContain('Descargar CSV');
    expect(page).toMatch(/href="\/admin\/stock\/exportar\?marca=2&amp;formato=xlsx"/);

    const sales = await pages.signIn({ role: 'sales', brandIds: [1] });
    expect((await pages.app.request('/admin/stock/exportar?marca=2', staffGet(sales))).status).toBe(403);
    const viewer = await pages.signIn({ role: 'viewer' });
    expect((await pages.app.request('/admin/stock/exportar', staffGet(viewer))).status).toBe(403);
  });
});

/**
 * The reservations desk as a file (docs/decisions/0074): a sales member's file holds only their brands' operations,
 * every export is audited with its format, and the .xlsx keeps codes, DNI, phones and chassis as text cells.
 */
import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPagesTestBed, pagesUnder } from '../../tests/support/pages-app';
import { staffGet } from '../../tests/support/staff-sessions';
import { auditLog } from '../db/schema';
import { createOperationRow } from './reservations-desk.fixtures';

const pages = adminPagesTestBed({ keep: pagesUnder('/admin/reservas'), brands: true });

let vwCode: string;

beforeAll(async () => {
  const vw = await createOperationRow(pages.db, {
    brandId: 1,
    status: 'reserved',
    reservedAt: new Date(),
    email: 'juana.perez@example.com',
    name: 'Juana',
    lastname: 'Pérez',
    dni: '05123456',
    telephone: '5492614445555',
    chassis: '0AB12345678901234',
  });
  vwCode = vw.code;
  await createOperationRow(pages.db, {
    brandId: 2,
    status: 'reserved',
    reservedAt: new Date(),
    email: 'otro@example.com',
    name: 'Otro',
    lastname: 'Comprador',
    dni: '28999888',
  });
});

describe('exporting the reservations', () => {
  it("gives a sales member only their brands' operations, with DNI, phone, chassis and code as text cells", async () => {
    const sales = await pages.signIn({ role: 'sales', brandIds: [1] });
    const response = await pages.app.request('/admin/reservas/exportar?formato=xlsx', staffGet(sales));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="reservas-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (name: string) => headers.indexOf(name) + 1;
    expect(sheet.rowCount).toBe(2);
    for (const [name, value] of [
      ['Código', vwCode],
      ['DNI', '05123456'],
      ['Teléfono', '5492614445555'],
      ['Chasis', '0AB12345678901234'],
    ] as const) {
      const cell = sheet.getRow(2).getCell(column(name));
      expect(cell.type, name).toBe(ExcelJS.ValueType.String);
      expect(cell.value, name).toBe(value);
      expect(cell.numFmt, name).toBe('@');
    }
    expect(sheet.getRow(2).getCell(column('Marca')).value).toBe('Volkswagen');

    const [entry] = await pages.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operation.export'))
      .orderBy(desc(auditLog.id));
    expect(entry?.after).toMatchObject({ filters: { format: 'xlsx' }, rows: 1 });
  });

  it('exports the CSV with the filters, refuses a brand outside the scope and a role without reservations', async () => {
    const admin = await pages.signIn({ role: 'admin' });
    const csv = await pages.app.request('/admin/reservas/exportar?marca=2', staffGet(admin));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    expect(text).toContain('Comprador');
    expect(text).not.toContain('Juana');
    const page = await (await pages.app.request('/admin/reservas', staffGet(admin))).text();
    expect(page).toContain('Descargar CSV');
    expect(page).toContain('Descargar Excel');
    expect(page).toMatch(/href="\/admin\/reservas\/exportar[^"]*formato=xlsx"/);

    const sales = await pages.signIn({ role: 'sales', brandIds: [1] });
    expect((await pages.app.request('/admin/reservas/exportar?marca=2', staffGet(sales))).status).toBe(403);
    const content = await pages.signIn({ role: 'content' });
    expect((await pages.app.request('/admin/reservas/exportar', staffGet(content))).status).toBe(403);
  });
});

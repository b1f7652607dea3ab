import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { heldOperation, uniqueEmail, usdRate } from './support/dealership-helpers';
import { panelNotice, signInAs } from './support/demo-staff';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * Issue 33's acceptance for the safety nets and the exports (docs/decisions/0073 and 0074): a dollar rate ten times
 * the last asks for confirmation, confirming applies it and the old one can be put back; the stock file that changes a
 * held or reserved unit asks first; the leads' .xlsx opens with phones as text.
 */

/** Letters only, as the contact form takes names: a name no other run uses. */
const uniqueName = () =>
  `Planilla${Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'a')}`;

test.describe('back office: safety nets and exports', { tag: ['@back-office'] }, () => {
  test.describe.configure({ timeout: 60_000 });

  test('a dollar rate 10× the last asks first, confirming applies it, and the old one can be put back', async ({
    page,
    request,
  }) => {
    const old = await usdRate(request);
    const wrong = old * 10;
    await signInAs(page, 'admin');
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, '/admin/financiacion');
    await page.getByLabel('Pesos por dólar').fill(String(wrong).replace('.', ','));
    await page.getByRole('button', { name: 'Cargar la cotización' }).click();

    const ask = page.getByRole('region', { name: 'Confirmá el cambio' });
    await expect(ask).toBeVisible();
    const money = (value: number) =>
      new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
    await expect(ask).toContainText(money(old));
    await expect(ask).toContainText(money(wrong));
    expect(await usdRate(request)).toBe(old);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    await ask.getByRole('button', { name: 'Confirmar' }).click();
    await expect(panelNotice(page)).toContainText('el sitio ya la usa');
    expect(await usdRate(request)).toBe(wrong);

    // The wrong rate is put right from the history; going back is as large a change, so it asks too.
    await page
      .getByRole('listitem')
      .filter({ hasText: money(old) })
      .first()
      .getByRole('button', { name: /Volver a esta cotización/ })
      .click();
    await page
      .getByRole('region', { name: 'Confirmá el cambio' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect(panelNotice(page)).toContainText('Volvimos a la cotización');
    expect(await usdRate(request)).toBe(old);
  });

  test('the stock file that changes a held unit shows the change and asks before applying it, and shows its version’s change', async ({
    page,
    request,
  }) => {
    const { unit } = await heldOperation(request, 'chevrolet', uniqueEmail('stock-file'));
    // The fuel column sets the unit's version's (docs/decisions/0093): no demo version runs on GNC.
    const csv = [
      'chassis,brand,family,version,color,location,model_year,doors,list_price,fuel',
      [
        unit.chassis,
        'chevrolet',
        unit.family,
        unit.subfamily,
        'Rojo Prueba',
        unit.location,
        unit.model_year,
        unit.doors,
        unit.list_price,
        'GNC',
      ].join(','),
    ].join('\n');
    await signInAs(page, 'admin');
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, '/admin/stock/archivo');
    await page
      .getByLabel('Archivo de stock (CSV)')
      .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Ver la vista previa' }).click();

    await expect(page.getByText('Apartada: cambia lo que vio el comprador')).toBeVisible();
    const ask = page.getByRole('region', { name: 'Confirmá el cambio' });
    await expect(ask).toContainText(`${unit.chassis} · Color`);
    await expect(ask).toContainText(`${unit.color} pasa a Rojo Prueba`);
    const versions = page.getByRole('region', { name: 'Versiones que cambian' });
    await expect(versions).toContainText(`${unit.subfamily} · Combustible`);
    await expect(versions).toContainText('pasa a GNC');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    // Nothing is applied before the confirmation: the unit stays as the buyer saw it.
    await openHydrated(page, `/admin/stock/${unit.chassis}`);
    await expect(page.getByRole('main')).toContainText(unit.color);
    await expect(page.getByRole('main')).not.toContainText('Rojo Prueba');
  });

  test('the leads export downloads as .xlsx with phones as text', async ({ page, request }) => {
    const lastname = uniqueName();
    for (const telephone of ['0261 4445566', '5492614445566']) {
      const sent = await request.post('/api/v2/territorio/contact', {
        data: { name: 'Excel', lastname, telephone, subject: 'Formulario de contacto' },
      });
      expect(sent.status()).toBe(201);
    }
    await signInAs(page, 'admin');
    await openHydrated(page, `/admin/consultas?q=${lastname}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^consultas-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(8).value).toBe('Teléfono');
    const phones = [2, 3].map((row) => sheet?.getRow(row).getCell(8));
    for (const cell of phones) expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(phones.map((cell) => cell?.value).sort()).toEqual(['0261 4445566', '5492614445566']);
  });
});

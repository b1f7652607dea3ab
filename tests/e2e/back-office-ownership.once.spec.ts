import { expect, test } from '@playwright/test';
import { panelNotice, panelSectionLink, signInAs } from './support/demo-staff';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * Issue 33's acceptance for ownership: a salesperson on a phone selects three leads, assigns them to themself with one
 * confirmation, finds exactly their own in "Mis consultas", and the audit log holds one entry per lead. The page never
 * scrolls sideways on the phone (the table scrolls in its own region) and the lists are axe-clean at both widths.
 */

test('bulk assign of 3 leads, confirmed once, shows them in "Mis consultas" with 3 audit entries', {
  tag: ['@admin'],
}, async ({ page, browser }) => {
  const lastname = `Propia${Date.now().toString(36)}`;
  const ids: number[] = [];
  for (const name of ['Ana', 'Beto', 'Ceci']) {
    const answer = await page.request.post('/api/v2/territorio/contact', {
      data: {
        name,
        lastname,
        telephone: '0261 555-1234',
        email: `${name.toLowerCase()}@example.com`,
        message: 'Quiero saber si tienen la unidad en gris.',
        subject: 'Formulario de contacto',
        brand_id: 1,
      },
      headers: { 'x-forwarded-for': `198.51.100.${ids.length + 10}` },
    });
    expect(answer.status()).toBe(201);
    ids.push(((await answer.json()) as { data: { id: number } }).data.id);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'salesVolkswagen');
  await openHydrated(page, `/admin/consultas?q=${lastname}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('columnheader', { name: /Recibida/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const region = page.getByRole('region', { name: 'Tabla de consultas' });
  await expect(region).toHaveAttribute('tabindex', '0');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);

  for (const name of ['Ana', 'Beto', 'Ceci'])
    await page.getByRole('checkbox', { name: `Elegir ${name} ${lastname}` }).check();
  await page.getByLabel('Acción').selectOption('assign');
  await page.getByLabel('Asignar a').selectOption({ label: 'Valentín Ventas' });
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByRole('heading', { name: '¿Confirmás?' })).toBeVisible();
  await expect(page.getByText('Vas a asignar 3 consultas a Valentín Ventas.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(panelNotice(page).filter({ hasText: 'Cambiamos 3 consultas.' })).toBeVisible();

  // "Mis consultas": only the signed-in person's, these three among them.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, '/admin/consultas?asignada=yo&por_pagina=100');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis consultas' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Secciones del panel' });
  await expect(menu.getByRole('link', { name: 'Mis consultas' })).toHaveAttribute('aria-current', 'page');
  await expect(panelSectionLink(page, 'Consultas')).not.toHaveAttribute('aria-current');
  const rows = page.getByRole('table').getByRole('row');
  const assignedColumn = await page.getByRole('table').locator('tbody tr td:nth-child(7)').allTextContents();
  expect(assignedColumn.length).toBeGreaterThanOrEqual(3);
  expect(new Set(assignedColumn)).toEqual(new Set(['Valentín Ventas']));
  for (const name of ['Ana', 'Beto', 'Ceci'])
    await expect(rows.filter({ hasText: `${name} ${lastname}` })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);

  // The reservations desk on a phone: the page keeps its width too, and only "Mis reservas" is current.
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/admin/reservas?asesor=yo');
  await expectNoHorizontalScroll(page);
  // The menu is folded on a phone: its links are read by address.
  await expect(menu.locator('a[href="/admin/reservas?asesor=yo"]')).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('a[href="/admin/reservas"]')).not.toHaveAttribute('aria-current');

  // One audit entry per lead.
  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await admin.newPage();
  await signInAs(adminPage, 'admin');
  for (const id of ids) {
    await adminPage.goto(`/admin/auditoria?action=lead.assign&subjectId=contact:${id}`);
    await expect(
      adminPage.locator('.admin-list__item').filter({ hasText: 'Asignó una consulta' }),
    ).toHaveCount(1);
  }
  await admin.close();
});

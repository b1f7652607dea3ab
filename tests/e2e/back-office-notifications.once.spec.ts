import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newestMailTo, waitForMailTo } from './support/dealership-helpers';
import { DEMO_ACCOUNTS, panelNotice, panelSectionLink, signInAs } from './support/demo-staff';
import { expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * Issue 33's acceptance for the staff's notices (docs/product.md §6 "Avisos al personal"): a lead from the site
 * e-mails its brand's team and nobody of another brand, an assignment e-mails the assignee, and the panel's count of
 * new leads appears and resets when the list is opened. The rules behind them are tested in
 * server/staff-notifications/staff-notifications.test.ts.
 */

/** A contact message as a brand's page sends it (its subject names the brand), from the site's own form endpoint. */
async function leadAbout(request: APIRequestContext, brand: string): Promise<number> {
  const answer = await request.post('/api/v2/territorio/contact', {
    data: {
      name: 'Prueba',
      lastname: 'Avisos',
      telephone: '0261 555-0000',
      email: `avisos-${Date.now().toString(36)}@example.com`,
      subject: brand,
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** The "Consultas" link of the panel's navigation, the menu unfolded first (a phone shows it folded). */
async function leadsLink(page: Page) {
  const navigation = page.getByRole('navigation', { name: 'Secciones del panel' });
  const menu = navigation.locator('details');
  const link = panelSectionLink(page, 'Consultas');
  // Until the page has settled a click may be lost: unfold again until the link shows.
  await expect(async () => {
    if ((await menu.getAttribute('open')) === null) await navigation.getByText('Menú').click();
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return link;
}

test.describe('staff notifications', { tag: ['@admin'] }, () => {
  test("a new lead e-mails its brand's team; an assignment e-mails the assignee", async ({
    page,
    request,
  }) => {
    const id = await leadAbout(request, 'Volkswagen');
    const notice = await waitForMailTo(DEMO_ACCOUNTS.salesVolkswagen, `consulta n.º ${id}:`);
    expect(notice.text).toContain(`/admin/consultas/contacto/${id}`);
    expect(notice.text).not.toContain('555-0000');
    expect(await newestMailTo(DEMO_ACCOUNTS.salesChevrolet, `consulta n.º ${id}:`)).toBeNull();

    await signInAs(page, 'admin');
    await openHydrated(page, `/admin/consultas/contacto/${id}`);
    await page.getByLabel('Persona a cargo').selectOption({ label: 'Valentín Ventas' });
    await page.getByRole('button', { name: 'Asignar' }).click();
    await expect(panelNotice(page)).toHaveText('Asignamos la consulta.');
    const assigned = await waitForMailTo(DEMO_ACCOUNTS.salesVolkswagen, `Te asignaron la consulta n.º ${id}`);
    expect(assigned.text).toContain('Ana Administración te asignó la consulta');
  });

  test('the count of new leads appears in the panel and resets when the list is opened', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'salesChevrolet');
    await openHydrated(page, '/admin/consultas');
    await expect(await leadsLink(page)).toHaveAccessibleName('Consultas');

    await leadAbout(request, 'Chevrolet');
    await openHydrated(page, '/admin/mi-cuenta');
    await expect(await leadsLink(page)).toHaveAccessibleName(/^Consultas, \d+ nuevas?$/);
    await expectNoSeriousAxeViolations(page);

    // The own account page: how notices arrive.
    await page.getByLabel(/Un resumen por día/).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(panelNotice(page)).toHaveText('Listo: vas a recibir un resumen por día, a las 8.');
    await page.getByLabel(/Cada aviso por e-mail/).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(panelNotice(page)).toHaveText('Listo: vas a recibir cada aviso por e-mail.');

    await (await leadsLink(page)).click();
    await expect(page).toHaveURL(/\/admin\/consultas$/);
    await expect(await leadsLink(page)).toHaveAccessibleName('Consultas');
  });
});

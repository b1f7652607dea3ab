import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { findReservableUnit, startOperation, uniqueEmail, unitRoute } from './support/dealership-helpers';
import { signInAs } from './support/demo-staff';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * Issue 33's acceptance for "Hoy" at /admin and the source of leads and operations (docs/product.md §6 "Hoy", §2
 * "Origen de las consultas"; docs/decisions/0063, 0064): a buyer who arrived from a facebook campaign sends a lead and
 * starts an operation through the site's pages, and both appear under that source in the funnel and on their pages;
 * the counts of "Hoy" match the lists they link to; the page is axe-clean and fits a phone. The counts for every role
 * and brand are tested in server/back-office/today-pages.test.ts, the source's parsing in
 * server/leads/lead-sources.test.ts.
 */

const CAMPAIGN = 'utm_source=facebook&utm_medium=cpc&utm_campaign=invierno';
const LANDING = '/como-reservar';

/** The funnel's row for a source (leads, started, reserved, delivered), as the admin's "Hoy" answers it. */
async function funnelRow(request: APIRequestContext, source: string): Promise<number[]> {
  const answer = await request.get(`/admin?embudo-origen=${source}`);
  expect(answer.status()).toBe(200);
  const row = new RegExp(`<tr data-fila="${source}"><th scope="row">${source}</th>(.*?)</tr>`).exec(
    await answer.text(),
  );
  return row
    ? [...(row[1] ?? '').matchAll(/<td>([\d.]+)<\/td>/g)].map((cell) => Number(cell[1]))
    : [0, 0, 0, 0];
}

/** The value a detail page gives beside `label`. */
const fact = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

/** Follows the count of "Hoy" named `label` and expects the list it opens to say the same total. */
async function expectCountMatchesList(page: Page, label: string): Promise<void> {
  // Other specs send leads and start operations meanwhile: a lead that lands between reading the count and opening
  // the list is read again, not taken for a mismatch.
  await expect(async () => {
    await openHydrated(page, '/admin');
    const link = page.getByRole('region', { name: 'Para hacer' }).getByRole('link', { name: label });
    const count = (await link.locator('.today-count__number').textContent())?.replace('.', '') ?? '';
    expect(count).toMatch(/^\d+$/);
    await link.click();
    await expect(page.getByRole('heading', { level: 2, name: /^\d[\d.]* \p{L}+/u })).toHaveText(
      new RegExp(`^${count} `),
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 10_000 });
}

test.describe('"Hoy" at /admin', { tag: ['@admin'] }, () => {
  test('a lead and an operation from a facebook campaign show under that source in the funnel and on their pages', async ({
    page,
    browser,
    request,
  }) => {
    const staff = await browser.newContext();
    const admin = await staff.newPage();
    await signInAs(admin, 'admin');
    const before = await funnelRow(admin.request, 'facebook');
    const unit = await findReservableUnit(request, 'volkswagen');

    // The buyer lands from the campaign, moves on through the site's links, and writes from the contact page.
    await openHydrated(page, `${LANDING}?${CAMPAIGN}`);
    await page.getByRole('banner').getByRole('link', { name: 'Contacto', exact: true }).first().click();
    await expect(page).toHaveURL(/\/contacto$/);
    const form = page.getByRole('region', { name: 'Dejanos tu consulta' });
    await form.getByLabel('Nombre').fill('Julieta');
    await form.getByLabel('Apellido').fill('Campaña');
    await form.getByLabel('Teléfono').fill('261 555-0133');
    await form.getByLabel('Email').fill(uniqueEmail('facebook'));
    await form.getByLabel('Mensaje').fill('Vi el aviso del Polo en Facebook.');
    const sent = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/v2/territorio/contact') && answer.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Enviar' }).click();
    const lead = ((await (await sent).json()) as { data: { id: number } }).data.id;
    await expect(form.getByRole('button', { name: 'Enviar otro mensaje' })).toBeVisible();

    // In the same tab, the operation's start page: a new document, the same visit.
    await openHydrated(page, dealershipPaths.start(unitRoute(unit)));
    const code = await startOperation(page, uniqueEmail('facebook'));

    // The administrator's funnel, cut by that source through its form.
    await openHydrated(admin, '/admin');
    await admin.getByLabel('Origen').selectOption('facebook');
    await admin.getByRole('button', { name: 'Ver el embudo' }).click();
    await expect(admin).toHaveURL(/[?&]embudo-origen=facebook(&|$)/);
    await expect(admin.getByRole('heading', { level: 3, name: 'Por semana, origen facebook' })).toBeVisible();
    const [leads = 0, started = 0, reserved = 0, delivered = 0] = before;
    await expect(admin.locator('#funnel-sources-table tbody tr')).toHaveCount(1);
    await expect(admin.locator('tr[data-fila="facebook"] td')).toHaveText(
      [leads + 1, started + 1, reserved, delivered].map(String),
    );

    const origin = `facebook / cpc / invierno · llegó por ${LANDING}`;
    await openHydrated(admin, `/admin/consultas/contacto/${lead}`);
    await expect(fact(admin, 'Origen')).toHaveText(origin);
    await openHydrated(admin, `/admin/reservas/${code}`);
    await expect(fact(admin, 'Origen')).toHaveText(origin);
    await staff.close();
  });

  test("a sales person's counts match the lists they link to, on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'salesVolkswagen');
    await expectCountMatchesList(page, 'Consultas nuevas sin asignar');
    await expectCountMatchesList(page, 'Pagos en curso');
  });

  test('is axe-clean at 1280 and 390 px and fits a phone without scrolling sideways', async ({ page }) => {
    await signInAs(page, 'admin');
    await openHydrated(page, '/admin');
    await expect(page.getByRole('heading', { level: 2, name: 'Embudo de ventas' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

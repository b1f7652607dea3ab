import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../server/db/seed/staff';
import { bookableDay } from '../support/bookable-day';
import {
  brandStock,
  reservedWithMyReservationLink,
  uniqueEmail,
  waitForMailTo,
} from './support/dealership-helpers';
import { panelNotice, panelSectionLink } from './support/demo-staff';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';
import { familiesOf, versionsBrand } from './versions-support';

/**
 * Issue 15's acceptance: a buyer reserves and pays; a salesperson of that brand signs in, finds the operation by its
 * code and schedules the delivery; the buyer's "Mi reserva" page and e-mail show the appointment; the salesperson
 * marks it delivered and the unit leaves the site; a salesperson of another brand cannot see it. Paying takes a unit
 * out of the catalogue: the spec runs after the others (playwright.config.ts).
 */

/** The demo's salespeople (server/db/seed/staff.ts): Chevrolet's, whose unit is paid, and Volkswagen's. */
const salesOf = (brandId: number) => {
  const seed = DEMO_STAFF.find((account) => account.role === 'sales' && account.brandIds.includes(brandId));
  if (!seed) throw new Error(`No demo salesperson for brand ${brandId}`);
  return seed;
};
const CHEVROLET = 2;
const VOLKSWAGEN = 1;

async function signIn(page: Page, email: string): Promise<void> {
  await openHydrated(page, '/admin/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL('/admin');
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test.describe('the back office', { tag: '@payments' }, () => {
  test('a salesperson finds a paid reservation, schedules the delivery the buyer then sees, and delivers the unit', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { email, operation, unit, myReservation } = await reservedWithMyReservationLink(
      request,
      'mostrador',
    );

    // The salesperson of the unit's brand finds it by its code.
    await signIn(page, salesOf(CHEVROLET).email);
    await panelSectionLink(page, 'Reservas').click();
    await expect(page).toHaveURL('/admin/reservas');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(operation.code.toLowerCase());
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('heading', { name: '1 operación' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: `Operación ${operation.code}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Operación ${operation.code}` })).toBeVisible();
    await expect(page.getByText('Reservada: falta documentación').first()).toBeVisible();
    await expect(page.getByText(unit.chassis).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // In the showroom, on a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Schedules the delivery: the form, then the confirmation.
    // A weekday that is not a holiday: the branch's calendar refuses the others.
    const day = bookableDay(3);
    const schedule = page.getByRole('region', { name: 'Programar la entrega' });
    await schedule.getByLabel('Día').fill(day);
    await schedule.getByLabel('Hora').selectOption('10:30');
    await schedule.getByLabel('Sucursal').selectOption({ label: 'Godoy Cruz' });
    await schedule.getByRole('button', { name: 'Programar la entrega' }).click();
    const confirmation = page.getByRole('region', { name: /¿Confirmás\?/ });
    await expect(confirmation).toContainText('a las 10:30 en Godoy Cruz');
    await expect(confirmation.getByRole('heading')).toBeFocused();
    await confirmation.getByRole('button', { name: 'Confirmar' }).click();
    await expect(panelNotice(page)).toHaveText('Programamos la entrega y le enviamos la cita al comprador.');
    await expect(page.getByText('Entrega programada').first()).toBeVisible();

    // The buyer's page and e-mail show the appointment.
    const buyer = await (await browser.newContext()).newPage();
    await buyer.goto(myReservation);
    const next = buyer.getByRole('region', { name: 'Tu entrega' });
    await expect(next).toContainText('10:30');
    await expect(next).toContainText('Godoy Cruz');
    await expect(
      buyer.getByRole('navigation', { name: 'Pasos de tu compra' }).locator('[aria-current="step"]'),
    ).toHaveText(/Entrega programada/);
    const appointment = await waitForMailTo(email, `Tu ${unit.model} se entrega el`);
    expect(appointment.text).toContain('a las 10:30');
    expect(appointment.text).toContain('Godoy Cruz');

    // Delivered: the unit is sold and leaves the site.
    const deliver = page.getByRole('region', { name: 'Marcar como entregada' });
    await deliver.getByRole('button', { name: 'Marcar como entregada' }).click();
    await page
      .getByRole('region', { name: /¿Confirmás\?/ })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect(panelNotice(page)).toHaveText('La unidad quedó entregada: ya no aparece en el sitio.');
    await expect(page.getByText('Entregada').first()).toBeVisible();
    const stock = await brandStock(request, versionsBrand('chevrolet'));
    expect(stock.map((listed) => listed.id)).not.toContain(unit.id);
    await buyer.goto(myReservation);
    await expect(buyer.getByRole('region', { name: 'Entregado' })).toBeVisible();

    // A salesperson of another brand cannot see it: not in the list, and a 403 for its page.
    const other = await signedInPage(browser, salesOf(VOLKSWAGEN).email);
    await other.goto(`/admin/reservas?q=${operation.code}`);
    await expect(other.getByRole('heading', { name: '0 operaciones' })).toBeVisible();
    const refused = await other.goto(`/admin/reservas/${operation.code}`);
    expect(refused?.status()).toBe(403);
    await expect(
      other.getByRole('heading', { name: 'No tenés permiso para ver esta página.' }),
    ).toBeVisible();
    await expect(other.getByText(unit.chassis)).toHaveCount(0);
  });

  test('the leads inbox lists a price request under its brand, and reads without serious accessibility violations', async ({
    page,
    request,
  }) => {
    const [family] = await familiesOf(request, versionsBrand('chevrolet'));
    if (!family) throw new Error('No Chevrolet family in the demo catalogue');
    const lastname = `Bandeja${Date.now()}`;
    const sent = await request.post('/api/v2/territorio/price-request', {
      data: { name: 'Mariano', lastname, email: uniqueEmail('bandeja'), vehicle: family.name },
    });
    expect(sent.status()).toBe(201);

    await signIn(page, salesOf(CHEVROLET).email);
    await openHydrated(page, `/admin/consultas?q=${lastname}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultas' })).toBeVisible();
    const results = page.getByRole('region', { name: '1 consulta' });
    await expect(results.getByText('Pedido de precio', { exact: true })).toBeVisible();
    await expect(results.getByText('Chevrolet', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: new RegExp(lastname) }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(lastname) })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Estado de la consulta').selectOption({ label: 'En curso' });
    await page.getByRole('button', { name: 'Cambiar el estado' }).click();
    await expect(panelNotice(page)).toHaveText('Cambiamos el estado de la consulta.');
  });
});

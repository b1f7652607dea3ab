import { expect, test } from '@playwright/test';
import { uniqueEmail, waitForMailTo } from './support/dealership-helpers';
import { DEMO_ACCOUNTS, DEMO_STAFF_PASSWORD, panelNotice, signInAs } from './support/demo-staff';
import { expectNoSeriousAxeViolations, openHydrated, waitForHydration } from './support/page-checks';

/** The navigation of a sales member: their own lists beside the brand's, the calendar, the stock, their account. */
const SALES_SECTIONS = [
  'Inicio',
  'Reservas',
  'Mis reservas',
  'Agenda',
  'Consultas',
  'Mis consultas',
  'Stock',
  'Mi cuenta',
];

// The back office's staff pages (docs/product.md §6): signing in, the desk's home, staff accounts, the audit log.
test.describe('the staff pages', { tag: ['@admin'] }, () => {
  test('an administrator signs in, creates an account that chooses its password, and finds it in the audit log', async ({
    page,
  }) => {
    // Anonymous: the page asked for sends to the sign-in form, and back after it.
    await page.goto('/admin/personal');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fpersonal$/);
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO_ACCOUNTS.admin);
    await page.getByLabel('Contraseña').fill(DEMO_STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/admin\/personal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Ana Administración');
    await expect(page.getByRole('banner')).toContainText('Administración');
    await expectNoSeriousAxeViolations(page);

    const email = uniqueEmail('vendedora');
    const form = page.getByRole('region', { name: 'Nueva cuenta' });
    await form.getByLabel('Nombre y apellido').fill('Nora Nueva');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await form.getByLabel(/^Ventas/).check();
    // A brand that already has a sales team in the demo: a new member must not change who hears of other tests'
    // reservations (a brand with nobody tells the general address, docs/product.md §6 "Avisos al personal").
    await form.getByLabel('Chevrolet').check();
    await form.getByRole('button', { name: 'Crear la cuenta' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `Creamos la cuenta de Nora Nueva. Le enviamos un e-mail a ${email} para que elija su contraseña.`,
    );
    await expect(page.getByRole('region', { name: /^Cuentas/ })).toContainText('Nora Nueva');
    await expectNoSeriousAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Auditoría' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
    await page.getByLabel('Acción', { exact: true }).selectOption({ label: 'Creó una cuenta' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/action=staff\.create/);
    const entry = page.getByRole('listitem').filter({ hasText: 'Creó una cuenta' }).first();
    await expect(entry).toContainText(DEMO_ACCOUNTS.admin);
    await entry.getByText('Ver el cambio').click();
    await expect(entry).toContainText(email);
    await expectNoSeriousAxeViolations(page);

    // The new account chooses its password through the e-mailed link, and signs in with it.
    const mail = await waitForMailTo(email);
    const link = mail.text?.match(/https?:\/\/[^\s]+\/admin\/restablecer\/[\w-]{43}/)?.[0];
    expect(link, 'the e-mail carries the link').toBeTruthy();
    const own = await page
      .context()
      .browser()
      ?.newContext({ baseURL: new URL(link as string).origin });
    if (!own) throw new Error('no browser');
    const newcomer = await own.newPage();
    await openHydrated(newcomer, new URL(link as string).pathname);
    await expect(newcomer.getByRole('heading', { level: 1, name: 'Elegí tu contraseña' })).toBeVisible();
    await expectNoSeriousAxeViolations(newcomer);
    await newcomer.getByLabel('Contraseña nueva').fill('corta');
    await newcomer.getByLabel('Repetí la contraseña').fill('corta');
    await newcomer.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(newcomer.getByText('La contraseña tiene que tener al menos 12 caracteres.')).toBeVisible();
    await newcomer.getByLabel('Contraseña nueva').fill('una frase para Nora');
    await newcomer.getByLabel('Repetí la contraseña').fill('una frase para Nora');
    await newcomer.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(newcomer.getByText('Guardamos tu contraseña. Ya podés ingresar con ella.')).toBeVisible();
    await newcomer.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await newcomer.getByLabel('Contraseña').fill('una frase para Nora');
    await newcomer.getByRole('button', { name: 'Ingresar' }).click();
    await expect(newcomer.getByRole('heading', { level: 1, name: 'Hola, Nora' })).toBeVisible();
    const sections = newcomer.getByRole('navigation', { name: 'Secciones del panel' });
    await expect(sections.getByRole('link')).toHaveText(SALES_SECTIONS);
    await own.close();
  });

  test('a salesperson sees only their sections, gets a 403 page elsewhere, and signs out', async ({
    page,
  }) => {
    await signInAs(page, 'salesChevrolet');
    await openHydrated(page, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Carla' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Ventas · Chevrolet');
    const sections = page.getByRole('navigation', { name: 'Secciones del panel' });
    await expect(sections.getByRole('link')).toHaveText(SALES_SECTIONS);
    // Its day's work, with no count of what a salesperson cannot read (the funnel is the administrators').
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /documentación/i })
        .first(),
    ).toHaveAttribute('href', /^\/admin\/reservas\?/);
    await expect(page.getByRole('main')).not.toContainText('Embudo');
    await expectNoSeriousAxeViolations(page);

    await page.goto('/admin/auditoria');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No tenés permiso para ver esta página.' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?salida=1$/);
    await expect(page.getByText('Saliste del panel.')).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  });

  test('the reset page answers the same for any e-mail, on a phone-sized screen too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, '/admin/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Restablecer la contraseña' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('nadie@demo.test');
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await expect(panelNotice(page)).toContainText('Si el e-mail corresponde a una cuenta activa');
  });
});

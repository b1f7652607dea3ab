import { expect, test } from '@playwright/test';
import { CONTACT_CHANNELS_ADMIN_ONLY } from '#domain/back-office/contact-channels';
import { panelNotice, signInAs } from './support/demo-staff';
import { expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * docs/decisions/0045 in a browser: a salesperson whose WhatsApp an administrator wrote is shown to the content
 * editor with its number, its brand and its "active" disabled (they decide which buyers write to that number) and its
 * removal not offered; what the editor may change is saved, and the rest stays as the administrator left it, also
 * when the administrator changes it while the editor's page is open.
 */

test.describe('where visitors’ personal data goes, in the back office', { tag: ['@admin'] }, () => {
  test('the content editor renames a salesperson, and its number, brand and "active" stay the administrator’s', async ({
    page,
    browser,
  }) => {
    const name = `Rita Gómez ${Date.now().toString(36)}`;
    const administrator = await browser.newContext();
    const adminPage = await administrator.newPage();
    await signInAs(adminPage, 'admin');
    await openHydrated(adminPage, '/admin/sitio/vendedores/nuevo');
    await adminPage.getByLabel('Nombre y apellido').fill(name);
    await adminPage.getByLabel('Marca').selectOption({ label: 'Chevrolet' });
    await adminPage.getByLabel('WhatsApp (opcional)').fill('+54 9 261 555 4100');
    await adminPage.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name })).toBeVisible();
    const record = new URL(adminPage.url()).pathname;

    await signInAs(page, 'content');
    await openHydrated(page, record);
    await expect(page.getByText(CONTACT_CHANNELS_ADMIN_ONLY)).toBeVisible();
    await expect(page.getByLabel('WhatsApp (opcional)')).toBeDisabled();
    await expect(page.getByLabel('Marca')).toBeDisabled();
    await expect(page.getByLabel('Marca')).toHaveValue('2');
    await expect(page.getByRole('checkbox', { name: /Activo/ })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: /Activo/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('Nombre y apellido').fill(`${name} Ruiz`);
    await page.getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect(panelNotice(page).filter({ hasText: 'Guardamos' })).toHaveText(
      'Guardamos los cambios. Ya se ven en el sitio.',
    );

    await openHydrated(page, record);
    await expect(page.getByRole('heading', { level: 1, name: `${name} Ruiz` })).toBeVisible();
    await expect(page.getByLabel('WhatsApp (opcional)')).toHaveValue('+54 9 261 555 4100');
    await expect(page.getByLabel('Marca')).toHaveValue('2');
    await expect(page.getByRole('checkbox', { name: /Activo/ })).toBeChecked();

    // An administrator moves the salesperson to another brand while the editor has the page open: the editor's form
    // still posts the brand it showed, which is refused as a change; the page then shows the brand as now saved, and
    // the next save goes through.
    await openHydrated(adminPage, record);
    await adminPage.getByLabel('Marca').selectOption({ label: 'Nissan' });
    await adminPage.getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect(adminPage.getByRole('status').filter({ hasText: 'Guardamos' })).toBeVisible();
    await administrator.close();

    await page.getByLabel('Nombre y apellido').fill(name);
    await page.getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect(page.getByRole('alert')).toHaveText(CONTACT_CHANNELS_ADMIN_ONLY);
    await expect(page.getByLabel('Marca')).toHaveValue('4');
    await page.getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect(panelNotice(page).filter({ hasText: 'Guardamos' })).toHaveText(
      'Guardamos los cambios. Ya se ven en el sitio.',
    );
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

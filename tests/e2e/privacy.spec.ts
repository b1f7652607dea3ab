import { expect, test } from '@playwright/test';
import { DEALERSHIP } from '../../domain/dealership';
import {
  DATA_PROTECTION_LEGEND,
  JOB_APPLICATION_RETENTION_MONTHS,
  PRIVACY_PATH,
  UNPAID_OPERATION_RETENTION_DAYS,
} from '../../domain/privacy';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  waitForHydration,
} from './support/page-checks';

/** Ley 25.326: what is done with personal data is said on its own page, in every footer and beside the forms. */
test.describe('personal data', () => {
  test('the privacy page says who keeps the data, for what, for how long, the rights and the control authority', async ({
    page,
  }) => {
    await page.goto(PRIVACY_PATH);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(DEALERSHIP.legalName);
    const table = main.getByRole('table');
    await expect(table.getByRole('rowheader')).toHaveText([
      'Formulario de contacto, consulta de precios y oportunidades',
      'Reserva online (Concesionario Digital)',
      'Trabajá con nosotros',
    ]);
    await expect(table).toContainText(`a los ${UNPAID_OPERATION_RETENTION_DAYS} días de tu último cambio`);
    await expect(table).toContainText(`a los ${JOB_APPLICATION_RETENTION_MONTHS} meses de recibirlos`);
    await expect(main).toContainText('acceder a tus datos, corregirlos, actualizarlos o borrarlos');
    await expect(main.getByRole('link', { name: DEALERSHIP.email })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${DEALERSHIP.email}`),
    );
    await expect(main).toContainText('Agencia de Acceso a la Información Pública');
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test('every footer links to the policy and carries the Disposición 10/2008 legend, and so does the contact form', async ({
    page,
  }) => {
    await page.goto('/contacto');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(DATA_PROTECTION_LEGEND)).toBeVisible();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Enviar' }) });
    await expect(form.getByText(DATA_PROTECTION_LEGEND)).toBeVisible();
    await form.getByRole('link', { name: 'política de privacidad' }).click();
    await expect(page).toHaveURL(PRIVACY_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page).toHaveURL(PRIVACY_PATH);
  });
});

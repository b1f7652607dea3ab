import { expect, test } from '@playwright/test';
import { DEALERSHIP } from '#domain/content/dealership';
import {
  ALERT_IDLE_RETENTION_DAYS,
  ALERT_UNCONFIRMED_RETENTION_DAYS,
  JOB_APPLICATION_RETENTION_MONTHS,
  PRIVACY_PATH,
  TEST_DRIVE_RETENTION_DAYS,
  UNPAID_OPERATION_RETENTION_DAYS,
} from '#domain/content/privacy';
import { expectNoHorizontalScroll } from './support/page-checks';

/**
 * Ley 25.326: what is done with personal data is said on its own page (docs/product.md §2 Personal data page). Its table
 * of forms is laid out as blocks on a phone and as a table from 768 px, so the page is read at both widths; the footers'
 * and forms' links to it are in privacy.once.spec.ts, and axe checks it through a11y/content.ts.
 */
test.describe('personal data', { tag: ['@privacy'] }, () => {
  test('the privacy page says who keeps the data, for what, for how long, the rights and the control authority, and fits the screen', async ({
    page,
  }) => {
    await page.goto(PRIVACY_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(DEALERSHIP.legalName);
    const table = main.getByRole('table');
    await expect(table.getByRole('rowheader')).toHaveText([
      'Formulario de contacto, consulta de precios y oportunidades',
      'Reserva online (Concesionario Digital)',
      'Avisos por e-mail: si baja el precio, si se libera una unidad, cuando entre una unidad así',
      'Prueba de manejo',
      'Trabajá con nosotros',
    ]);
    await expect(table).toContainText(`a los ${UNPAID_OPERATION_RETENTION_DAYS} días de tu último cambio`);
    await expect(table).toContainText(`a los ${JOB_APPLICATION_RETENTION_MONTHS} meses de recibirlos`);
    await expect(table).toContainText(
      `Si no confirmás el aviso, lo borramos a los ${ALERT_UNCONFIRMED_RETENTION_DAYS} días`,
    );
    await expect(table).toContainText(`a los ${ALERT_IDLE_RETENTION_DAYS} días sin enviarte nada`);
    await expect(table).toContainText(`a los ${TEST_DRIVE_RETENTION_DAYS} días del turno`);
    await expect(main).toContainText('acceder a tus datos, corregirlos, actualizarlos o borrarlos');
    await expect(main.getByRole('link', { name: DEALERSHIP.email })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${DEALERSHIP.email}`),
    );
    await expect(main).toContainText('Agencia de Acceso a la Información Pública');
    await expectNoHorizontalScroll(page);
  });
});

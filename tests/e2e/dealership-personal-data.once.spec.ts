import { expect, type Page, test } from '@playwright/test';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import {
  BUYER,
  choose,
  findReservableUnit,
  payInCashThroughApi,
  startOperationThroughApi,
  TEXTS,
  uniqueEmail,
} from './support/dealership-helpers';
import { waitForHydration } from './support/page-checks';

/** Step 2 (docs/product.md §2, Datos personales): every issue is shown at its field, whether the page or the server finds it. */

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

const MESSAGES = {
  missingName: 'Ingresá tu nombre.',
  shortDni: 'Ingresá un DNI válido, de 7 u 8 números.',
  badBirthdate: 'Ingresá una fecha de nacimiento válida (dd/mm/aaaa).',
  badTelephone: 'Ingresá un teléfono válido (números, espacios y + ( ) -).',
  marked: 'Revisá los datos marcados.',
} as const;

test.describe('step 2: each field says what is wrong with it', { tag: ['@dealership'] }, () => {
  test('the page and the server mark each field, and Continuar takes the buyer to the first one to fix', async ({
    page,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
    const started = await startOperationThroughApi(request, unitCase, uniqueEmail('datos'));
    const { code } = await payInCashThroughApi(request, started);
    await page.goto(dealershipPaths.personalData(code));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();

    // Refused by the server as it is saved: a birth date in the future and a phone with letters, each at its field.
    const dni = field(page, 'DNI');
    const name = field(page, 'Nombre');
    const birthdate = field(page, 'Fecha de nacimiento');
    const telephone = field(page, 'Teléfono');
    await dni.fill('12345');
    await name.fill(BUYER.name);
    await field(page, 'Apellido').fill(BUYER.lastname);
    await choose(page, 'Estado Civil', BUYER.marital);
    await telephone.fill('261 555-ABCD');
    await birthdate.fill(`${new Date().getFullYear() + 1}-06-15`);
    await expect(birthdate).toHaveAttribute('aria-invalid', 'true');
    await expect(birthdate).toHaveAccessibleDescription(MESSAGES.badBirthdate);
    await expect(telephone).toHaveAttribute('aria-invalid', 'true');
    await expect(telephone).toHaveAccessibleDescription(MESSAGES.badTelephone);
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.marked })).toBeVisible();
    await expect(dni).not.toHaveAttribute('aria-invalid', 'true');

    // 'Continuar' adds what the page checks (a DNI too short), goes nowhere and takes the buyer to the first field.
    const continuar = page.getByRole('button', { name: 'Continuar', exact: true });
    await continuar.click();
    await expect(dni).toBeFocused();
    await expect(dni).toHaveAttribute('aria-invalid', 'true');
    await expect(dni).toHaveAccessibleDescription(MESSAGES.shortDni);
    await expect(birthdate).toHaveAccessibleDescription(MESSAGES.badBirthdate);
    await expect(telephone).toHaveAccessibleDescription(MESSAGES.badTelephone);
    await expect(page).toHaveURL(dealershipPaths.personalData(code));

    // From then on each field is checked as it is typed: emptied, fixed.
    await name.fill('');
    await expect(name).toHaveAccessibleDescription(MESSAGES.missingName);
    await expect(continuar).toBeDisabled();
    await name.fill(BUYER.name);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await dni.fill(BUYER.dni);
    await expect(dni).not.toHaveAttribute('aria-invalid', 'true');
    await telephone.fill(BUYER.telephone);
    await birthdate.fill(BUYER.birthdate);
    await expect(page.getByRole('status').filter({ hasText: TEXTS.saved })).toBeVisible();
    for (const fixed of [dni, name, birthdate, telephone]) {
      await expect(fixed).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByText(MESSAGES.marked)).toHaveCount(0);
    await continuar.click();
    await expect(page).toHaveURL(dealershipPaths.review(code));
  });

  test('an under-age buyer is told at the birth date, where Continuar puts the focus', async ({
    page,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'chevrolet', (family) => family.currency !== 'usd');
    const started = await startOperationThroughApi(request, unitCase, uniqueEmail('menor'));
    const { code } = await payInCashThroughApi(request, started);
    await page.goto(dealershipPaths.personalData(code));
    await waitForHydration(page);

    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    await field(page, 'DNI').fill(BUYER.dni);
    await field(page, 'Nombre').fill(BUYER.name);
    await field(page, 'Apellido').fill(BUYER.lastname);
    await choose(page, 'Estado Civil', BUYER.marital);
    await field(page, 'Teléfono').fill(BUYER.telephone);
    const birthdate = field(page, 'Fecha de nacimiento');
    // The server accepts the date as a date: 'Continuar' asks whether the buyer may reserve.
    await birthdate.fill(young.toISOString().slice(0, 10));
    await expect(page.getByRole('status').filter({ hasText: TEXTS.saved })).toBeVisible();
    await expect(birthdate).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(birthdate).toBeFocused();
    await expect(birthdate).toHaveAttribute('aria-invalid', 'true');
    await expect(birthdate).toHaveAccessibleDescription(
      'Tenés que ser mayor de 18 años para reservar online.',
    );
    await expect(page).toHaveURL(dealershipPaths.personalData(code));
  });
});

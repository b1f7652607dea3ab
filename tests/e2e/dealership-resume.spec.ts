import { expect, test } from '@playwright/test';
import { dealershipPaths } from '../../domain/dealership-paths';
import { formatMoney } from '../../domain/money';
import { MARITAL_STATUSES } from '../../domain/operation';
import {
  BUYER,
  choose,
  expectAutosave,
  fillUsedVehicleForm,
  findReservableUnit,
  grouped,
  openStepOne,
  pendingBalance,
  quotableUsedVehicle,
  quote,
  resumeLinkIn,
  uniqueEmail,
  usedVehicleItem,
  waitForMailTo,
} from './support/dealership';
import { waitForHydration } from './support/page-checks';

test.describe('digital dealership: resuming from the e-mail', () => {
  // A whole journey, then the outbox sender (it polls every few seconds) and a second browser.
  test.describe.configure({ timeout: 90_000 });

  test('a buyer closes the browser and, from the link in the e-mail, finds every field as left', async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    const unitCase = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
    const used = await quotableUsedVehicle(request);
    const email = uniqueEmail('retoma');
    const maritalId = MARITAL_STATUSES.find((status) => status.name === BUYER.marital)?.id;

    // Step 1: some cash and a used vehicle.
    const code = await openStepOne(page, unitCase, email);
    const cash = Math.floor(unitCase.unit.full_price_with_discount / 10);
    const cashField = page.getByRole('textbox', { name: 'Monto en efectivo' });
    await expectAutosave(
      page,
      (body) => body.cash_amount === String(cash),
      () => cashField.fill(String(cash)),
    );
    await page.getByRole('link', { name: 'Agregar vehículo usado' }).click();
    await fillUsedVehicleForm(page, used, '45000');
    const valuation = await quote(page);
    await page.getByRole('button', { name: 'Aceptar Cotización' }).click();
    await expect(page).toHaveURL(dealershipPaths.paymentMode(code));
    await expect(usedVehicleItem(page, valuation)).toBeVisible();
    // docs/decisions/0014: the cash counts up to what the used vehicle leaves.
    const keptCash = Math.min(cash, unitCase.unit.full_price_with_discount - valuation.amount);
    await expect(cashField).toHaveValue(grouped(keptCash));
    const pending = (await pendingBalance(page).textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Step 2: everything but the phone, and the page says it saved it.
    await expect(page).toHaveURL(dealershipPaths.personalData(code));
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await field('DNI').fill(BUYER.dni);
    await field('Nombre').fill(BUYER.name);
    await field('Apellido').fill(BUYER.lastname);
    await field('Fecha de nacimiento').fill(BUYER.birthdate);
    await choose(page, 'Estado Civil', BUYER.marital);
    await expectAutosave(
      page,
      (body) => {
        const purchase = body.purchase as Record<string, unknown> | undefined;
        const customer = body.customer as Record<string, unknown> | undefined;
        return (
          customer?.address === BUYER.address &&
          purchase?.dni === BUYER.dni &&
          purchase?.name === BUYER.name &&
          purchase?.lastname === BUYER.lastname &&
          purchase?.birthdate === BUYER.birthdate &&
          purchase?.marital_status_id === maritalId
        );
      },
      () => field('Dirección').fill(BUYER.address),
    );

    // The browser is closed.
    await page.context().close();

    // The e-mail sent at the start: its code and the link to come back.
    const mail = await waitForMailTo(email);
    expect(mail.subject).toBe(`Tu código de operación: ${code}`);
    expect(mail.text).toContain(code);
    const link = resumeLinkIn(mail);
    expect(link).toBe(`${baseURL}${dealershipPaths.resume(code)}`);

    // Another browser: the link goes on at step 2, the first one its data does not complete.
    const { viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId } = testInfo.project.use;
    const context = await browser.newContext({
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      locale,
      timezoneId,
    });
    try {
      const resumed = await context.newPage();
      await resumed.goto(link);
      await expect(resumed).toHaveURL(`${baseURL}${dealershipPaths.personalData(code)}`);
      await waitForHydration(resumed);
      const again = (label: string) => resumed.getByRole('textbox', { name: label, exact: true });
      await expect(again('DNI')).toHaveValue(BUYER.dni);
      await expect(again('Nombre')).toHaveValue(BUYER.name);
      await expect(again('Apellido')).toHaveValue(BUYER.lastname);
      await expect(again('Fecha de nacimiento')).toHaveValue(BUYER.birthdate);
      await expect(resumed.getByRole('combobox', { name: 'Estado Civil' })).toHaveText(BUYER.marital);
      await expect(again('Dirección')).toHaveValue(BUYER.address);
      await expect(again('Teléfono')).toHaveValue('');
      await expect(again('Email')).toHaveValue(email);
      await expect(resumed.getByRole('button', { name: 'Continuar' })).toBeDisabled();

      // Back at step 1: the cash and the used vehicle.
      await resumed.getByRole('link', { name: 'Volver a Modo de pago' }).click();
      await expect(resumed).toHaveURL(`${baseURL}${dealershipPaths.paymentMode(code)}`);
      await expect(resumed.getByRole('textbox', { name: 'Monto en efectivo' })).toHaveValue(
        grouped(keptCash),
      );
      await expect(usedVehicleItem(resumed, valuation)).toBeVisible();
      await expect(
        usedVehicleItem(resumed, valuation).getByText(`Cotización: ${formatMoney(valuation.amount, 'ars')}`),
      ).toBeVisible();
      await expect(pendingBalance(resumed)).toHaveText(pending);
      await expect(resumed.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    } finally {
      await context.close();
    }
  });
});

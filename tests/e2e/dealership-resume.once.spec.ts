import { expect, test } from '@playwright/test';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { formatMoney } from '#domain/shared/money';
import {
  BUYER,
  BUYER_MARITAL_ID,
  choose,
  expectAutosave,
  findReservableUnit,
  grouped,
  pendingBalance,
  quotableUsedVehicle,
  quoteThroughApi,
  resumeLinkIn,
  startOperationThroughApi,
  uniqueEmail,
  updateThroughApi,
  usedVehicleItem,
  waitForMailTo,
} from './support/dealership-helpers';
import { openHydrated, waitForHydration } from './support/page-checks';

test.describe('digital dealership: resuming from the e-mail', { tag: ['@dealership'] }, () => {
  // The outbox sender (it polls every few seconds), then a second browser.
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

    // Step 1, as its page saves it: some cash and a used vehicle.
    const started = await startOperationThroughApi(request, unitCase, email);
    const { code } = started;
    const cash = Math.floor(started.amounts.total / 10);
    const valuation = await quoteThroughApi(request, code, used, 45_000);
    const stepOne = await updateThroughApi(request, started, {
      cash_amount: cash,
      used_vehicles: [{ valuation_id: valuation.id }],
    });
    // docs/decisions/0014: the cash counts up to what the used vehicle leaves.
    const keptCash = Math.min(cash, started.amounts.total - valuation.amount);
    expect(stepOne.amounts.cash).toBe(keptCash);
    const pending = formatMoney(stepOne.amounts.pending, unitCase.unit.currency);
    await openHydrated(page, dealershipPaths.personalData(code));

    // Step 2: everything but the phone, and the page says it saved it.
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
          purchase?.marital_status_id === BUYER_MARITAL_ID
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

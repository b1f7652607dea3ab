import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dealershipPaths } from '../../domain/dealership-paths';
import { formatMoney } from '../../domain/money';
import { promotionDiscountOn } from '../../domain/pricing';
import {
  DEALERSHIP_API,
  discoveredPromotion,
  expectAutosave,
  fillUsedVehicleForm,
  findReservableUnit,
  openStepOne,
  pendingBalance,
  priceLine,
  quotableUsedVehicle,
  quote,
  startOperation,
  TEXTS,
  uniqueEmail,
  unitRoute,
  usedVehicleItem,
} from './support/dealership';
import { expectNoSeriousAxeViolations, waitForHydration } from './support/page-checks';

const MINUS = '\u2212';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A well-formed operation code (DECISIONS §4) that no operation has: 60 random bits are never guessed. */
function unknownCode(): string {
  return Array.from({ length: 12 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('');
}

test.describe('digital dealership: SPEC §8 situations', () => {
  // Some of these start an operation and quote a used vehicle first.
  test.describe.configure({ timeout: 60_000 });

  test('an unknown unit on the buy route: the vehicle is not available, Volver goes home', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto('/vehiculos-0km/reservar/volkswagen/999999999/polo/1/polo-track');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.unavailable);
    const back = page.getByRole('main').getByRole('link', { name: 'Volver', exact: true });
    await expect(back).toHaveAttribute('href', '/');
    await expectNoSeriousAxeViolations(page);
    await waitForHydration(page);
    await back.click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('a step with an unknown operation code goes to the resume route, which says so and asks for a code', async ({
    page,
    baseURL,
  }) => {
    const code = unknownCode();
    const response = await page.goto(dealershipPaths.paymentMode(code));
    await expect(page).toHaveURL(`${baseURL}${dealershipPaths.resume(code)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.operationNotFound);
    await expect(page.getByRole('textbox', { name: 'Código de operación' })).toHaveValue(code);
    await expect(page.getByRole('button', { name: 'Retomar mi reserva' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("when the start fails: 'Error iniciando la compra.', and 'Reintentar' brings the form back", async ({
    page,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'chevrolet', (family) => family.currency !== 'usd');
    const email = uniqueEmail('reintento');
    let failed = 0;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(`**${DEALERSHIP_API.start}`, async (route) => {
      failed++;
      await answered;
      await route.fulfill({ status: 500, json: { error: 'Error interno.' } });
    });
    await page.goto(dealershipPaths.start(unitRoute(unitCase)));
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Comenzar' }).click();
    // SPEC §2: disabled while the request runs.
    await expect(page.getByRole('button', { name: 'Comenzando…' })).toBeDisabled();
    answer();

    const failure = page.getByRole('alert').filter({ hasText: TEXTS.startFailed });
    await expect(failure).toBeVisible();
    const retry = failure.getByRole('button', { name: 'Reintentar' });
    await expect(retry).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
    expect(failed).toBe(1);

    await retry.click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Comenzar' })).toBeEnabled();

    // With the server answering again, the same form starts the operation.
    await page.unroute(`**${DEALERSHIP_API.start}`);
    const code = await startOperation(page, email);
    await expect(page.getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
      'href',
      dealershipPaths.paymentMode(code),
    );
  });

  test('a failed valuation says so; a successful one never does; an accepted used vehicle can be removed', async ({
    page,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
    const used = await quotableUsedVehicle(request);
    const money = (value: number) => formatMoney(value, unitCase.unit.currency);
    const code = await openStepOne(page, unitCase, uniqueEmail('cotizacion'));
    await page.getByRole('link', { name: 'Agregar vehículo usado' }).click();
    await expect(page).toHaveURL(dealershipPaths.usedVehicle(code));
    await fillUsedVehicleForm(page, used, '80000');

    // The guide can't quote it (the server's 422).
    await page.route(`**${DEALERSHIP_API.valuation}`, (route) =>
      route.fulfill({
        status: 422,
        json: { error: 'No tenemos un precio de referencia para ese vehículo.' },
      }),
    );
    await page.getByRole('button', { name: 'Cotizar' }).click();
    await expect(page.getByRole('alert')).toHaveText(TEXTS.valuationFailed);
    await expect(page.getByRole('heading', { level: 1, name: 'Cotizá tu usado' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Versión' })).toHaveText(used.version);
    await page.unroute(`**${DEALERSHIP_API.valuation}`);

    // DECISIONS §7: after a success the message is gone, on the valuation and back on the form.
    await quote(page);
    await expect(page.getByText(TEXTS.valuationFailed)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cotizá tu usado' })).toBeVisible();
    await expect(page.getByText(TEXTS.valuationFailed)).toHaveCount(0);
    const valuation = await quote(page);
    await expect(page.getByText(TEXTS.valuationFailed)).toHaveCount(0);
    await page.getByRole('button', { name: 'Aceptar Cotización' }).click();

    // Removing it, confirmed.
    await expect(page).toHaveURL(dealershipPaths.paymentMode(code));
    const summary = page.getByRole('region', { name: 'Resumen del pago' });
    const item = usedVehicleItem(page, valuation);
    await expect(priceLine(summary, 'Vehículos usados')).toHaveText(`${MINUS}${money(valuation.amount)}`);
    await item.getByRole('button', { name: 'Remover' }).click();
    const question = item.getByRole('group', { name: TEXTS.removeQuestion });
    await expect(question).toBeVisible();
    await expectAutosave(
      page,
      (body) => Array.isArray(body.used_vehicles) && body.used_vehicles.length === 0,
      () => question.getByRole('button', { name: 'Sí, remover' }).click(),
    );
    await expect(item).toHaveCount(0);
    await expect(priceLine(summary, 'Vehículos usados')).toHaveText(money(0));
    await expect(page.getByRole('link', { name: 'Agregar vehículo usado' })).toBeVisible();
    // Nothing covers the price any more.
    await expect(pendingBalance(page)).not.toHaveText(money(0));
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  test("financing for brand 6 (BAIC) is 'Próximamente.'", async ({ page, request }) => {
    const baic = await findReservableUnit(request, 'baic');
    expect(baic.unit.brand_id).toBe(6);
    await openStepOne(page, baic, uniqueEmail('baic'));
    const financing = page.getByRole('region', { name: 'Financiación' });
    await expect(financing.getByText(TEXTS.comingSoon, { exact: true })).toBeVisible();
    await expect(financing.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Agregar financiación' })).toHaveCount(0);
    // Cash and used vehicles still work.
    await expect(page.getByRole('button', { name: 'Completar Restante' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Agregar vehículo usado' })).toBeVisible();
  });

  test('the discount code: discovered on load, refused out of its scope with the reason, applied when valid', async ({
    page,
    request,
  }) => {
    const vw = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
    const gm = await findReservableUnit(request, 'chevrolet', (family) => family.currency !== 'usd');
    const [promotion, foreign] = await Promise.all([
      discoveredPromotion(request, vw.unit),
      discoveredPromotion(request, gm.unit),
    ]);
    if (!promotion || !foreign) throw new Error('The demo data has no promotion to discover for both brands');
    expect(foreign.code).not.toBe(promotion.code);
    // What the server says of the other brand's code for this unit.
    const check = await request.get(
      `/api/promotion?${new URLSearchParams({
        code: foreign.code,
        family: vw.unit.family,
        chassis: vw.unit.chassis,
        brand_id: String(vw.unit.brand_id),
      })}`,
    );
    expect(check.status()).toBe(404);
    const reason = ((await check.json()) as { error: string }).error;
    expect(reason).not.toBe('');

    const money = (value: number) => formatMoney(value, vw.unit.currency);
    const full = vw.unit.full_price_with_discount;
    const discount = promotionDiscountOn(promotion, full);
    const start = dealershipPaths.start(unitRoute(vw));
    await page.goto(dealershipPaths.buy(unitRoute(vw)));
    await waitForHydration(page);
    const field = page.getByRole('textbox', { name: 'Código de descuento' });
    const reserve = page.getByRole('link', { name: 'Reservar online', exact: true });
    const codeLines = page.getByRole('term').filter({ hasText: /^Código / });

    // Discovered: filled in and on the price lines.
    await expect(field).toHaveValue(promotion.code);
    await expect(priceLine(page, `Código ${promotion.code}`)).toHaveText(`${MINUS}${money(discount)}`);
    await expect(priceLine(page, 'Precio final')).toHaveText(money(full - discount));
    await expect(
      page.getByText(`Código aplicado: ${promotion.description || promotion.code}.`),
    ).toBeVisible();
    await expect(reserve).toHaveAttribute('href', `${start}?codigo=${promotion.code}`);

    // Another brand's code: refused with the server's reason, and the price goes back.
    await field.fill(foreign.code);
    await expect(page.getByText(reason, { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(codeLines).toHaveCount(0);
    await expect(priceLine(page, 'Precio final')).toHaveText(money(full));
    await expect(reserve).toHaveAttribute('href', start);

    // A valid code again: its line is back.
    await field.fill(promotion.code);
    await expect(priceLine(page, `Código ${promotion.code}`)).toHaveText(`${MINUS}${money(discount)}`);
    await expect(codeLines).toHaveCount(1);
    await expect(page.getByText(reason, { exact: true })).toHaveCount(0);
    await expect(reserve).toHaveAttribute('href', `${start}?codigo=${promotion.code}`);
    await reserve.click();
    await expect(page.getByText(`Código de descuento: ${promotion.code}`)).toBeVisible();
  });
});

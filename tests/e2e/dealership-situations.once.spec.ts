import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { promotionDiscountOn } from '#domain/catalogue/pricing';
import { PROMOTION_EXPIRED_MESSAGE, PROMOTION_OFFER_UNIT_MESSAGE } from '#domain/catalogue/promotions';
import { rankSimilarUnits, SIMILAR_UNITS_LIMIT } from '#domain/catalogue/similar-units';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { UNIT_JUST_RESERVED_MESSAGE } from '#domain/operation/operation-messages';
import { formatMoney } from '#domain/shared/money';
import {
  brandStock,
  DEALERSHIP_API,
  discoveredPromotion,
  expectAutosave,
  fillUsedVehicleForm,
  findReservableUnit,
  findReservedUnit,
  pendingBalance,
  priceLine,
  quotableUsedVehicle,
  quote,
  startOperation,
  startOperationThroughApi,
  TEXTS,
  uniqueEmail,
  unitRoute,
  unknownCode,
  usedVehicleItem,
} from './support/dealership-helpers';
import { openHydrated, waitForHydration } from './support/page-checks';
import { versionsBrand } from './versions-support';

const MINUS = '\u2212';
test.describe('digital dealership: docs/product.md §8 situations', { tag: ['@dealership'] }, () => {
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
    // docs/product.md §2: disabled while the request runs.
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
    const { code } = await startOperationThroughApi(request, unitCase, uniqueEmail('cotizacion'));
    await openHydrated(page, dealershipPaths.usedVehicle(code));
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

    // Kilometres the server refuses: its reason at the field, the failure under the button.
    const kms = page.getByRole('textbox', { name: 'Kilómetros' });
    await kms.fill('2000000');
    await page.getByRole('button', { name: 'Cotizar' }).click();
    await expect(kms).toHaveAttribute('aria-invalid', 'true');
    await expect(kms).toHaveAccessibleDescription('Los kilómetros no pueden superar 1.000.000.');
    await expect(page.getByRole('alert')).toHaveText(TEXTS.valuationFailed);
    await kms.fill('80000');
    await expect(kms).not.toHaveAttribute('aria-invalid', 'true');

    // docs/product.md §D7: after a success the message is gone, on the valuation and back on the form.
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
    const { code } = await startOperationThroughApi(request, baic, uniqueEmail('baic'));
    await openHydrated(page, dealershipPaths.paymentMode(code));
    const financing = page.getByRole('region', { name: 'Financiación' });
    await expect(financing.getByText(TEXTS.comingSoon, { exact: true })).toBeVisible();
    await expect(financing.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Agregar financiación' })).toHaveCount(0);
    // Cash and used vehicles still work.
    await expect(page.getByRole('button', { name: 'Completar Restante' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Agregar vehículo usado' })).toBeVisible();
  });

  test('the discount code: discovered on load, a refused or cleared code leaves it on the price, a valid one applies', async ({
    page,
    request,
  }) => {
    // Units without a special discount: an offer takes no code (docs/product.md §9 codes and offers).
    const webPrice = (unit: { special_discount: number }) => unit.special_discount === 0;
    const pesos = (family: { currency: string }) => family.currency !== 'usd';
    const vw = await findReservableUnit(request, 'volkswagen', pesos, webPrice);
    const gm = await findReservableUnit(request, 'chevrolet', pesos, webPrice);
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
    const discovered = async () => {
      await expect(priceLine(page, `Código ${promotion.code}`)).toHaveText(`${MINUS}${money(discount)}`);
      await expect(codeLines).toHaveCount(1);
      await expect(priceLine(page, 'Precio final')).toHaveText(money(full - discount));
      await expect(reserve).toHaveAttribute('href', `${start}?codigo=${promotion.code}`);
    };

    // Discovered: filled in and on the price lines.
    await expect(field).toHaveValue(promotion.code);
    await discovered();
    await expect(
      page.getByText(`Código aplicado: ${promotion.description || promotion.code}.`),
    ).toBeVisible();

    // Another brand's code: refused with the server's reason; the discovered code stays on the price.
    await field.fill(foreign.code);
    await expect(page.getByText(reason, { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await discovered();

    // Cleared: no error, and still the discovered code.
    await field.fill('');
    await expect(page.getByText(reason, { exact: true })).toHaveCount(0);
    await discovered();

    // The discovered code typed again: applied, and carried to the start page.
    await field.fill(promotion.code);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await discovered();
    await reserve.click();
    await expect(page.getByText(`Código de descuento: ${promotion.code}`)).toBeVisible();
  });

  test('an offer unit takes no code: nothing discovered, and a typed code is refused saying why', async ({
    page,
    request,
  }) => {
    const offer = await findReservableUnit(
      request,
      'volkswagen',
      (family) => family.currency !== 'usd',
      (unit) => unit.special_discount > 0,
    );
    expect(await discoveredPromotion(request, offer.unit)).toBeNull();
    await page.goto(dealershipPaths.buy(unitRoute(offer)));
    await waitForHydration(page);
    const field = page.getByRole('textbox', { name: 'Código de descuento' });
    await field.fill('RESERVAONLINEVW');
    await expect(page.getByText(PROMOTION_OFFER_UNIT_MESSAGE, { exact: true })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Código / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Reservar online', exact: true })).toHaveAttribute(
      'href',
      dealershipPaths.start(unitRoute(offer)),
    );
  });

  test('an expired code in the link is said and left out: the buyer goes on with the unit’s own code', async ({
    page,
    request,
  }) => {
    const vw = await findReservableUnit(
      request,
      'volkswagen',
      (family) => family.currency !== 'usd',
      (unit) => unit.special_discount === 0,
    );
    const promotion = await discoveredPromotion(request, vw.unit);
    if (!promotion) throw new Error('The demo data has no promotion to discover for Volkswagen');
    // CYBERMONDAY: a demo code for every brand that ended weeks ago.
    await page.goto(`${dealershipPaths.start(unitRoute(vw))}?codigo=cybermonday`);
    await expect(
      page.getByText(`El código CYBERMONDAY no se aplica: ${PROMOTION_EXPIRED_MESSAGE}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(`Código de descuento: ${promotion.code}`)).toBeVisible();
    await expect(priceLine(page, `Código ${promotion.code}`)).toBeVisible();
    await waitForHydration(page);

    const code = await startOperation(page, uniqueEmail('vencido'));
    const started = await request.post(DEALERSHIP_API.start, { data: { code } });
    expect(
      ((await started.json()) as { data: { promotion: { code: string } | null } }).data.promotion?.code,
    ).toBe(promotion.code);
  });
});

/** The operation's status, as POST …/start answers a code (docs/product.md §7 resume). */
async function operationStatus(request: APIRequestContext, code: string): Promise<string> {
  const response = await request.post(DEALERSHIP_API.start, { data: { code } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { status: string } }).data.status;
}

/** The Botón de arrepentimiento's first form, on the page already open: the code, the e-mail, 'Cancelar mi reserva'. */
async function askToCancel(page: Page, code: string, email: string) {
  await page.getByRole('textbox', { name: 'Código de operación' }).fill(code);
  await page.getByRole('textbox', { name: 'E-mail de la reserva' }).fill(email);
  await page.getByRole('button', { name: 'Cancelar mi reserva' }).click();
}

test.describe('the Botón de arrepentimiento says what cancelling does and asks first (docs/product.md §D6)', {
  tag: ['@dealership'],
}, () => {
  test('with JavaScript: the confirmation names the vehicle and that it cannot be undone; only confirming cancels', async ({
    page,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
    const email = uniqueEmail('arrepentimiento');
    const { code } = await startOperationThroughApi(request, unitCase, email);

    await page.goto('/arrepentimiento');
    await waitForHydration(page);
    await askToCancel(page, code.toLowerCase(), email.toUpperCase());
    const confirmation = page.getByRole('region', { name: '¿Querés cancelar tu reserva?' });
    await expect(confirmation).toBeFocused();
    await expect(confirmation.getByText(code, { exact: true })).toBeVisible();
    for (const line of [
      `Se cancela tu operación del ${unitCase.unit.model}.`,
      'Todavía no pagaste la seña: no hay nada que devolver.',
      'Esta acción no se puede deshacer.',
    ]) {
      await expect(confirmation.getByText(line, { exact: true })).toBeVisible();
    }
    await expect(confirmation.getByRole('link', { name: 'No, mantener mi reserva' })).toHaveAttribute(
      'href',
      dealershipPaths.resume(code),
    );
    expect(await operationStatus(request, code)).toBe('started');

    await confirmation.getByRole('button', { name: 'Sí, cancelar la reserva' }).click();
    const outcome = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: 'Cancelaste tu reserva' }) });
    await expect(outcome).toBeFocused();
    await expect(outcome.locator('.operation-code__value')).toHaveText(/^[0-9A-Z]{12}$/);
    await expect(outcome.getByText('Te enviamos el código por e-mail.')).toBeVisible();
    expect(await operationStatus(request, code)).toBe('cancelled');
  });

  test('a wrong e-mail shows no confirmation and tells nothing about the operation', async ({
    page,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'chevrolet', (family) => family.currency !== 'usd');
    const { code } = await startOperationThroughApi(request, unitCase, uniqueEmail('ajeno'));
    await page.goto('/arrepentimiento');
    await waitForHydration(page);
    await askToCancel(page, code, 'otra.persona@example.com');
    await expect(page.getByRole('alert')).toHaveText(TEXTS.operationNotFound);
    await expect(page.getByRole('region', { name: '¿Querés cancelar tu reserva?' })).toHaveCount(0);
    await expect(page.getByText(unitCase.unit.model)).toHaveCount(0);
    expect(await operationStatus(request, code)).toBe('started');
  });

  test('without JavaScript: the server renders the confirmation, and a post without it cancels nothing', async ({
    browser,
    baseURL,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'nissan', (family) => family.currency !== 'usd');
    const email = uniqueEmail('sinjs');
    const { code } = await startOperationThroughApi(request, unitCase, email);

    // The code and the e-mail alone, posted as the first form does: the answer asks, the operation stays.
    const first = await request.post('/arrepentimiento', { form: { code, email } });
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain('¿Querés cancelar tu reserva?');
    expect(await operationStatus(request, code)).toBe('started');

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/arrepentimiento');
    await askToCancel(page, code, email);
    const confirmation = page.getByRole('region', { name: '¿Querés cancelar tu reserva?' });
    await expect(confirmation.getByText(`Se cancela tu operación del ${unitCase.unit.model}.`)).toBeVisible();
    await expect(confirmation.getByText('Esta acción no se puede deshacer.')).toBeVisible();
    expect(await operationStatus(request, code)).toBe('started');
    await confirmation.getByRole('button', { name: 'Sí, cancelar la reserva' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Cancelaste tu reserva' })).toBeVisible();
    expect(await operationStatus(request, code)).toBe('cancelled');
    await context.close();
  });
});

test.describe('the "not available" page says why and offers similar units that can be reserved now', {
  tag: ['@dealership'],
}, () => {
  test('a unit just reserved: said so, with up to three units like it, each leading to its own reservation', async ({
    page,
    request,
  }) => {
    const { brand, unit, stock } = await findReservedUnit(request);
    const expected = rankSimilarUnits(
      stock,
      {
        id: unit.id,
        family_id: unit.family_id,
        currency: unit.currency,
        price: unit.full_price_with_discount,
      },
      SIMILAR_UNITS_LIMIT,
    );
    expect(expected.length).toBeGreaterThan(0);

    const response = await page.goto(dealershipPaths.buy(unitRoute({ brandSlug: brand.slug, unit })));
    expect(response?.status()).toBe(409);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.unavailable);
    await expect(page.getByText(UNIT_JUST_RESERVED_MESSAGE, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Volver', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    const similar = page.getByRole('region', { name: 'Unidades similares que podés reservar ahora' });
    const cards = similar.getByRole('listitem');
    await expect(cards).toHaveCount(expected.length);
    for (const [index, offered] of expected.entries()) {
      const card = cards.nth(index);
      const price = formatMoney(offered.full_price_with_discount, offered.currency);
      await expect(card.getByRole('link')).toHaveAttribute(
        'href',
        dealershipPaths.buy(unitRoute({ brandSlug: brand.slug, unit: offered })),
      );
      await expect(card.getByRole('link')).toHaveAccessibleName(
        `${offered.model}, ${offered.color}, ${price}`,
      );
      await expect(card.getByText(offered.color, { exact: true })).toBeVisible();
      await expect(card.getByText(price, { exact: true })).toBeVisible();
    }

    // The first one can be reserved: its confirmation page opens.
    const [first] = expected;
    if (!first) throw new Error('unreachable');
    await waitForHydration(page);
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(dealershipPaths.buy(unitRoute({ brandSlug: brand.slug, unit: first })));
    await expect(page.getByRole('link', { name: 'Reservar online', exact: true })).toBeVisible();
  });

  test('an unknown unit of a known family: the units of that family that can be reserved, cheapest first', async ({
    page,
    request,
  }) => {
    const { family } = await findReservableUnit(
      request,
      'volkswagen',
      (candidate) => candidate.currency !== 'usd',
    );
    const stock = await brandStock(request, versionsBrand('volkswagen'));
    const expected = rankSimilarUnits(stock, { id: 999_999_999, family_id: family.id }, SIMILAR_UNITS_LIMIT);
    const response = await page.goto(
      dealershipPaths.buy({
        brandSlug: 'volkswagen',
        stockId: 999_999_999,
        family: family.name,
        familyId: family.id,
        model: 'modelo',
      }),
    );
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.unavailable);
    const links = page
      .getByRole('region', { name: 'Unidades similares que podés reservar ahora' })
      .getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [index, offered] of expected.entries()) {
      await expect(links.nth(index)).toHaveAttribute(
        'href',
        dealershipPaths.buy(unitRoute({ brandSlug: 'volkswagen', unit: offered })),
      );
    }
  });
});

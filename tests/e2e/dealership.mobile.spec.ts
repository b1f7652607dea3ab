import { expect, type Page, test } from '@playwright/test';
import { promotionDiscountOn } from '#domain/catalogue/pricing';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { formatMoney, formatPriceOrUnavailable } from '#domain/shared/money';
import { toRouteParam } from '#domain/shared/route-params';
import {
  BUYER,
  choose,
  discoveredPromotion,
  displayDate,
  expectAutosave,
  findVersionUnit,
  grouped,
  pendingBalance,
  priceLine,
  startOperation,
  uniqueEmail,
} from './support/dealership-helpers';
import { waitForHydration } from './support/page-checks';
import { PRICE_REQUEST_FLAG_KEY } from './versions-support';

/**
 * The buyer's path from a unit to the review, once, through every page as a buyer on a phone goes through it. The other
 * dealership specs open the step they are about with the steps before it done through the API.
 */

const MINUS = '\u2212';

/** Stores the price-request flag before any page script runs, as a request made earlier in the session would. */
async function withPricesUnlocked(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PRICE_REQUEST_FLAG_KEY);
}

/** The progress bar's current step (its number is hidden from assistive technology, its label is not). */
async function expectCurrentStep(page: Page, label: string) {
  const current = page
    .getByRole('navigation', { name: 'Pasos de la reserva' })
    .locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(new RegExp(`^\\d${label}$`));
}

function personalField(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

test.describe('digital dealership: from a unit to the review', { tag: ['@dealership'] }, () => {
  // A whole journey through several pages: longer than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a buyer pays cash: versions page, confirmation, start, step 1, step 2 and the review with Editar links', async ({
    page,
    request,
  }) => {
    // A peso unit of a version in stock, read from the intranet API.
    const { brand, family, version, unit, path } = await findVersionUnit(
      request,
      ['volkswagen', 'chevrolet'],
      (candidate) => candidate.currency !== 'usd',
    );
    const money = (value: number) => formatMoney(value, unit.currency);
    const promotion = await discoveredPromotion(request, unit);
    const promotionDiscount = promotion ? promotionDiscountOn(promotion, unit.full_price_with_discount) : 0;
    const total = unit.full_price_with_discount - promotionDiscount;
    const email = uniqueEmail('contado');

    // Versions page: the units overlay of the version, 'Reservar' on the unit.
    await withPricesUnlocked(page);
    await page.goto(path);
    await waitForHydration(page);
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: version.name, exact: true }) })
      .getByRole('button', { name: 'Encontrá la versión para vos' })
      .click();
    const overlay = page.getByRole('dialog', { name: 'Unidades disponibles' });
    await overlay
      .getByRole('article')
      .filter({ hasText: unit.chassis })
      .getByRole('link', { name: 'Reservar' })
      .click();

    // Confirmation: the unit, its price lines, the discovered code, the deposit by card.
    await expect(page).toHaveURL(
      new RegExp(
        `/vehiculos-0km/reservar/${brand.slug}/${unit.id}/${toRouteParam(family.name)}/${family.id}/`,
      ),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmá tu unidad' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: unit.model, exact: true })).toBeVisible();
    await expect(priceLine(page, 'Color')).toHaveText(unit.color);
    await expect(priceLine(page, 'Ubicación')).toHaveText(unit.location);
    await expect(priceLine(page, 'Chasis')).toHaveText(unit.chassis);
    await expect(priceLine(page, 'Precio de lista contado')).toHaveText(
      formatPriceOrUnavailable(unit.list_price, unit.currency),
    );
    if (unit.discount > 0)
      await expect(priceLine(page, 'Descuento web')).toHaveText(`${MINUS}${money(unit.discount)}`);
    await expect(priceLine(page, 'Patentamiento')).toHaveText(money(unit.license_cost));
    await expect(priceLine(page, 'Preparación y flete')).toHaveText(money(unit.preparation_cost));
    await expect(priceLine(page, 'Entrega (se abona aparte)')).toHaveText(money(unit.delivery_price));
    await expect(priceLine(page, 'Seña de reserva')).toHaveText(/^\$\s?[\d.]+$/);
    await expect(page.getByText(/Visa, MasterCard o Naranja en 1, 2 o 3 cuotas/)).toBeVisible();
    if (promotion) {
      await expect(page.getByRole('textbox', { name: 'Código de descuento' })).toHaveValue(promotion.code);
      await expect(priceLine(page, `Código ${promotion.code}`)).toHaveText(
        `${MINUS}${money(promotionDiscount)}`,
      );
    }
    await expect(priceLine(page, 'Precio final')).toHaveText(money(total));
    await page.getByRole('link', { name: 'Reservar online', exact: true }).click();

    // Start: 'Comenzar' waits for an e-mail.
    await expect(page).toHaveURL(/\/concesionario-digital\//);
    const comenzar = page.getByRole('button', { name: 'Comenzar' });
    const emailField = page.getByRole('textbox', { name: 'E-mail' });
    await expect(comenzar).toBeDisabled();
    await emailField.fill(email);
    await expect(comenzar).toBeEnabled();
    await emailField.fill('');
    await expect(comenzar).toBeDisabled();
    if (promotion) await expect(page.getByText(`Código de descuento: ${promotion.code}`)).toBeVisible();
    const code = await startOperation(page, email);
    await page.getByRole('link', { name: 'Siguiente' }).click();

    // Step 1: cash.
    await expect(page).toHaveURL(dealershipPaths.paymentMode(code));
    await expect(page.getByRole('heading', { level: 1, name: 'Modo de pago' })).toBeVisible();
    await expectCurrentStep(page, 'Modo de pago');
    const summary = page.getByRole('region', { name: 'Resumen del pago' });
    const cash = page.getByRole('textbox', { name: 'Monto en efectivo' });
    const continuar = page.getByRole('button', { name: 'Continuar' });
    const completar = page.getByRole('button', { name: 'Completar Restante' });
    await expect(priceLine(summary, 'Total a pagar')).toHaveText(money(total));
    await expect(pendingBalance(page)).toHaveText(money(total));
    await expect(page.getByText('El saldo pendiente debe llegar a $0 para continuar.')).toBeVisible();
    await expect(continuar).toBeDisabled();

    // Part of the price: something is still pending.
    const part = Math.floor(total / 2);
    await expectAutosave(
      page,
      (body) => body.cash_amount === String(part),
      () => cash.fill(String(part)),
    );
    await expect(priceLine(summary, 'Efectivo')).toHaveText(`${MINUS}${money(part)}`);
    await expect(pendingBalance(page)).toHaveText(money(total - part));
    await expect(continuar).toBeDisabled();

    // More than the price: capped once the field is left, at what the buyer owes (the full price with discount,
    // less the discount code's promotion).
    const tooMuch = unit.full_price_with_discount + 5_000_000;
    await expectAutosave(
      page,
      (body) => body.cash_amount === String(tooMuch),
      () => cash.fill(String(tooMuch)),
    );
    await cash.blur();
    await expect(cash).toHaveValue(grouped(total));
    await expect(priceLine(summary, 'Efectivo')).toHaveText(`${MINUS}${money(total)}`);
    await expect(pendingBalance(page)).toHaveText(money(0));

    // Nothing, then 'Completar Restante'.
    await expectAutosave(
      page,
      (body) => body.cash_amount === '',
      () => cash.fill(''),
    );
    await cash.blur();
    await expect(pendingBalance(page)).toHaveText(money(total));
    await expect(continuar).toBeDisabled();
    await expectAutosave(
      page,
      (body) => body.cash_amount === total,
      () => completar.click(),
    );
    await expect(cash).toHaveValue(grouped(total));
    await expect(pendingBalance(page)).toHaveText(money(0));
    await expect(completar).toBeDisabled();
    await expect(continuar).toBeEnabled();
    await continuar.click();

    // Step 2: 'Continuar' waits for every required field; the address is optional.
    await expect(page).toHaveURL(dealershipPaths.personalData(code));
    await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
    await expectCurrentStep(page, 'Datos Personales');
    await expect(personalField(page, 'Email')).toHaveValue(email);
    await expect(continuar).toBeDisabled();
    await personalField(page, 'DNI').fill(BUYER.dni);
    await personalField(page, 'Nombre').fill(BUYER.name);
    await personalField(page, 'Apellido').fill(BUYER.lastname);
    await personalField(page, 'Fecha de nacimiento').fill(BUYER.birthdate);
    await expect(continuar).toBeDisabled();
    await choose(page, 'Estado Civil', BUYER.marital);
    await expect(continuar).toBeDisabled();
    await personalField(page, 'Teléfono').fill(BUYER.telephone);
    await expect(personalField(page, 'Dirección')).toHaveValue('');
    await expect(continuar).toBeEnabled();
    await personalField(page, 'Email').fill('');
    await expect(continuar).toBeDisabled();
    await personalField(page, 'Email').fill(email);
    await expect(continuar).toBeEnabled();
    await continuar.click();

    // Review: the unit, the payment mode and the personal data, each with its 'Editar'.
    await expect(page).toHaveURL(dealershipPaths.review(code));
    await expect(page.getByRole('heading', { level: 1, name: 'Revisá y confirmá' })).toBeVisible();
    await expectCurrentStep(page, 'Revisa y confirma');
    const vehicle = page.getByRole('region', { name: 'Vehículo' });
    await expect(vehicle.getByRole('heading', { level: 3, name: unit.model, exact: true })).toBeVisible();
    await expect(priceLine(vehicle, 'Chasis')).toHaveText(unit.chassis);
    await expect(priceLine(vehicle, 'Precio final')).toHaveText(money(total));
    const payment = page.getByRole('region', { name: 'Modo de pago' });
    await expect(priceLine(payment, 'Total a pagar')).toHaveText(money(total));
    await expect(priceLine(payment, 'Efectivo')).toHaveText(`${MINUS}${money(total)}`);
    await expect(priceLine(payment, 'Saldo pendiente')).toHaveText(money(0));
    const personal = page.getByRole('region', { name: 'Datos personales' });
    const shown: [string, string][] = [
      ['DNI', BUYER.dni],
      ['Nombre', BUYER.name],
      ['Apellido', BUYER.lastname],
      ['Fecha de nacimiento', displayDate(BUYER.birthdate)],
      ['Estado Civil', BUYER.marital],
      ['Dirección', '—'],
      ['Teléfono', BUYER.telephone],
      ['Email', email],
    ];
    for (const [label, value] of shown) await expect(priceLine(personal, label)).toHaveText(value);
    // Not followed here: it holds the unit for this buyer (docs/product.md §D5), which the payment specs cover.
    await expect(page.getByRole('button', { name: 'Ir al pago de la seña' })).toBeEnabled();

    const editPayment = payment.getByRole('link', { name: 'Editar el modo de pago' });
    const editPersonal = personal.getByRole('link', { name: 'Editar los datos personales' });
    await expect(editPayment).toHaveText('Editar');
    await expect(editPersonal).toHaveText('Editar');
    await editPersonal.click();
    await expect(page).toHaveURL(dealershipPaths.personalData(code));
    await expect(personalField(page, 'DNI')).toHaveValue(BUYER.dni);
    await expect(page.getByRole('combobox', { name: 'Estado Civil' })).toHaveText(BUYER.marital);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(dealershipPaths.review(code));
    await page.getByRole('link', { name: 'Editar el modo de pago' }).click();
    await expect(page).toHaveURL(dealershipPaths.paymentMode(code));
    await expect(cash).toHaveValue(grouped(total));
    await expect(pendingBalance(page)).toHaveText(money(0));
  });
});

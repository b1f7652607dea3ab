import { expect, type Page, test } from '@playwright/test';
import { creditCost, creditCostText, creditInstallment } from '#domain/catalogue/credit';
import { promotionDiscountOn } from '#domain/catalogue/pricing';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { toVehicleCurrency } from '#domain/operation/operation';
import { pendingAmount } from '#domain/operation/payment-mode';
import { USD_RATE_LABEL } from '#domain/operation/printed-statement';
import { formatMoney } from '#domain/shared/money';
import {
  BUYER,
  BUYER_MARITAL_ID,
  creditPlansAtMaximum,
  discoveredPromotion,
  expectAutosave,
  fillUsedVehicleForm,
  findReservableUnit,
  grouped,
  operationThroughApi,
  payInCashThroughApi,
  pendingBalance,
  priceLine,
  quotableUsedVehicle,
  quote,
  startOperationThroughApi,
  TEXTS,
  uniqueEmail,
  unitRoute,
  updateThroughApi,
  usdRate,
  usedVehicleItem,
} from './support/dealership-helpers';
import { hasVisibleFocus, openHydrated, tabTo } from './support/page-checks';

/**
 * Step 1's used vehicle and financing on a dollar unit, and step 2 with the keyboard, at one viewport: neither depends
 * on the layout. The steps before the one each test is about are done through the API.
 */

const MINUS = '\u2212';

function personalField(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

test.describe('digital dealership: step 1 and step 2 in depth', { tag: ['@dealership'] }, () => {
  test.describe.configure({ timeout: 60_000 });

  test('a buyer of a dollar-priced unit adds a used vehicle and financing, then reviews', async ({
    page,
    request,
  }) => {
    const xtrail = await findReservableUnit(request, 'nissan', (family) => family.currency === 'usd');
    const { unit } = xtrail;
    expect(unit.currency).toBe('usd');
    const usd = (value: number) => formatMoney(value, 'usd');
    const pesos = (value: number) => formatMoney(value, 'ars');
    const [promotion, rate, plansAtMaximum, used] = await Promise.all([
      discoveredPromotion(request, unit),
      usdRate(request),
      creditPlansAtMaximum(request, unit),
      quotableUsedVehicle(request),
    ]);
    expect(plansAtMaximum.length, 'Nissan has credit plans for the unit').toBeGreaterThan(1);
    const promotionDiscount = promotion ? promotionDiscountOn(promotion, unit.full_price_with_discount) : 0;
    const total = unit.full_price_with_discount - promotionDiscount;
    const email = uniqueEmail('usado');

    // The confirmation page shows a dollar price and hands the discovered code to the start page.
    await page.goto(dealershipPaths.buy(unitRoute(xtrail)));
    await expect(priceLine(page, 'Precio final')).toHaveText(usd(total));
    expect(usd(total)).toMatch(/^US\$/);
    const start = dealershipPaths.start(unitRoute(xtrail));
    const reserve = page.getByRole('link', { name: 'Reservar online', exact: true });
    if (promotion) {
      await expect(page.getByRole('textbox', { name: 'Código de descuento' })).toHaveValue(promotion.code);
      await expect(reserve).toHaveAttribute('href', `${start}?codigo=${promotion.code}`);
    } else await expect(reserve).toHaveAttribute('href', start);

    // The start page's work, done as it does it; step 1 opened directly.
    const { code } = await startOperationThroughApi(request, xtrail, email, promotion?.code);
    await openHydrated(page, dealershipPaths.paymentMode(code));
    const summary = page.getByRole('region', { name: 'Resumen del pago' });
    await expect(priceLine(summary, 'Total a pagar')).toHaveText(usd(total));
    await expect(pendingBalance(page)).toHaveText(usd(total));

    // The used vehicle: quote, cancel back to the form, quote again, accept.
    await page.getByRole('link', { name: 'Agregar vehículo usado' }).click();
    await expect(page).toHaveURL(dealershipPaths.usedVehicle(code));
    await expect(page.getByRole('button', { name: 'Cotizar' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Modelo' })).toBeDisabled();
    await fillUsedVehicleForm(page, used, '60000');
    await expect(page.getByRole('button', { name: 'Cotizar' })).toBeEnabled();
    const first = await quote(page);
    await expect(page.getByText(pesos(first.amount), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aceptar Cotización' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cotizá tu usado' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Marca' })).toHaveText(used.brand);
    await expect(page.getByRole('combobox', { name: 'Año' })).toHaveText(String(used.year));
    await expect(page.getByRole('textbox', { name: 'Kilómetros' })).toHaveValue('60000');
    await page.getByRole('textbox', { name: 'Kilómetros' }).fill('45000');
    const valuation = await quote(page);
    await page.getByRole('button', { name: 'Aceptar Cotización' }).click();

    await expect(page).toHaveURL(dealershipPaths.paymentMode(code));
    const usedInUsd = toVehicleCurrency(valuation.amount, rate);
    const item = usedVehicleItem(page, valuation);
    await expect(item).toBeVisible();
    await expect(item.getByText(`Cotización: ${pesos(valuation.amount)} (${usd(usedInUsd)})`)).toBeVisible();
    await expect(priceLine(summary, 'Vehículos usados')).toHaveText(`${MINUS}${usd(usedInUsd)}`);
    await expect(pendingBalance(page)).toHaveText(usd(total - usedInUsd));
    // docs/product.md §5: a used vehicle is enough to go on.
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();

    // Removing asks first; 'No' keeps it.
    await item.getByRole('button', { name: 'Remover' }).click();
    const question = item.getByRole('group', { name: TEXTS.removeQuestion });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'No' }).click();
    await expect(question).toBeHidden();
    await expect(item).toBeVisible();

    // Financing: plans for the amount typed, choose, choose again to clear, choose another, add.
    await page.getByRole('link', { name: 'Agregar financiación' }).click();
    await expect(page).toHaveURL(dealershipPaths.credit(code));
    await expect(page.getByRole('heading', { level: 1, name: 'Financiación' })).toBeVisible();
    const loan = Math.min(...plansAtMaximum.map((plan) => plan.financed_max));
    const lending = plansAtMaximum.filter((plan) => plan.financed_max >= loan);
    await page.getByRole('textbox', { name: 'Monto a financiar (en pesos)' }).fill(String(loan));
    const plansRegion = page.getByRole('region', { name: 'Planes disponibles' });
    const cards = plansRegion.getByRole('button');
    await expect(cards).toHaveCount(lending.length);
    for (const plan of lending) {
      await expect(cards.filter({ hasText: plan.name })).toHaveAttribute('aria-pressed', 'false');
    }
    const addFinancing = page.getByRole('button', { name: 'Agregar financiación' });
    await expect(addFinancing).toBeDisabled();

    const [once, chosen] = lending;
    if (!once || !chosen) throw new Error('unreachable');
    const onceCard = cards.filter({ hasText: once.name });
    await expectAutosave(
      page,
      (body) => body.credit_id === once.id,
      () => onceCard.click(),
    );
    await expect(onceCard).toHaveAttribute('aria-pressed', 'true');
    // docs/decisions/0014: the amount typed, not the plan's maximum, with its installment.
    await expect(plansRegion.getByRole('status').first()).toHaveText(
      `Elegiste ${once.name}: ${pesos(loan)} en ${creditCostText(creditCost(creditInstallment(loan, once.annual_rate, once.months), once.months, once.annual_rate))}`,
    );
    await expect(addFinancing).toBeEnabled();
    await expectAutosave(
      page,
      (body) => body.credit_id === 0,
      () => onceCard.click(),
    );
    await expect(onceCard).toHaveAttribute('aria-pressed', 'false');
    await expect(plansRegion.getByText(/^Elegiste/)).toHaveCount(0);
    await expect(addFinancing).toBeDisabled();

    const chosenCard = cards.filter({ hasText: chosen.name });
    await expectAutosave(
      page,
      (body) => body.credit_id === chosen.id,
      () => chosenCard.click(),
    );
    await expect(chosenCard).toHaveAttribute('aria-pressed', 'true');
    await expect(onceCard).toHaveAttribute('aria-pressed', 'false');
    await addFinancing.click();

    await expect(page).toHaveURL(dealershipPaths.paymentMode(code));
    const chosenInstallment = creditInstallment(loan, chosen.annual_rate, chosen.months);
    const chosenCost = `${pesos(loan)} en ${creditCostText(creditCost(chosenInstallment, chosen.months, chosen.annual_rate))}`;
    const creditLine = `${chosen.name} (${chosen.bank}): ${chosenCost}`;
    const financing = page.getByRole('region', { name: 'Financiación' });
    await expect(financing.getByText(creditLine)).toBeVisible();
    await expect(financing.getByRole('link', { name: 'Cambiar financiación' })).toBeVisible();
    const creditInUsd = toVehicleCurrency(loan, rate);
    await expect(priceLine(summary, 'Financiación')).toHaveText(`${MINUS}${usd(creditInUsd)}`);
    const pending = pendingAmount({ total, cash: 0, usedVehicles: usedInUsd, credit: creditInUsd });
    await expect(pendingBalance(page)).toHaveText(usd(pending));

    // Step 2 (its form is the cash journey's), here with the address, through the API; then the review.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(dealershipPaths.personalData(code));
    const current = await operationThroughApi(request, code);
    await updateThroughApi(request, current, {
      customer: {
        ...current.customer,
        name: BUYER.name,
        lastname: BUYER.lastname,
        telephone: BUYER.telephone,
        dni: BUYER.dni,
        address: BUYER.address,
        email,
      },
      purchase: { ...current.purchase, birthdate: BUYER.birthdate, marital_status_id: BUYER_MARITAL_ID },
    });
    await openHydrated(page, dealershipPaths.review(code));
    // The review shows every figure of a dollar unit with its peso equivalent at the operation's rate.
    const payment = page.getByRole('region', { name: 'Modo de pago' });
    await expect(priceLine(payment, 'Total a pagar')).toContainText(`${usd(total)} (`);
    // A peso figure at heart: its equivalent is the valuation itself, not the dollars converted back.
    const usedLine = `Usado: ${valuation.brand} ${valuation.model} ${valuation.vehicle}`;
    await expect(priceLine(payment, usedLine)).toHaveText(
      `${MINUS}${usd(usedInUsd)} (${MINUS}${pesos(valuation.amount)})`,
    );
    await expect(payment).toContainText(
      `${valuation.year}, ${grouped(45_000)} km, cotizado en ${pesos(valuation.amount)}`,
    );
    const financingLine = `Financiación: ${chosen.name} (${chosen.bank})`;
    await expect(priceLine(payment, financingLine)).toHaveText(
      `${MINUS}${usd(creditInUsd)} (${MINUS}${pesos(loan)})`,
    );
    await expect(payment).toContainText(chosenCost);
    await expect(priceLine(payment, 'Saldo pendiente')).toContainText(`${usd(pending)} (`);
    await expect(priceLine(payment, USD_RATE_LABEL)).toContainText(`${usd(1)} = `);
    await expect(priceLine(page.getByRole('region', { name: 'Datos personales' }), 'Dirección')).toHaveText(
      BUYER.address,
    );
  });

  test('step 2 can be filled and sent with the keyboard alone', async ({ page, request }) => {
    const unitCase = await findReservableUnit(request, 'chevrolet', (family) => family.currency !== 'usd');
    const email = uniqueEmail('teclado');
    const started = await startOperationThroughApi(request, unitCase, email);
    const { code } = await payInCashThroughApi(request, started);
    await openHydrated(page, dealershipPaths.personalData(code));
    await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();

    await tabTo(page, personalField(page, 'DNI'), 60);
    await page.keyboard.type(BUYER.dni);
    await tabTo(page, personalField(page, 'Nombre'), 2);
    await page.keyboard.type(BUYER.name);
    await tabTo(page, personalField(page, 'Apellido'), 2);
    await page.keyboard.type(BUYER.lastname);
    const birthdate = personalField(page, 'Fecha de nacimiento');
    await tabTo(page, birthdate, 2);
    // The date input's segments follow the browser's own locale (day first in es-AR, month first in en-US): a date
    // whose day and month are equal is typed the same way in both.
    await page.keyboard.type('06061987');
    await expect(birthdate).toHaveValue('1987-06-06');

    const marital = page.getByRole('combobox', { name: 'Estado Civil' });
    await tabTo(page, marital, 5);
    expect(await hasVisibleFocus(marital)).toBe(true);
    await page.keyboard.press('Enter');
    const options = page.getByRole('listbox', { name: 'Estado Civil' });
    await expect(options).toBeVisible();
    await expect(marital).toHaveAttribute('aria-expanded', 'true');
    const target = options.getByRole('option', { name: BUYER.marital });
    const targetId = await target.getAttribute('id');
    for (let press = 0; press < 4; press++) {
      if ((await marital.getAttribute('aria-activedescendant')) === targetId) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(marital).toHaveAttribute('aria-activedescendant', targetId ?? '');
    await page.keyboard.press('Enter');
    await expect(options).toBeHidden();
    await expect(marital).toHaveText(BUYER.marital);
    await expect(marital).toBeFocused();

    // The address is optional: Tab goes past it.
    await tabTo(page, personalField(page, 'Teléfono'), 3);
    await page.keyboard.type(BUYER.telephone);
    await expect(personalField(page, 'Email')).toHaveValue(email);
    // So are the invoice's CUIT or CUIL and IVA condition, between the e-mail and 'Continuar'.
    const continuar = page.getByRole('button', { name: 'Continuar' });
    await tabTo(page, continuar, 5);
    await expect(continuar).toBeEnabled();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(dealershipPaths.review(code));
    const personal = page.getByRole('region', { name: 'Datos personales' });
    await expect(priceLine(personal, 'DNI')).toHaveText(BUYER.dni);
    await expect(priceLine(personal, 'Fecha de nacimiento')).toHaveText('06/06/1987');
    await expect(priceLine(personal, 'Estado Civil')).toHaveText(BUYER.marital);
    await expect(priceLine(personal, 'Teléfono')).toHaveText(BUYER.telephone);
  });
});

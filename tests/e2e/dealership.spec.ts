import { expect, type Page, test } from '@playwright/test';
import { costoFinancieroTotal, formatRate, frenchInstallment } from '../../domain/credit';
import { dealershipPaths } from '../../domain/dealership-paths';
import { formatMoney, formatPriceOrUnavailable } from '../../domain/money';
import { pendingAmount, toPesos, toVehicleCurrency } from '../../domain/operation';
import { promotionDiscountOn } from '../../domain/pricing';
import { toRouteParam } from '../../domain/route-params';
import {
  BUYER,
  choose,
  creditPlansAtMaximum,
  discoveredPromotion,
  displayDate,
  expectAutosave,
  fillUsedVehicleForm,
  findReservableUnit,
  findVersionUnit,
  grouped,
  openStepOne,
  pendingBalance,
  priceLine,
  quotableUsedVehicle,
  quote,
  startOperation,
  TEXTS,
  uniqueEmail,
  unitRoute,
  usdRate,
  usedVehicleItem,
} from './support/dealership';
import {
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  tabTo,
  waitForHydration,
} from './support/page-checks';
import { PRICE_REQUEST_FLAG_KEY } from './versions-support';

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

/** Step 2 with the pointer, in the order of the form; the address only when given. */
async function fillPersonalData(page: Page, withAddress: boolean) {
  await personalField(page, 'DNI').fill(BUYER.dni);
  await personalField(page, 'Nombre').fill(BUYER.name);
  await personalField(page, 'Apellido').fill(BUYER.lastname);
  await personalField(page, 'Fecha de nacimiento').fill(BUYER.birthdate);
  await choose(page, 'Estado Civil', BUYER.marital);
  if (withAddress) await personalField(page, 'Dirección').fill(BUYER.address);
  await personalField(page, 'Teléfono').fill(BUYER.telephone);
}

test.describe('digital dealership: from a unit to the review', () => {
  // Whole journeys through several pages, each checked with axe: longer than the default 30 s on a busy machine.
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
    await expectNoSeriousAxeViolations(page);
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
    await expectNoSeriousAxeViolations(page);
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
    await expectNoSeriousAxeViolations(page);

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
    await expectNoSeriousAxeViolations(page);
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
    await expectNoSeriousAxeViolations(page);

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

    await page.goto(dealershipPaths.buy(unitRoute(xtrail)));
    await waitForHydration(page);
    await expect(priceLine(page, 'Precio final')).toHaveText(usd(total));
    expect(usd(total)).toMatch(/^US\$/);
    if (promotion) {
      await expect(page.getByRole('textbox', { name: 'Código de descuento' })).toHaveValue(promotion.code);
    }
    await page.getByRole('link', { name: 'Reservar online', exact: true }).click();
    const code = await startOperation(page, email);
    await page.getByRole('link', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(dealershipPaths.paymentMode(code));
    const summary = page.getByRole('region', { name: 'Resumen del pago' });
    await expect(priceLine(summary, 'Total a pagar')).toHaveText(usd(total));
    await expect(pendingBalance(page)).toHaveText(usd(total));

    // The used vehicle: quote, cancel back to the form, quote again, accept.
    await page.getByRole('link', { name: 'Agregar vehículo usado' }).click();
    await expect(page).toHaveURL(dealershipPaths.usedVehicle(code));
    await expect(page.getByRole('button', { name: 'Cotizar' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Modelo' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await fillUsedVehicleForm(page, used, '60000');
    await expect(page.getByRole('button', { name: 'Cotizar' })).toBeEnabled();
    const first = await quote(page);
    await expect(page.getByText(pesos(first.amount), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aceptar Cotización' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
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
    await expectNoSeriousAxeViolations(page);

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
      `Elegiste ${once.name}: ${pesos(loan)} en ${once.months} cuotas de ${pesos(frenchInstallment(loan, once.annual_rate, once.months))} (promedio).`,
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
    const chosenInstallment = frenchInstallment(loan, chosen.annual_rate, chosen.months);
    const creditLine = `${chosen.name}: ${pesos(loan)} en ${chosen.months} cuotas de ${pesos(chosenInstallment)} (promedio).`;
    const financing = page.getByRole('region', { name: 'Financiación' });
    await expect(financing.getByText(creditLine)).toBeVisible();
    await expect(financing.getByRole('link', { name: 'Cambiar financiación' })).toBeVisible();
    const creditInUsd = toVehicleCurrency(loan, rate);
    await expect(priceLine(summary, 'Financiación')).toHaveText(`${MINUS}${usd(creditInUsd)}`);
    const pending = pendingAmount({ total, cash: 0, usedVehicles: usedInUsd, credit: creditInUsd });
    await expect(pendingBalance(page)).toHaveText(usd(pending));

    // Step 2 and the review.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(dealershipPaths.personalData(code));
    await fillPersonalData(page, true);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(dealershipPaths.review(code));
    // The review shows every figure of a dollar unit with its peso equivalent at the operation's rate.
    const payment = page.getByRole('region', { name: 'Modo de pago' });
    const withPesos = (amount: number, sign = '') =>
      `${sign}${usd(amount)}${amount > 0 ? ` (${pesos(toPesos(amount, rate))})` : ''}`;
    await expect(priceLine(payment, 'Total a pagar')).toHaveText(withPesos(total));
    await expect(priceLine(payment, 'Vehículos usados')).toHaveText(withPesos(usedInUsd, MINUS));
    await expect(priceLine(payment, 'Financiación')).toHaveText(withPesos(creditInUsd, MINUS));
    await expect(priceLine(payment, 'Saldo pendiente')).toHaveText(withPesos(pending));
    const parts = payment.getByRole('list', { name: 'Cómo pagás' }).getByRole('listitem');
    await expect(parts.filter({ hasText: 'Usado:' })).toContainText(
      `Usado: ${valuation.brand} ${valuation.model} ${valuation.vehicle}`,
    );
    await expect(parts.filter({ hasText: 'Usado:' })).toContainText(
      `${valuation.year}, ${grouped(45_000)} km, cotizado en ${pesos(valuation.amount)}`,
    );
    // A peso figure at heart: its equivalent is the valuation itself, not the dollars converted back.
    await expect(parts.filter({ hasText: 'Usado:' })).toContainText(
      `${MINUS}${usd(usedInUsd)} (${pesos(valuation.amount)})`,
    );
    await expect(parts.filter({ hasText: 'Financiación:' })).toContainText(
      `${pesos(loan)} en ${chosen.months} cuotas de ${pesos(chosenInstallment)} (promedio). TNA ${formatRate(chosen.annual_rate)}, CFT ${formatRate(costoFinancieroTotal(chosen.annual_rate))}`,
    );
    await expect(priceLine(page.getByRole('region', { name: 'Datos personales' }), 'Dirección')).toHaveText(
      BUYER.address,
    );
  });

  test('step 2 can be filled and sent with the keyboard alone', async ({ page, request }) => {
    const unitCase = await findReservableUnit(request, 'chevrolet', (family) => family.currency !== 'usd');
    const email = uniqueEmail('teclado');
    const code = await openStepOne(page, unitCase, email);
    await page.getByRole('button', { name: 'Completar Restante' }).click();
    await expect(pendingBalance(page)).toHaveText(formatMoney(0, unitCase.unit.currency));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(dealershipPaths.personalData(code));
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
    const continuar = page.getByRole('button', { name: 'Continuar' });
    await tabTo(page, continuar, 3);
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

import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { CreditPlan } from '#domain/catalogue/catalogue';
import {
  costoFinancieroTotal,
  creditCost,
  creditCostText,
  creditInstallment,
  effectiveAnnualRate,
  formatRate,
} from '#domain/catalogue/credit';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import type { OperationView } from '#domain/operation/operation';
import { cashReducedMessage, USED_VEHICLE_DUPLICATE_MESSAGE } from '#domain/operation/operation-messages';
import { USD_RATE_LABEL } from '#domain/operation/printed-statement';
import { formatMoney } from '#domain/shared/money';
import {
  completeBuyerDataThroughApi,
  DEALERSHIP_API,
  discoveredPromotion,
  fillUsedVehicleForm,
  findReservableUnit,
  grouped,
  holdThroughApi,
  payWithSandboxThroughApi,
  pendingBalance,
  priceLine,
  quotableUsedVehicle,
  quote,
  quoteThroughApi,
  startOperationThroughApi,
  type UnitCase,
  uniqueEmail,
  unitRoute,
  usedVehicleItem,
  waitForMailTo,
} from './support/dealership-helpers';
import { waitForHydration } from './support/page-checks';

/**
 * docs/decisions/0014 on the pages: what the buyer brings never exceeds what they owe, the page says what was changed and
 * why, and the financed amount is the buyer's own figure from the credit page to the review.
 */

const MINUS = '\u2212';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pesos = (amount: number) => formatMoney(amount, 'ars');

async function startThroughApi(request: APIRequestContext, unitCase: UnitCase, who: string) {
  const response = await request.post(DEALERSHIP_API.start, {
    data: { email: uniqueEmail(who), stock_id: unitCase.unit.id, brand_id: unitCase.unit.brand_id },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: OperationView }).data;
}

async function updateThroughApi(request: APIRequestContext, operation: OperationView, changes: object) {
  const response = await request.post(DEALERSHIP_API.update, { data: { ...operation, ...changes } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OperationView }).data;
}

async function openStep(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('what the buyer brings never exceeds what they owe', { tag: ['@dealership'] }, () => {
  test('a used vehicle added on top of the full price in cash reduces the cash, and step 1 says why', async ({
    page,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
    const started = await startThroughApi(request, unitCase, 'sobrepago');
    const total = started.amounts.total;
    await updateThroughApi(request, started, { cash_amount: total });
    const used = await quotableUsedVehicle(request);

    await openStep(page, dealershipPaths.usedVehicle(started.code));
    await fillUsedVehicleForm(page, used, '60000');
    const valuation = await quote(page);
    await page.getByRole('button', { name: 'Aceptar Cotización' }).click();

    await expect(page).toHaveURL(dealershipPaths.paymentMode(started.code));
    const summary = page.getByRole('region', { name: 'Resumen del pago' });
    const remaining = total - valuation.amount;
    await expect(usedVehicleItem(page, valuation)).toBeVisible();
    await expect(priceLine(summary, 'Efectivo')).toHaveText(`${MINUS}${pesos(remaining)}`);
    await expect(priceLine(summary, 'Vehículos usados')).toHaveText(`${MINUS}${pesos(valuation.amount)}`);
    await expect(pendingBalance(page)).toHaveText(pesos(0));
    await expect(summary.getByRole('status')).toHaveText(cashReducedMessage(pesos(remaining)));
    const cash = page.getByRole('textbox', { name: 'Monto en efectivo' });
    await expect(cash).toHaveValue(grouped(remaining));

    // Typing more than remains shows at the field why it counts only what remains, and the totals never pass it.
    await cash.fill(String(total));
    await expect(cash).toHaveValue(grouped(total));
    await expect(page.getByText(cashReducedMessage(pesos(remaining)), { exact: true }).first()).toBeVisible();
    await expect(priceLine(summary, 'Efectivo')).toHaveText(`${MINUS}${pesos(remaining)}`);
    await cash.blur();
    await expect(cash).toHaveValue(grouped(remaining));

    // The same used vehicle can't be added twice.
    await page.getByRole('link', { name: 'Agregar vehículo usado' }).click();
    await fillUsedVehicleForm(page, used, '61000');
    await quote(page);
    await page.getByRole('button', { name: 'Aceptar Cotización' }).click();
    await expect(page.getByText(USED_VEHICLE_DUPLICATE_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(dealershipPaths.usedVehicle(started.code));
  });

  test('letters typed in the cash field are not kept, and thousands are grouped as the buyer types', async ({
    page,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'chevrolet', (family) => family.currency !== 'usd');
    const started = await startThroughApi(request, unitCase, 'efectivo');
    await openStep(page, dealershipPaths.paymentMode(started.code));
    const cash = page.getByRole('textbox', { name: 'Monto en efectivo' });
    await cash.pressSequentially('1500abc000');
    await expect(cash).toHaveValue('1.500.000');
    const summary = page.getByRole('region', { name: 'Resumen del pago' });
    await expect(priceLine(summary, 'Efectivo')).toHaveText(`${MINUS}${pesos(1_500_000)}`);
    await expect(pendingBalance(page)).toHaveText(pesos(started.amounts.total - 1_500_000));
  });
});

test.describe('financing keeps the amount the buyer chose', { tag: ['@dealership'] }, () => {
  test('the card, the summary and the review show the typed amount, its installment and its whole cost', async ({
    page,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
    const started = await startThroughApi(request, unitCase, 'financia');
    const plansResponse = await request.get(
      `${DEALERSHIP_API.creditFind}?brand_id=${unitCase.unit.brand_id}&vehicle=${unitCase.unit.id}`,
    );
    const plans = ((await plansResponse.json()) as { data: CreditPlan[] }).data;
    const smallestMax = Math.min(...plans.map((plan) => plan.financed_max));
    // A round figure below every plan's maximum: the plans would have stored their maximum before.
    const loan = Math.floor(smallestMax / 2 / 100_000) * 100_000;
    expect(loan).toBeGreaterThan(0);

    await openStep(page, dealershipPaths.credit(started.code));
    const amountField = page.getByRole('textbox', { name: 'Monto a financiar (en pesos)' });
    await amountField.fill(String(loan));
    await expect(amountField).toHaveValue(grouped(loan));
    const plansRegion = page.getByRole('region', { name: 'Planes disponibles' });
    const plan = plans[0];
    if (!plan) throw new Error('no credit plan for the unit');
    const card = plansRegion.getByRole('button').filter({ hasText: plan.name });
    // docs/product.md §D10: the installment the buyer pays, the IVA on the interest included, and the whole cost.
    const installment = creditInstallment(loan, plan.annual_rate, plan.months);
    await expect(card).toContainText(
      `${plan.months} cuotas de ${pesos(installment)} (IVA sobre los intereses incluido)`,
    );
    await expect(card).toContainText(`Total a devolver: ${pesos(installment * plan.months)}`);
    await expect(card).toContainText(
      `TNA ${formatRate(plan.annual_rate)} · TEA ${formatRate(effectiveAnnualRate(plan.annual_rate))}`,
    );
    await expect(card).toContainText(`CFT ${formatRate(costoFinancieroTotal(plan.annual_rate))} (con IVA)`);
    const cost = (amount: number) =>
      `${pesos(amount)} en ${creditCostText(creditCost(creditInstallment(amount, plan.annual_rate, plan.months), plan.months, plan.annual_rate))}`;

    const saved = page.waitForResponse(
      (response) => response.url().endsWith(DEALERSHIP_API.update) && response.request().method() === 'POST',
    );
    await card.click();
    const answer = (await (await saved).json()) as { data: OperationView };
    expect(answer.data.credit_amount).toBe(loan);
    expect(answer.data.credit_avg_installment).toBe(installment);
    const choice = `${plan.name}: ${cost(loan)}`;
    await expect(plansRegion.getByRole('status').first()).toHaveText(`Elegiste ${choice}`);

    // A later edit of the amount is saved too.
    const edited = loan + 100_000;
    const editSaved = page.waitForResponse(
      (response) =>
        response.url().endsWith(DEALERSHIP_API.update) &&
        (response.request().postDataJSON() as { credit_amount?: number }).credit_amount === edited,
    );
    await amountField.fill(String(edited));
    expect(((await (await editSaved).json()) as { data: OperationView }).data.credit_amount).toBe(edited);
    const editedInstallment = creditInstallment(edited, plan.annual_rate, plan.months);
    await expect(plansRegion.getByRole('status').first()).toHaveText(
      `Elegiste ${plan.name}: ${cost(edited)}`,
    );

    await page.getByRole('button', { name: 'Agregar financiación' }).click();
    await expect(page).toHaveURL(dealershipPaths.paymentMode(started.code));
    const financing = page.getByRole('region', { name: 'Financiación' });
    await expect(financing.getByText(`${plan.name} (${plan.bank}): ${cost(edited)}`)).toBeVisible();
    await expect(
      priceLine(page.getByRole('region', { name: 'Resumen del pago' }), 'Financiación'),
    ).toHaveText(`${MINUS}${pesos(edited)}`);

    await openStep(page, dealershipPaths.review(started.code));
    await expect(page.getByText(cost(edited)).first()).toBeVisible();
    await expect(page.getByText(pesos(editedInstallment)).first()).toBeVisible();
  });
});

/** The label and amount of each price line in `scope`, in order, as the page prints them. */
function printedLines(scope: Locator): Promise<[string, string][]> {
  return scope
    .locator('dl > div')
    .evaluateAll((lines) =>
      lines
        .map((line): [string, string] => [
          line.querySelector('dt')?.textContent ?? '',
          line.querySelector('dd')?.textContent ?? '',
        ])
        .filter(([, amount]) => amount.includes('$')),
    );
}

test.describe('one computation of the lines (docs/product.md §D3)', { tag: ['@dealership'] }, () => {
  test('a dollar operation prints the same lines on the "en marcha" page, the review, the success page and "Mi reserva"', async ({
    page,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'nissan', (family) => family.currency === 'usd');
    const email = uniqueEmail('dolares');
    const promotion = await discoveredPromotion(request, unitCase.unit);
    const started = await startOperationThroughApi(request, unitCase, email, promotion?.code);

    // The page that shows the code prints the operation's lines: its discount code, its rate.
    await page.goto(dealershipPaths.startWithCode(unitRoute(unitCase), started.code));
    await expect(page.getByRole('heading', { level: 1, name: 'Tu operación está en marcha' })).toBeVisible();
    const enMarcha = await printedLines(page.locator('.unit-summary'));
    const finalPrice = enMarcha.find(([label]) => label === 'Precio final')?.[1];
    expect(finalPrice).toMatch(new RegExp(`^${escapeRegExp(formatMoney(started.amounts.total, 'usd'))} \\(`));
    if (promotion) expect(enMarcha.map(([label]) => label)).toContain(`Código ${promotion.code}`);
    expect(enMarcha.map(([label]) => label)).toContain(USD_RATE_LABEL);

    // A used vehicle and some cash; the rest is a balance paid at the delivery.
    const valuation = await quoteThroughApi(
      request,
      started.code,
      await quotableUsedVehicle(request),
      30_000,
    );
    const covered = await updateThroughApi(request, started, {
      used_vehicles: [{ valuation_id: valuation.id }],
      cash_amount: 1_000,
    });
    await completeBuyerDataThroughApi(request, covered, email);
    await page.goto(dealershipPaths.review(started.code));
    expect(await printedLines(page.getByRole('region', { name: 'Vehículo' }))).toEqual(enMarcha);
    const review = await printedLines(page.getByRole('region', { name: 'Modo de pago' }));
    expect(review.map(([label]) => label)).toEqual([
      'Total a pagar',
      'Efectivo',
      `Usado: ${valuation.brand} ${valuation.model} ${valuation.vehicle}`,
      'Saldo pendiente',
      'Efectivo',
      'Saldo pendiente',
      'Entrega',
      'Seña',
      'A pagar en la entrega',
      USD_RATE_LABEL,
    ]);
    expect(review[0]?.[1]).toBe(finalPrice);

    await holdThroughApi(request, started.code);
    await payWithSandboxThroughApi(request, started.code, 'APRO');
    await page.goto(dealershipPaths.reserved(started.code));
    for (const line of await printedLines(page.getByRole('main'))) {
      if (line[0] !== 'Seña de reserva') expect(review).toContainEqual(line);
    }
    const receipt = await waitForMailTo(email, 'Reservaste tu');
    const link = receipt.text?.match(/\/concesionario-digital\/mi-reserva\/[0-9A-Z]{12}\?firma=[\w-]+/)?.[0];
    if (!link) throw new Error('No Mi reserva link in the receipt');
    await page.goto(link);
    const mine = await printedLines(page.getByRole('region', { name: 'Pagos' }));
    for (const line of mine) {
      if (line[0] !== 'Seña pagada') expect(review).toContainEqual(line);
    }
    expect(mine.map(([label]) => label)).toContain('A pagar en la entrega');
  });
});

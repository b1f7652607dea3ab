import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { CreditPlan } from '#domain/catalogue/catalogue';
import { costoFinancieroTotal, formatRate, frenchInstallment } from '#domain/catalogue/credit';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import type { OperationView } from '#domain/operation/operation';
import { cashReducedMessage, USED_VEHICLE_DUPLICATE_MESSAGE } from '#domain/operation/operation-messages';
import { formatMoney } from '#domain/shared/money';
import {
  DEALERSHIP_API,
  fillUsedVehicleForm,
  findReservableUnit,
  grouped,
  pendingBalance,
  priceLine,
  quotableUsedVehicle,
  quote,
  type UnitCase,
  uniqueEmail,
  usedVehicleItem,
} from './support/dealership-helpers';
import { waitForHydration } from './support/page-checks';

/**
 * docs/decisions/0014 on the pages: what the buyer brings never exceeds what they owe, the page says what was changed and
 * why, and the financed amount is the buyer's own figure from the credit page to the review.
 */

const MINUS = '\u2212';
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
  test('the card, the summary and the review show the typed amount and its installment, with TNA and CFT', async ({
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
    const installment = frenchInstallment(loan, plan.annual_rate, plan.months);
    await expect(card).toContainText(`${plan.months} cuotas de ${pesos(installment)} (promedio)`);
    await expect(card).toContainText(
      `TNA ${formatRate(plan.annual_rate)} · CFT ${formatRate(costoFinancieroTotal(plan.annual_rate))}`,
    );

    const saved = page.waitForResponse(
      (response) => response.url().endsWith(DEALERSHIP_API.update) && response.request().method() === 'POST',
    );
    await card.click();
    const answer = (await (await saved).json()) as { data: OperationView };
    expect(answer.data.credit_amount).toBe(loan);
    expect(answer.data.credit_avg_installment).toBe(installment);
    const choice = `${plan.name}: ${pesos(loan)} en ${plan.months} cuotas de ${pesos(installment)} (promedio).`;
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
    const editedInstallment = frenchInstallment(edited, plan.annual_rate, plan.months);
    const editedChoice = `${plan.name}: ${pesos(edited)} en ${plan.months} cuotas de ${pesos(editedInstallment)} (promedio).`;
    await expect(plansRegion.getByRole('status').first()).toHaveText(`Elegiste ${editedChoice}`);

    await page.getByRole('button', { name: 'Agregar financiación' }).click();
    await expect(page).toHaveURL(dealershipPaths.paymentMode(started.code));
    const financing = page.getByRole('region', { name: 'Financiación' });
    await expect(financing.getByText(editedChoice)).toBeVisible();
    await expect(financing).toContainText(`TNA ${formatRate(plan.annual_rate)}`);
    await expect(
      priceLine(page.getByRole('region', { name: 'Resumen del pago' }), 'Financiación'),
    ).toHaveText(`${MINUS}${pesos(edited)}`);

    await openStep(page, dealershipPaths.review(started.code));
    await expect(page.getByText(pesos(edited)).first()).toBeVisible();
    await expect(page.getByText(pesos(editedInstallment)).first()).toBeVisible();
  });
});

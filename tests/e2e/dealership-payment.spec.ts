import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Family, StockUnit, Subfamily } from '#domain/catalogue/catalogue';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import {
  HOLD_LOST_MESSAGE,
  PAYMENT_REJECTED_MESSAGE,
  SANDBOX_SECRET_HEADER,
} from '#domain/operation/payment';
import { formatMoney } from '#domain/shared/money';
import { SANDBOX_DEVELOPMENT_SECRET } from '../../server/platform/config';
import {
  BUYER,
  completeBuyerDataThroughApi,
  creditPlansAtMaximum,
  holdThroughApi,
  newestMailTo,
  newestMailWithSubject,
  operationReadyToPay,
  quotableUsedVehicle,
  quoteThroughApi,
  startOperationThroughApi,
  uniqueEmail,
  updateThroughApi,
  waitForMailTo,
} from './support/dealership-helpers';
import { DEMO_ACCOUNTS } from './support/demo-staff';
import { openHydrated, waitForHydration } from './support/page-checks';
import {
  familiesOf,
  PRICE_REQUEST_FLAG_KEY,
  unitsOf,
  type VersionsBrand,
  versionsBrand,
  versionsOf,
  versionsPath,
} from './versions-support';

/**
 * Deposit payments (docs/product.md §7, docs/decisions/0010) in the browser, with the sandbox gateway (the default without MercadoPago credentials): the cardholder
 * name decides, as with MercadoPago's test cards.
 */

interface PayableUnit {
  brand: VersionsBrand;
  family: Family;
  version: Subfamily;
  unit: StockUnit;
}

/**
 * Peso units to pay for, picked from the end of the catalogue (other specs take the first available unit, and a paid
 * unit leaves the stock): each project has a brand of its own, each test an index.
 */
async function payableUnit(request: APIRequestContext, project: string, index: number): Promise<PayableUnit> {
  const brand = versionsBrand(project.startsWith('mobile') ? 'chevrolet' : 'nissan');
  const found: PayableUnit[] = [];
  for (const family of [...(await familiesOf(request, brand))].reverse()) {
    if (family.currency === 'usd') continue;
    // One unit per version, of versions with another unit left: the version keeps its units overlay, where the
    // paid unit then shows as 'Reservado'.
    for (const version of [...(await versionsOf(request, brand, family.id))].reverse()) {
      if (version.stock_count < 2) continue;
      const units = await unitsOf(request, brand, family.id, version.id);
      const unit = [...units]
        .reverse()
        .find((candidate) => candidate.available && candidate.full_price_with_discount > 0);
      if (unit) found.push({ brand, family, version, unit });
      if (found.length > index) return found[index] as PayableUnit;
    }
  }
  throw new Error(`No unit number ${index} to pay for in ${brand.slug}`);
}

const FRAME = 'iframe[title="Pago de la seña con tarjeta"]';

const unitRoute = ({ brand, unit }: PayableUnit) => ({
  brandSlug: brand.slug,
  stockId: unit.id,
  family: unit.family,
  familyId: unit.family_id,
  model: unit.model,
});

/** docs/product.md §9: the payment frame is 820 px high. */
async function expectPaymentFrame(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Pago de Seña' })).toBeVisible();
  const frame = page.locator(FRAME);
  await expect(frame).toHaveAttribute('height', '820');
  expect((await frame.boundingBox())?.height).toBe(820);
}

/** Steps 1 to 3 through the API (cash for the whole price, BUYER's data), the unit held, step 4's frame open. */
async function openPaymentFrame(page: Page, request: APIRequestContext, payable: PayableUnit, email: string) {
  const { code } = await operationReadyToPay(request, payable, email);
  await holdThroughApi(request, code);
  await openHydrated(page, dealershipPaths.payment(code));
  await expectPaymentFrame(page);
  return code;
}

/** The newest message in the outbox with this subject, whoever it went to (a department's notice). */
async function mailWithSubjectTo(subject: string) {
  let found: { text: string } | null = null;
  await expect
    .poll(
      async () => {
        found = await newestMailWithSubject(subject);
        return found !== null;
      },
      { timeout: 20_000, intervals: [250, 500, 1_000] },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found as { text: string };
}

/** Waits until the newest message to `address` is the one with `subject` (mail is delivered asynchronously). */
async function mailWithSubject(address: string, subject: string) {
  await expect
    .poll(async () => (await newestMailTo(address))?.subject, {
      timeout: 20_000,
      intervals: [250, 500, 1_000],
    })
    .toBe(subject);
  const mail = await newestMailTo(address);
  if (!mail) throw new Error('unreachable');
  return mail;
}

/** The sandbox's card form inside the frame: Visa, 3 installments, the given cardholder. */
async function payWithCard(page: Page, holder: string) {
  const card = page.frameLocator(FRAME);
  await card.getByRole('combobox', { name: 'Tarjeta', exact: true }).selectOption('visa');
  await card.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4509 9535 6623 3704');
  await card.getByRole('textbox', { name: 'Nombre del titular (como figura en la tarjeta)' }).fill(holder);
  await card.getByRole('textbox', { name: 'Vencimiento (MM/AA)' }).fill('11/30');
  await card.getByRole('textbox', { name: 'Código de seguridad' }).fill('123');
  await card.getByRole('combobox', { name: 'Cuotas' }).selectOption('3');
  await card.getByRole('button', { name: /^Pagar/ }).click();
}

async function unitStatus(request: APIRequestContext, payable: PayableUnit) {
  const response = await request.get(
    `${payable.brand.stock}?family_id=${payable.family.id}&subfamily_id=${payable.version.id}&limit=100`,
  );
  const units = ((await response.json()) as { data: StockUnit[] }).data;
  return units.find((unit) => unit.id === payable.unit.id);
}

/** The units overlay of the unit's version, as a buyer sees it, and the unit's article in it. */
async function unitInOverlay(page: Page, payable: PayableUnit) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PRICE_REQUEST_FLAG_KEY);
  await page.goto(versionsPath(payable.brand, payable.family));
  await waitForHydration(page);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: payable.version.name, exact: true }) })
    .getByRole('button', { name: 'Encontrá la versión para vos' })
    .click();
  return page
    .getByRole('dialog', { name: 'Unidades disponibles' })
    .getByRole('article')
    .filter({ hasText: payable.unit.chassis });
}

test.describe('deposit payment with the sandbox gateway', { tag: ['@dealership', '@payments'] }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('APRO pays: the success page, the unit Reservado, the receipt and the sales notice; the Botón de arrepentimiento refunds it and frees the unit', async ({
    page,
    request,
  }, testInfo) => {
    const payable = await payableUnit(request, testInfo.project.name, 0);
    const email = uniqueEmail('apro');
    // Steps 1 to 3 through the API as the pages send them, with every part a payment can carry: cash, a used vehicle
    // and financing. The browser goes from the review to the outcome.
    const started = await startOperationThroughApi(request, payable, email);
    const used = await quotableUsedVehicle(request);
    const valuation = await quoteThroughApi(request, started.code, used, 70_000);
    const [plan] = await creditPlansAtMaximum(request, payable.unit);
    if (!plan) throw new Error('The unit has no credit plan');
    const loan = Math.min(plan.financed_max, 5_000_000);
    let operation = await updateThroughApi(request, started, {
      used_vehicles: [{ valuation_id: valuation.id }],
      credit_id: plan.id,
      credit_amount: loan,
    });
    operation = await completeBuyerDataThroughApi(
      request,
      await updateThroughApi(request, operation, { cash_amount: operation.amounts.pending }),
      email,
    );
    const { code } = operation;

    await openHydrated(page, dealershipPaths.review(code));
    await page.getByRole('button', { name: 'Ir al pago de la seña' }).click();
    await expect(page).toHaveURL(dealershipPaths.payment(code));
    await expectPaymentFrame(page);

    // The unit is held for this buyer while paying: no one else can start it.
    expect((await unitStatus(request, payable))?.available).toBe(false);

    await payWithCard(page, 'APRO');
    await expect(page).toHaveURL(dealershipPaths.reserved(code));
    await expect(page.getByRole('heading', { level: 1, name: 'Tu 0km te espera' })).toBeVisible();
    await expect(page.getByText(/se realizó con éxito/)).toBeVisible();
    await expect(page.getByText('Acercate a nuestras oficinas dentro de las 48 horas')).toBeVisible();
    // Reached by code alone, the page names the buyer by first name and shows no e-mail.
    await expect(
      page.getByText(`${BUYER.name}, te enviamos el comprobante de la reserva por e-mail.`),
    ).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    await expect(
      page.getByText('PRUEBA: pagaste en la pasarela de prueba del sitio. No se cobró nada.'),
    ).toBeVisible();

    // The page reads the database, not the address: a reload says the same.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu 0km te espera' })).toBeVisible();

    // The sandbox takes no money, and its receipts say so. The receipt and the sales notice carry every part.
    // A brand with a sales team (the demo's Chevrolet) tells its team instead, without the buyer's data, and the
    // general address gets the notice only for a brand with nobody (docs/product.md §6 "Avisos al personal").
    const receipt = (await mailWithSubject(email, `[PRUEBA] Reservaste tu ${payable.unit.model}`)).text ?? '';
    const hasTeam = payable.brand.slug === 'chevrolet';
    if (hasTeam) {
      const told = await waitForMailTo(
        DEMO_ACCOUNTS.salesChevrolet,
        `Nueva reserva online: ${payable.unit.model}`,
      );
      expect(told.text).toContain(`/admin/reservas/${code}`);
      expect(told.text).not.toContain(email);
    }
    const notice = hasTeam
      ? null
      : (
          await mailWithSubjectTo(
            `[PRUEBA] Nueva reserva online: ${payable.unit.model} (${payable.unit.chassis})`,
          )
        ).text;
    const pesos = (amount: number) => formatMoney(amount, 'ars');
    for (const mail of notice === null ? [receipt] : [receipt, notice]) {
      expect(mail).toContain(`Efectivo: \u2212${pesos(operation.amounts.cash)}`);
      expect(mail).toContain(`Usado: ${valuation.brand} ${valuation.model} ${valuation.vehicle}`);
      expect(mail).toContain(`${valuation.year}, 70.000 km, cotizado en ${pesos(valuation.amount)}`);
      expect(mail).toContain(`Financiación: ${plan.name} (${plan.bank})`);
      expect(mail).toContain(
        `${pesos(loan)} en ${plan.months} cuotas de ${pesos(operation.credit_avg_installment)}`,
      );
      expect(mail).toContain(`Saldo pendiente: ${pesos(0)}`);
      expect(mail).toContain(`Seña de reserva: ${pesos(operation.deposit)}`);
      expect(mail).toMatch(/Fecha del pago: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      expect(mail).toMatch(/Referencia del pago: \S+/);
    }
    expect(receipt).toContain(payable.unit.chassis);
    expect(receipt).toContain('48 horas');
    expect(receipt).toContain('Cuotas: 3');
    expect(receipt).toMatch(/podés cancelar la reserva hasta el \d{1,2} de \w+ de \d{4} inclusive/);
    expect(receipt).toContain(`Sucursal: ${payable.unit.location}`);
    expect(receipt).toMatch(/Lunes a viernes: \d/);
    expect(receipt).toContain('CUIT:');
    if (notice !== null) expect(notice).toContain(`DNI: ${BUYER.dni}`);

    // The catalogue shows the unit Reservado, and a reserved unit can't be started again.
    const reserved = await unitStatus(request, payable);
    expect(reserved?.available).toBe(false);
    expect(reserved?.status).toBe('reserved');
    const article = await unitInOverlay(page, payable);
    await expect(article.getByText('Reservado', { exact: true })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Reservar' })).toHaveCount(0);
    await page.goto(dealershipPaths.buy(unitRoute(payable)));
    await expect(
      page.getByRole('heading', { level: 1, name: 'El vehículo seleccionado no está disponible.' }),
    ).toBeVisible();

    // The footer of every page links to the Botón de arrepentimiento.
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Botón de arrepentimiento' }).click();
    await expect(page).toHaveURL('/arrepentimiento');
    await expect(page.getByRole('heading', { level: 1, name: 'Botón de arrepentimiento' })).toBeVisible();

    // A wrong e-mail tells nothing about the operation.
    await page.getByRole('textbox', { name: 'Código de operación' }).fill(code);
    await page.getByRole('textbox', { name: 'E-mail de la reserva' }).fill('otra@example.com');
    await page.getByRole('button', { name: 'Cancelar mi reserva' }).click();
    await expect(page.getByRole('alert')).toHaveText('No encontramos una operación con ese código.');

    // Cancelling the paid reservation refunds the deposit and frees the unit.
    await page.getByRole('textbox', { name: 'Código de operación' }).fill(code.toLowerCase());
    await page.getByRole('textbox', { name: 'E-mail de la reserva' }).fill(email);
    await page.getByRole('button', { name: 'Cancelar mi reserva' }).click();
    await page
      .getByRole('region', { name: '¿Querés cancelar tu reserva?' })
      .getByRole('button', { name: 'Sí, cancelar la reserva' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Cancelaste tu reserva' })).toBeVisible();
    const shown = (await page.locator('.operation-code__value').textContent())?.trim() ?? '';
    expect(shown).toMatch(/^[0-9A-Z]{12}$/);
    await expect(page.getByText(/^Pedimos la devolución de .+ a tu tarjeta\./)).toBeVisible();

    await mailWithSubject(email, `[PRUEBA] Cancelaste la reserva: código ${shown}`);
    await expect.poll(async () => (await unitStatus(request, payable))?.available).toBe(true);
  });

  test('CONT leaves the payment pending; a later approval moves the buyer to the success page', async ({
    page,
    request,
  }, testInfo) => {
    // The browser's clock is the test's: the pending page's next check comes without waiting for it.
    await page.clock.install();
    const payable = await payableUnit(request, testInfo.project.name, 1);
    const code = await openPaymentFrame(page, request, payable, uniqueEmail('cont'));
    await payWithCard(page, 'CONT');
    await expect(page).toHaveURL(dealershipPaths.pending(code));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu reserva está pendiente de confirmación' }),
    ).toBeVisible();
    await expect(page.getByText('Acercate a nuestras oficinas dentro de las 48 horas')).toBeVisible();

    // The processor approves it later and notifies; the pending page notices by itself.
    const settled = await request.post(`/api/payments/sandbox/operations/${code}/settle`, {
      data: { status: 'approved' },
      headers: { [SANDBOX_SECRET_HEADER]: SANDBOX_DEVELOPMENT_SECRET },
    });
    expect(settled.status()).toBe(200);
    await expect(async () => {
      await page.clock.fastForward(5_000);
      await expect(page).toHaveURL(dealershipPaths.reserved(code), { timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu 0km te espera' })).toBeVisible();
  });

  test('OTHE is rejected: the unit stays held, the page tells until when and when it lapses, and another card pays', async ({
    page,
    request,
  }, testInfo) => {
    // The browser's clock is the test's: the hold's end is reached without waiting for it.
    await page.clock.install();
    const payable = await payableUnit(request, testInfo.project.name, 2);
    const code = await openPaymentFrame(page, request, payable, uniqueEmail('othe'));
    await payWithCard(page, 'OTHE');
    const card = page.frameLocator(FRAME);
    await expect(card.getByRole('status')).toHaveText(PAYMENT_REJECTED_MESSAGE);
    // docs/decisions/0010: a rejected card keeps the hold; nobody else can take the unit meanwhile.
    expect((await unitStatus(request, payable))?.available).toBe(false);

    await card.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(page.getByRole('alert')).toHaveText(PAYMENT_REJECTED_MESSAGE);
    await expect(page.getByText(/^Apartamos la unidad para vos hasta las \d{2}:\d{2}\.$/)).toBeVisible();
    await expect(page.locator(FRAME)).toBeVisible();

    // Past the hold's end the page no longer offers the frame nor says the unit is held. The page sets its timer again
    // when its data is revalidated after the retry: moving the clock again reaches the timer that counts.
    await expect(async () => {
      await page.clock.fastForward('21:00');
      await expect(page.getByRole('alert')).toHaveText(HOLD_LOST_MESSAGE, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.locator(FRAME)).toHaveCount(0);
    await expect(page.getByText(/^Apartamos la unidad/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Pagar la seña' }).click();
    await expect(page.locator(FRAME)).toBeVisible();
    await payWithCard(page, 'APRO');
    await expect(page).toHaveURL(dealershipPaths.reserved(code));
  });
});

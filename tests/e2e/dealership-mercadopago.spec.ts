import {
  type APIRequestContext,
  expect,
  type FrameLocator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import type { Family, StockUnit, Subfamily } from '#domain/catalogue/catalogue';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import type { OperationView } from '#domain/operation/operation';
import { PAYMENT_REJECTED_MESSAGE } from '#domain/operation/payment';
import { formatMoney } from '#domain/shared/money';
import { E2E_MERCADOPAGO, mercadoPagoStandInOrigin } from '../support/mercadopago-e2e';
import type { StandInPayment } from '../support/mercadopago-stand-in';
import { holdThroughApi, operationReadyToPay, uniqueEmail } from './support/dealership-helpers';
import { familiesOf, unitsOf, type VersionsBrand, versionsBrand, versionsOf } from './versions-support';

/**
 * The MercadoPago frame in a browser (docs/product.md §D15). Volkswagen's deposits go through MercadoPago in the test run
 * (playwright.config.ts): the frame loads the stand-in of MercadoPago.js, whose Card Payment Brick tokenizes the card
 * against the stand-in of MercadoPago's API with the brand's public key, and the server creates the payment there with
 * its access token. As with MercadoPago's test cards, the cardholder name decides: APRO approves, OTHE rejects.
 */

const FRAME = 'iframe[title="Pago de la seña con tarjeta"]';

/** MercadoPago's Argentine test cards. */
const CARDS = {
  visa: { number: '4509 9535 6623 3704', securityCode: '123', network: 'visa' },
  master: { number: '5031 7557 3453 0604', securityCode: '123', network: 'master' },
} as const;

interface PayableUnit {
  brand: VersionsBrand;
  family: Family;
  version: Subfamily;
  unit: StockUnit;
}

const TESTS_PER_PROJECT = 1;

/**
 * A Volkswagen peso unit from the end of the catalogue (other specs take the first available units). Units are counted
 * whether available or not, as the stock lists held and reserved ones too, so the slot a test takes never shifts while
 * another pays: each project has its own slots, and a retry takes fresh ones.
 */
async function volkswagenUnit(request: APIRequestContext, testInfo: TestInfo, index: number) {
  const projects = ['desktop-payments', 'mobile-payments'];
  const project = Math.max(0, projects.indexOf(testInfo.project.name));
  const slot = (testInfo.retry * projects.length + project) * TESTS_PER_PROJECT + index;
  const brand = versionsBrand(E2E_MERCADOPAGO.brandSlug);
  let seen = 0;
  for (const family of [...(await familiesOf(request, brand))].reverse()) {
    if (family.currency === 'usd') continue;
    for (const version of [...(await versionsOf(request, brand, family.id))].reverse()) {
      const units = await unitsOf(request, brand, family.id, version.id);
      for (const unit of [...units].reverse()) {
        if (unit.full_price_with_discount <= 0) continue;
        if (seen++ === slot) {
          expect(unit.available, `unit ${unit.id} (slot ${slot}) is free to pay for`).toBe(true);
          return { brand, family, version, unit } satisfies PayableUnit;
        }
      }
    }
  }
  throw new Error(`The demo catalogue has no Volkswagen peso unit for slot ${slot}`);
}

/** The unit as the intranet's stock API lists it now. */
async function unitNow(request: APIRequestContext, payable: PayableUnit) {
  const units = await unitsOf(request, payable.brand, payable.family.id, payable.version.id);
  return units.find((unit) => unit.id === payable.unit.id);
}

/**
 * Steps 1 to 3 and the hold through the API, as the pages send them: cash for the whole price, the buyer's data, then
 * POST …/payment/start, which holds the unit and names the brand's gateway. Returns the operation.
 */
async function operationAtPayment(request: APIRequestContext, payable: PayableUnit, email: string) {
  const operation = await operationReadyToPay(request, payable, email);
  const gateway = await holdThroughApi(request, operation.code);
  expect(gateway).toEqual({ kind: 'mercadopago', publicKey: E2E_MERCADOPAGO.publicKey });
  return operation;
}

/** Step 4 with the unit held: the 820 px frame with MercadoPago's Brick (the stand-in's) ready in it. */
async function openPaymentFrame(page: Page, code: string): Promise<FrameLocator> {
  await page.goto(dealershipPaths.payment(code));
  await expect(page.getByRole('heading', { level: 1, name: 'Pago de Seña' })).toBeVisible();
  const frame = page.locator(FRAME);
  // docs/product.md §9: the payment frame is 820 px high.
  await expect(frame).toHaveAttribute('height', '820');
  expect((await frame.boundingBox())?.height).toBe(820);
  const card = page.frameLocator(FRAME);
  await expect(card.getByRole('form', { name: 'Tarjeta de crédito' })).toBeVisible();
  return card;
}

/** The Brick's card form, filled and sent. */
async function payWithBrick(
  card: FrameLocator,
  holder: string,
  {
    card: which = CARDS.visa,
    email,
    installments,
  }: { card?: (typeof CARDS)[keyof typeof CARDS]; email: string; installments: number },
) {
  await card.getByRole('textbox', { name: 'Número de tarjeta', exact: true }).fill(which.number);
  await card
    .getByRole('textbox', { name: 'Nombre del titular como aparece en la tarjeta', exact: true })
    .fill(holder);
  await card.getByRole('textbox', { name: 'Vencimiento', exact: true }).fill('11/30');
  await card.getByRole('textbox', { name: 'Código de seguridad', exact: true }).fill(which.securityCode);
  await card.getByRole('combobox', { name: 'Tipo de documento', exact: true }).selectOption('DNI');
  await card.getByRole('textbox', { name: 'Número de documento', exact: true }).fill('30123456');
  await card.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await card.getByRole('combobox', { name: 'Cuotas', exact: true }).selectOption(String(installments));
  await card.getByRole('button', { name: 'Pagar', exact: true }).click();
}

/** The payments MercadoPago (its stand-in) holds for an operation, newest first, read with the brand's access token. */
async function paymentsAtMercadoPago(request: APIRequestContext, operation: OperationView) {
  const query = new URLSearchParams({
    external_reference: operation.purchase.transaction.code,
    sort: 'date_created',
    criteria: 'desc',
  });
  const response = await request.get(`${mercadoPagoStandInOrigin()}/v1/payments/search?${query}`, {
    headers: { authorization: `Bearer ${E2E_MERCADOPAGO.accessToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: StandInPayment[] }).results;
}

test.describe('deposit payment through MercadoPago (its Card Payment Brick and API, stand-ins)', {
  tag: ['@dealership', '@payments'],
}, () => {
  test.describe.configure({ timeout: 120_000 });

  test('OTHE is refused inside the frame and the unit stays held; the buyer tries again with APRO and reserves, and MercadoPago holds both payments', async ({
    page,
    request,
  }, testInfo) => {
    const payable = await volkswagenUnit(request, testInfo, 0);
    const email = uniqueEmail('mp-othe');
    const operation = await operationAtPayment(request, payable, email);
    const card = await openPaymentFrame(page, operation.code);
    // The deposit, and the Brick's installments limited to 1 to 3 by the frame's customization.
    await expect(card.getByText(formatMoney(operation.deposit, 'ars'), { exact: true })).toBeVisible();
    await expect(card.getByRole('combobox', { name: 'Cuotas' }).getByRole('option')).toHaveText([
      /^1 cuota de /,
      /^2 cuotas de /,
      /^3 cuotas de /,
    ]);

    await payWithBrick(card, 'OTHE', { card: CARDS.master, email, installments: 2 });
    await expect(card.getByRole('status')).toHaveText(PAYMENT_REJECTED_MESSAGE);
    // The Brick's own word on the rejected promise, and its form ready for another card.
    await expect(card.getByRole('alert')).toHaveText(
      'No pudimos procesar el pago. Revisá los datos o probá con otra tarjeta.',
    );
    await expect(card.getByRole('button', { name: 'Pagar', exact: true })).toBeEnabled();
    await expect(page).toHaveURL(dealershipPaths.payment(operation.code));
    // docs/decisions/0010: a rejected card keeps the hold; nobody else can take the unit meanwhile.
    const held = await unitNow(request, payable);
    expect(held?.available).toBe(false);
    expect(held?.status).toBe('held');

    await payWithBrick(card, 'APRO', { email, installments: 3 });
    await expect(page).toHaveURL(dealershipPaths.reserved(operation.code));
    await expect(page.getByRole('heading', { level: 1, name: 'Tu 0km te espera' })).toBeVisible();
    const reserved = await unitNow(request, payable);
    expect(reserved?.available).toBe(false);
    expect(reserved?.status).toBe('reserved');

    // The server charged the deposit from its own records, with what the Brick handed over; the rejected try stays.
    const [approved, rejected, ...others] = await paymentsAtMercadoPago(request, operation);
    expect(others).toEqual([]);
    expect(approved).toMatchObject({
      status: 'approved',
      transaction_amount: operation.deposit,
      installments: 3,
      payment_method_id: 'visa',
      payer: { email },
    });
    expect(rejected).toMatchObject({ status: 'rejected', payment_method_id: 'master', installments: 2 });
  });
});

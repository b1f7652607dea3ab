import { expect, type Page, test } from '@playwright/test';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import {
  BUYER,
  choose,
  DEALERSHIP_API,
  fillUsedVehicleForm,
  findReservableUnit,
  grouped,
  operationThroughApi,
  payInCashThroughApi,
  quotableUsedVehicles,
  quote,
  quoteThroughApi,
  startOperationThroughApi,
  TEXTS,
  uniqueEmail,
  updateThroughApi,
  usedVehicleItem,
} from './support/dealership-helpers';
import { waitForHydration } from './support/page-checks';

/**
 * One operation open in two tabs (docs/decisions/0059): a page sends only what the buyer changed, a saved value is
 * never lost to a tab that had an older copy, and the page that meets another tab's changes shows them and says so.
 */

const NOTICE = 'Actualizamos tu operación con cambios hechos en otra pestaña.';
const DNI_MESSAGE = 'Ingresá un DNI válido, de 7 u 8 números.';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('two tabs on one operation', { tag: ['@dealership'] }, () => {
  test('a used vehicle removed in one tab does not come back from the other, which says what changed', async ({
    page,
    context,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
    const started = await startOperationThroughApi(request, unitCase, uniqueEmail('pestanas'));
    const [first, second] = await quotableUsedVehicles(request, 2);
    if (!first || !second) throw new Error('two used vehicles to quote');
    const removed = await quoteThroughApi(request, started.code, first, 150_000);
    const before = await updateThroughApi(request, started, {
      used_vehicles: [{ valuation_id: removed.id }],
      cash_amount: 1_000_000,
    });

    // Tab 2, opened first, quotes another vehicle; tab 1 then removes the one the operation had.
    const tab2 = await context.newPage();
    await open(tab2, dealershipPaths.usedVehicle(started.code), 'Cotizá tu usado');
    await fillUsedVehicleForm(tab2, second, '150000');
    const added = await quote(tab2);
    await open(page, dealershipPaths.paymentMode(started.code), 'Modo de pago');
    await usedVehicleItem(page, removed).getByRole('button', { name: 'Remover' }).click();
    await page.getByRole('button', { name: 'Sí, remover' }).click();
    await expect(status(page, TEXTS.saved)).toBeVisible();

    // Tab 2 accepts its quote: refused, nothing sent again on its own, and the buyer is told.
    const conflict = tab2.waitForResponse((response) => response.url().endsWith(DEALERSHIP_API.update));
    await tab2.getByRole('button', { name: 'Aceptar Cotización' }).click();
    expect((await conflict).status()).toBe(409);
    await expect(status(tab2, NOTICE)).toBeVisible();
    const meanwhile = await operationThroughApi(request, started.code);
    expect(meanwhile.used_vehicles).toEqual([]);
    expect(meanwhile.cash_amount).toBe(before.cash_amount);

    // Accepted again, on what the server holds: the removed vehicle stays removed, the cash as it was.
    await tab2.getByRole('button', { name: 'Aceptar Cotización' }).click();
    await expect(tab2.getByRole('heading', { level: 1, name: 'Modo de pago' })).toBeVisible();
    // The two quotes may be of one version, a year apart: the list holds one, of the added one's year.
    await expect(usedVehicleItem(tab2, added)).toHaveCount(1);
    await expect(usedVehicleItem(tab2, added)).toContainText(`${added.year} ·`);
    const final = await operationThroughApi(request, started.code);
    expect(final.used_vehicles.map((vehicle) => vehicle.valuation_id)).toEqual([added.id]);
    expect(final.cash_amount).toBe(before.cash_amount);
    await expect(field(tab2, 'Monto en efectivo')).toHaveValue(grouped(before.cash_amount));
  });

  test('personal data typed in a tab loaded empty keeps what another tab saved, and says so', async ({
    page,
    context,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
    const { code } = await payInCashThroughApi(
      request,
      await startOperationThroughApi(request, unitCase, uniqueEmail('pestanas')),
    );
    const tab2 = await context.newPage();
    await open(tab2, dealershipPaths.personalData(code), 'Datos personales');

    // Tab 1 saves the buyer's data.
    await open(page, dealershipPaths.personalData(code), 'Datos personales');
    await field(page, 'DNI').fill(BUYER.dni);
    await field(page, 'Nombre').fill(BUYER.name);
    await field(page, 'Apellido').fill(BUYER.lastname);
    await field(page, 'Fecha de nacimiento').fill(BUYER.birthdate);
    await choose(page, 'Estado Civil', BUYER.marital);
    await field(page, 'Teléfono').fill(BUYER.telephone);
    await expect(status(page, TEXTS.saved)).toBeVisible();

    // Tab 2, loaded while it was all empty, types only the address: nothing of tab 1's is wiped, and it shows it.
    await field(tab2, 'Dirección').fill(BUYER.address);
    await expect(status(tab2, NOTICE)).toBeVisible();
    await expect(field(tab2, 'DNI')).toHaveValue(BUYER.dni);
    await expect(field(tab2, 'Nombre')).toHaveValue(BUYER.name);
    await expect(field(tab2, 'Teléfono')).toHaveValue(BUYER.telephone);
    const merged = await operationThroughApi(request, code);
    expect(merged.customer).toMatchObject({
      dni: BUYER.dni,
      name: BUYER.name,
      lastname: BUYER.lastname,
      telephone: BUYER.telephone,
      address: BUYER.address,
    });
    expect(merged.purchase).toMatchObject({ birthdate: BUYER.birthdate, marital_status_id: 2 });

    // Tab 1 still has the address empty; changing it there is refused: it shows tab 2's address and the notice.
    await field(page, 'Dirección').fill('Otra dirección 1');
    await expect(status(page, NOTICE)).toBeVisible();
    await expect(field(page, 'Dirección')).toHaveValue(BUYER.address);
    expect((await operationThroughApi(request, code)).customer.address).toBe(BUYER.address);
  });

  test('a refused field does not stop the others from saving, and stays in its field with its message', async ({
    page,
    request,
  }) => {
    const unitCase = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
    const { code } = await payInCashThroughApi(
      request,
      await startOperationThroughApi(request, unitCase, uniqueEmail('pestanas')),
    );
    await open(page, dealershipPaths.personalData(code), 'Datos personales');

    // A CUIT pasted into the DNI, with the name and the CUIT and IVA condition for the invoice, in one save.
    const dni = field(page, 'DNI');
    await dni.fill('20-30123456-3');
    await field(page, 'Nombre').fill(BUYER.name);
    await field(page, 'CUIT o CUIL').fill('20-30123456-3');
    await choose(page, 'Condición frente al IVA', 'Responsable inscripto');
    // The refusal comes with the save, which waits for the typing to stop: longer than an expectation on a busy machine.
    await expect(dni).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
    await expect(dni).toHaveAccessibleDescription(DNI_MESSAGE);
    await expect(dni).toHaveValue('20-30123456-3');
    const saved = await operationThroughApi(request, code);
    expect(saved.purchase).toMatchObject({
      name: BUYER.name,
      dni: '',
      cuit: '20301234563',
      iva_condition: 'responsable_inscripto',
    });

    // Fixed, the rest filled in: the review shows the invoice's data.
    await dni.fill(BUYER.dni);
    await field(page, 'Apellido').fill(BUYER.lastname);
    await field(page, 'Fecha de nacimiento').fill(BUYER.birthdate);
    await choose(page, 'Estado Civil', BUYER.marital);
    await field(page, 'Teléfono').fill(BUYER.telephone);
    await expect(dni).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Revisá y confirmá' })).toBeVisible();
    await expect(page.getByText('20-30123456-3')).toBeVisible();
    await expect(page.getByText('Responsable inscripto')).toBeVisible();
  });
});

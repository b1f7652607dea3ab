import { expect, type Page, test } from '@playwright/test';
import { promotionOtherCurrencyMessage } from '#domain/catalogue/promotions';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { formatMoney } from '#domain/shared/money';
import { findReservableUnit, priceLine, unitRoute } from './support/dealership-helpers';
import { panelNotice, signInAs } from './support/demo-staff';
import { openHydrated, waitForHydration } from './support/page-checks';

/*
 * Issue 16's acceptance: a promotion code created in the back office is accepted on the dealership's confirmation
 * page, in the right currency (docs/decisions/0032): a dollar code takes dollars off a unit priced in dollars, and a
 * peso code is refused there with the reason.
 */

const MINUS = '\u2212';

/** A code no other run uses. */
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;

/** Creates a money promotion for BAIC through the back office's form, signed in as the demo administrator. */
async function createBaicPromotion(page: Page, code: string, amount: string, currency: 'ars' | 'usd') {
  await openHydrated(page, '/admin/promociones/nueva');
  await page.getByLabel('Código', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Descripción', { exact: true }).fill(`Bonificación ${code}`);
  await page.getByLabel('Marca', { exact: true }).selectOption({ label: 'BAIC' });
  await page.getByLabel('Tipo de descuento').selectOption('money');
  await page.getByLabel('Monto', { exact: true }).fill(amount);
  await page.getByLabel('Moneda del monto').selectOption(currency);
  await page.getByRole('button', { name: 'Crear la promoción' }).click();
  await expect(panelNotice(page)).toHaveText(`Creamos la promoción ${code}.`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(code);
}

test.describe('back office: a promotion code created by an administrator', { tag: ['@dealership'] }, () => {
  test.describe.configure({ timeout: 60_000 });

  test('is accepted on the confirmation page of a dollar unit in dollars; a peso code is refused there', async ({
    page,
    request,
  }) => {
    const dollarCode = uniqueCode('USD');
    const pesoCode = uniqueCode('ARS');
    await signInAs(page, 'admin');
    await createBaicPromotion(page, dollarCode, '700', 'usd');
    await createBaicPromotion(page, pesoCode, '300.000', 'ars');

    const baic = await findReservableUnit(request, 'baic');
    expect(baic.unit.currency).toBe('usd');
    const full = baic.unit.full_price_with_discount;
    const money = (value: number) => formatMoney(value, 'usd');

    await page.goto(dealershipPaths.buy(unitRoute(baic)));
    await waitForHydration(page);
    const field = page.getByRole('textbox', { name: 'Código de descuento' });

    await field.fill(dollarCode.toLowerCase());
    await expect(priceLine(page, `Código ${dollarCode}`)).toHaveText(`${MINUS}${money(700)}`);
    await expect(priceLine(page, 'Precio final')).toHaveText(money(full - 700));
    await expect(page.getByText(`Código aplicado: Bonificación ${dollarCode}.`)).toBeVisible();

    await field.fill(pesoCode);
    await expect(page.getByText(promotionOtherCurrencyMessage('ars', 'usd'), { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(priceLine(page, 'Precio final')).toHaveText(money(full));

    // The list counts its uses and shows the currency beside the amount.
    await page.goto('/admin/promociones');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: dollarCode }) });
    await expect(item).toContainText(`Descuento: ${money(700)}`);
    await expect(item).toContainText('Usos: 0 / sin límite');
    await expect(item).toContainText('Vigente');
  });
});

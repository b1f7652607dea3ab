import { expect, type Page, test } from '@playwright/test';
import { comparisonRows } from '#domain/catalogue/feature-comparison';
import { formatMoney } from '#domain/shared/money';
import { toRouteParam } from '#domain/shared/route-params';
import { expectNoHorizontalScroll, hasVisibleFocus, waitForHydration } from './support/page-checks';
import {
  buyPath,
  FIND_VERSION,
  findFamily,
  PRICE_REQUEST_FLAG_KEY,
  REQUEST_PRICES,
  unitsOf,
  versionCard,
  withPricesUnlocked,
} from './versions-support';

/** The height of every card of the page, to compare before and after the prices show. */
function cardHeights(page: Page): Promise<number[]> {
  return page
    .locator('article')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
}

/*
 * A family's versions page where the viewport matters: the compare table, the overlays opening and closing by
 * keyboard, and the layout with and without prices. What it lists and the gate's logic are checked once
 * (versions.once.spec.ts); axe runs in a11y.spec.ts.
 */
test.describe('family versions page (/vehiculos-0km/versiones/{brand}/{family}/{id})', {
  tag: ['@vehicles'],
}, () => {
  test('the compare-versions toggle shows the versions side by side, and hides them again', async ({
    page,
    request,
  }) => {
    const airbagsOf = (features: readonly string[]) => features.find((feature) => /airbags$/i.test(feature));
    // A family whose versions differ in how many airbags they have: each is compared by feature, not by text.
    const found = await findFamily(
      request,
      ['volkswagen', 'chevrolet'],
      (versions) =>
        versions.length > 1 &&
        new Set(versions.flatMap((version) => airbagsOf(version.features) ?? [])).size > 1,
    );
    if (!found) throw new Error('The demo catalogue has no family whose versions differ in airbags');
    await page.goto(found.path);
    await waitForHydration(page);

    const toggle = page.getByRole('button', { name: 'Comparar versiones' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const table = page.getByRole('table', { name: `Comparación de versiones de ${found.family.name}` });
    await expect(table).toBeHidden();

    // By keyboard.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Equipamiento',
      ...found.versions.map((version) => version.name),
    ]);
    // One row per feature of any version (plus availability): Sí or No where all have it alike, each version's own
    // text where they have it in different quantities.
    const rows = comparisonRows(found.versions);
    await expect(table.getByRole('row')).toHaveCount(1 + 1 + rows.length);
    const airbags = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Airbags', exact: true }) });
    await expect(airbags.getByRole('cell')).toHaveText(
      found.versions.map((version) => airbagsOf(version.features) ?? 'No'),
    );
    const alike = rows.find((row) => !row.varies && row.cells[0] !== null);
    if (!alike) throw new Error('The first version shares no feature with the others');
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: alike.label, exact: true }) });
    await expect(row.getByRole('cell').first()).toHaveText('Sí');
    await expectNoHorizontalScroll(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(table).toBeHidden();
  });

  test('a Volkswagen family: the price boxes keep their size when prices show, no sideways scroll either way; the units overlay by keyboard', async ({
    page,
    request,
  }) => {
    const found = await findFamily(request, ['volkswagen'], (versions) =>
      versions.some((version) => version.stock_count > 0),
    );
    if (!found) throw new Error('The demo catalogue has no Volkswagen family with stock');
    await page.goto(found.path);
    await waitForHydration(page);

    await test.step('the price box keeps its size whatever it shows (no layout shift), and the page never scrolls sideways', async () => {
      await expectNoHorizontalScroll(page);
      const locked = await cardHeights(page);
      await page.evaluate((key) => window.sessionStorage.setItem(key, '1'), PRICE_REQUEST_FLAG_KEY);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: FIND_VERSION }).first()).toBeVisible();
      expect(await cardHeights(page)).toEqual(locked);
      await expectNoHorizontalScroll(page);
    });

    await test.step('the units overlay opens by keyboard and lists every unit with Reservar to the buy route', async () => {
      const version = found.versions.find((candidate) => candidate.stock_count > 0);
      if (!version) throw new Error('unreachable');
      const units = await unitsOf(request, found.brand, found.family.id, version.id);
      const opener = versionCard(page, version.name).getByRole('button', { name: FIND_VERSION });
      await opener.focus();
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', { name: 'Unidades disponibles' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(`${found.family.name} ${version.name}`)).toBeVisible();
      const items = dialog.getByRole('article');
      await expect(items).toHaveCount(units.length);
      for (const [index, unit] of units.entries()) {
        const item = items.nth(index);
        await expect(item.getByRole('heading', { level: 3 })).toHaveText(unit.color);
        await expect(item.getByText(String(unit.model_year), { exact: true })).toBeVisible();
        await expect(item.getByText(unit.location, { exact: true })).toBeVisible();
        await expect(item.getByText(unit.chassis, { exact: true })).toBeVisible();
        await expect(
          item.getByText(formatMoney(unit.list_price, unit.currency), { exact: true }),
        ).toBeVisible();
        await expect(
          item.getByText(formatMoney(unit.full_price_with_discount, unit.currency), { exact: true }),
        ).toBeVisible();
        if (unit.available) {
          await expect(item.getByRole('link', { name: 'Reservar' })).toHaveAttribute(
            'href',
            buyPath(found.brand, found.family, unit),
          );
          expect(buyPath(found.brand, found.family, unit)).toBe(
            `/vehiculos-0km/reservar/${found.brand.slug}/${unit.id}/${toRouteParam(found.family.name)}/${found.family.id}/${toRouteParam(unit.model)}`,
          );
        } else {
          await expect(item.getByText('Reservado', { exact: true })).toBeVisible();
          await expect(item.getByRole('link', { name: 'Reservar' })).toHaveCount(0);
        }
      }
      await expectNoHorizontalScroll(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });

  test('a Nissan family never scrolls sideways; the price request opens by keyboard, Escape closes it and focus returns', {
    tag: ['@price-request'],
  }, async ({ page, request }) => {
    const found = await findFamily(request, ['nissan'], (versions) =>
      versions.some((version) => version.stock_count > 0),
    );
    if (!found) throw new Error('The demo catalogue has no Nissan family with stock');
    await page.goto(found.path);
    await waitForHydration(page);
    await expectNoHorizontalScroll(page);

    const opener = page.getByRole('button', { name: REQUEST_PRICES }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: REQUEST_PRICES });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
    await expectNoHorizontalScroll(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await hasVisibleFocus(opener)).toBe(true);
  });

  test('with prices shown a BAIC family never scrolls sideways', async ({ page, request }) => {
    const found = await findFamily(request, ['baic'], (versions) =>
      versions.some((version) => version.stock_count > 0),
    );
    if (!found) throw new Error('The demo catalogue has no BAIC family with stock');
    await withPricesUnlocked(page);
    await page.goto(found.path);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: FIND_VERSION }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

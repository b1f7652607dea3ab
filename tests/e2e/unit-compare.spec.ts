import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { SearchResultUnit } from '#domain/catalogue/stock-search';
import { COMPARE_TOO_MANY_MESSAGE } from '#domain/catalogue/unit-compare-query';
import { lineAmount } from '#domain/operation/price-lines';
import { formatMoney } from '#domain/shared/money';
import { FAVOURITES_KEY, type SavedUnitRecord } from '../../app/features/favourites/favourites-store';
import { escapeRegExp, expectTestDriveLink } from './support/catalogue-helpers';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  waitForHydration,
} from './support/page-checks';

/*
 * docs/product.md §2 compare units: up to three units side by side at /vehiculos-0km/comparar?unidades=…, read by the
 * server; every expected value comes from the product API's stock search, so the spec holds whatever the demo becomes.
 */

/** The dearest available unit of a brand: far from the cheap ones the reservation specs take meanwhile. */
async function dearestOf(request: APIRequestContext, brand: string): Promise<SearchResultUnit> {
  const response = await request.get(
    `/api/v2/territorio/stock/search?marca=${brand}&orden=-precio&por_pagina=1`,
  );
  expect(response.status()).toBe(200);
  const [unit] = ((await response.json()) as { data: SearchResultUnit[] }).data;
  if (!unit) throw new Error(`The demo has no available ${brand} unit`);
  return unit;
}

/** Three available units of three brands, so their versions and prices differ. */
async function threeUnits(request: APIRequestContext): Promise<SearchResultUnit[]> {
  return Promise.all(['volkswagen', 'chevrolet', 'baic'].map((brand) => dearestOf(request, brand)));
}

const table = (page: Page) => page.getByRole('table', { name: /^Comparación de \d unidades/ });

/** The row whose header is `label` (its 'Distinto' badge aside). */
function row(page: Page, label: string): Locator {
  return table(page)
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(label)}( Distinto)?$`) }),
    });
}

test.describe('compare units (/vehiculos-0km/comparar)', { tag: ['@vehicles'] }, () => {
  test('three units of three brands side by side: their prices, their differences marked, Reservar online', async ({
    page,
    request,
  }) => {
    const units = await threeUnits(request);
    const path = `/vehiculos-0km/comparar?unidades=${units.map((unit) => unit.id).join(',')}`;
    await page.goto(path);
    await waitForHydration(page);
    await expect(page).toHaveTitle(/^Comparar unidades \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await test.step('one column per unit, in the order asked, named by brand, family and version', async () => {
      const heads = table(page).getByRole('columnheader');
      await expect(heads).toHaveCount(3);
      for (const [index, unit] of units.entries()) {
        await expect(heads.nth(index)).toContainText(`${unit.brand.name} ${unit.family.name}`);
        await expect(heads.nth(index)).toContainText(unit.version.name);
      }
    });

    await test.step("each unit's price lines as the API prices it", async () => {
      for (const label of new Set(units.flatMap((unit) => unit.price_lines.map((line) => line.label)))) {
        const cells = row(page, label).getByRole('cell');
        await expect(cells).toHaveCount(3);
        for (const [index, unit] of units.entries()) {
          const line = unit.price_lines.find((candidate) => candidate.label === label);
          await expect(cells.nth(index)).toHaveText(line ? lineAmount(line) : 'Sin descuento');
        }
      }
      // BAIC's are dollars: the final prices read in pesos too, its own converted at the search's rate.
      await expect(row(page, 'Precio final en pesos').getByRole('cell').nth(2)).toHaveText(
        `${formatMoney(units[2]?.price_pesos, 'ars')} al dólar de hoy`,
      );
      await expect(row(page, 'Color').getByRole('cell')).toHaveText(units.map((unit) => unit.color));
      await expect(row(page, 'Sucursal').getByRole('cell')).toHaveText(units.map((unit) => unit.branch));
      await expect(row(page, 'Año').getByRole('cell')).toHaveText(
        units.map((unit) => String(unit.model_year)),
      );
    });

    await test.step('rows that differ say so in words; a row alike for all does not', async () => {
      await expect(page.getByRole('rowheader', { name: 'Marca Distinto' })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: 'Precio final Distinto' })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: 'Estado', exact: true })).toBeVisible();
      await expect(row(page, 'Estado').getByRole('cell')).toHaveText([
        'Disponible',
        'Disponible',
        'Disponible',
      ]);
      // A feature one unit lacks reads No, one it has reads Sí, in words beside the mark.
      await expect(table(page).getByRole('cell', { name: 'No', exact: true }).first()).toBeVisible();
      await expect(table(page).getByRole('cell', { name: 'Sí', exact: true }).first()).toBeVisible();
    });

    await test.step('the table fits the page or scrolls in its own labelled box, reached by keyboard', async () => {
      await expectNoHorizontalScroll(page);
      const box = page.getByRole('region', { name: /^Comparación de 3 unidades/ });
      await expect(box).toHaveAttribute('tabindex', '0');
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('comparar.png'), fullPage: true });
    });

    await test.step('only the differences: alike rows leave, and all of them come back', async () => {
      await page.getByRole('link', { name: 'Mostrar solo diferencias' }).click();
      await expect(page).toHaveURL(/diferencias=1/);
      await expect(page.getByRole('rowheader', { name: 'Estado', exact: true })).toHaveCount(0);
      await expect(page.getByRole('rowheader', { name: 'Marca Distinto' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.getByRole('link', { name: 'Mostrar todo' }).click();
      await expect(page.getByRole('rowheader', { name: 'Estado', exact: true })).toBeVisible();
    });

    await test.step("Reservar online opens the unit's confirmation page; Manejalo antes, its version's test drive", async () => {
      const [first] = units;
      if (!first) throw new Error('unreachable');
      const reserve = table(page).getByRole('link', { name: 'Reservar online' });
      await expect(reserve).toHaveCount(3);
      for (const [index, unit] of units.entries())
        await expect(reserve.nth(index)).toHaveAttribute('href', unit.reserve_path);
      const testDrive = table(page).getByRole('link', { name: 'Manejalo antes' });
      await expect(testDrive).toHaveCount(3);
      for (const [index, unit] of units.entries())
        await expectTestDriveLink(testDrive.nth(index), {
          brand: unit.brand.slug,
          familyName: unit.family.name,
          versionId: unit.version.id,
        });
      await reserve.first().click();
      await expect(page).toHaveURL(first.reserve_path);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmá tu unidad' })).toBeVisible();
    });
  });

  test('from /favoritos: tick two saved units and compare them', async ({ page, request }) => {
    const [first, second] = await threeUnits(request);
    if (!first || !second) throw new Error('unreachable');
    const records: SavedUnitRecord[] = [first, second].map((unit) => ({
      id: unit.id,
      chassis: unit.chassis,
      brandId: unit.brand.id,
      familyId: unit.family.id,
      versionId: unit.version.id,
      model: `${unit.family.name} ${unit.version.name}`,
      color: unit.color,
      buyPath: unit.reserve_path,
      versionsPath: '/vehiculos-0km',
    }));
    await page.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      [FAVOURITES_KEY, JSON.stringify({ v: 1, units: records })] as const,
    );
    await page.goto('/favoritos');
    await waitForHydration(page);
    const boxes = page.getByRole('checkbox', { name: /^Comparar / });
    await expect(boxes).toHaveCount(2);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Comparar', exact: true }).click();
    await expect(page.getByText('Marcá al menos 2 unidades para compararlas.')).toBeVisible();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(page.getByText('Marcaste 2 unidades.')).toBeVisible();
    await page.getByRole('button', { name: 'Comparar', exact: true }).click();

    await expect(page).toHaveURL(`/vehiculos-0km/comparar?unidades=${first.id},${second.id}`);
    await expect(table(page).getByRole('columnheader')).toHaveCount(2);
    await expect(row(page, 'Color').getByRole('cell')).toHaveText([first.color, second.color]);
  });

  test('without units, too many, or units gone: the page says what to do', async ({ page, request }) => {
    const [unit, other] = await threeUnits(request);
    if (!unit || !other) throw new Error('unreachable');

    await test.step('none: how to compare, with the ways in', async () => {
      await page.goto('/vehiculos-0km/comparar');
      await expect(page.getByRole('heading', { name: 'Cómo comparar unidades' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ir a tus favoritos' })).toHaveAttribute(
        'href',
        '/favoritos',
      );
      await expect(page.getByRole('main').getByRole('link', { name: 'Ver vehículos 0 km' })).toHaveAttribute(
        'href',
        '/vehiculos-0km',
      );
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    });

    await test.step('more than three: 400, and why', async () => {
      const response = await page.goto('/vehiculos-0km/comparar?unidades=1,2,3,4');
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('alert')).toHaveText(COMPARE_TOO_MANY_MESSAGE);
      const notANumber = await request.get('/vehiculos-0km/comparar?unidades=12,abc');
      expect(notANumber.status()).toBe(400);
      expect(await notANumber.text()).toContain('«abc» no es un número de unidad válido.');
    });

    await test.step('a unit no longer in stock is named as gone; the others are compared', async () => {
      const gone = 999_999_999;
      const response = await page.goto(`/vehiculos-0km/comparar?unidades=${unit.id},${gone}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(`Unidad n.º ${gone}: Esta unidad ya no está disponible.`)).toBeVisible();
      await expect(table(page)).toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Una unidad' }).getByRole('columnheader')).toHaveCount(1);
      const none = await request.get(`/vehiculos-0km/comparar?unidades=${gone}`);
      expect(none.status()).toBe(404);
    });

    await test.step("a form's repeated parameter reads as the comma list, the page rendered whole by the server", async () => {
      const html = await (
        await request.get(`/vehiculos-0km/comparar?unidades=${unit.id}&unidades=${other.id}`)
      ).text();
      expect(html).toContain('Comparación de 2 unidades');
      expect(html).toContain(unit.reserve_path);
      expect(html).toContain(other.reserve_path);
    });
  });
});

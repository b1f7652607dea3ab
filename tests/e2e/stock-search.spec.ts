import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type FacetChoice,
  type SearchResultUnit,
  STOCK_SEARCH_PATH,
  type StockSearchResult,
} from '#domain/catalogue/stock-search';
import { expectTestDriveLink } from './support/catalogue-helpers';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  waitForHydration,
} from './support/page-checks';

/*
 * The search over every brand's stock, /vehiculos-0km/stock (docs/product.md §2): its filters live in the address with
 * the API's names, it lists exactly what GET /api/v2/territorio/stock/search answers for the same address, with scripts
 * (no reload) and without them (a form that GETs), and "Ver más" adds the next page. Everything expected is read from
 * the API: no test writes data.
 */

const PAGE = '/vehiculos-0km/stock';

type Answer = { data: SearchResultUnit[]; meta: Omit<StockSearchResult, 'units'> };

async function apiSearch(request: APIRequestContext, query: string): Promise<Answer> {
  const response = await request.get(`${STOCK_SEARCH_PATH}${query ? `?${query}` : ''}`);
  expect(response.status(), `${STOCK_SEARCH_PATH}?${query}`).toBe(200);
  return (await response.json()) as Answer;
}

const countText = (total: number) => (total === 1 ? '1 unidad' : `${total} unidades`);

/** The units the page lists, by id, in its order. */
function listedIds(page: Page) {
  return page
    .locator('.stock-results__list article[data-unit]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-unit'))));
}

/** On a phone the filters fold behind "Filtros"; from a laptop's width they are shown already. */
async function openFilters(page: Page) {
  const toggle = page.locator('summary', { hasText: /^Filtros/ });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.getByLabel('Marca')).toBeVisible();
  }
}

/**
 * A search worth filtering: a body type that more than one brand has, a brand with several units of it, and a
 * maximum price that leaves out some of those units but not all.
 */
async function chosenSearch(request: APIRequestContext) {
  const whole = await apiSearch(request, 'por_pagina=1');
  const bodies = whole.meta.facets.body_type.filter((choice) => choice.count > 1);
  for (const body of bodies) {
    const across = await apiSearch(request, `carroceria=${body.value}&por_pagina=1`);
    const brands = across.meta.facets.brand.filter((choice: FacetChoice) => choice.count > 1);
    if (across.meta.facets.brand.filter((choice) => choice.count > 0).length < 2) continue;
    for (const brand of brands) {
      const units = (await apiSearch(request, `marca=${brand.value}&carroceria=${body.value}&por_pagina=60`))
        .data;
      const prices = [...new Set(units.map((unit) => unit.price_pesos))].sort((a, b) => a - b);
      const cut = prices[Math.floor((prices.length - 1) / 2)];
      if (prices.length < 2 || cut === undefined) continue;
      return { body, brand, maxPrice: cut };
    }
  }
  throw new Error('The demo stock has no body type of several brands with units at several prices');
}

test.describe('the stock search (/vehiculos-0km/stock)', { tag: ['@vehicles'] }, () => {
  test('filters by body type, maximum price and brand as the API does, across brands; the address carries the filters and a reload shows the same', async ({
    page,
    request,
  }) => {
    const { body, brand, maxPrice } = await chosenSearch(request);
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page).toHaveTitle(/^Vehículos 0\u00a0km en stock \|/);
    await openFilters(page);

    await test.step('a body type and a maximum price, without a brand: several brands, the API’s units', async () => {
      await page.getByLabel('Carrocería').selectOption(body.value);
      await expect(page).toHaveURL(`${PAGE}?carroceria=${body.value}`);
      await page.getByLabel('Hasta').fill(String(maxPrice));
      await expect(page).toHaveURL(`${PAGE}?carroceria=${body.value}&precio_max=${maxPrice}`);
      const api = await apiSearch(request, `carroceria=${body.value}&precio_max=${maxPrice}`);
      expect(new Set(api.data.map((unit) => unit.brand.slug)).size).toBeGreaterThan(1);
      await expect(page.getByRole('heading', { level: 2, name: countText(api.meta.total) })).toBeVisible();
      await expect.poll(() => listedIds(page)).toEqual(api.data.map((unit) => unit.id));
      // Each choice says how many units it leaves, and the brand's count is the API's.
      const brandChoice = api.meta.facets.brand.find((choice) => choice.value === brand.value);
      await expect(page.getByLabel('Marca').locator(`option[value="${brand.value}"]`)).toHaveText(
        `${brandChoice?.label} (${brandChoice?.count})`,
      );
    });

    const query = `marca=${brand.value}&carroceria=${body.value}&precio_max=${maxPrice}`;
    await test.step('and a brand: exactly the units the API answers for the same address, none dearer', async () => {
      await page.getByLabel('Marca').selectOption(brand.value);
      await expect(page).toHaveURL(`${PAGE}?${query}`);
      const api = await apiSearch(request, query);
      expect(api.data.length).toBeGreaterThan(0);
      for (const unit of api.data) expect(unit.price_pesos).toBeLessThanOrEqual(maxPrice);
      await expect(page.getByRole('heading', { level: 2, name: countText(api.meta.total) })).toBeVisible();
      await expect.poll(() => listedIds(page)).toEqual(api.data.map((unit) => unit.id));
      const first = api.data[0];
      if (!first) throw new Error('unreachable');
      const card = page.locator(`article[data-unit="${first.id}"]`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(first.model);
      await expect(card.getByRole('link', { name: 'Reservar online' })).toHaveAttribute(
        'href',
        first.reserve_path,
      );
      const total = first.price_lines.find((line) => line.kind === 'total');
      await expect(card.getByText(total?.label ?? 'Precio final', { exact: true })).toBeVisible();
      // Every card offers the test drive of its unit's version, brand, family and version chosen.
      for (const unit of api.data)
        await expectTestDriveLink(
          page.locator(`article[data-unit="${unit.id}"]`).getByRole('link', { name: 'Manejalo antes' }),
          { brand: unit.brand.slug, familyName: unit.family.name, versionId: unit.version.id },
        );
    });

    await test.step('a reload of the address shows the same search', async () => {
      const before = await listedIds(page);
      await page.reload();
      await waitForHydration(page);
      await expect(page).toHaveURL(`${PAGE}?${query}`);
      expect(await listedIds(page)).toEqual(before);
      await openFilters(page);
      await expect(page.getByLabel('Marca')).toHaveValue(brand.value);
      await expect(page.getByLabel('Carrocería')).toHaveValue(body.value);
      await expect(page.getByLabel('Hasta')).toHaveValue(String(maxPrice));
    });

    await test.step('a filtered page is kept out of the index and points at its brand and body type', async () => {
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${origin}${PAGE}?marca=${brand.value}&carroceria=${body.value}`,
      );
    });
  });

  test('"Ver más" adds the next page below, the address following, and moves the focus to it; axe finds nothing serious', async ({
    page,
    request,
  }) => {
    const [first, second] = await Promise.all([apiSearch(request, ''), apiSearch(request, 'pagina=2')]);
    expect(second.data.length, 'the demo stock has more than one page').toBeGreaterThan(0);
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/vehiculos-0km\/stock$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    const more = page.getByRole('link', { name: 'Ver más' });
    await expect(more).toHaveAttribute('href', `${PAGE}?pagina=2`);
    await more.click();
    const both = [...first.data, ...second.data].map((unit) => unit.id);
    await expect.poll(() => listedIds(page)).toEqual(both);
    // The address follows, so a shared link opens where the visitor is.
    await expect(page).toHaveURL(`${PAGE}?pagina=2`);
    const firstAdded = page.locator('.stock-results__item').nth(first.data.length);
    await expect(firstAdded).toBeFocused();
    await expect(page.getByText(`Mostrando ${both.length} de ${countText(first.meta.total)}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver desde el principio' })).toHaveCount(0);

    await openFilters(page);
    await expectNoSeriousAxeViolations(page);
  });

  test('two units ticked among the results are compared side by side', async ({ page, request }) => {
    const { data } = await apiSearch(request, 'orden=-precio');
    const [dearest, next] = data;
    if (!dearest || !next) throw new Error('The demo stock has fewer than two units');
    await page.goto(`${PAGE}?orden=-precio`);
    await waitForHydration(page);
    const tick = (unit: SearchResultUnit) =>
      page
        .locator(`article[data-unit="${unit.id}"]`)
        .getByRole('checkbox', { name: `Comparar ${unit.model} ${unit.color}` });
    await tick(dearest).check();
    await expect(page.getByText('Marcaste 1 unidad: marcá otra para comparar.')).toBeVisible();
    await tick(next).check();
    await page.getByRole('button', { name: 'Comparar', exact: true }).click();
    await expect(page).toHaveURL(`/vehiculos-0km/comparar?unidades=${dearest.id},${next.id}`);
    await expect(page.getByRole('table')).toContainText(dearest.version.name);
    await expect(page.getByRole('table')).toContainText(next.version.name);
  });

  test('an empty search says so and offers to clear the filters; an address the search can’t read answers 400 in Spanish', async ({
    page,
    request,
  }) => {
    const whole = await apiSearch(request, 'por_pagina=1');
    const cheapest = whole.data[0];
    if (!cheapest) throw new Error('The demo stock is empty');
    await page.goto(`${PAGE}?precio_max=${cheapest.price_pesos - 1}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: '0 unidades' })).toBeVisible();
    await expect(page.getByText('No encontramos unidades disponibles con estos filtros.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Limpiar filtros' }).first().click();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('heading', { level: 2, name: countText(whole.meta.total) })).toBeVisible();

    const refused = await request.get(`${PAGE}?carroceria=coupe&pagina=0`);
    expect(refused.status()).toBe(400);
    const html = await refused.text();
    expect(html).toContain('carroceria debe ser uno de: hatchback, sedan, suv, pickup, utilitario.');
    expect(html).toContain('pagina debe ser mayor o igual a 1.');
    await page.goto(`${PAGE}?carroceria=coupe`);
    await expect(page.getByRole('alert').filter({ hasText: 'carroceria debe ser uno de' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form still filters by GET, its cleared fields left out of the address, and "Ver más" opens the next page', async ({
      page,
      request,
    }) => {
      const { body, brand } = await chosenSearch(request);
      await page.goto(PAGE);
      await openFilters(page);
      await page.getByLabel('Marca').selectOption(brand.value);
      await page.getByLabel('Carrocería').selectOption(body.value);
      await page.getByRole('button', { name: 'Aplicar filtros' }).click();
      await expect(page).toHaveURL(`${PAGE}?marca=${brand.value}&carroceria=${body.value}`);
      const api = await apiSearch(request, `marca=${brand.value}&carroceria=${body.value}`);
      expect(await listedIds(page)).toEqual(api.data.map((unit) => unit.id));
      // The canonical search of a brand and a body type is worth indexing.
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

      const second = await apiSearch(request, 'pagina=2');
      await page.goto(PAGE);
      await page.getByRole('link', { name: 'Ver más' }).click();
      await expect(page).toHaveURL(`${PAGE}?pagina=2`);
      expect(await listedIds(page)).toEqual(second.data.map((unit) => unit.id));
      await expect(page.getByRole('link', { name: 'Ver desde el principio' })).toHaveAttribute('href', PAGE);
    });
  });

  test('the families page and the site’s sections lead to it', async ({ page }) => {
    await page.goto('/vehiculos-0km');
    await waitForHydration(page);
    const link = page.getByRole('main').getByRole('link', { name: 'Ver todo el stock' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehículos 0\u00a0km en stock');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Buscar un 0km' })).toHaveAttribute(
      'href',
      PAGE,
    );
  });
});

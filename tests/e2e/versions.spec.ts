import { expect, type Page, test } from '@playwright/test';
import { comparisonRows } from '../../app/features/vehicles/version-view';
import { formatMoney, formatPriceOrUnavailable } from '../../domain/money';
import { discountLabel, offerDiscount } from '../../domain/pricing';
import { toRouteParam } from '../../domain/route-params';
import { htmlText } from './support/catalogue';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  waitForHydration,
} from './support/page-checks';
import {
  buyPath,
  cheapestAvailable,
  type FamilyCase,
  findFamily,
  PRICE_REQUEST_FLAG_KEY,
  unitsOf,
  versionsBrand,
  versionsPath,
} from './versions-support';

const NOT_FOUND = 'No encontramos este vehículo en nuestro catálogo.';
const NO_STOCK = 'No tenemos disponibilidad de esta versión.';
const REQUEST_PRICES = 'Consultar precios';
const FIND_VERSION = 'Encontrá la versión para vos';

/** Stores the price-request flag before any page script runs, as a request made earlier in the session would. */
async function withPricesUnlocked(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PRICE_REQUEST_FLAG_KEY);
}

function versionCard(page: Page, name: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

test.describe('family versions page (/vehiculos-0km/versiones/{brand}/{family}/{id})', () => {
  test('the server HTML holds the family, its description and its versions', async ({ request }) => {
    const brand = versionsBrand('volkswagen');
    const found = await findFamily(request, ['volkswagen'], (versions) => versions.length > 0);
    if (!found) throw new Error('The demo catalogue has no Volkswagen family with versions');
    const response = await request.get(found.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      `<title>${htmlText(`${brand.name} ${found.family.name} 0 km: versiones`)} | Territorio</title>`,
    );
    expect(html).toMatch(/<main[^>]*class="[^"]*\btheme-vw\b/);
    expect(html).toContain(htmlText(found.family.description));
    for (const version of found.versions) expect(html).toContain(`>${htmlText(version.name)}</h3>`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);

    // Structured data names the vehicle and its availability, without the prices the page keeps behind the request.
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(jsonLd, 'the page prints JSON-LD').toBeTruthy();
    const car = JSON.parse(jsonLd ?? '{}') as Record<string, unknown> & { offers?: Record<string, unknown> };
    expect(car['@type']).toBe('Car');
    expect(car.name).toBe(`${brand.name} ${found.family.name}`);
    expect(car.offers?.price).toBeUndefined();
  });

  test('shows the breadcrumb, the description, and each version with its features', async ({
    page,
    request,
    baseURL,
  }) => {
    const found = await findFamily(request, ['chevrolet'], (versions) => versions.length > 1);
    if (!found) throw new Error('The demo catalogue has no Chevrolet family with versions');
    const { brand, family, versions, path } = found;
    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(family.name);
    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Vehículos 0Km', brand.name, family.name]);
    await expect(breadcrumb.getByRole('link', { name: 'Vehículos 0Km' })).toHaveAttribute(
      'href',
      '/vehiculos-0km',
    );
    await expect(breadcrumb.getByRole('link', { name: brand.name })).toHaveAttribute(
      'href',
      `/vehiculos-0km/${brand.slug}`,
    );
    await expect(breadcrumb.getByText(family.name, { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(family.description)).toBeVisible();

    const grid = page.getByRole('region', { name: `Versiones de ${family.name}` });
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(versions.map((version) => version.name));
    for (const version of versions) {
      const features = versionCard(page, version.name).getByRole('list', {
        name: `Equipamiento de ${version.name}`,
      });
      await expect(features.getByRole('listitem')).toHaveText(version.features);
    }

    await expect(page).toHaveTitle(`${brand.name} ${family.name} 0 km: versiones | Territorio`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    for (const version of versions) expect(description).toContain(version.name);

    // docs/product.md §2: the page ends with the contact form, sent with the family as its subject.
    await expect(
      page.getByRole('heading', { level: 2, name: `¿Tenés dudas sobre el ${family.name}?` }),
    ).toBeVisible();
  });

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
    await expectNoSeriousAxeViolations(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(table).toBeHidden();
  });

  test('Nissan families have no compare-versions toggle', async ({ page, request }) => {
    const found = await findFamily(request, ['nissan'], (versions) => versions.length > 1);
    if (!found) throw new Error('The demo catalogue has no Nissan family with two versions');
    await page.goto(found.path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(found.family.name);
    await expect(page.getByRole('button', { name: /Comparar versiones/ })).toHaveCount(0);
  });

  test('a version without stock is disabled and points to an advisor', async ({ page, request }) => {
    const found = await findFamily(request, ['volkswagen', 'chevrolet', 'nissan'], (versions) =>
      versions.some((version) => version.stock_count === 0),
    );
    if (!found) throw new Error('The demo catalogue has no version without stock');
    const version = found.versions.find((candidate) => candidate.stock_count === 0);
    if (!version) throw new Error('unreachable');
    await page.goto(found.path);
    await waitForHydration(page);

    const card = versionCard(page, version.name);
    await expect(card.getByText(NO_STOCK, { exact: true })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    const advisor = card.getByRole('link', { name: 'Contactate con un asesor' });
    await expect(advisor).toHaveAttribute('href', '#contacto');
    await advisor.click();
    await expect(
      page.getByRole('region', { name: `¿Tenés dudas sobre el ${found.family.name}?` }),
    ).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeVisible();
  });

  test.describe('price-request gate', () => {
    test('prices stay hidden until a price request succeeds, then persist for the session', async ({
      page,
      request,
      browser,
    }) => {
      const found = await findFamily(
        request,
        ['volkswagen'],
        (versions) => versions.filter((version) => version.stock_count > 0).length > 1,
      );
      if (!found) throw new Error('The demo catalogue has no Volkswagen family with stock');
      const inStock = found.versions.filter((version) => version.stock_count > 0);
      await page.goto(found.path);
      await waitForHydration(page);

      await expect(page.getByRole('button', { name: REQUEST_PRICES })).toHaveCount(inStock.length);
      await expect(page.getByRole('button', { name: FIND_VERSION })).toHaveCount(0);
      await expect(page.getByText('Precio final desde $')).toHaveCount(0);

      const opener = versionCard(page, inStock[0]?.name ?? '').getByRole('button', { name: REQUEST_PRICES });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: REQUEST_PRICES });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toBeFocused();

      // docs/product.md §5: name, last name and e-mail required (domain/leads.ts messages); nothing is sent yet.
      let posted = 0;
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/v2/territorio/price-request')) posted++;
      });
      await dialog.getByRole('button', { name: 'Ver precios' }).click();
      await expect(dialog.getByText('Ingresá tu nombre.')).toBeVisible();
      await expect(dialog.getByText('Ingresá tu apellido.')).toBeVisible();
      await expect(dialog.getByText('Ingresá tu e-mail.')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
      await dialog.getByRole('textbox', { name: 'Email' }).fill('no-es-un-email');
      await dialog.getByRole('button', { name: 'Ver precios' }).click();
      await expect(dialog.getByText('Ingresá un e-mail válido.')).toBeVisible();
      expect(posted).toBe(0);

      await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
      await dialog.getByRole('textbox', { name: 'Apellido' }).fill('Funes');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('lucia.funes@example.com');
      const [sent] = await Promise.all([
        page.waitForRequest((candidate) => candidate.url().endsWith('/api/v2/territorio/price-request')),
        dialog.getByRole('button', { name: 'Ver precios' }).click(),
      ]);
      expect(sent.method()).toBe('POST');
      expect(sent.postDataJSON()).toMatchObject({
        name: 'Lucía',
        lastname: 'Funes',
        email: 'lucia.funes@example.com',
        cellphone: '',
        vehicle: found.family.name,
      });
      expect((await sent.response())?.status()).toBe(201);

      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: REQUEST_PRICES })).toHaveCount(0);
      await expect(page.getByRole('button', { name: FIND_VERSION })).toHaveCount(inStock.length);
      // Focus lands on what replaced the button that opened the request.
      await expect(
        versionCard(page, inStock[0]?.name ?? '').getByRole('button', { name: FIND_VERSION }),
      ).toBeFocused();
      expect(await page.evaluate((key) => window.sessionStorage.getItem(key), PRICE_REQUEST_FLAG_KEY)).toBe(
        '1',
      );
      await expectPrices(page, found, request);

      // Same tab: the flag survives a reload.
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: FIND_VERSION })).toHaveCount(inStock.length);
      await expectPrices(page, found, request);

      // A new browser session asks again.
      const fresh = await browser.newContext();
      const other = await fresh.newPage();
      await other.goto(found.path);
      await waitForHydration(other);
      await expect(other.getByRole('button', { name: REQUEST_PRICES })).toHaveCount(inStock.length);
      await expect(other.getByRole('button', { name: FIND_VERSION })).toHaveCount(0);
      await fresh.close();
    });

    test('when the request fails the prices show anyway, but nothing is remembered', async ({
      page,
      request,
    }) => {
      const found = await findFamily(request, ['chevrolet'], (versions) =>
        versions.some((version) => version.stock_count > 0),
      );
      if (!found) throw new Error('The demo catalogue has no Chevrolet family with stock');
      await page.route('**/api/v2/territorio/price-request', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Error interno."}' }),
      );
      await page.goto(found.path);
      await waitForHydration(page);
      await page.getByRole('button', { name: REQUEST_PRICES }).first().click();
      const dialog = page.getByRole('dialog', { name: REQUEST_PRICES });
      await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Ana');
      await dialog.getByRole('textbox', { name: 'Apellido' }).fill('Gómez');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
      await dialog.getByRole('textbox', { name: 'Celular (opcional)' }).fill('261 555 1234');
      await dialog.getByRole('button', { name: 'Ver precios' }).click();

      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: FIND_VERSION }).first()).toBeVisible();
      expect(
        await page.evaluate((key) => window.sessionStorage.getItem(key), PRICE_REQUEST_FLAG_KEY),
      ).toBeNull();
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: REQUEST_PRICES }).first()).toBeVisible();
    });

    test('Escape closes the price request and focus returns to its button', async ({ page, request }) => {
      const found = await findFamily(request, ['nissan'], (versions) =>
        versions.some((version) => version.stock_count > 0),
      );
      if (!found) throw new Error('The demo catalogue has no Nissan family with stock');
      await page.goto(found.path);
      await waitForHydration(page);
      const opener = page.getByRole('button', { name: REQUEST_PRICES }).first();
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: REQUEST_PRICES });
      await expect(dialog).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect(await hasVisibleFocus(opener)).toBe(true);
    });
  });

  test.describe('units overlay', () => {
    test('opens by keyboard and lists every unit with Reservar to the buy route', async ({
      page,
      request,
    }) => {
      const found = await findFamily(request, ['volkswagen'], (versions) =>
        versions.some((version) => version.stock_count > 0),
      );
      if (!found) throw new Error('The demo catalogue has no Volkswagen family with stock');
      const version = found.versions.find((candidate) => candidate.stock_count > 0);
      if (!version) throw new Error('unreachable');
      const units = await unitsOf(request, found.brand, found.family.id, version.id);

      await withPricesUnlocked(page);
      await page.goto(found.path);
      await waitForHydration(page);
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
      await expectNoSeriousAxeViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('a held or reserved unit shows Reservado and no Reservar', async ({ page, request }) => {
      let reservedUnitId = 0;
      let versionName = '';
      const found = await findFamily(
        request,
        ['volkswagen', 'chevrolet', 'nissan', 'baic'],
        async (versions, family, brand) => {
          for (const version of versions) {
            if (version.stock_count === 0) continue;
            const taken = (await unitsOf(request, brand, family.id, version.id)).find(
              (unit) => !unit.available,
            );
            if (taken) {
              reservedUnitId = taken.id;
              versionName = version.name;
              return true;
            }
          }
          return false;
        },
      );
      test.skip(!found, 'The demo catalogue has no held or reserved unit in a version with stock');
      if (!found) return;
      const units = await unitsOf(
        request,
        found.brand,
        found.family.id,
        found.versions.find((version) => version.name === versionName)?.id ?? 0,
      );
      const reserved = units.find((unit) => unit.id === reservedUnitId);
      if (!reserved) throw new Error('unreachable');

      await withPricesUnlocked(page);
      await page.goto(found.path);
      await waitForHydration(page);
      await versionCard(page, versionName).getByRole('button', { name: FIND_VERSION }).click();
      const dialog = page.getByRole('dialog', { name: 'Unidades disponibles' });
      const item = dialog.getByRole('article').filter({ hasText: reserved.chassis });
      await expect(item.getByText('Reservado', { exact: true })).toBeVisible();
      await expect(item.getByRole('link')).toHaveCount(0);
      // The close button and a click outside the panel close it too.
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(dialog).toBeHidden();
    });
  });

  test.describe('not found and canonical address', () => {
    test('an unknown id answers 404 with the docs/product.md §8 text and a back link', async ({ page }) => {
      const response = await page.goto('/vehiculos-0km/versiones/volkswagen/polo/999999');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
      await expect(page).toHaveTitle(`${NOT_FOUND} | Territorio`);
      const back = page.getByRole('link', { name: 'Volver a los modelos Volkswagen' });
      await expect(back).toHaveAttribute('href', '/vehiculos-0km/volkswagen');
      await expectNoSeriousAxeViolations(page);
      await waitForHydration(page);
      await back.click();
      await expect(page).toHaveURL(/\/vehiculos-0km\/volkswagen$/);
    });

    test("another brand's family, a non-numeric id and an unknown brand are not found either", async ({
      request,
    }) => {
      const found = await findFamily(request, ['chevrolet'], () => true);
      if (!found) throw new Error('The demo catalogue has no Chevrolet family');
      const paths = [
        `/vehiculos-0km/versiones/volkswagen/${toRouteParam(found.family.name)}/${found.family.id}`,
        '/vehiculos-0km/versiones/volkswagen/polo/uno',
        '/vehiculos-0km/versiones/volkswagen/polo/0',
        `/vehiculos-0km/versiones/ford/${toRouteParam(found.family.name)}/${found.family.id}`,
        `/vehiculos-0km/versiones/territorio/${toRouteParam(found.family.name)}/${found.family.id}`,
      ];
      for (const path of paths) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toContain(htmlText(NOT_FOUND));
      }
    });

    test('a family segment that does not match redirects (301) to the canonical address', async ({
      request,
    }) => {
      const found = await findFamily(request, ['volkswagen'], () => true);
      if (!found) throw new Error('The demo catalogue has no Volkswagen family');
      const canonical = versionsPath(found.brand, found.family);
      for (const path of [
        `/vehiculos-0km/versiones/volkswagen/otro-nombre/${found.family.id}`,
        `/vehiculos-0km/versiones/Volkswagen/${toRouteParam(found.family.name)}/${found.family.id}`,
        `/vehiculos-0km/versiones/volkswagen/${toRouteParam(found.family.name)}/00${found.family.id}`,
      ]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(301);
        expect(response.headers().location, path).toBe(canonical);
      }
    });
  });

  for (const slug of ['volkswagen', 'nissan']) {
    test(`a ${slug} versions page passes axe and never scrolls sideways`, async ({ page, request }) => {
      const found = await findFamily(request, [slug], (versions) => versions.length > 0);
      if (!found) throw new Error(`The demo catalogue has no ${slug} family`);
      await page.goto(found.path);
      await waitForHydration(page);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('with prices shown the page still passes axe and never scrolls sideways', async ({
    page,
    request,
  }) => {
    const found = await findFamily(request, ['baic'], (versions) =>
      versions.some((version) => version.stock_count > 0),
    );
    if (!found) throw new Error('The demo catalogue has no BAIC family with stock');
    await withPricesUnlocked(page);
    await page.goto(found.path);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: FIND_VERSION }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });

  test('the price box keeps its size whatever it shows (no layout shift)', async ({ page, request }) => {
    const found = await findFamily(request, ['volkswagen'], (versions) =>
      versions.some((version) => version.stock_count > 0),
    );
    if (!found) throw new Error('The demo catalogue has no Volkswagen family with stock');
    const heights = () =>
      page
        .locator('article')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
    await page.goto(found.path);
    await waitForHydration(page);
    const locked = await heights();
    await page.evaluate((key) => window.sessionStorage.setItem(key, '1'), PRICE_REQUEST_FLAG_KEY);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: FIND_VERSION }).first()).toBeVisible();
    expect(await heights()).toEqual(locked);
  });
});

/** Each card in stock quotes its cheapest unit that can be reserved (docs/product.md §9 formatting and discount label). */
async function expectPrices(page: Page, found: FamilyCase, request: Parameters<typeof unitsOf>[0]) {
  for (const version of found.versions) {
    const card = versionCard(page, version.name);
    if (version.stock_count === 0) {
      await expect(card.getByText(NO_STOCK)).toBeVisible();
      continue;
    }
    const unit = cheapestAvailable(await unitsOf(request, found.brand, found.family.id, version.id));
    if (!unit) throw new Error(`${version.name} has stock but no unit to reserve`);
    await expect(
      card.getByText(formatPriceOrUnavailable(unit.full_price_with_discount, unit.currency), { exact: true }),
    ).toBeVisible();
    await expect(
      card.getByText(`Precio de lista ${formatPriceOrUnavailable(unit.list_price, unit.currency)}`),
    ).toBeVisible();
    const discount = offerDiscount(unit);
    if (discount > 0) {
      await expect(card.getByText(discountLabel(unit.special_discount), { exact: true })).toBeVisible();
      await expect(
        card.getByText(`\u2212${formatMoney(discount, unit.currency)}`, { exact: true }),
      ).toBeVisible();
    }
    await expect(card.getByRole('button', { name: FIND_VERSION })).toBeVisible();
  }
}

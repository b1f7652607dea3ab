import { expect, test } from '@playwright/test';
import { toRouteParam } from '#domain/shared/route-params';
import { htmlText } from './support/catalogue-helpers';
import {
  DEALERSHIP_API,
  holdThroughApi,
  operationReadyToPay,
  uniqueEmail,
  type VersionUnitCase,
} from './support/dealership-helpers';
import { waitForHydration } from './support/page-checks';
import {
  expectPrices,
  FIND_VERSION,
  familiesOf,
  findFamily,
  HELD_LABEL,
  NO_STOCK,
  PRICE_REQUEST_FLAG_KEY,
  REQUEST_PRICES,
  unitsOf,
  VERSIONS_NOT_FOUND,
  versionCard,
  versionsBrand,
  versionsOf,
  versionsPath,
  withPricesUnlocked,
} from './versions-support';

/*
 * What a family's versions page shows, links and sends, and the price-request gate's logic: none of it depends on the
 * viewport, so it runs once. The compare table, the overlays' opening and closing, and the layout run at both
 * viewports in versions.spec.ts; axe in a11y.spec.ts.
 */
test.describe('family versions page (/vehiculos-0km/versiones/{brand}/{family}/{id})', {
  tag: ['@vehicles'],
}, () => {
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

  test('shows the breadcrumb, the description, each version with its features, and the metadata', async ({
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
      versions.some((version) => version.stock_count === 0 && !version.held_count),
    );
    if (!found) throw new Error('The demo catalogue has no version without stock');
    const version = found.versions.find((candidate) => candidate.stock_count === 0 && !candidate.held_count);
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

  test.describe('price-request gate', { tag: ['@price-request'] }, () => {
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

      // docs/product.md §5: name, last name and e-mail required (domain/content/leads.ts messages); nothing is sent yet.
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
        // The version the visitor clicked, by the catalogue's ids: the server names it (docs/decisions/0061).
        brand_id: found.family.brand_id,
        family_id: found.family.id,
        version_id: inStock[0]?.id,
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
  });

  test('a held unit shows it is reserved for the moment and no Reservar; the close button closes the units', async ({
    page,
    request,
  }) => {
    // docs/product.md §4 and D5: a unit is held for a buyer once their deposit payment opens. The test holds one itself,
    // of BAIC (the payment specs pay with the other brands), that no other page quotes while it is held: not the
    // cheapest of its version (the card's price), nor one of the brand's offers.
    const brand = versionsBrand('baic');
    const offers = await request.get('/v2/baic/model/offers');
    expect(offers.status()).toBe(200);
    const offered = new Set(
      ((await offers.json()) as { data: { id: number }[] }).data.map((offer) => offer.id),
    );
    let found: VersionUnitCase | undefined;
    search: for (const family of await familiesOf(request, brand)) {
      for (const version of await versionsOf(request, brand, family.id)) {
        const free = (await unitsOf(request, brand, family.id, version.id)).filter(
          (unit) => unit.available && unit.full_price_with_discount > 0,
        );
        const unit = free.slice(1).find((candidate) => !offered.has(candidate.id));
        if (unit) {
          found = { brand, family, version, unit, path: versionsPath(brand, family) };
          break search;
        }
      }
    }
    if (!found) throw new Error('The demo catalogue has no BAIC version with two units to reserve');
    const email = uniqueEmail('reservado');
    const started = await operationReadyToPay(request, found, email);
    await holdThroughApi(request, started.code);

    try {
      const held = (await unitsOf(request, brand, found.family.id, found.version.id)).find(
        (unit) => unit.id === found.unit.id,
      );
      expect(held).toMatchObject({ status: 'held', available: false });

      await withPricesUnlocked(page);
      await page.goto(found.path);
      await waitForHydration(page);
      await versionCard(page, found.version.name).getByRole('button', { name: FIND_VERSION }).click();
      const dialog = page.getByRole('dialog', { name: 'Unidades disponibles' });
      const item = dialog.getByRole('article').filter({ hasText: found.unit.chassis });
      await expect(item.getByText(HELD_LABEL, { exact: true })).toBeVisible();
      // No 'Reservar' (its only link is 'Manejalo antes', the version's test drive).
      await expect(item.getByRole('link', { name: 'Reservar' })).toHaveCount(0);
      await expect(item.getByRole('link')).toHaveText(['Manejalo antes']);
      // The close button and a click outside the panel close it too.
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(dialog).toBeHidden();
    } finally {
      // Withdrawing the unpaid operation gives the unit back (docs/product.md §4).
      const cancelled = await request.post(DEALERSHIP_API.cancel, {
        data: { code: started.code, email },
      });
      expect(cancelled.status(), 'the hold is given back').toBe(200);
    }
  });

  test('not found and canonical address: 404s with the docs/product.md §8 text, 301s to the canonical address', async ({
    page,
    request,
  }) => {
    await test.step('an unknown id answers 404 with the docs/product.md §8 text and a back link', async () => {
      const response = await page.goto('/vehiculos-0km/versiones/volkswagen/polo/999999');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(VERSIONS_NOT_FOUND);
      await expect(page).toHaveTitle(`${VERSIONS_NOT_FOUND} | Territorio`);
      const back = page.getByRole('link', { name: 'Volver a los modelos Volkswagen' });
      await expect(back).toHaveAttribute('href', '/vehiculos-0km/volkswagen');
      await waitForHydration(page);
      await back.click();
      await expect(page).toHaveURL(/\/vehiculos-0km\/volkswagen$/);
    });

    await test.step("another brand's family, a non-numeric id and an unknown brand are not found either", async () => {
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
        expect(await response.text(), path).toContain(htmlText(VERSIONS_NOT_FOUND));
      }
    });

    await test.step('a family segment that does not match redirects (301) to the canonical address', async () => {
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
});

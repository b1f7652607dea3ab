import { expect, test } from '@playwright/test';
import type { Family } from '#domain/catalogue/catalogue';
import { toRouteParam } from '#domain/shared/route-params';
import { CATALOGUE_BRANDS, escapeRegExp, familiesOf, htmlText } from './support/catalogue-helpers';
import { waitForHydration } from './support/page-checks';

const PATH = '/vehiculos-0km';

/*
 * What the families overview shows does not depend on the viewport: it runs once. Its layout and keyboard use at
 * both viewports are in layout-a11y.spec.ts; axe checks it in a11y.spec.ts (a11y/catalogue.ts).
 */
test.describe('families overview (/vehiculos-0km)', { tag: ['@vehicles'] }, () => {
  test('server HTML, brand groups, metadata, eager first row and a client-side brand link', async ({
    page,
    request,
    baseURL,
  }) => {
    const families = new Map<string, Family[]>();
    for (const brand of CATALOGUE_BRANDS) families.set(brand.slug, await familiesOf(request, brand));

    await test.step('the server HTML holds every brand heading and every family card', async () => {
      const response = await request.get(PATH);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>Vehículos 0\u00a0km<\/h1>/);
      expect(html).toContain('<title>Vehículos 0 km | Territorio</title>');
      for (const brand of CATALOGUE_BRANDS) {
        expect(html).toMatch(new RegExp(`<h2[^>]*>${escapeRegExp(brand.name)}</h2>`));
        for (const family of families.get(brand.slug) ?? []) {
          const href = `/vehiculos-0km/versiones/${brand.slug}/${toRouteParam(family.name)}/${family.id}`;
          expect(html, `${brand.name} ${family.name} is rendered on the server`).toContain(`href="${href}"`);
          expect(html).toContain(`>${htmlText(family.name)}</a>`);
        }
      }
    });

    await page.goto(PATH);

    await test.step('groups the families by brand, in catalogue order, each with a link to its brand page', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehículos 0 km');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        CATALOGUE_BRANDS.map((brand) => brand.name),
      );
      for (const brand of CATALOGUE_BRANDS) {
        const section = page.getByRole('region', { name: brand.name, exact: true });
        await expect(section).toHaveClass(new RegExp(`\\btheme-${brand.styleKey}\\b`));
        await expect(section.getByRole('link', { name: `Ver modelos ${brand.name}` })).toHaveAttribute(
          'href',
          `/vehiculos-0km/${brand.slug}`,
        );
        const brandFamilies = families.get(brand.slug) ?? [];
        await expect(section.getByRole('article')).toHaveCount(brandFamilies.length);
        for (const family of brandFamilies) {
          await expect(section.getByRole('link', { name: family.name, exact: true })).toHaveAttribute(
            'href',
            `/vehiculos-0km/versiones/${brand.slug}/${toRouteParam(family.name)}/${family.id}`,
          );
        }
      }
    });

    await test.step('has its title, description and canonical link', async () => {
      await expect(page).toHaveTitle('Vehículos 0 km | Territorio');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      for (const brand of CATALOGUE_BRANDS) expect(description).toContain(brand.name);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`);
    });

    await test.step('loads only the first row of pictures eagerly', async () => {
      const images = page.locator('.family-card img');
      await expect(images.first()).toHaveAttribute('loading', 'eager');
      await expect(images.nth(3)).toHaveAttribute('loading', 'lazy');
      await expect(images.last()).toHaveAttribute('loading', 'lazy');
    });

    await test.step('is hydrated: a brand link navigates without reloading the document', async () => {
      await waitForHydration(page);
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole('link', { name: 'Ver modelos Volkswagen' }).click();
      await expect(page).toHaveURL(/\/vehiculos-0km\/volkswagen$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen 0 km');
      await expect(page).toHaveTitle('Volkswagen 0 km en Mendoza y San Juan | Territorio');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
    });
  });
});

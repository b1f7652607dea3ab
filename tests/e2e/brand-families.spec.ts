import { expect, test } from '@playwright/test';
import { formatMoney } from '../../domain/money';
import { toRouteParam } from '../../domain/route-params';
import { catalogueBrand, familiesOf, htmlText } from './support/catalogue';

const VW = catalogueBrand('volkswagen');
const PATH = '/vehiculos-0km/volkswagen';
const VERSIONS_HREF = /^\/vehiculos-0km\/versiones\/volkswagen\/[a-z0-9]+(?:-[a-z0-9]+)*\/\d+$/;

test.describe('brand families page (/vehiculos-0km/{brand})', () => {
  test('the server HTML holds the Volkswagen families', async ({ request }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Volkswagen 0 km en Mendoza y San Juan | Territorio</title>');
    expect(html).toMatch(/<main[^>]*class="[^"]*\btheme-vw\b/);
    for (const family of await familiesOf(request, VW)) {
      expect(html, `${family.name} is rendered on the server`).toContain(`>${htmlText(family.name)}</a>`);
    }
  });

  test('shows the hero with its breadcrumb and the brand theme', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('main')).toHaveClass(/\btheme-vw\b/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen 0 km');

    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Vehículos 0Km', 'Volkswagen']);
    await expect(breadcrumb.getByRole('link', { name: 'Vehículos 0Km' })).toHaveAttribute(
      'href',
      '/vehiculos-0km',
    );
    await expect(breadcrumb.getByText('Volkswagen', { exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('lists every family as a card linking to its versions', async ({ page, request }) => {
    await page.goto(PATH);
    const families = await familiesOf(request, VW);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(families.length);

    for (const [index, family] of families.entries()) {
      const card = cards.nth(index);
      const link = card.getByRole('link', { name: family.name, exact: true });
      await expect(link).toHaveAttribute('href', VERSIONS_HREF);
      await expect(link).toHaveAttribute(
        'href',
        `/vehiculos-0km/versiones/volkswagen/${toRouteParam(family.name)}/${family.id}`,
      );

      const image = card.getByRole('img', { name: family.name, exact: true });
      await expect(image).toHaveAttribute('src', family.image);
      await expect(image).toHaveAttribute('width', '640');
      await expect(image).toHaveAttribute('height', '320');
      await expect(image).toHaveAttribute('loading', index < 3 ? 'eager' : 'lazy');

      await expect(card.getByText(family.description)).toBeVisible();
      const discount = `Hasta ${formatMoney(family.discount, family.currency)} de descuento`;
      if (family.discount > 0) await expect(card.getByText(discount)).toBeVisible();
      else await expect(card.getByText(/de descuento$/)).toHaveCount(0);

      const stock =
        family.stock_count === 0
          ? 'Consultá disponibilidad'
          : family.stock_count === 1
            ? '1 unidad disponible'
            : `${family.stock_count} unidades disponibles`;
      await expect(card.getByText(stock, { exact: true })).toBeVisible();
    }
  });

  test('has its title, description and canonical link', async ({ page, request, baseURL }) => {
    await page.goto(PATH);
    await expect(page).toHaveTitle('Volkswagen 0 km en Mendoza y San Juan | Territorio');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/^Volkswagen 0 km/);
    for (const family of await familiesOf(request, VW)) expect(description).toContain(family.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`);
  });

  for (const slug of ['chevrolet', 'nissan', 'baic']) {
    test(`/vehiculos-0km/${slug} shows the ${slug} theme and families`, async ({ page, request }) => {
      const brand = catalogueBrand(slug);
      await page.goto(`/vehiculos-0km/${slug}`);
      await expect(page.getByRole('main')).toHaveClass(new RegExp(`\\btheme-${brand.styleKey}\\b`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${brand.name} 0 km`);
      await expect(page.getByRole('article')).toHaveCount((await familiesOf(request, brand)).length);
    });
  }

  test('an unknown brand answers 404 with the not-found page', async ({ page, request }) => {
    for (const path of ['/vehiculos-0km/ford', '/vehiculos-0km/territorio']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const response = await page.goto('/vehiculos-0km/ford');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página.');
    await expect(page).toHaveTitle('No encontramos esta página. | Territorio');
  });

  test('a brand written in capitals redirects to the lower-case address', async ({ request }) => {
    const response = await request.get('/vehiculos-0km/Volkswagen', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(PATH);
  });
});

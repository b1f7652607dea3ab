import { expect, test } from '@playwright/test';
import type { Offer } from '#domain/catalogue/catalogue';
import {
  discountText,
  expectedBrand,
  familyCards,
  OFFER_BRANDS,
  offerSection,
  TAB_NAMES,
  unitsText,
} from './support/offers-helpers';
import { waitForHydration } from './support/page-checks';

const CONTACT_ENDPOINT = '/api/v2/territorio/contact';

/*
 * What the offers page lists, links and sends does not depend on the viewport: it runs once. The scroll buttons, the
 * units dialog, the keyboard and the layout run at both viewports in offers.spec.ts; axe in a11y.spec.ts.
 */
test.describe('offers page (/oportunidades)', { tag: ['@offers'] }, () => {
  test('/oportunidades: server HTML, tabs, counts, family cards, disclaimers, and the loading view between tabs', async ({
    page,
    request,
    baseURL,
  }) => {
    const expected = await Promise.all(OFFER_BRANDS.map((brand) => expectedBrand(request, brand)));
    const total = expected.reduce((sum, brand) => sum + brand.units, 0);

    await test.step('the server HTML has the title, the count and every brand section', async () => {
      const response = await request.get('/oportunidades');
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Oportunidades 0 km | Territorio</title>');
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/oportunidades"/>`);
      expect(html).toMatch(/<meta property="og:title" content="Oportunidades 0 km \| Territorio"\/>/);
      expect(html).toContain(`${total} unidades 0\u00a0km con descuento</h1>`);
      for (const { brand } of expected) expect(html).toContain(`>${brand.name}</h2>`);
    });

    await page.goto('/oportunidades');

    await test.step('tabs come in the order of docs/product.md §9 and mark the page shown', async () => {
      const tabs = page.getByRole('navigation', { name: 'Marcas' }).getByRole('link');
      await expect(tabs).toHaveText(TAB_NAMES);
      const hrefs = [
        '/oportunidades/chevrolet',
        '/oportunidades/nissan',
        '/oportunidades/volkswagen',
        '/oportunidades',
      ];
      for (const [index, href] of hrefs.entries())
        await expect(tabs.nth(index)).toHaveAttribute('href', href);
      await expect(tabs.nth(3)).toHaveAttribute('aria-current', 'page');
      await expect(
        page.getByRole('navigation', { name: 'Marcas' }).locator('[aria-current="page"]'),
      ).toHaveCount(1);
    });

    await test.step('the counts and family cards match the catalogue', async () => {
      expect(total, 'the demo catalogue has discounted units').toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${total} unidades 0 km con descuento`,
      );
      await expect(page.getByRole('heading', { level: 2 })).toContainText(TAB_NAMES.slice(0, 3));
      for (const { brand, families, units } of expected) {
        const region = offerSection(page, brand.name);
        await expect(region.getByText(unitsText(units), { exact: true }).first()).toBeVisible();
        const cards = familyCards(page, brand.name);
        await expect(cards).toHaveCount(families.length);
        for (const [index, family] of families.entries()) {
          const card = cards.nth(index);
          const best = family.offers[0] as Offer;
          await expect(card.getByRole('button', { name: family.name, exact: true })).toBeVisible();
          const offers = family.offers.length === 1 ? '1 oferta' : `${family.offers.length} ofertas`;
          await expect(card.getByText(`${offers} · ${unitsText(family.units)}`)).toBeVisible();
          await expect(card.getByText(discountText(best), { exact: true })).toBeVisible();
          const image = card.locator('img');
          await expect(image).toHaveAttribute('src', best.image);
          await expect(image).toHaveAttribute('width', '640');
          await expect(image).toHaveAttribute('height', '320');
        }
      }
    });

    await test.step("'Ver todos' is disabled with every brand shown", async () => {
      const disabled = page.getByRole('button', { name: 'Ver todos' });
      await expect(disabled).toHaveCount(3);
      for (const button of await disabled.all()) await expect(button).toBeDisabled();
    });

    await test.step('shows both disclaimers', async () => {
      const legal = page.getByRole('complementary', { name: 'Condiciones de las oportunidades' });
      await expect(legal.getByText(/^Vehículos únicos, ofrecidos en condiciones especiales/)).toBeVisible();
      await expect(legal.getByText(/sujetos a revisión por parte del cliente/)).toBeVisible();
      await expect(legal.getByText(/^Las fotografías son ilustrativas y no contractuales/)).toBeVisible();
    });

    await test.step('switching tabs in the browser shows the loading view, then the brand', async () => {
      await waitForHydration(page);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/oportunidades/volkswagen.data*', async (route) => {
        await held;
        await route.continue();
      });
      await page
        .getByRole('navigation', { name: 'Marcas' })
        .getByRole('link', { name: 'Volkswagen' })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Cargando oportunidades…' })).toBeVisible();
      release();
      await expect(page).toHaveURL(/\/oportunidades\/volkswagen$/);
      await expect(page.getByRole('status').filter({ hasText: 'Cargando oportunidades…' })).toHaveCount(0);
      await expect(offerSection(page, 'Volkswagen')).toBeVisible();
      await expect(offerSection(page, 'Chevrolet')).toHaveCount(0);
    });
  });

  test("brand pages: theme, current tab, that brand only with its own count; 'Ver todos' leads back", async ({
    page,
    request,
    baseURL,
  }) => {
    for (const [index, brand] of OFFER_BRANDS.entries()) {
      await test.step(`/oportunidades/${brand.slug}`, async () => {
        await page.goto(`/oportunidades/${brand.slug}`);
        await expect(page.getByRole('main')).toHaveClass(new RegExp(`\\btheme-${brand.styleKey}\\b`));
        const tabs = page.getByRole('navigation', { name: 'Marcas' }).getByRole('link');
        await expect(tabs.nth(index)).toHaveAttribute('aria-current', 'page');
        await expect(
          page.getByRole('navigation', { name: 'Marcas' }).locator('[aria-current="page"]'),
        ).toHaveCount(1);

        if (brand.slug === 'nissan') {
          const nissan = await expectedBrand(request, brand);
          await expect(page).toHaveTitle('Oportunidades 0 km Nissan | Territorio');
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
            'href',
            `${baseURL}/oportunidades/nissan`,
          );
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            `${nissan.units} unidades Nissan 0 km con descuento`,
          );
          await expect(offerSection(page, 'Nissan')).toBeVisible();
          await expect(offerSection(page, 'Chevrolet')).toHaveCount(0);
          await expect(offerSection(page, 'Volkswagen')).toHaveCount(0);
          await expect(familyCards(page, 'Nissan')).toHaveCount(nissan.families.length);
        }

        if (brand.slug === 'chevrolet') {
          await waitForHydration(page);
          const link = offerSection(page, 'Chevrolet').getByRole('link', { name: 'Ver todos' });
          await expect(link).toHaveAttribute('href', '/oportunidades');
          await link.click();
          await expect(page).toHaveURL(/\/oportunidades$/);
          await expect(
            page.getByRole('heading', { level: 2, name: 'Volkswagen', exact: true }),
          ).toBeVisible();
        }
      });
    }
  });

  test("the contact form sends 'Oportunidades' with the brand of the page, and thanks the visitor", async ({
    page,
  }) => {
    await page.goto('/oportunidades/chevrolet');
    await waitForHydration(page);
    const form = page.locator('#contactar-asesor');
    for (const label of ['Nombre', 'Apellido', 'Teléfono', 'Email', 'Mensaje'])
      await expect(form.getByRole('textbox', { name: label })).toBeVisible();

    await form.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
    await form.getByRole('textbox', { name: 'Apellido' }).fill('Giménez');
    await form.getByRole('textbox', { name: 'Teléfono' }).fill('2615551234');
    await form.getByRole('textbox', { name: 'Email' }).fill('lucia.gimenez@example.com');
    await form.getByRole('textbox', { name: 'Mensaje' }).fill('¿Tienen la Tracker en rojo?');
    const sent = page.waitForRequest(
      (request) => request.url().endsWith(CONTACT_ENDPOINT) && request.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Enviar' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Lucía',
      lastname: 'Giménez',
      telephone: '2615551234',
      email: 'lucia.gimenez@example.com',
      message: '¿Tienen la Tracker en rojo?',
      subject: 'Oportunidades',
      // Chevrolet's id: the message goes to Chevrolet's sales (docs/decisions/0061).
      brand_id: 2,
      website: '',
    });
    await expect(form.getByRole('heading', { name: 'Recibimos tu mensaje' })).toBeVisible();
  });

  test('an unknown or non-offers brand answers 404; capitals redirect', async ({ page, request }) => {
    for (const path of ['/oportunidades/ford', '/oportunidades/baic', '/oportunidades/territorio']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const response = await page.goto('/oportunidades/ford');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página.');

    const upper = await request.get('/oportunidades/Nissan', { maxRedirects: 0 });
    expect(upper.status()).toBe(301);
    expect(upper.headers().location).toBe('/oportunidades/nissan');
  });
});

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Offer } from '#domain/catalogue/catalogue';
import { TOP_OFFERS_PER_BRAND, topOffers } from '#domain/catalogue/offers';
import type { Story } from '#domain/content/content';
import { formatMoney } from '#domain/shared/money';
import { toRouteParam } from '#domain/shared/route-params';
import { type CatalogueBrand, catalogueBrand, familiesOf, htmlText } from './support/catalogue-helpers';

const OFFERS_PATHS: Record<string, string> = {
  volkswagen: '/v1/vw/offers',
  chevrolet: '/v1/gm/offers',
  nissan: '/v2/nissan/model/offers',
  baic: '/v2/baic/model/offers',
};
const BRAND_IDS: Record<string, number> = { volkswagen: 1, chevrolet: 2, nissan: 4, baic: 6 };
const ONSTAR_TITLE = 'Con OnStar, nunca manejás solo';
const STORIES_TITLE = 'Historias Territorio';

const VW = catalogueBrand('volkswagen');
const PATH = '/vehiculos-0km/volkswagen';
const VERSIONS_HREF = /^\/vehiculos-0km\/versiones\/volkswagen\/[a-z0-9]+(?:-[a-z0-9]+)*\/\d+$/;

/** The brand's theme, its h1 and one card per family of the intranet API. */
async function expectThemeAndFamilies(page: Page, request: APIRequestContext, brand: CatalogueBrand) {
  await expect(page.getByRole('main')).toHaveClass(new RegExp(`\\btheme-${brand.styleKey}\\b`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${brand.name} 0 km`);
  await expect(page.getByRole('region', { name: `Modelos ${brand.name}` }).getByRole('article')).toHaveCount(
    (await familiesOf(request, brand)).length,
  );
}

/** The brand's best offers (domain/catalogue/offers.ts), largest discount first, each leading to its unit. */
async function expectTopOffers(page: Page, request: APIRequestContext, brand: CatalogueBrand) {
  const response = await request.get(OFFERS_PATHS[brand.slug] ?? '');
  expect(response.status()).toBe(200);
  const expected = topOffers(((await response.json()) as { data: Offer[] }).data);
  expect(expected.length).toBeLessThanOrEqual(TOP_OFFERS_PER_BRAND);
  const section = page.getByRole('region', { name: `Mejores ofertas ${brand.name}` });
  if (expected.length === 0) {
    await expect(section).toHaveCount(0);
    return;
  }
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(expected.length);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.map((offer) => offer.name));
  for (const [index, offer] of expected.entries()) {
    if (index > 0)
      expect(offer.discount_amount).toBeLessThanOrEqual(expected[index - 1]?.discount_amount ?? 0);
    // The card leads to the discounted unit itself, at the price its confirmation page shows.
    await expect(cards.nth(index).getByRole('link', { name: offer.name, exact: true })).toHaveAttribute(
      'href',
      `/vehiculos-0km/reservar/${brand.slug}/${offer.id}/${toRouteParam(offer.family)}/${offer.family_id}/${toRouteParam(offer.name)}`,
    );
    await expect(
      cards.nth(index).getByText(`\u2212${formatMoney(offer.discount_amount, offer.currency)}`),
    ).toBeVisible();
    await expect(
      cards
        .nth(index)
        .getByText(formatMoney(offer.full_price_with_discount, offer.currency), { exact: true }),
    ).toBeVisible();
  }
}

/** The '0 km' stories, the brand's own first; no story of another category. */
async function expectStoriesStrip(page: Page, request: APIRequestContext, brand: CatalogueBrand) {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: { stories: Story[] }; stories?: Story[] };
  const stories = body.data?.stories ?? body.stories ?? [];
  const zeroKm = stories.filter((story) => story.category_string === '0 km');
  const brandId = BRAND_IDS[brand.slug];
  const expected = [
    ...zeroKm.filter((story) => story.brand_id === brandId),
    ...zeroKm.filter((story) => story.brand_id !== brandId),
  ];
  const strip = page.getByRole('region', { name: STORIES_TITLE });
  if (expected.length === 0) {
    await expect(strip).toHaveCount(0);
    return;
  }
  const links = strip.getByRole('link');
  await expect(links).toHaveCount(expected.length);
  for (const [index, story] of expected.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', `/historias/${story.id}/${story.slug_url}`);
  }
  for (const other of stories.filter((story) => story.category_string !== '0 km')) {
    await expect(strip.locator(`a[href="/historias/${other.id}/${other.slug_url}"]`)).toHaveCount(0);
  }
  // The strip comes right after the hero: its posters are in the page as sent, not added once the scripts run.
  const sent = await (await request.get(`/vehiculos-0km/${brand.slug}`)).text();
  for (const story of expected.filter((item) => item.poster_path)) {
    expect(sent).toMatch(
      new RegExp(
        `<span class="story-card__media"><img class="story-card__poster" src="${story.poster_path}"[^>]*loading="lazy"`,
      ),
    );
  }
}

async function expectNoOnStarBanner(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: ONSTAR_TITLE })).toHaveCount(0);
}

/*
 * What a brand page lists and links does not depend on the viewport: it runs once. Its layout at both viewports is in
 * layout-a11y.spec.ts; axe checks it in a11y.spec.ts (a11y/catalogue.ts).
 */
test.describe('brand families page (/vehiculos-0km/{brand})', {
  tag: ['@vehicles', '@offers', '@stories'],
}, () => {
  test('Volkswagen: server HTML, hero, breadcrumb, family cards, metadata, top offers and stories', async ({
    page,
    request,
    baseURL,
  }) => {
    const families = await familiesOf(request, VW);

    await test.step('the server HTML holds the Volkswagen families', async () => {
      const response = await request.get(PATH);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Volkswagen 0 km en Mendoza y San Juan | Territorio</title>');
      expect(html).toMatch(/<main[^>]*class="[^"]*\btheme-vw\b/);
      for (const family of families) {
        expect(html, `${family.name} is rendered on the server`).toContain(`>${htmlText(family.name)}</a>`);
      }
    });

    await page.goto(PATH);

    await test.step('shows the hero with its breadcrumb and the brand theme', async () => {
      await expect(page.getByRole('main')).toHaveClass(/\btheme-vw\b/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen 0 km');
      const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect(breadcrumb.getByRole('listitem')).toHaveText(['Vehículos 0Km', 'Volkswagen']);
      await expect(breadcrumb.getByRole('link', { name: 'Vehículos 0Km' })).toHaveAttribute(
        'href',
        '/vehiculos-0km',
      );
      await expect(breadcrumb.getByText('Volkswagen', { exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    await test.step('lists every family as a card linking to its versions', async () => {
      const cards = page.getByRole('region', { name: 'Modelos Volkswagen' }).getByRole('article');
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
        // Stories and offers come first: no family picture is in the first screen, so none loads before it is near.
        await expect(image).toHaveAttribute('loading', 'lazy');
        await expect(card.getByText(family.description)).toBeVisible();
        const discount = `Hasta ${formatMoney(family.discount, family.currency)} de descuento`;
        if (family.discount > 0) await expect(card.getByText(discount)).toBeVisible();
        else await expect(card.getByText(/de descuento$/)).toHaveCount(0);
        const held = family.held_count ?? 0;
        const stock =
          family.stock_count === 1
            ? '1 unidad disponible'
            : family.stock_count > 1
              ? `${family.stock_count} unidades disponibles`
              : held === 1
                ? '1 unidad reservada por el momento'
                : held > 1
                  ? `${held} unidades reservadas por el momento`
                  : 'Consultá disponibilidad';
        await expect(card.getByText(stock, { exact: true })).toBeVisible();
      }
    });

    await test.step('has its title, description and canonical link', async () => {
      await expect(page).toHaveTitle('Volkswagen 0 km en Mendoza y San Juan | Territorio');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toMatch(/^Volkswagen 0 km/);
      for (const family of families) expect(description).toContain(family.name);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${PATH}`);
    });

    await test.step(`shows the top ${TOP_OFFERS_PER_BRAND} offers, largest discount first`, () =>
      expectTopOffers(page, request, VW));
    await test.step('has no OnStar banner', () => expectNoOnStarBanner(page));
    await test.step("the stories strip holds the '0 km' stories, the brand's own first", () =>
      expectStoriesStrip(page, request, VW));
  });

  test('Chevrolet: theme, families, top offers, the OnStar banner and stories', async ({ page, request }) => {
    const brand = catalogueBrand('chevrolet');
    await page.goto('/vehiculos-0km/chevrolet');
    await test.step('shows the chevrolet theme and families', () =>
      expectThemeAndFamilies(page, request, brand));
    await test.step(`shows the top ${TOP_OFFERS_PER_BRAND} offers, largest discount first`, () =>
      expectTopOffers(page, request, brand));
    await test.step('shows the OnStar banner', async () => {
      const banner = page.getByRole('region', { name: ONSTAR_TITLE });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('heading', { level: 2 })).toHaveText(ONSTAR_TITLE);
      await expect(banner.getByText('Asistencia ante emergencias, las 24 horas')).toBeVisible();
      // Its own artwork: nothing to download.
      await expect(banner.locator('img')).toHaveCount(0);
    });
    await test.step("the stories strip holds the '0 km' stories, the brand's own first", () =>
      expectStoriesStrip(page, request, brand));
  });

  for (const slug of ['nissan', 'baic']) {
    test(`${catalogueBrand(slug).name}: theme, families and top offers, no OnStar banner`, async ({
      page,
      request,
    }) => {
      const brand = catalogueBrand(slug);
      await page.goto(`/vehiculos-0km/${slug}`);
      await test.step(`shows the ${slug} theme and families`, () =>
        expectThemeAndFamilies(page, request, brand));
      await test.step(`shows the top ${TOP_OFFERS_PER_BRAND} offers, largest discount first`, () =>
        expectTopOffers(page, request, brand));
      await test.step('has no OnStar banner', () => expectNoOnStarBanner(page));
    });
  }

  test('an unknown brand answers 404 with the not-found page; capitals redirect to the lower-case address', async ({
    page,
    request,
  }) => {
    for (const path of ['/vehiculos-0km/ford', '/vehiculos-0km/territorio']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const response = await page.goto('/vehiculos-0km/ford');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página.');
    await expect(page).toHaveTitle('No encontramos esta página. | Territorio');

    const upper = await request.get('/vehiculos-0km/Volkswagen', { maxRedirects: 0 });
    expect(upper.status()).toBe(301);
    expect(upper.headers().location).toBe(PATH);
  });
});

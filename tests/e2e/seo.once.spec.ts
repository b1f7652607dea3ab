import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  type SearchResultUnit,
  STOCK_SEARCH_PATH,
  type StockSearchResult,
} from '#domain/catalogue/stock-search';
import { newsPath, storyPath } from '#domain/content/content';
import { toRouteParam } from '#domain/shared/route-params';
import { CATALOGUE_BRANDS, familiesOf } from './support/catalogue-helpers';
import { parametersOf } from './support/content-helpers';

/**
 * The stock searches worth indexing that have units (docs/decisions/0080), read from the search API's counts: the whole
 * stock, each brand's and each of its body types'.
 */
async function indexableSearches(request: APIRequestContext): Promise<string[]> {
  const facets = async (query: string) =>
    (
      (await (await request.get(`${STOCK_SEARCH_PATH}?por_pagina=1${query}`)).json()) as {
        meta: StockSearchResult;
      }
    ).meta.facets;
  const paths = ['/vehiculos-0km/stock'];
  for (const brand of (await facets('')).brand.filter((choice) => choice.count > 0)) {
    paths.push(`/vehiculos-0km/stock?marca=${brand.value}`);
    for (const body of (await facets(`&marca=${brand.value}`)).body_type.filter((choice) => choice.count > 0))
      paths.push(`/vehiculos-0km/stock?marca=${brand.value}&carroceria=${body.value}`);
  }
  return paths;
}

/** The pages this feature owns: each has its own title, description, canonical URL and Open Graph tags. */
const PAGES = [
  { path: '/contacto', title: 'Contacto | Territorio' },
  { path: '/como-reservar', title: 'Cómo reservar tu 0 km online | Territorio' },
  { path: '/postventa', title: 'Postventa: service oficial y turnos online | Territorio' },
  { path: '/pagar-plan', title: 'Pagá tu plan de ahorro online | Territorio' },
  { path: '/ducati', title: 'Ducati en Mendoza | Territorio' },
  { path: '/mercedes-benz', title: 'Mercedes-Benz en Mendoza | Territorio' },
  { path: '/arrepentimiento', title: 'Botón de arrepentimiento | Territorio' },
  { path: '/privacidad', title: 'Política de privacidad | Territorio' },
] as const;

/**
 * What a crawler reads and a shared link shows (docs/product.md §2 Route table): the same at any width, so checked once.
 */
test.describe('search engines and sharing', { tag: ['@seo'] }, () => {
  // The pages' own routes write these tags: a change to one of them runs this test too.
  test('each page has its own title and description, its canonical URL and Open Graph tags in the server HTML', {
    tag: ['@contact', '@info-pages', '@privacy', '@dealership'],
  }, async ({ page, baseURL }) => {
    // JavaScript off: what a crawler that does not run scripts reads.
    await page.context().route('**/*.js', (route) => route.abort());
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const { path, title } of PAGES) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        const canonical = `${baseURL}${path}`;
        await expect(page).toHaveTitle(title);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0, 'description length').toBeGreaterThanOrEqual(70);
        expect(description?.length ?? 0, 'description length').toBeLessThanOrEqual(200);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
        const og = async (property: string) =>
          page.locator(`meta[property="${property}"]`).getAttribute('content');
        expect(await og('og:title')).toBe(title);
        expect(await og('og:description')).toBe(description);
        expect(await og('og:url')).toBe(canonical);
        expect(await og('og:type')).toBe('website');
        expect(await og('og:locale')).toBe('es_AR');
        expect(await og('og:site_name')).toBe('Territorio');
        await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
        seen.titles.add(await page.title());
        seen.descriptions.add(description ?? '');
      });
    }
    // The titles and descriptions of these pages are all different.
    expect(seen.titles.size).toBe(PAGES.length);
    expect(seen.descriptions.size).toBe(PAGES.length);
  });

  test('/contacto describes the dealership and its three locations as JSON-LD', {
    tag: ['@contact'],
  }, async ({ page, request, baseURL }) => {
    const { locations } = await parametersOf(request);
    await page.goto('/contacto');
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const dealers = scripts
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((data) => data['@type'] === 'AutoDealer');
    expect(dealers).toHaveLength(1);
    const dealer = dealers[0] as {
      '@context': string;
      name: string;
      url: string;
      telephone: string;
      address: { streetAddress: string; addressLocality: string; addressCountry: string };
      department: {
        '@type': string;
        name: string;
        address: { streetAddress: string; addressRegion: string; addressCountry: string };
        geo?: { latitude: number; longitude: number };
        telephone?: string;
        hasMap: string;
        openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
      }[];
    };
    expect(dealer['@context']).toBe('https://schema.org');
    expect(dealer.name).toBe('Territorio');
    expect(dealer.url).toBe(`${baseURL}/`);
    expect(dealer.telephone).toBeTruthy();
    expect(dealer.address.addressCountry).toBe('AR');
    expect(dealer.department).toHaveLength(3);

    for (const [index, location] of locations.entries()) {
      const branch = dealer.department[index];
      expect(branch?.['@type']).toBe('AutoDealer');
      expect(branch?.name).toBe(`Territorio ${location.name}`);
      expect(location.address.startsWith(branch?.address.streetAddress ?? '—')).toBe(true);
      expect(branch?.address.addressRegion).toBe(location.province);
      expect(branch?.hasMap).toBe(location.map_url);
      expect(branch?.telephone).toMatch(/\d/);
      if (location.latitude && location.longitude) {
        expect(branch?.geo).toEqual({
          '@type': 'GeoCoordinates',
          latitude: Number(location.latitude),
          longitude: Number(location.longitude),
        });
      }
      const ranges = location.opening_hours.reduce(
        (sum, line) => sum + (line.hours.match(/\d{1,2}:\d{2}\s*a\s*\d{1,2}:\d{2}/g)?.length ?? 0),
        0,
      );
      expect(branch?.openingHoursSpecification).toHaveLength(ranges);
      for (const spec of branch?.openingHoursSpecification ?? []) {
        expect(spec.opens).toMatch(/^\d{2}:\d{2}$/);
        expect(spec.closes).toMatch(/^\d{2}:\d{2}$/);
        expect(spec.dayOfWeek.length).toBeGreaterThan(0);
      }
    }

    // docs/product.md §2's example hours of the first branch, as schema.org reads them.
    const godoyCruz = dealer.department[0]?.openingHoursSpecification ?? [];
    expect(godoyCruz).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '10:00',
      closes: '14:00',
    });
    expect(godoyCruz).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday'],
      opens: '10:00',
      closes: '13:00',
    });
  });

  test('/sitemap.xml lists every public page from the data, with absolute URLs', async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await response.text();

    // Parsed as XML by the browser (its blank first page is enough): a malformed document fails here.
    const entries = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0)
        throw new Error('sitemap.xml is not well-formed');
      const root = doc.documentElement;
      return {
        root: root.localName,
        namespace: root.namespaceURI,
        urls: [...root.getElementsByTagName('url')].map((url) => ({
          loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
          lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
        })),
      };
    }, xml);
    expect(entries.root).toBe('urlset');
    expect(entries.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');

    const locs = entries.urls.map((url) => url.loc);
    expect(new Set(locs).size, 'each page once').toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${baseURL}/`), loc).toBe(true);

    const expected = [
      '/',
      '/vehiculos-0km',
      '/oportunidades',
      '/planes-de-ahorro',
      '/pagar-plan',
      '/noticias',
      '/postventa',
      '/contacto',
      '/prueba-de-manejo',
      '/como-reservar',
      '/ducati',
      '/mercedes-benz',
      '/arrepentimiento',
      '/privacidad',
      '/oportunidades/chevrolet',
      '/oportunidades/nissan',
      '/oportunidades/volkswagen',
      '/planes-de-ahorro/volkswagen',
      '/planes-de-ahorro/chevrolet',
      '/planes-de-ahorro/nissan',
    ];
    expected.push(...(await indexableSearches(request)));
    for (const brand of CATALOGUE_BRANDS) {
      expected.push(`/vehiculos-0km/${brand.slug}`);
      for (const family of await familiesOf(request, brand)) {
        expected.push(`/vehiculos-0km/versiones/${brand.slug}/${toRouteParam(family.name)}/${family.id}`);
      }
    }
    const { news, stories } = await parametersOf(request);
    expect(news.length).toBeGreaterThan(0);
    expect(stories.length).toBeGreaterThan(0);
    for (const item of news) expected.push(newsPath(item));
    for (const story of stories) expected.push(storyPath(story));

    const absolute = expected.map((path) => new URL(path, `${baseURL}/`).href);
    expect(locs.toSorted()).toEqual([...new Set(absolute)].toSorted());

    // News carry their date; the static pages have none to give.
    for (const item of news) {
      const entry = entries.urls.find((url) => url.loc === new URL(newsPath(item), `${baseURL}/`).href);
      expect(entry?.lastmod).toBe(new Date(item.display_date).toISOString().slice(0, 10));
    }
    expect(entries.urls.find((url) => url.loc === `${baseURL}/contacto`)?.lastmod).toBeNull();
  });

  test('the stock search is indexed by brand and body type, with an ItemList of Car offers for its units', {
    tag: ['@vehicles'],
  }, async ({ page, request, baseURL }) => {
    const [indexed] = (await indexableSearches(request)).filter((path) => path.includes('carroceria='));
    if (!indexed) throw new Error('The demo stock has no brand with units of a body type');
    const query = indexed.slice(indexed.indexOf('?') + 1);
    const api = (await (await request.get(`${STOCK_SEARCH_PATH}?${query}`)).json()) as {
      data: SearchResultUnit[];
    };
    // JavaScript off: what a crawler that does not run scripts reads.
    await page.context().route('**/*.js', (route) => route.abort());
    await page.goto(indexed);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${indexed}`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, 'description length').toBeLessThanOrEqual(200);
    const lists = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((data) => data['@type'] === 'ItemList');
    expect(lists).toHaveLength(1);
    const items = (lists[0]?.itemListElement ?? []) as {
      position: number;
      item: {
        '@type': string;
        url: string;
        offers: { price: number; priceCurrency: string; availability: string };
      };
    }[];
    expect(items.map((entry) => entry.item.url)).toEqual(
      api.data.map((unit) => `${baseURL}${unit.reserve_path}`),
    );
    api.data.forEach((unit, index) => {
      const entry = items[index];
      expect(entry?.position).toBe(index + 1);
      expect(entry?.item['@type']).toBe('Car');
      expect(entry?.item.offers).toMatchObject({
        price: unit.price_lines.find((line) => line.kind === 'total')?.amount,
        priceCurrency: unit.currency === 'usd' ? 'USD' : 'ARS',
        availability: 'https://schema.org/InStock',
      });
    });

    // In another order, or with another filter: kept out, pointing at the same address.
    const [brandParam, bodyParam] = query.split('&');
    await page.goto(`/vehiculos-0km/stock?${bodyParam}&${brandParam}&orden=-precio`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${indexed}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('the pages the sitemap names for this feature answer 200', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const { path } of PAGES) {
      expect(xml).toContain(`${path}</loc>`);
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('/robots.txt allows everything but the API and the reservation flow, and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /concesionario-digital/');
    expect(lines).toContain('Disallow: /pagos/');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

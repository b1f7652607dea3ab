import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type NewsItem, newsExcerpt, newsParagraphs, newsPath, type Parameters } from '../../domain/content';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  tabTo,
  waitForHydration,
} from './support/page-checks';

/** docs/product.md §2: the list's brand tabs and the brand ids they stand for. */
const BRAND_TABS = [
  { name: 'Volkswagen', slug: 'volkswagen', id: 1 },
  { name: 'Chevrolet', slug: 'chevrolet', id: 2 },
  { name: 'Nissan', slug: 'nissan', id: 4 },
  { name: 'Territorio', slug: 'territorio', id: 5 },
] as const;

const NOT_FOUND = 'Noticia no encontrada.';

/** The news the server publishes, newest first as the list shows them. */
async function publishedNews(request: APIRequestContext): Promise<NewsItem[]> {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.ok()).toBe(true);
  const { news } = ((await response.json()) as { data: Parameters }).data;
  expect(news.length, 'the demo has news').toBeGreaterThan(2);
  return [...news].sort((a, b) => Date.parse(b.display_date) - Date.parse(a.display_date) || b.id - a.id);
}

/** docs/product.md §9: dates are shown in Mendoza time, computed here independently of the browser's zone. */
function mendozaDate(iso: string): string {
  return new Intl.DateTimeFormat('es-AR', {
    timeZone: 'America/Argentina/Mendoza',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

function main(page: Page): Locator {
  return page.getByRole('main');
}

function cards(page: Page): Locator {
  return main(page).getByRole('article');
}

test.describe('news list (/noticias)', () => {
  test('lists every news item, newest first, with its picture, type, brand, date and excerpt', async ({
    page,
    request,
  }) => {
    const news = await publishedNews(request);
    const response = await page.goto('/noticias');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias');
    await expect(cards(page)).toHaveCount(news.length);

    for (const [index, item] of news.entries()) {
      const card = cards(page).nth(index);
      const link = card.getByRole('link', { name: item.title, exact: true });
      await expect(link).toHaveAttribute('href', newsPath(item));
      await expect(card.getByText(item.type_string, { exact: true })).toBeVisible();
      await expect(card.getByText(item.brand_string, { exact: true })).toBeVisible();
      const date = card.locator('time');
      await expect(date).toHaveText(mendozaDate(item.display_date));
      await expect(date).toHaveAttribute('datetime', item.display_date);

      const image = item.images[0];
      if (image) {
        const img = card.getByRole('img');
        await expect(img).toHaveAttribute('src', image.path);
        await expect(img).toHaveAttribute('width', String(image.width));
        await expect(img).toHaveAttribute('height', String(image.height));
        await expect(img).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
      }
    }
  });

  test('excerpts are at most 500 characters, closed with an ellipsis when cut', async ({ page, request }) => {
    const news = await publishedNews(request);
    expect(
      news.some((item) => item.content.replace(/\s+/g, ' ').trim().length > 500),
      'the demo has a news item longer than the excerpt',
    ).toBe(true);
    await page.goto('/noticias');
    for (const [index, item] of news.entries()) {
      const excerpt = (await cards(page).nth(index).locator('.news-card__excerpt').textContent()) ?? '';
      const full = item.content.replace(/\s+/g, ' ').trim();
      expect(excerpt.length, item.title).toBeLessThanOrEqual(500);
      expect(excerpt).toBe(newsExcerpt(item.content));
      if (full.length > 500) {
        expect(excerpt.endsWith('…'), `${item.title} is cut with an ellipsis`).toBe(true);
        expect(full.startsWith(excerpt.slice(0, -1).trimEnd())).toBe(true);
      } else {
        expect(excerpt).toBe(full);
      }
    }
  });

  test('the brand tabs filter the list and keep the filter in the address', async ({ page, request }) => {
    const news = await publishedNews(request);
    await page.goto('/noticias');
    await waitForHydration(page);
    const tabs = main(page).getByRole('navigation', { name: 'Marcas' });
    await expect(tabs.getByRole('link')).toHaveText(['Todas', ...BRAND_TABS.map((tab) => tab.name)]);
    await expect(tabs.getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page');

    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
    });
    for (const tab of BRAND_TABS) {
      const wanted = news.filter((item) => item.brand_id === tab.id);
      expect(wanted.length, `the demo has ${tab.name} news`).toBeGreaterThan(0);
      await tabs.getByRole('link', { name: tab.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/noticias\\?marca=${tab.slug}$`));
      await expect(tabs.getByRole('link', { name: tab.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(cards(page)).toHaveCount(wanted.length);
      await expect(cards(page).getByRole('heading')).toHaveText(wanted.map((item) => item.title));
    }
    await tabs.getByRole('link', { name: 'Todas' }).click();
    await expect(page).toHaveURL(/\/noticias$/);
    await expect(cards(page)).toHaveCount(news.length);
    // The filter narrows the news already on the page.
    expect(dataRequests).toEqual([]);
  });

  test('a filtered address opens filtered, straight from the server', async ({ page, request }) => {
    const news = await publishedNews(request);
    const nissan = news.filter((item) => item.brand_id === 4);
    await page.goto('/noticias?marca=nissan');
    await expect(cards(page)).toHaveCount(nissan.length);
    await expect(
      main(page).getByRole('navigation', { name: 'Marcas' }).getByRole('link', { name: 'Nissan' }),
    ).toHaveAttribute('aria-current', 'page');

    const html = await (await request.get('/noticias?marca=nissan')).text();
    const rendered = html.slice(0, html.indexOf('<script'));
    for (const item of news) {
      if (item.brand_id === 4) expect(rendered).toContain(`href="${newsPath(item)}"`);
      else expect(rendered).not.toContain(`href="${newsPath(item)}"`);
    }
  });

  test('two items per row on a wide screen, one on a phone', async ({ page }) => {
    await page.goto('/noticias');
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map(async (index) => cards(page).nth(index).boundingBox()),
    );
    if (!first || !second || !third) throw new Error('three cards are laid out');
    const width = page.viewportSize()?.width ?? 0;
    if (width >= 1024) {
      expect(second.y).toBeCloseTo(first.y, 0);
      expect(second.x).toBeGreaterThan(first.x + first.width - 1);
      expect(third.y).toBeGreaterThan(first.y + first.height - 1);
      expect(third.x).toBeCloseTo(first.x, 0);
    } else {
      expect(second.y).toBeGreaterThan(first.y + first.height - 1);
      expect(second.x).toBeCloseTo(first.x, 0);
    }
  });

  test('has its title, description and canonical link', async ({ page, baseURL }) => {
    await page.goto('/noticias?marca=chevrolet');
    await expect(page).toHaveTitle('Noticias | Territorio');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/noticias`);
  });

  test('works by keyboard: Tab to a brand tab, Enter filters, Tab reaches the news links', async ({
    page,
    request,
  }) => {
    // Tabbing through the whole site header first takes a while on a busy machine.
    test.slow();
    const news = await publishedNews(request);
    await page.goto('/noticias');
    await waitForHydration(page);
    const chevrolet = main(page)
      .getByRole('navigation', { name: 'Marcas' })
      .getByRole('link', { name: 'Chevrolet' });
    await tabTo(page, chevrolet, 40);
    expect(await hasVisibleFocus(chevrolet)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(news.filter((item) => item.brand_id === 2).length);
    const firstNews = cards(page).first().getByRole('link');
    await tabTo(page, firstNews, 10);
    expect(await hasVisibleFocus(firstNews)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/noticias\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('news item (/noticias/{id}/{slug})', () => {
  test('shows type, brand, title, date, content, images, the external link and the next news', async ({
    page,
    request,
  }) => {
    const news = await publishedNews(request);
    // The demo's newest item has two pictures and a link to the brand's site.
    const item = news.find((candidate) => candidate.images.length > 1 && candidate.url?.startsWith('http'));
    if (!item) throw new Error('the demo has a news item with pictures and an external link');
    const index = news.indexOf(item);
    const next = news[(index + 1) % news.length];
    if (!next) throw new Error('there is a next news item');

    const response = await page.goto(newsPath(item));
    expect(response?.status()).toBe(200);
    const article = main(page).getByRole('article').first();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    await expect(article.getByText(item.type_string, { exact: true }).first()).toBeVisible();
    await expect(article.getByText(item.brand_string, { exact: true }).first()).toBeVisible();
    await expect(article.locator('time').first()).toHaveText(mendozaDate(item.display_date));

    const paragraphs = newsParagraphs(item.content);
    const content = article.locator('.news-article__content p');
    await expect(content).toHaveText(paragraphs);

    for (const image of item.images) {
      const img = article.locator(`img[src="${image.path}"]`);
      await expect(img).toHaveAttribute('width', String(image.width));
      await expect(img).toHaveAttribute('height', String(image.height));
      await expect(img).toHaveAttribute('alt', image.alt ?? '');
    }

    const more = article.getByRole('link', { name: /^Más información/ });
    await expect(more).toHaveAttribute('href', item.url ?? '');
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('rel', /noopener/);

    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(breadcrumb.getByRole('link', { name: 'Noticias' })).toHaveAttribute('href', '/noticias');

    const nextBlock = main(page).getByRole('region', { name: 'Siguiente noticia' });
    const nextLink = nextBlock.getByRole('link', { name: next.title, exact: true });
    await expect(nextLink).toHaveAttribute('href', newsPath(next));
    await nextLink.click();
    await expect(page).toHaveURL(new RegExp(`${newsPath(next)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
  });

  test('a site route in the link stays in the window; no link, no button', async ({ page, request }) => {
    const news = await publishedNews(request);
    const internal = news.find((item) => item.url?.startsWith('/'));
    const none = news.find((item) => item.url === null);
    if (!internal || !none) throw new Error('the demo has news with an internal link and without one');
    await page.goto(newsPath(internal));
    const more = main(page).getByRole('link', { name: 'Más información' });
    await expect(more).toHaveAttribute('href', internal.url ?? '');
    await expect(more).not.toHaveAttribute('target', /.+/);
    await page.goto(newsPath(none));
    await expect(main(page).getByRole('link', { name: /^Más información/ })).toHaveCount(0);
  });

  test('the last news item leads on to the first', async ({ page, request }) => {
    const news = await publishedNews(request);
    const last = news.at(-1);
    const first = news[0];
    if (!last || !first) throw new Error('news');
    await page.goto(newsPath(last));
    await expect(
      main(page).getByRole('region', { name: 'Siguiente noticia' }).getByRole('link', { name: first.title }),
    ).toHaveAttribute('href', newsPath(first));
  });

  test('has its title, canonical link, Open Graph picture and NewsArticle data', async ({
    page,
    request,
    baseURL,
  }) => {
    const [item] = await publishedNews(request);
    if (!item) throw new Error('news');
    await page.goto(newsPath(item));
    await expect(page).toHaveTitle(`${item.title} | Territorio`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${newsPath(item)}`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    if (item.images[0])
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${baseURL}${item.images[0].path}`,
      );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: item.title,
      datePublished: item.display_date,
      mainEntityOfPage: `${baseURL}${newsPath(item)}`,
    });
  });

  test('a wrong slug for a known id redirects to the right address', async ({ request }) => {
    const [item] = await publishedNews(request);
    if (!item) throw new Error('news');
    const response = await request.get(`/noticias/${item.id}/otro-titulo`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(newsPath(item));
  });

  test("an unknown id shows 'Noticia no encontrada.' with a way back, as a 404", async ({ page }) => {
    for (const path of ['/noticias/999999/no-existe', '/noticias/abc/no-existe']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    await waitForHydration(page);
    await main(page).getByRole('link', { name: 'Volver a noticias' }).click();
    await expect(page).toHaveURL(/\/noticias$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias');
  });
});

test.describe('news pages: accessibility and layout', () => {
  const PAGES: readonly { name: string; path: (request: APIRequestContext) => Promise<string> }[] = [
    { name: 'list', path: async () => '/noticias' },
    { name: 'list filtered by brand', path: async () => '/noticias?marca=territorio' },
    {
      name: 'news item',
      path: async (request) => {
        const [item] = await publishedNews(request);
        if (!item) throw new Error('news');
        return newsPath(item);
      },
    },
    { name: 'news not found', path: async () => '/noticias/999999/no-existe' },
  ];

  for (const { name, path } of PAGES) {
    test(`${name}: axe, one h1, headings in order and no sideways scroll`, async ({ page, request }) => {
      await page.goto(await path(request));
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const levels = await main(page)
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      for (const [index, level] of levels.entries()) {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      }
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
    });
  }
});

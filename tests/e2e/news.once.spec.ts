import { expect, test } from '@playwright/test';
import { newsPath } from '#domain/content/content';
import { newsBodyText, newsExcerpt, newsParagraphs } from '#domain/content/news-body';
import { main, NEWS_BRAND_TABS, NEWS_NOT_FOUND, newsCards, publishedNews } from './support/editorial-helpers';
import { waitForHydration } from './support/page-checks';

/**
 * The news pages (docs/product.md §2 News): what the list and the item pages show against the API, the brand filter,
 * where the links lead, what the server answers and the pages' metadata, the same at any width. How they fit a phone and
 * a desktop and their keyboard paths are in news.spec.ts; axe checks them through a11y/editorial.ts.
 */

/** docs/product.md §9: dates are shown in Mendoza time, computed here independently of the browser's zone. */
function mendozaDate(iso: string): string {
  return new Intl.DateTimeFormat('es-AR', {
    timeZone: 'America/Argentina/Mendoza',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

test.describe('news list (/noticias)', { tag: ['@news'] }, () => {
  test('lists every news item, newest first, with its picture, type, brand, date and excerpt; the brand tabs filter it and keep the filter in the address', async ({
    page,
    request,
  }) => {
    const news = await publishedNews(request);
    const response = await page.goto('/noticias');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias');
    const cards = newsCards(page);
    await expect(cards).toHaveCount(news.length);

    await test.step('every card, in order', async () => {
      for (const [index, item] of news.entries()) {
        const card = cards.nth(index);
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
          // The first row's pictures come at once; the others as they near the screen.
          await expect(img).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
        }
      }
    });

    await test.step('excerpts are at most 500 characters, closed with an ellipsis when cut', async () => {
      expect(
        news.some((item) => item.content.replace(/\s+/g, ' ').trim().length > 500),
        'the demo has a news item longer than the excerpt',
      ).toBe(true);
      const excerpts = await cards.locator('.news-card__excerpt').allTextContents();
      for (const [index, item] of news.entries()) {
        const excerpt = excerpts[index] ?? '';
        // What a reader sees of the body: its formatting marks are not text (domain/content/news-body.ts).
        const full = newsBodyText(item.content).replace(/\s+/g, ' ').trim();
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

    await test.step('the brand tabs filter the list and keep the filter in the address', async () => {
      await waitForHydration(page);
      const tabs = main(page).getByRole('navigation', { name: 'Marcas' });
      await expect(tabs.getByRole('link')).toHaveText(['Todas', ...NEWS_BRAND_TABS.map((tab) => tab.name)]);
      await expect(tabs.getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page');

      const dataRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
      });
      for (const tab of NEWS_BRAND_TABS) {
        const wanted = news.filter((item) => item.brand_id === tab.id);
        expect(wanted.length, `the demo has ${tab.name} news`).toBeGreaterThan(0);
        await tabs.getByRole('link', { name: tab.name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/noticias\\?marca=${tab.slug}$`));
        await expect(tabs.getByRole('link', { name: tab.name, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(cards).toHaveCount(wanted.length);
        await expect(cards.getByRole('heading')).toHaveText(wanted.map((item) => item.title));
      }
      await tabs.getByRole('link', { name: 'Todas' }).click();
      await expect(page).toHaveURL(/\/noticias$/);
      await expect(cards).toHaveCount(news.length);
      // The filter narrows the news already on the page.
      expect(dataRequests).toEqual([]);
    });
  });

  test('a filtered address opens filtered, straight from the server, with the title, description and canonical link of the list', async ({
    page,
    request,
    baseURL,
  }) => {
    const news = await publishedNews(request);
    const nissan = news.filter((item) => item.brand_id === 4);
    await page.goto('/noticias?marca=nissan');
    await expect(newsCards(page)).toHaveCount(nissan.length);
    await expect(
      main(page).getByRole('navigation', { name: 'Marcas' }).getByRole('link', { name: 'Nissan' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Noticias | Territorio');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/noticias`);

    const html = await (await request.get('/noticias?marca=nissan')).text();
    const rendered = html.slice(0, html.indexOf('<script'));
    for (const item of news) {
      if (item.brand_id === 4) expect(rendered).toContain(`href="${newsPath(item)}"`);
      else expect(rendered).not.toContain(`href="${newsPath(item)}"`);
    }
  });
});

test.describe('news item (/noticias/{id}/{slug})', { tag: ['@news'] }, () => {
  test('shows type, brand, title, date, content, images, the external link and the next news, with its title, canonical link, Open Graph picture and NewsArticle data', async ({
    page,
    request,
    baseURL,
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
    await expect(article.locator('.news-article__content p')).toHaveText(newsParagraphs(item.content));

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

    await test.step('title, canonical link, Open Graph picture and NewsArticle data', async () => {
      await expect(page).toHaveTitle(`${item.title} | Territorio`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${newsPath(item)}`,
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      const [picture] = item.images;
      if (picture)
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          `${baseURL}${picture.path}`,
        );
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = jsonLd.map((text) => JSON.parse(text)).find((entry) => entry['@type'] === 'NewsArticle');
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        headline: item.title,
        datePublished: item.display_date,
        mainEntityOfPage: `${baseURL}${newsPath(item)}`,
      });
    });

    await test.step('the next news', async () => {
      const nextLink = main(page)
        .getByRole('region', { name: 'Siguiente noticia' })
        .getByRole('link', { name: next.title, exact: true });
      await expect(nextLink).toHaveAttribute('href', newsPath(next));
      await waitForHydration(page);
      await nextLink.click();
      await expect(page).toHaveURL(new RegExp(`${newsPath(next)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
    });
  });

  test('a site route in the link stays in the window; no link, no button; the last news item leads on to the first', async ({
    page,
    request,
  }) => {
    const news = await publishedNews(request);
    const internal = news.find((item) => item.url?.startsWith('/'));
    const none = news.find((item) => item.url === null);
    const first = news[0];
    const last = news.at(-1);
    if (!internal || !none) throw new Error('the demo has news with an internal link and without one');
    if (!first || !last) throw new Error('news');

    await page.goto(newsPath(internal));
    const more = main(page).getByRole('link', { name: 'Más información' });
    await expect(more).toHaveAttribute('href', internal.url ?? '');
    await expect(more).not.toHaveAttribute('target', /.+/);

    await page.goto(newsPath(none));
    await expect(main(page).getByRole('link', { name: /^Más información/ })).toHaveCount(0);

    await page.goto(newsPath(last));
    await expect(
      main(page).getByRole('region', { name: 'Siguiente noticia' }).getByRole('link', { name: first.title }),
    ).toHaveAttribute('href', newsPath(first));
  });

  test("a wrong slug redirects to the right address; an unknown id shows 'Noticia no encontrada.' with a way back, as a 404", async ({
    page,
    request,
  }) => {
    const [item] = await publishedNews(request);
    if (!item) throw new Error('news');
    const wrong = await request.get(`/noticias/${item.id}/otro-titulo`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(301);
    expect(wrong.headers().location).toBe(newsPath(item));

    for (const path of ['/noticias/999999/no-existe', '/noticias/abc/no-existe']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEWS_NOT_FOUND);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    await waitForHydration(page);
    await main(page).getByRole('link', { name: 'Volver a noticias' }).click();
    await expect(page).toHaveURL(/\/noticias$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias');
  });
});

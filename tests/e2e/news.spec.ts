import { expect, test } from '@playwright/test';
import {
  expectNoHorizontalScrollWithEveryPicture,
  expectOneH1AndHeadingsInOrder,
  expectSkipLinkThenTabTo,
} from './support/content-helpers';
import { main, NEWS_NOT_FOUND, newsCards, publishedNews } from './support/editorial-helpers';
import { expectNoHorizontalScroll, hasVisibleFocus, tabTo, waitForHydration } from './support/page-checks';

/**
 * The news pages at a phone's width and at a desktop's: the list's rows, each page fitting the screen with its pictures
 * loaded, and the keyboard's way from the brand tabs to a news item. What the pages show is checked once, in
 * news.once.spec.ts; axe checks them through a11y/editorial.ts.
 */

/** docs/product.md §2 News: two items per row on a wide screen; a phone stacks them. */
const WIDE_SCREEN = 1024;

test.describe('news pages on this screen', { tag: ['@news'] }, () => {
  test('the list shows two items per row on a wide screen and one on a phone; the keyboard filters it and opens a news item; each page fits the screen', async ({
    page,
    request,
  }) => {
    const news = await publishedNews(request);
    await page.goto('/noticias');
    await waitForHydration(page);
    await expectOneH1AndHeadingsInOrder(page);

    await test.step('rows of two on a wide screen, of one on a phone', async () => {
      const [first, second, third] = await Promise.all(
        [0, 1, 2].map((index) => newsCards(page).nth(index).boundingBox()),
      );
      if (!first || !second || !third) throw new Error('three cards are laid out');
      if ((page.viewportSize()?.width ?? 0) >= WIDE_SCREEN) {
        expect(second.y).toBeCloseTo(first.y, 0);
        expect(second.x).toBeGreaterThan(first.x + first.width - 1);
        expect(third.y).toBeGreaterThan(first.y + first.height - 1);
        expect(third.x).toBeCloseTo(first.x, 0);
      } else {
        expect(second.y).toBeGreaterThan(first.y + first.height - 1);
        expect(second.x).toBeCloseTo(first.x, 0);
      }
    });

    await test.step('the whole list fits the screen with every picture loaded', () =>
      expectNoHorizontalScrollWithEveryPicture(page));

    await test.step('keyboard: Tab to a brand tab, Enter filters the list', async () => {
      const chevrolet = main(page)
        .getByRole('navigation', { name: 'Marcas' })
        .getByRole('link', { name: 'Chevrolet' });
      await expectSkipLinkThenTabTo(page, chevrolet, 10);
      await page.keyboard.press('Enter');
      await expect(newsCards(page)).toHaveCount(news.filter((item) => item.brand_id === 2).length);
      await expectOneH1AndHeadingsInOrder(page);
      await expectNoHorizontalScroll(page);
    });

    await test.step('keyboard: Tab reaches the news links, Enter opens one', async () => {
      const firstNews = newsCards(page).first().getByRole('link');
      await tabTo(page, firstNews, 10);
      expect(await hasVisibleFocus(firstNews)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/noticias\/\d+\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectOneH1AndHeadingsInOrder(page);
    });

    await test.step('the news item fits the screen with every picture loaded', () =>
      expectNoHorizontalScrollWithEveryPicture(page));
  });

  test('the page of a missing news item fits the screen, with one h1', async ({ page }) => {
    await page.goto('/noticias/999999/no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEWS_NOT_FOUND);
    await expectOneH1AndHeadingsInOrder(page);
    await expectNoHorizontalScrollWithEveryPicture(page);
  });
});

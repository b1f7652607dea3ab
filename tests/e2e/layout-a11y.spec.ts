import { expect, type Page, test } from '@playwright/test';
import { expectHeadingsInOrder, loadEveryPicture } from './support/catalogue-helpers';
import { expectNoHorizontalScroll, hasVisibleFocus, tabTo, waitForHydration } from './support/page-checks';

/*
 * The vehicle pages as a visitor sees them at each viewport: their layout and their keyboard use. What they list is
 * checked once (vehicle-families.once.spec.ts, brand-families.once.spec.ts); axe runs in a11y.spec.ts.
 */

/** No sideways scroll, neither at first nor once every picture has loaded (lazy ones must not widen the page). */
async function expectFitsTheScreen(page: Page) {
  await expectNoHorizontalScroll(page);
  await loadEveryPicture(page);
  await expectNoHorizontalScroll(page);
}

test.describe('vehicle pages: layout and keyboard', { tag: ['@vehicles', '@navigation'] }, () => {
  for (const { name, path } of [
    { name: 'families overview', path: '/vehiculos-0km' },
    { name: 'Volkswagen families', path: '/vehiculos-0km/volkswagen' },
  ]) {
    test(`${name} (${path}): skip link and family links by keyboard, landmarks, headings, no sideways scroll`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);

      await test.step('keyboard: Tab reaches the skip link, then the family links, with a visible focus', async () => {
        await page.keyboard.press('Tab');
        const skipLink = page.getByRole('link', { name: 'Saltar al contenido' });
        await expect(skipLink).toBeFocused();
        await expect(skipLink).toBeInViewport();
        expect(await hasVisibleFocus(skipLink)).toBe(true);

        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/#contenido$/);
        await expect(page.getByRole('main')).toBeFocused();

        const firstFamily = page.getByRole('article').first().getByRole('link');
        await tabTo(page, firstFamily);
        expect(await hasVisibleFocus(firstFamily)).toBe(true);
        await expect(firstFamily).toBeInViewport();

        const secondFamily = page.getByRole('article').nth(1).getByRole('link');
        await tabTo(page, secondFamily, 1);
        expect(await hasVisibleFocus(secondFamily)).toBe(true);
      });

      await test.step('has one h1, landmarks and headings in order', async () => {
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toHaveCount(1);
        await expectHeadingsInOrder(page.locator('html'));
      });

      await test.step('does not scroll sideways, before or after the pictures load', () =>
        expectFitsTheScreen(page));
    });
  }

  for (const slug of ['chevrolet', 'nissan']) {
    test(`/vehiculos-0km/${slug} never scrolls sideways, before or after the pictures load`, async ({
      page,
    }) => {
      await page.goto(`/vehiculos-0km/${slug}`);
      await waitForHydration(page);
      await expectFitsTheScreen(page);
    });
  }
});

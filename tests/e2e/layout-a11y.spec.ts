import { expect, test } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  tabTo,
  waitForHydration,
} from './support/page-checks';

const PAGES = [
  { name: 'families overview', path: '/vehiculos-0km' },
  { name: 'Volkswagen families', path: '/vehiculos-0km/volkswagen' },
];

for (const { name, path } of PAGES) {
  test.describe(`${name} (${path})`, () => {
    test('does not scroll sideways', async ({ page }) => {
      await page.goto(path);
      await expectNoHorizontalScroll(page);
      // Lazy pictures must not widen the page once they load either.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
    });

    test('has one h1, landmarks and headings in order', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      for (const [index, level] of levels.entries()) {
        if (index > 0)
          expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      }
    });

    test('keyboard: Tab reaches the skip link, then the family links, with a visible focus', async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);

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

    test('axe finds no serious or critical violations', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test('the not-found page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/vehiculos-0km/ford');
  await expectNoSeriousAxeViolations(page);
});

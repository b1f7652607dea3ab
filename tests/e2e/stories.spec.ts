import { expect, test } from '@playwright/test';
import { storyPath } from '#domain/content/content';
import {
  expectOneH1AndHeadingsInOrder,
  expectSkipLinkThenTabTo,
  skipPopups,
} from './support/content-helpers';
import { currentTime, firstStory, main, storiesStrip } from './support/editorial-helpers';
import { expectNoHorizontalScroll, hasVisibleFocus, tabTo, waitForHydration } from './support/page-checks';

/**
 * Stories at a phone's width and at a desktop's: the viewer and the home page's strip fit the screen, and the keyboard
 * finds its way through them. What they show and where they lead is checked once, in stories.once.spec.ts; hovering a
 * card in stories.desktop.spec.ts; axe checks them through a11y/editorial.ts.
 */

test.describe('story viewer (/historias/{id}/{slug}) on this screen', { tag: ['@stories'] }, () => {
  test('fits the screen with its title, brand and category; close, pause and next are reached in order with a visible focus', async ({
    page,
    request,
  }) => {
    const story = await firstStory(request);
    await page.goto(storyPath(story));
    await waitForHydration(page);
    await expectOneH1AndHeadingsInOrder(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(main(page).getByText(story.brand_string, { exact: true })).toBeVisible();
    await expect(main(page).getByText(story.category_string, { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);

    const close = main(page).getByRole('link', { name: 'Cerrar historia' });
    await expectSkipLinkThenTabTo(page, close, 5);
    const pause = main(page).getByRole('button', { name: 'Pausar historia' });
    await tabTo(page, pause, 5);
    expect(await hasVisibleFocus(pause)).toBe(true);
    const next = main(page).getByRole('link', { name: /^Siguiente historia/ });
    await tabTo(page, next, 5);
    expect(await hasVisibleFocus(next)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/historias\/\d+\/[a-z0-9-]+$/);
    await expect(page).not.toHaveURL(new RegExp(`${storyPath(story)}$`));
  });
});

test.describe('stories strip (home page) on this screen', { tag: ['@stories'] }, () => {
  test('scrolls inside itself, not the page; keyboard focus plays a card with a visible focus, and Enter opens its story', async ({
    page,
    request,
  }) => {
    const first = await firstStory(request);
    // The home page's popups would cover the strip; they have their own specs.
    await skipPopups(page);
    await page.goto('/');
    await waitForHydration(page);
    await storiesStrip(page).scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);

    // The keyboard comes from the section before the strip: the focus on its last control, one Tab reaches the card.
    const card = storiesStrip(page).getByRole('link').first();
    await card.evaluate((target) => {
      const focusable = [
        ...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea'),
      ].filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0);
      focusable[focusable.indexOf(target as HTMLElement) - 1]?.focus();
    });
    await tabTo(page, card, 1);
    expect(await hasVisibleFocus(card)).toBe(true);
    await expect.poll(() => currentTime(card.locator('video')), { timeout: 10_000 }).toBeGreaterThan(0.3);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${storyPath(first)}$`));
  });
});

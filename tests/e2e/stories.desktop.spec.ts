import { expect, type Page, test } from '@playwright/test';
import { skipPopups } from './support/content-helpers';
import { currentTime, isPaused, storiesStrip } from './support/editorial-helpers';
import { waitForHydration } from './support/page-checks';

/**
 * The home page's stories strip where a pointer can hover (docs/product.md §2 Promotions and stories widgets): phones
 * have no hover, a tap opens the story (stories.once.spec.ts). The rest is in stories.spec.ts and stories.once.spec.ts.
 */

/** Two frames: long enough for React to have rendered whatever a hover asked for. */
function afterTwoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

test.describe('stories strip (home page) with a pointer', { tag: ['@stories'] }, () => {
  test('a card keeps its still picture on hover under a reduced-motion preference; otherwise it plays its video while hovered, and stops when left', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await skipPopups(page);
    await page.goto('/');
    await waitForHydration(page);
    const card = storiesStrip(page).getByRole('link').first();
    const video = card.locator('video');
    await card.scrollIntoViewIfNeeded();
    await expect(video).toHaveCount(0);

    // No clip at all: the still poster stays.
    await card.hover();
    await afterTwoFrames(page);
    await expect(video).toHaveCount(0);
    await page.mouse.move(0, 0);

    // The same hover, without the preference, brings the clip.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await card.hover();
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.3);
    // Created in the browser, the video is muted through its property (React sets no attribute for it).
    for (const attribute of ['loop', 'playsinline'])
      await expect(video, attribute).toHaveAttribute(attribute, '');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);

    await page.mouse.move(0, 0);
    await expect.poll(() => isPaused(video)).toBe(true);
  });
});

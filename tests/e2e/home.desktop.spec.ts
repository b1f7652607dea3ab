import { test } from '@playwright/test';
import {
  BANNER_INTERVAL_MS,
  carousel,
  expectCurrentBanner,
  openHomeWithClockStopped,
  parametersOf,
  skipPopups,
} from './support/content-helpers';

/** The home page where a pointer can hover: touch screens have none (the rest is in home.spec.ts and home.once.spec.ts). */

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test.describe('home page (/) with a pointer', { tag: ['@home'] }, () => {
  test('the banner carousel pauses while the pointer is over it', async ({ page, request }) => {
    const total = (await parametersOf(request)).banners.length;
    await openHomeWithClockStopped(page);
    await carousel(page).slides.first().hover();
    await page.clock.runFor(BANNER_INTERVAL_MS * 2);
    await expectCurrentBanner(page, 0, total);
    await page.mouse.move(1, 1);
    await page.clock.runFor(BANNER_INTERVAL_MS);
    await expectCurrentBanner(page, 1, total);
  });
});

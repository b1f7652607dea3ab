import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/page-checks';

/**
 * A page asks for its scripts once its first screen is painted with its pictures (docs/decisions/0036): on a slow
 * connection the largest picture no longer shares the bandwidth with about 110 KB of scripts.
 */
test.describe('the first screen before the scripts', { tag: ['@home'] }, () => {
  test('the home asks for its scripts only after its popup’s picture has loaded, then comes alive', async ({
    page,
  }) => {
    const events: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/') && request.resourceType() === 'script')
        events.push('script requested');
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/images/popups/'))
        events.push('popup loaded');
    });
    await page.goto('/');
    // A first visit: the popup shows, its picture marked as the first screen's.
    await expect(page.getByRole('dialog').locator('img[fetchpriority="high"]')).toBeVisible();
    await waitForHydration(page);
    expect(events).toContain('popup loaded');
    expect(events.indexOf('script requested')).toBeGreaterThan(events.indexOf('popup loaded'));
  });
});

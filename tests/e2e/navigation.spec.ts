import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, waitForHydration } from './support/page-checks';

/**
 * docs/product.md §2 Global navigation, what must hold at both widths: the frame (the full header at 1280 px; the compact
 * header and the bottom navigation at 390 px; the footer) is on every page, error pages included, and fits the screen.
 * What each layout holds is in navigation.desktop.spec.ts and navigation.mobile.spec.ts, what holds at any width in
 * navigation.once.spec.ts; axe checks the frame in a11y.spec.ts.
 */
test.describe('the frame at every width', { tag: ['@navigation'] }, () => {
  test('a 404 page keeps the header and the footer, and the frame does not scroll sideways', async ({
    page,
  }) => {
    const response = await page.goto('/esta-pagina-no-existe');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página.');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contactanos' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('contentinfo').getByText(/Godoy Cruz, Mendoza/)).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

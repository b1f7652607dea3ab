import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Parameters } from '../../domain/content';
import { expectNoSeriousAxeViolations, hasVisibleFocus, waitForHydration } from './support/page-checks';

const POPUP_SHOWN_KEY = 'territorio:popups-shown';

async function popups(request: APIRequestContext): Promise<Parameters['popups']> {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Parameters };
  expect(data.popups.length, 'the demo data has a popup').toBeGreaterThan(0);
  return data.popups;
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

/** The gate decides after hydration; give it a moment before asserting that nothing showed up. */
async function expectNoPopup(page: Page) {
  await waitForHydration(page);
  await page.waitForTimeout(500);
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('popups on load (docs/product.md §2)', () => {
  test('shows the popup first, once per browser session', async ({ page, request, browser, baseURL }) => {
    // Five page loads and a second browser context.
    test.slow();
    const [popup] = await popups(request);
    if (!popup) throw new Error('no popup');
    await page.goto('/');
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAccessibleName(popup.name);
    // Modal: the page behind cannot be reached while it is open.
    expect(await modal.evaluate((element: HTMLDialogElement) => element.matches(':modal'))).toBe(true);

    const image = modal.getByRole('img', { name: popup.image.alt ?? popup.name });
    await expect(image).toHaveAttribute('width', String(popup.image.width));
    await expect(image).toHaveAttribute('height', String(popup.image.height));
    await expect(modal.getByRole('link')).toHaveAttribute('href', popup.url ?? 'missing');

    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await expect(modal).toHaveCount(0);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), POPUP_SHOWN_KEY)).not.toBeNull();

    // The same session: not again, whether reloaded or reached again.
    await page.reload();
    await expectNoPopup(page);
    await page.goto('/vehiculos-0km');
    await page.goto('/');
    await expectNoPopup(page);

    // A new browser session shows it again.
    const fresh = await browser.newContext({ baseURL });
    const freshPage = await fresh.newPage();
    await freshPage.goto('/');
    await expect(dialog(freshPage)).toBeVisible();
    await fresh.close();
  });

  test('keyboard: the focus starts inside, Escape closes it and the flag is kept', async ({ page }) => {
    await page.goto('/');
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    const close = modal.getByRole('button', { name: 'Cerrar' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    const link = modal.getByRole('link');
    await expect(link).toBeFocused();
    expect(await hasVisibleFocus(link)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), POPUP_SHOWN_KEY)).not.toBeNull();
    await page.reload();
    await expectNoPopup(page);
  });

  test('following the popup link counts as seen', async ({ page, request }) => {
    const [popup] = await popups(request);
    await page.goto('/');
    await dialog(page).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${popup?.url ?? 'missing'}$`));
    await page.goto('/');
    await expectNoPopup(page);
  });

  test('also shows after a client-side navigation to the home page', async ({ page }) => {
    await page.goto('/vehiculos-0km');
    await waitForHydration(page);
    // The header's logo link leads home without a page load; the server's inline opener does not run then.
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    const modal = dialog(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await expect(modal).toHaveCount(0);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), POPUP_SHOWN_KEY)).not.toBeNull();
  });

  test('is not shown to visitors from a campaign', async ({ page }) => {
    await page.goto('/?source=campaign');
    await expectNoPopup(page);
    // Nor does that visit use up the session's popup.
    await page.goto('/');
    await expect(dialog(page)).toBeVisible();
  });

  test('axe finds no serious or critical violations with the popup open', async ({ page }) => {
    await page.goto('/');
    await expect(dialog(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

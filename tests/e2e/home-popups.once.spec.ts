import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Parameters } from '#domain/content/content';
import { POPUP_SHOWN_KEY, parametersOf } from './support/content-helpers';
import { hasVisibleFocus, waitForHydration } from './support/page-checks';

/**
 * The popups on load (docs/product.md §2 Home): when they show, how they close and what is remembered, the same at any
 * width. axe checks the page with the popup open, at both widths, through a11y/content.ts.
 */

async function popups(request: APIRequestContext): Promise<Parameters['popups']> {
  const { popups: found } = await parametersOf(request);
  expect(found.length, 'the demo data has a popup').toBeGreaterThan(0);
  return found;
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

async function shownFlag(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.sessionStorage.getItem(key), POPUP_SHOWN_KEY);
}

/**
 * The flag is stored by the dialog's `close` event, which the browser dispatches in a task after the dialog has
 * closed: a test that reads it the moment the dialog is gone may be a task too early, so it asks until it is there.
 */
async function expectShownFlag(page: Page) {
  await expect.poll(() => shownFlag(page)).not.toBeNull();
}

/**
 * The gate decides twice, both before the page is marked hydrated: its inline script while the page is parsed, and its
 * effect, which React runs before the root layout's effect that sets the mark (a child's effects run first). Once the
 * mark is there, a popup that is not shown will not be.
 */
async function expectNoPopup(page: Page) {
  await waitForHydration(page);
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('popups on load (docs/product.md §2)', { tag: ['@popups', '@home'] }, () => {
  test('shows the popup first, once per browser session, and its keyboard focus starts inside and Escape closes it', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    // Six page loads and a second browser context.
    test.slow();
    const [popup] = await popups(request);
    if (!popup) throw new Error('no popup');

    await test.step('the popup, first and modal, with its picture and link; closing it is remembered', async () => {
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
      await expectShownFlag(page);
    });

    await test.step('the same session: not again, whether reloaded or reached again', async () => {
      await page.reload();
      await expectNoPopup(page);
      await page.goto('/vehiculos-0km');
      await page.goto('/');
      await expectNoPopup(page);
    });

    await test.step('a new browser session shows it again; from the keyboard: the focus starts inside, Escape closes it and the flag is kept', async () => {
      const fresh = await browser.newContext({ baseURL });
      const freshPage = await fresh.newPage();
      await freshPage.goto('/');
      const modal = dialog(freshPage);
      await expect(modal).toBeVisible();
      const close = modal.getByRole('button', { name: 'Cerrar' });
      await expect(close).toBeFocused();
      await freshPage.keyboard.press('Tab');
      const link = modal.getByRole('link');
      await expect(link).toBeFocused();
      expect(await hasVisibleFocus(link)).toBe(true);
      await freshPage.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expectShownFlag(freshPage);
      await freshPage.reload();
      await expectNoPopup(freshPage);
      await fresh.close();
    });
  });

  test('following the popup link counts as seen, before the page has loaded its scripts and after', async ({
    page,
    request,
  }) => {
    const [popup] = await popups(request);
    const destination = new RegExp(`${popup?.url ?? 'missing'}$`);

    await test.step('before the scripts have run (they wait for the first screen): the inline script remembers it', async () => {
      const scripts = /\.js(?:\?|$)/;
      await page.route(scripts, (route) => route.abort());
      await page.goto('/');
      await dialog(page).getByRole('link').click();
      await expect(page).toHaveURL(destination);
      await page.unroute(scripts);
      await page.goto('/');
      await expectNoPopup(page);
    });

    await test.step('once React has taken over', async () => {
      await page.evaluate((key) => window.sessionStorage.removeItem(key), POPUP_SHOWN_KEY);
      await page.goto('/');
      await waitForHydration(page);
      await dialog(page).getByRole('link').click();
      await expect(page).toHaveURL(destination);
      await page.goto('/');
      await expectNoPopup(page);
    });
  });

  test('is not shown to visitors from a campaign, nor used up by their visit', async ({ page }) => {
    await test.step('not shown to visitors from a campaign', async () => {
      await page.goto('/?source=campaign');
      await expectNoPopup(page);
    });

    await test.step("nor does that visit use up the session's popup: a full load of the home page shows it", async () => {
      await page.goto('/');
      await expect(dialog(page)).toBeVisible();
    });
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
    await expectShownFlag(page);
  });
});

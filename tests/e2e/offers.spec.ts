import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '#domain/shared/money';
import { expectHeadingsInOrder, loadEveryPicture, settledScrollY } from './support/catalogue-helpers';
import {
  discountText,
  type ExpectedFamily,
  expectedBrand,
  familyCards,
  OFFER_BRANDS,
  offerBuyPath,
  offerVersionsPath,
  unitsText,
} from './support/offers-helpers';
import { expectNoHorizontalScroll, hasVisibleFocus, tabTo, waitForHydration } from './support/page-checks';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** One h1, headings in order, and no sideways scroll before or after the pictures load. */
async function expectLayout(page: Page) {
  await expectHeadingsInOrder(page.locator('html'), { startsWithH1: false });
  await expectNoHorizontalScroll(page);
  await loadEveryPicture(page);
  await expectNoHorizontalScroll(page);
}

/*
 * How the offers page behaves where the viewport matters: scrolling to its sections, the units dialog, the keyboard
 * and the layout. What it lists and sends is checked once (offers.once.spec.ts); axe runs in a11y.spec.ts.
 */
test.describe('offers page (/oportunidades)', { tag: ['@offers'] }, () => {
  test("'Explorar oportunidades' and 'Contactar un asesor' scroll to their targets and move focus; with reduced motion they jump at once", async ({
    page,
  }) => {
    await page.goto('/oportunidades');
    await waitForHydration(page);

    await test.step('they glide to their targets and move focus there', async () => {
      await page.getByRole('link', { name: 'Explorar oportunidades' }).click();
      const list = page.locator('#oportunidades-lista');
      await expect(list).toBeFocused();
      await expect(list).toBeInViewport();
      await expect
        .poll(() => list.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toBeLessThan(40);
      // In-page scrolling, not navigation: the address stays the same.
      await expect(page).toHaveURL(/\/oportunidades$/);

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('link', { name: 'Contactar un asesor' }).click();
      await expect(page.locator('#contactar-asesor')).toBeFocused();
      await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeInViewport();
    });

    await test.step('with reduced motion they jump at once', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.getByRole('link', { name: 'Contactar un asesor' }).click();
      // No animation: the target is in place as soon as the click has been handled, without waiting.
      const top = await page
        .locator('#contactar-asesor')
        .evaluate((element) => element.getBoundingClientRect().top);
      const bottomReached = await page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      );
      expect(bottomReached || Math.abs(top) < 40, `contact form top at ${top}px`).toBe(true);
      await expect(page.locator('#contactar-asesor')).toBeFocused();
    });
  });

  test('a family card opens its units; closing them, by button or Escape, restores the scroll position and the focus', async ({
    page,
    request,
  }) => {
    const nissan = await expectedBrand(request, OFFER_BRANDS[1]);
    const family = nissan.families.at(-1) as ExpectedFamily;
    await page.goto('/oportunidades');
    await waitForHydration(page);

    const opener = familyCards(page, 'Nissan').last().getByRole('button', { name: family.name, exact: true });
    // The page scrolled well down, with the card in the middle of the screen, at once (no glide to wait for).
    await opener.evaluate((element) => {
      const box = element.getBoundingClientRect();
      window.scrollTo({
        top: box.top + window.scrollY - window.innerHeight / 2 + box.height / 2,
        behavior: 'instant',
      });
    });
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(200);
    const dialog = page.getByRole('dialog', { name: family.name });
    const restored = () =>
      expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(3);

    await test.step('the card opens its units', async () => {
      await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
      await opener.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Oportunidades Nissan')).toBeVisible();
      await expect(dialog.getByText(unitsText(family.units), { exact: true })).toBeVisible();
      const units = dialog.getByRole('listitem');
      await expect(units).toHaveCount(family.offers.length);
      for (const [index, offer] of family.offers.entries()) {
        const unit = units.nth(index);
        await expect(unit.getByRole('heading', { name: offer.name, exact: true })).toBeVisible();
        await expect(unit.getByText(offer.color, { exact: false }).first()).toBeVisible();
        await expect(unit.getByText(discountText(offer), { exact: true })).toBeVisible();
        await expect(
          unit.getByText(formatMoney(offer.full_price_with_discount, offer.currency), { exact: true }),
        ).toBeVisible();
        await expect(unit.getByRole('link', { name: /^Reservar/ })).toHaveAttribute(
          'href',
          offerBuyPath(offer),
        );
        await expect(unit.getByRole('link', { name: /^Ver versiones/ })).toHaveAttribute(
          'href',
          offerVersionsPath(offer),
        );
      }
    });

    await test.step('scrolling inside the units does not move the page for good; the close button puts it back', async () => {
      await dialog.hover();
      await page.mouse.wheel(0, 600);
      await settledScrollY(page);
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(dialog).toBeHidden();
      await restored();
      await expect(opener).toBeFocused();
    });

    await test.step('Escape closes the units and puts focus back on the card, the page where it was', async () => {
      await opener.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await restored();
    });
  });

  test('keyboard: the scroll buttons, a family card and its units work without a mouse; one h1, headings in order, no sideways scroll', async ({
    page,
  }) => {
    await page.goto('/oportunidades');
    await waitForHydration(page);

    await test.step('keyboard', async () => {
      const explore = page.getByRole('link', { name: 'Explorar oportunidades' });
      await tabTo(page, explore, 30);
      expect(await hasVisibleFocus(explore)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.locator('#oportunidades-lista')).toBeFocused();

      // From the list, the next Tab lands on the first family card.
      await page.keyboard.press('Tab');
      const first = familyCards(page, 'Chevrolet').first().getByRole('button');
      await expect(first).toBeFocused();
      expect(await hasVisibleFocus(first)).toBe(true);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const close = dialog.getByRole('button', { name: 'Cerrar' });
      await expect(close).toBeFocused();
      expect(await hasVisibleFocus(close)).toBe(true);
      // Focus stays inside the modal.
      for (let press = 0; press < 3; press++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(first).toBeFocused();
    });

    await test.step('one h1, headings in order, no sideways scroll before or after the pictures load', () =>
      expectLayout(page));
  });

  test('/oportunidades/chevrolet: one h1, headings in order, no sideways scroll', async ({ page }) => {
    await page.goto('/oportunidades/chevrolet');
    await waitForHydration(page);
    await expectLayout(page);
  });
});

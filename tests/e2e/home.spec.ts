import { expect, test } from '@playwright/test';
import {
  carousel,
  expectCurrentBanner,
  expectNoHorizontalScrollWithEveryPicture,
  openHomeWithClockStopped,
  parametersOf,
  skipPopups,
} from './support/content-helpers';
import { expectNoHorizontalScroll, hasVisibleFocus, tabTo, waitForHydration } from './support/page-checks';

/**
 * The home page at a phone's width and at a desktop's: the carousel's picture, shift and controls, the page fitting the
 * screen with its menu and form open, and the keyboard paths through them. What the page shows is checked once in
 * home.once.spec.ts; axe checks it through a11y/content.ts.
 */

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test.describe('home page (/) on this screen', { tag: ['@home'] }, () => {
  test('the banner carousel shows the picture for this width, the keyboard and its buttons move it, and each step moves 75 % of its width', async ({
    page,
    request,
  }) => {
    const { banners } = await parametersOf(request);
    const total = banners.length;
    const [wide, tall] = banners[0]?.images ?? [];
    if (!wide || !tall) throw new Error('The demo banners have a wide and a tall picture');
    await openHomeWithClockStopped(page);
    const { region, slides, dots, next, previous, pause } = carousel(page);

    await test.step('the wide picture from 768 px, the tall one on phones', async () => {
      const image = slides.first().locator('img');
      await expect(image).toHaveJSProperty('complete', true);
      const expected = (page.viewportSize()?.width ?? 0) >= 768 ? wide : tall;
      expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
        expected.path,
      );
      await expect(slides.first().locator('source')).toHaveAttribute('media', '(min-width: 768px)');
    });

    await test.step('keyboard: Tab reaches the banner link and every control, with a visible focus', async () => {
      const bannerLink = slides.first().getByRole('link');
      await tabTo(page, bannerLink, 60);
      expect(await hasVisibleFocus(bannerLink)).toBe(true);
      await tabTo(page, pause, 1);
      expect(await hasVisibleFocus(pause)).toBe(true);
      await tabTo(page, dots.first(), 1);
      expect(await hasVisibleFocus(dots.first())).toBe(true);
      await tabTo(page, next, total + 1);
      await page.keyboard.press('Enter');
      await expectCurrentBanner(page, 1, total);
      await page.keyboard.press('Space');
      await expectCurrentBanner(page, 2 % total, total);
    });

    await test.step('previous and next buttons and dots move it, wrapping both ways', async () => {
      await dots.first().click();
      await expectCurrentBanner(page, 0, total);
      await previous.click();
      await expectCurrentBanner(page, total - 1, total);
      await next.click();
      await expectCurrentBanner(page, 0, total);
      await next.click();
      await expectCurrentBanner(page, 1, total);
      await dots.nth(total - 1).click();
      await expectCurrentBanner(page, total - 1, total);
      await next.click();
      await expectCurrentBanner(page, 0, total);
      // The banner in front is the only one a click or the keyboard reaches.
      await expect(slides.nth(1)).toHaveAttribute('inert');
    });

    await test.step('each banner is 75 % of its width, and a step moves it that far (docs/product.md §9)', async () => {
      const width = (await region.locator('.banner-carousel__viewport').boundingBox())?.width ?? 0;
      expect((await slides.first().boundingBox())?.width).toBeCloseTo(width * 0.75, 0);
      await next.click();
      await expectCurrentBanner(page, 1, total);
      await expect
        .poll(async () =>
          region
            .locator('.banner-carousel__track')
            .evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41),
        )
        .toBeCloseTo(-width * 0.75, 0);
    });
  });

  test('does not scroll sideways, pictures included, with the appointments menu open and with the job form open', async ({
    page,
    request,
  }) => {
    const urls = (await parametersOf(request)).service_appointment_urls;
    await page.goto('/');
    await expectNoHorizontalScroll(page);
    await waitForHydration(page);

    await test.step('the service-appointment menu lists Chevrolet, Volkswagen and Nissan in new tabs', async () => {
      const section = page.getByRole('region', { name: 'Turnos de service' });
      const button = section.getByRole('button', { name: 'Sacá tu turno' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const links = section.getByRole('link', { name: /Chevrolet|Volkswagen|Nissan/ });
      await expect(links).toHaveText([/^Chevrolet/, /^Volkswagen/, /^Nissan/]);
      for (const [index, brandId] of ['2', '1', '4'].entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', urls[brandId] ?? 'missing');
        await expect(links.nth(index)).toHaveAttribute('target', '_blank');
      }
      await expectNoHorizontalScroll(page);
      await page.keyboard.press('Escape');
      await expect(links.first()).toBeHidden();
      await expect(button).toBeFocused();
    });

    await test.step('no sideways scroll with every picture loaded', () =>
      expectNoHorizontalScrollWithEveryPicture(page));

    await test.step('nor with the job form open', async () => {
      await page.getByText('Ver formulario').click();
      await expect(page.getByRole('form', { name: 'Postulación laboral' })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
});

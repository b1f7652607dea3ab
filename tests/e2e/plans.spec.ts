import { expect, test } from '@playwright/test';
import {
  expectNoHorizontalScrollWithEveryPicture,
  expectOneH1AndHeadingsInOrder,
  expectSkipLinkThenTabTo,
} from './support/content-helpers';
import { main, planCards, plansOf, productFilter } from './support/editorial-helpers';
import { hasVisibleFocus, tabTo, waitForHydration } from './support/page-checks';

/**
 * The savings-plan pages at a phone's width and at a desktop's: each fits the screen with its pictures loaded, the
 * brand switch takes the visitor between them, and the keyboard reaches Volkswagen's product filter and a plan's
 * subscription link. What the pages list is checked once, in plans.once.spec.ts; axe checks them through
 * a11y/editorial.ts.
 */

test.describe('savings plans pages on this screen', { tag: ['@plans'] }, () => {
  test('Volkswagen’s product filter and a plan’s subscription link work by keyboard; /planes-de-ahorro/volkswagen, /planes-de-ahorro and /planes-de-ahorro/nissan fit the screen, with one h1 and headings in order', async ({
    page,
    request,
  }) => {
    const own = (await plansOf(request, '/v1/vw/plan/find')).filter(
      (plan) => plan.product === 'Autoahorro Volkswagen',
    );
    await page.goto('/planes-de-ahorro/volkswagen');
    await waitForHydration(page);
    await expectOneH1AndHeadingsInOrder(page);

    await test.step('keyboard: the product filter, then a plan’s subscription link', async () => {
      const tab = productFilter(page).getByRole('link', { name: 'Autoahorro Volkswagen' });
      await expectSkipLinkThenTabTo(page, tab, 15);
      await page.keyboard.press('Enter');
      await expect(planCards(main(page))).toHaveCount(own.length);
      const subscribe = planCards(main(page))
        .first()
        .getByRole('link', { name: /^Suscribite/ });
      await tabTo(page, subscribe, 20);
      expect(await hasVisibleFocus(subscribe)).toBe(true);
    });

    await test.step('/planes-de-ahorro/volkswagen fits the screen with every picture loaded', () =>
      expectNoHorizontalScrollWithEveryPicture(page));

    const brands = main(page).getByRole('navigation', { name: 'Marcas' });
    await test.step('/planes-de-ahorro fits the screen with every picture loaded', async () => {
      await brands.getByRole('link', { name: 'Todas' }).click();
      await expect(page).toHaveURL(/\/planes-de-ahorro$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planes de ahorro');
      await expectOneH1AndHeadingsInOrder(page);
      await expectNoHorizontalScrollWithEveryPicture(page);
    });

    await test.step('/planes-de-ahorro/nissan fits the screen with every picture loaded', async () => {
      await brands.getByRole('link', { name: 'Nissan' }).click();
      await expect(page).toHaveURL(/\/planes-de-ahorro\/nissan$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan Nissan');
      await expectOneH1AndHeadingsInOrder(page);
      await expectNoHorizontalScrollWithEveryPicture(page);
    });
  });
});

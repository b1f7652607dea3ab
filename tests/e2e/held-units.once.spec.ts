import { expect, test } from '@playwright/test';
import { ALERT_CONFIRM_SENT_MESSAGE, ALERT_CONSENT_LABEL } from '#domain/content/alerts';
import {
  DEALERSHIP_API,
  holdThroughApi,
  operationReadyToPay,
  uniqueEmail,
  type VersionUnitCase,
} from './support/dealership-helpers';
import { waitForHydration } from './support/page-checks';
import {
  FIND_VERSION,
  familiesOf,
  HELD_LABEL,
  unitsOf,
  VERSIONS_BRANDS,
  versionCard,
  versionsOf,
  versionsPath,
  withPricesUnlocked,
} from './versions-support';

/*
 * docs/product.md §4: a unit held by another buyer's open payment is not available. The brand page and the versions
 * page count it nowhere, and the versions page shows it reserved for the moment, with 'Avisame si se libera'. The test
 * holds the only unit of a version (the payment specs take versions of two units or more), and gives it back.
 */
test.describe('a held unit', { tag: ['@vehicles'] }, () => {
  test('is not counted as available anywhere, and is shown reserved for the moment', async ({
    page,
    request,
  }) => {
    let found: VersionUnitCase | undefined;
    search: for (const brand of VERSIONS_BRANDS) {
      for (const family of await familiesOf(request, brand)) {
        for (const version of await versionsOf(request, brand, family.id)) {
          if (version.stock_count !== 1 || (version.held_count ?? 0) > 0) continue;
          const unit = (await unitsOf(request, brand, family.id, version.id)).find((u) => u.available);
          if (unit) {
            found = { brand, family, version, unit, path: versionsPath(brand, family) };
            break search;
          }
        }
      }
    }
    if (!found) throw new Error('The demo catalogue has no version with a single unit to hold');
    const { brand, family, version, unit, path } = found;

    /** The brand page's count of units in stock ('27 unidades en stock'), as the server sends it. */
    const brandPage = async () => {
      const html = await (await request.get(`/vehiculos-0km/${brand.slug}`)).text();
      return Number(html.match(/<strong>(\d+)<\/strong>(?:\s|<!-- -->)*unidad(?:es)? en stock/)?.[1]);
    };
    const unitsInStock = async () =>
      (await familiesOf(request, brand)).reduce((sum, each) => sum + each.stock_count, 0);
    const before = await unitsInStock();
    expect(await brandPage()).toBe(before);

    const email = uniqueEmail('apartada');
    const started = await operationReadyToPay(request, found, email);
    await holdThroughApi(request, started.code);
    try {
      await test.step('the API and the brand page count it out at once', async () => {
        const mine = (await versionsOf(request, brand, family.id)).find((each) => each.id === version.id);
        expect(mine).toMatchObject({ stock_count: 0, held_count: 1 });
        expect(await unitsInStock()).toBe(before - 1);
        await expect.poll(brandPage, { timeout: 2_000 }).toBe(before - 1);
      });

      await test.step('the versions page shows the version and its unit reserved for the moment', async () => {
        await withPricesUnlocked(page);
        await page.goto(path);
        await waitForHydration(page);
        const card = versionCard(page, version.name);
        await expect(card.getByText('1 unidad reservada por el momento', { exact: true })).toBeVisible();
        await expect(card.getByText(HELD_LABEL, { exact: true })).toBeVisible();
        await expect(card.getByText('no disponible')).toHaveCount(0);

        await card.getByRole('button', { name: FIND_VERSION }).click();
        const dialog = page.getByRole('dialog', { name: 'Unidades disponibles' });
        const item = dialog.getByRole('article').filter({ hasText: unit.chassis });
        await expect(item.getByText(HELD_LABEL, { exact: true })).toBeVisible();
        await expect(item.getByRole('link', { name: 'Reservar' })).toHaveCount(0);

        await item.getByRole('button', { name: 'Avisame si se libera' }).click();
        const form = item.getByRole('form', { name: 'Avisame si se libera' });
        await form.getByLabel('Email').fill(uniqueEmail('aviso'));
        await form.getByLabel(ALERT_CONSENT_LABEL).check();
        await form.getByRole('button', { name: 'Avisame' }).click();
        // docs/decisions/0084: the double opt-in's first step.
        await expect(item.getByRole('status').filter({ hasText: 'Te enviamos un e-mail' })).toHaveText(
          ALERT_CONFIRM_SENT_MESSAGE,
        );
      });
    } finally {
      // Withdrawing the unpaid operation gives the unit back (docs/product.md §4).
      const cancelled = await request.post(DEALERSHIP_API.cancel, { data: { code: started.code, email } });
      expect(cancelled.status(), 'the hold is given back').toBe(200);
    }
    expect(await unitsInStock()).toBe(before);
    await expect.poll(brandPage, { timeout: 2_000 }).toBe(before);
  });
});

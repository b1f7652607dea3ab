import { expect, test } from '@playwright/test';
import { harnessBundle, openHarness } from './components-harness-loader';
import { expectNoHorizontalScroll } from './support/page-checks';

/**
 * The shared pieces (components.harness.tsx) at a phone's width and at a desktop's: they fit the screen, closed and
 * with the Select's list and the DropdownButton's menu open. What they do is checked once, in
 * components.once.spec.ts; axe checks them through a11y/editorial.ts.
 */

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await harnessBundle();
});

test.describe('shared pieces on this screen', { tag: ['@components'] }, () => {
  test('fit the screen, closed and with the Select and the DropdownButton open', async ({ page }) => {
    await openHarness(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('combobox', { name: 'Marca' }).click();
    await expect(page.getByRole('listbox', { name: 'Marca' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Sacá un turno' }).click();
    await expect(page.getByRole('link', { name: 'Postventa' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

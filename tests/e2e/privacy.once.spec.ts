import { expect, test } from '@playwright/test';
import { DATA_PROTECTION_LEGEND, PRIVACY_PATH } from '#domain/content/privacy';
import { waitForHydration } from './support/page-checks';

/** Ley 25.326: every footer and every form that asks for personal data links to the policy (docs/product.md §2). */
test.describe('personal data', { tag: ['@privacy', '@navigation', '@contact'] }, () => {
  test('every footer links to the policy and carries the Disposición 10/2008 legend, and so does the contact form', async ({
    page,
  }) => {
    await page.goto('/contacto');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(DATA_PROTECTION_LEGEND)).toBeVisible();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Enviar' }) });
    await expect(form.getByText(DATA_PROTECTION_LEGEND)).toBeVisible();
    await form.getByRole('link', { name: 'política de privacidad' }).click();
    await expect(page).toHaveURL(PRIVACY_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page).toHaveURL(PRIVACY_PATH);
  });
});

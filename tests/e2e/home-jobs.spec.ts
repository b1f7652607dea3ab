import { expect, test } from '@playwright/test';
import { CV_ERROR_MESSAGES, CV_RECEIVED_MESSAGE } from '#domain/content/leads';
import { expectLiveJobForm, jobForm, skipPopups } from './support/content-helpers';
import { expectNoHorizontalScroll, hasVisibleFocus, tabTo, waitForHydration } from './support/page-checks';

/**
 * The job application at a phone's width and at a desktop's: the keyboard path into the form, and the outcome pages
 * fitting the screen. What the form asks, checks and sends is in home-jobs.once.spec.ts; axe checks the form and its
 * outcome pages through a11y/content.ts.
 */

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test.describe('job application form on this screen', { tag: ['@jobs', '@home'] }, () => {
  test('keyboard: the disclosure opens with Enter and the fields take focus', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.locator('summary', { hasText: 'Ver formulario' });
    await toggle.focus();
    expect(await hasVisibleFocus(toggle)).toBe(true);
    await page.keyboard.press('Enter');
    await expectLiveJobForm(page);
    const name = jobForm(page).getByLabel('Nombre');
    await tabTo(page, name, 2);
    expect(await hasVisibleFocus(name)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(jobForm(page).getByText('Ingresá tu nombre.', { exact: true })).toBeVisible();
  });

  test('/cv-recibido and /cv-error, the form open with its messages, do not scroll sideways', async ({
    page,
  }) => {
    await test.step('/cv-recibido', async () => {
      await page.goto('/cv-recibido');
      await expect(page.getByText(CV_RECEIVED_MESSAGE, { exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });

    await test.step('/cv-error with the form open and its messages shown', async () => {
      await page.goto('/cv-error?motivo=archivo');
      await expect(page.getByRole('alert').filter({ hasText: CV_ERROR_MESSAGES.archivo })).toBeVisible();
      await expectLiveJobForm(page);
      await jobForm(page).getByRole('button', { name: 'Enviar postulación' }).click();
      await expect(jobForm(page).getByText('Ingresá tu nombre.', { exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
});

import { expect, type Page, test } from '@playwright/test';
import { CONTACT_RECEIVED_MESSAGE } from '#domain/content/leads';
import { expectNoHorizontalScrollWithEveryPicture, expectSkipLinkThenTabTo } from './support/content-helpers';
import { expectNoHorizontalScroll, hasVisibleFocus, waitForHydration } from './support/page-checks';

/**
 * The information pages at a phone's width and at a desktop's: each fits the screen, pictures loaded, and the keyboard
 * finds its way from the skip link into the content; what the pages say, list and link to is checked once, in
 * info-pages.once.spec.ts, and axe checks them through a11y/content.ts.
 */

/** Loads the page, checks that it fits before and after its pictures, and takes the keyboard to its first link. */
async function openFittingPage(page: Page, path: string, firstLink: string): Promise<void> {
  await page.goto(path);
  await expectNoHorizontalScroll(page);
  await waitForHydration(page);
  await test.step(`keyboard: the skip link leads to the content and Tab reaches "${firstLink}", visibly`, () =>
    expectSkipLinkThenTabTo(page, page.getByRole('main').getByRole('link', { name: firstLink }).first(), 10));
}

test.describe('information pages on this screen', { tag: ['@info-pages'] }, () => {
  for (const { path, firstLink } of [
    { path: '/como-reservar', firstLink: 'Elegir mi 0 km' },
    { path: '/postventa', firstLink: 'Sacá tu turno' },
  ]) {
    test(`${path} does not scroll sideways, and the keyboard reaches its content`, async ({ page }) => {
      await openFittingPage(page, path, firstLink);
      await test.step('no sideways scroll with every picture loaded', () =>
        expectNoHorizontalScrollWithEveryPicture(page));
    });
  }

  test('/pagar-plan does not scroll sideways, the keyboard reaches its content, and its questions open and close from the keyboard', async ({
    page,
  }) => {
    await openFittingPage(page, '/pagar-plan', 'Planes de ahorro');
    await test.step('a question opens and closes with Enter', async () => {
      const question = page.getByText('¿Territorio cobra las cuotas?');
      const answer = page.getByText('Nunca te vamos a pedir');
      await expect(answer).toBeHidden();
      await question.focus();
      expect(await hasVisibleFocus(question)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(answer).toBeHidden();
    });
    await test.step('no sideways scroll with every picture loaded', () =>
      expectNoHorizontalScrollWithEveryPicture(page));
  });

  for (const brand of [
    { path: '/ducati', subject: 'Ducati' },
    { path: '/mercedes-benz', subject: 'Mercedes-Benz' },
  ]) {
    test(`${brand.path} does not scroll sideways, the keyboard reaches its content, and its contact form sends the subject "${brand.subject}"`, async ({
      page,
    }) => {
      let body: unknown;
      await page.route('**/api/v2/territorio/contact', async (route) => {
        body = route.request().postDataJSON();
        await route.fulfill({ status: 201, json: { data: { id: 1, message: CONTACT_RECEIVED_MESSAGE } } });
      });
      await openFittingPage(page, brand.path, 'Quiero que me contacten');

      await test.step('"Quiero que me contacten" brings the form into view, and it sends the subject', async () => {
        await page.getByRole('link', { name: 'Quiero que me contacten' }).click();
        const form = page.getByRole('region', { name: 'Dejanos tus datos' });
        await expect(form).toBeInViewport();
        await form.getByLabel('Nombre').fill('Tomás');
        await form.getByLabel('Apellido').fill('Ortiz');
        await form.getByLabel('Teléfono').fill('264 555 0199');
        await form.getByRole('button', { name: 'Enviar' }).click();
        await expect(form.getByRole('heading', { name: 'Recibimos tu mensaje' })).toBeVisible();
        expect(body).toMatchObject({
          name: 'Tomás',
          lastname: 'Ortiz',
          telephone: '264 555 0199',
          subject: brand.subject,
        });
      });

      await test.step('no sideways scroll with every picture loaded', () =>
        expectNoHorizontalScrollWithEveryPicture(page));
    });
  }
});

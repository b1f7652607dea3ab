import { expect, test } from '@playwright/test';
import { CONTACT_RECEIVED_MESSAGE } from '#domain/content/leads';
import { expectNoHorizontalScrollWithEveryPicture, expectSkipLinkThenTabTo } from './support/content-helpers';
import { expectNoHorizontalScroll, hasVisibleFocus, waitForHydration } from './support/page-checks';

/**
 * The contact page at a phone's width and at a desktop's (its branches and form are laid out differently): it fits the
 * screen, and the keyboard alone reaches the branches and sends the form. What it lists and how the form checks and
 * sends is in contact.once.spec.ts; axe checks it through a11y/content.ts.
 */

test.describe('contact page (/contacto) on this screen', { tag: ['@contact'] }, () => {
  test('does not scroll sideways, and the keyboard alone reaches the map buttons and sends the help form', async ({
    page,
  }) => {
    await page.route('**/api/v2/territorio/contact', (route) =>
      route.fulfill({ status: 201, json: { data: { id: 1, message: CONTACT_RECEIVED_MESSAGE } } }),
    );
    await page.goto('/contacto');
    await expectNoHorizontalScroll(page);
    await waitForHydration(page);

    await test.step('the skip link leads to the content, Tab reaches the map buttons with a visible focus', () =>
      expectSkipLinkThenTabTo(
        page,
        page.getByRole('article', { name: 'Godoy Cruz' }).getByRole('link', { name: /^Ver en el mapa/ }),
        30,
      ));

    await test.step('the help form works from the keyboard alone', async () => {
      const form = page.getByRole('region', { name: 'Dejanos tu consulta' });
      const name = form.getByLabel('Nombre');
      await name.focus();
      expect(await hasVisibleFocus(name)).toBe(true);
      await page.keyboard.type('Lucía');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Apellido')).toBeFocused();
      await page.keyboard.type('Funes');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Teléfono')).toBeFocused();
      await page.keyboard.type('2615550101');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Email')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Mensaje')).toBeFocused();
      // The honeypot is skipped: the next stop is the button.
      await page.keyboard.press('Tab');
      const send = form.getByRole('button', { name: 'Enviar' });
      await expect(send).toBeFocused();
      expect(await hasVisibleFocus(send)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(form.getByRole('heading', { name: 'Recibimos tu mensaje' })).toBeFocused();
    });

    await test.step('no sideways scroll with every picture loaded', () =>
      expectNoHorizontalScrollWithEveryPicture(page));
  });
});

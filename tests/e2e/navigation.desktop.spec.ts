import { expect, test } from '@playwright/test';
import {
  APPOINTMENTS,
  administration,
  digits,
  expectNewTab,
  frameParameters,
  isNumeric,
  NAVIGATION_PAGE,
} from './support/navigation';
import { expectNoSeriousAxeViolations, hasVisibleFocus, openHydrated } from './support/page-checks';

/**
 * docs/product.md §2 Global navigation, the full header (from 1152 px): the sections, the contact lines and the
 * Postventa dropdown. Expected addresses come from the product API, never from the demo rows themselves. The compact
 * header and the bottom navigation are in navigation.mobile.spec.ts, what holds at any width in navigation.once.spec.ts.
 */

test.describe('header, desktop (1152 px and up)', { tag: ['@navigation'] }, () => {
  test('sections, logo and "Contactanos"; the phone line, WhatsApp, video call and used vehicles from the parameters', async ({
    page,
    request,
  }) => {
    const params = await frameParameters(request);
    const contact = administration(params);
    await openHydrated(page, NAVIGATION_PAGE);
    const header = page.getByRole('banner');

    await test.step('the logo leads to /, the sections to their pages, "Contactanos" to /contacto', async () => {
      await expect(header.getByRole('link', { name: /Territorio/ })).toHaveAttribute('href', '/');
      const nav = header.getByRole('navigation', { name: 'Principal' });
      await expect(nav).toBeVisible();
      const expected = [
        ['Vehículos 0km', '/vehiculos-0km'],
        ['Ducati', '/ducati'],
        ['Oportunidades', '/oportunidades'],
        ['Planes de ahorro', '/planes-de-ahorro'],
        ['Postventa', '/postventa'],
        ['Contacto', '/contacto'],
      ] as const;
      await expect(nav.getByRole('link')).toHaveText(expected.map(([name]) => name));
      for (const [name, href] of expected) {
        const link = nav.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).not.toHaveAttribute('target', '_blank');
      }
      // The current section is marked.
      await expect(nav.getByRole('link', { name: 'Vehículos 0km' })).toHaveAttribute('aria-current', 'page');
      await expect(header.getByRole('link', { name: 'Contactanos' })).toHaveAttribute('href', '/contacto');
      // The bottom navigation is the phone layout's.
      await expect(page.getByRole('navigation', { name: 'Accesos rápidos' })).toBeHidden();
    });

    await test.step('the phone line and WhatsApp of the administration entry', async () => {
      const call = header.getByRole('link', { name: /Llamanos/ });
      await expect(call).toBeVisible();
      if (isNumeric(contact.phone)) {
        await expect(call).toHaveAttribute('href', `tel:${digits(contact.phone)}`);
        await expect(call).toContainText(contact.phone.trim());
      } else {
        await expect(call).toHaveAttribute('href', /^tel:\d+$/);
      }
      const whatsapp = header.getByRole('link', { name: /^WhatsApp/ });
      const whatsappNumber = contact.whatsapp_number ?? params.whatsapp_number;
      if (whatsappNumber) await expectNewTab(whatsapp, `https://wa.me/${digits(whatsappNumber)}`);
      else await expect(whatsapp).toHaveCount(0);
    });

    await test.step('the video call names its service; used vehicles open in a new tab', async () => {
      const video = header.getByRole('link', { name: /^Videollamada/ });
      if (contact.zoom_link) {
        await expectNewTab(video, contact.zoom_link);
        const kind = /zoom/i.test(contact.zoom_link)
          ? 'zoom'
          : /skype/i.test(contact.zoom_link)
            ? 'skype'
            : 'other';
        await expect(video).toHaveAttribute('data-video-call', kind);
        if (kind === 'zoom') await expect(video).toHaveAccessibleName(/Videollamada por Zoom/);
        if (kind === 'skype') await expect(video).toHaveAccessibleName(/Videollamada por Skype/);
        await expect(video.locator('svg')).toBeVisible();
      } else {
        await expect(video).toHaveCount(0);
      }
      const used = header.getByRole('link', { name: /^Usados/ });
      if (params.links.used_vehicles_url) {
        await expectNewTab(used, params.links.used_vehicles_url);
        await expect(used).toHaveAccessibleName('Usados (se abre en una pestaña nueva)');
      } else {
        await expect(used).toHaveCount(0);
      }
    });
  });

  test('Postventa dropdown: keyboard opens it, arrows move, Escape closes and returns the focus; open, axe finds nothing serious', async ({
    page,
    request,
  }) => {
    const params = await frameParameters(request);
    await openHydrated(page, NAVIGATION_PAGE);
    const button = page.getByRole('button', { name: 'Turnos de Postventa' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await hasVisibleFocus(button)).toBe(true);

    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const items = menu.getByRole('link');
    const expected = APPOINTMENTS.filter(({ id }) => params.service_appointment_urls[id]);
    await expect(items).toHaveCount(expected.length);
    for (const [index, { brand, id }] of expected.entries()) {
      await expect(items.nth(index)).toHaveAccessibleName(`Turno ${brand} (se abre en una pestaña nueva)`);
      await expectNewTab(items.nth(index), params.service_appointment_urls[id] ?? '');
    }
    // The open dropdown is a state of every page at this width only, so a11y.spec.ts (both widths) cannot hold it.
    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(items.first()).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    expect(await hasVisibleFocus(items.first())).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('Postventa dropdown: the mouse opens it, an outside click closes it, an item opens a new tab', async ({
    page,
    request,
  }) => {
    const chevrolet = (await frameParameters(request)).service_appointment_urls['2'];
    if (!chevrolet) throw new Error('The demo parameters have no Chevrolet appointment address');
    // No test reaches the internet: the appointment site is answered here.
    await page
      .context()
      .route(`${new URL(chevrolet).origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Turnos</title>' }),
      );
    await openHydrated(page, NAVIGATION_PAGE);
    const button = page.getByRole('button', { name: 'Turnos de Postventa' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: /Turno Chevrolet/ }).click();
    expect((await popup).url()).toBe(chevrolet);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(NAVIGATION_PAGE);
  });
});

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
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/**
 * docs/product.md §2 Global navigation below 1024 px: the compact header, the bottom navigation and its Más panel.
 * Expected addresses come from the product API, never from the demo rows themselves. The full header is in
 * navigation.desktop.spec.ts, what holds at any width in navigation.once.spec.ts.
 */

test.describe('header and bottom navigation, mobile (below 1024 px)', { tag: ['@navigation'] }, () => {
  test('the compact header (logo, call, "Contactanos") and five tabs: Inicio, 0km, Ofertas, Planes and Más', async ({
    page,
  }) => {
    await openHydrated(page, NAVIGATION_PAGE);

    await test.step('the header keeps the logo, the call and "Contactanos"; the sections move to the bottom', async () => {
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /Territorio/ })).toHaveAttribute('href', '/');
      await expect(header.getByRole('navigation', { name: 'Principal' })).toBeHidden();
      await expect(header.getByRole('link', { name: /^Llamar al/ })).toHaveAttribute('href', /^tel:\d+$/);
      await expect(header.getByRole('link', { name: 'Contactanos' })).toHaveAttribute('href', '/contacto');
      await expect(header.getByRole('link', { name: 'Contactanos' })).toBeInViewport();
      await expectNoHorizontalScroll(page);
    });

    await test.step('five tabs, the current one marked; the fixed bar never hides the end of the page', async () => {
      const nav = page.getByRole('navigation', { name: 'Accesos rápidos' });
      await expect(nav).toBeVisible();
      await expect(nav).toBeInViewport();
      await expect(nav.getByRole('listitem')).toHaveText(['Inicio', '0km', 'Ofertas', 'Planes', 'Más']);
      for (const [name, href] of [
        ['Inicio', '/'],
        ['0km', '/vehiculos-0km'],
        ['Ofertas', '/oportunidades'],
        ['Planes', '/planes-de-ahorro'],
      ]) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href as string);
      }
      await expect(nav.getByRole('link', { name: '0km' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('button', { name: 'Más' })).toHaveAttribute('aria-haspopup', 'dialog');

      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const legal = page.getByRole('contentinfo').getByText(/Automotores S\.A\./);
      const [legalBox, navBox] = await Promise.all([legal.boundingBox(), nav.boundingBox()]);
      expect((legalBox?.y ?? 0) + (legalBox?.height ?? 0)).toBeLessThanOrEqual(navBox?.y ?? 0);
    });
  });

  test('Más panel holds the links of docs/product.md §2 the parameters allow; open, axe finds nothing serious', async ({
    page,
    request,
  }) => {
    const params = await frameParameters(request);
    const contact = administration(params);
    await openHydrated(page, NAVIGATION_PAGE);
    await page.getByRole('button', { name: 'Más' }).click();
    const panel = page.getByRole('dialog', { name: 'Más opciones' });
    await expect(panel).toBeVisible();
    // The bar hides under the open panel; its button still says the panel is expanded.
    await expect(page.getByRole('button', { name: 'Más', includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const link = (name: RegExp) => panel.getByRole('link', { name });
    const zoom = contact.zoom_link && /zoom/i.test(contact.zoom_link) ? contact.zoom_link : undefined;
    const skype = contact.zoom_link && /skype/i.test(contact.zoom_link) ? contact.zoom_link : undefined;
    if (zoom) await expectNewTab(link(/Zoom/), zoom);
    else await expect(link(/Zoom/)).toHaveCount(0);
    if (skype) await expectNewTab(link(/Skype/), skype);
    else await expect(link(/Skype/)).toHaveCount(0);
    if (isNumeric(contact.phone)) {
      await expect(link(/^Llamar/)).toHaveAttribute('href', `tel:${digits(contact.phone)}`);
    } else {
      await expect(link(/^Llamar/)).toHaveCount(0);
    }
    const whatsappNumber = contact.whatsapp_number ?? params.whatsapp_number;
    if (whatsappNumber) await expectNewTab(link(/^WhatsApp/), `https://wa.me/${digits(whatsappNumber)}`);
    else await expect(link(/^WhatsApp/)).toHaveCount(0);

    await expect(panel.getByRole('link', { name: 'Postventa', exact: true })).toHaveAttribute(
      'href',
      '/postventa',
    );
    await expect(panel.getByRole('link', { name: 'Contacto', exact: true })).toHaveAttribute(
      'href',
      '/contacto',
    );
    if (params.links.used_vehicles_url)
      await expectNewTab(link(/^Vehículos usados/), params.links.used_vehicles_url);
    for (const { brand, id } of APPOINTMENTS) {
      const url = params.service_appointment_urls[id];
      if (url) await expectNewTab(link(new RegExp(`^Turno ${brand}`)), url);
    }
    // The open panel is a state of every page at this width only, so a11y.spec.ts (both widths) cannot hold it.
    await expectNoSeriousAxeViolations(page);
  });

  test('Más panel: focus moves in and stays, the close button, Escape and the backdrop close it, focus returns', async ({
    page,
  }) => {
    await openHydrated(page, NAVIGATION_PAGE);
    const more = page.getByRole('button', { name: 'Más' });
    const panel = page.getByRole('dialog', { name: 'Más opciones' });
    const close = panel.getByRole('button', { name: 'Cerrar' });

    await more.click();
    await expect(close).toBeFocused();
    // Tab cycles inside the panel: past the last link it comes back to the close button.
    const stops = await panel.locator('a[href], button').count();
    for (let press = 0; press < stops; press++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expect(close).not.toBeFocused();

    await close.click();
    await expect(panel).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await more.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(more).toBeFocused();

    // A tap on the backdrop closes it too.
    await more.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(195, 20);
    await expect(panel).toBeHidden();

    // Following a link closes it.
    await more.click();
    await panel.getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page).toHaveURL('/contacto');
    await expect(panel).toBeHidden();
  });
});

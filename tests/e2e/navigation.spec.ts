import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  waitForHydration,
} from './support/page-checks';

/**
 * docs/product.md §2 Global navigation on every page: the header (full from 1152 px, compact below), the bottom navigation
 * and its Más panel below 1024 px, the footer. Expected addresses come from the product API, never from the demo
 * rows themselves.
 */

const PAGE = '/vehiculos-0km';

interface ContactMethod {
  department: string;
  phone: string | null;
  zoom_link: string | null;
  whatsapp_number: string | null;
}

interface FrameParameters {
  contact_methods: ContactMethod[];
  whatsapp_number: string | null;
  service_appointment_urls: Record<string, string>;
  links: { instagram_url: string | null; facebook_url: string | null; used_vehicles_url: string | null };
}

async function parameters(request: APIRequestContext): Promise<FrameParameters> {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.ok()).toBe(true);
  return (await response.json()).data as FrameParameters;
}

/** docs/product.md §2 and §6: the navigation uses the first administration-type entry. */
function administration(params: FrameParameters): ContactMethod {
  const entry = params.contact_methods.find((method) => method.department === 'administration');
  if (!entry) throw new Error('The demo parameters have no administration contact method');
  return entry;
}

const digits = (value: string) => value.replace(/\D/g, '');
const isNumeric = (value: string | null): value is string =>
  value !== null && /^\+?[\d\s().-]+$/.test(value.trim()) && digits(value).length >= 6;

/** docs/product.md §2: Chevrolet, Volkswagen, Nissan, with their brand ids. */
const APPOINTMENTS = [
  { brand: 'Chevrolet', id: '2' },
  { brand: 'Volkswagen', id: '1' },
  { brand: 'Nissan', id: '4' },
];

async function expectNewTab(link: Locator, href: string): Promise<void> {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

async function open(page: Page, path = PAGE): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('header, desktop (1152 px and up)', () => {
  test.skip(({ isMobile }) => isMobile, 'the full header is a desktop layout');

  test('links to the sections, the logo to / and "Contactanos" to /contacto', async ({ page }) => {
    await open(page);
    const header = page.getByRole('banner');
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
    const links = nav.getByRole('link');
    await expect(links).toHaveText(expected.map(([name]) => name));
    for (const [name, href] of expected) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).not.toHaveAttribute('target', '_blank');
    }
    // The current section is marked.
    await expect(nav.getByRole('link', { name: 'Vehículos 0km' })).toHaveAttribute('aria-current', 'page');
    await expect(header.getByRole('link', { name: 'Contactanos' })).toHaveAttribute('href', '/contacto');
    await expect(page.getByRole('navigation', { name: 'Accesos rápidos' })).toBeHidden();
  });

  test('phone line, WhatsApp, video call and used vehicles come from the parameters', async ({
    page,
    request,
  }) => {
    const params = await parameters(request);
    const contact = administration(params);
    await open(page);
    const header = page.getByRole('banner');

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

  test('Postventa dropdown: keyboard opens it, arrows move, Escape closes and returns the focus', async ({
    page,
    request,
  }) => {
    const params = await parameters(request);
    await open(page);
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
    const params = await parameters(request);
    const chevrolet = params.service_appointment_urls['2'];
    test.skip(!chevrolet, 'no Chevrolet appointment address in the parameters');
    // No test reaches the internet: the appointment site is answered here.
    await page
      .context()
      .route(`${new URL(chevrolet ?? '').origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Turnos</title>' }),
      );
    await open(page);
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
    await expect(page).toHaveURL(PAGE);
  });

  test('the root loader is not run again on a client navigation', async ({ page }) => {
    await open(page);
    const dataRequest = page.waitForRequest((request) => request.url().includes('.data'));
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Oportunidades' })
      .click();
    const url = new URL((await dataRequest).url());
    // Single fetch names the loaders it wants when some are skipped; the root must be one of those skipped.
    expect(url.searchParams.get('_routes') ?? '').not.toContain('root');
    expect(url.searchParams.has('_routes')).toBe(true);
    await expect(page).toHaveURL('/oportunidades');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contactanos' })).toBeVisible();
  });
});

test.describe('header and bottom navigation, mobile (below 1024 px)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom navigation is a phone layout');

  test('the compact header: logo, call, WhatsApp and "Contactanos"; sections move to the bottom', async ({
    page,
  }) => {
    await open(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Territorio/ })).toHaveAttribute('href', '/');
    await expect(header.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    await expect(header.getByRole('link', { name: /^Llamar al/ })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(header.getByRole('link', { name: 'Contactanos' })).toHaveAttribute('href', '/contacto');
    await expect(header.getByRole('link', { name: 'Contactanos' })).toBeInViewport();
    await expectNoHorizontalScroll(page);
  });

  test('five tabs: Inicio, 0km, Ofertas, Planes and Más, the current one marked', async ({ page }) => {
    await open(page);
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

    // The fixed bar never hides the end of the page.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const legal = page.getByRole('contentinfo').getByText(/Automotores S\.A\./);
    const [legalBox, navBox] = await Promise.all([legal.boundingBox(), nav.boundingBox()]);
    expect((legalBox?.y ?? 0) + (legalBox?.height ?? 0)).toBeLessThanOrEqual(navBox?.y ?? 0);
  });

  test('Más panel holds the links of docs/product.md §2 the parameters allow', async ({ page, request }) => {
    test.slow();
    const params = await parameters(request);
    const contact = administration(params);
    await open(page);
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
    await expectNoSeriousAxeViolations(page);
  });

  test('Más panel: focus moves in and stays, the close button and Escape close it, focus returns', async ({
    page,
  }) => {
    await open(page);
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
  });

  test('Más panel: following a link closes it', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Más' }).click();
    const panel = page.getByRole('dialog', { name: 'Más opciones' });
    await panel.getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page).toHaveURL('/contacto');
    await expect(panel).toBeHidden();
  });
});

test.describe('footer', () => {
  test('phone, address in Godoy Cruz, Mendoza, and the social links in new tabs', async ({
    page,
    request,
  }) => {
    const params = await parameters(request);
    await open(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-variant', 'default');
    await expect(footer.getByRole('link', { name: /^Teléfono:/ })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(footer.getByText(/Godoy Cruz, Mendoza/)).toBeVisible();
    // docs/product.md §D6: the right to cancel is a visible link on every page.
    await expect(footer.getByRole('link', { name: 'Botón de arrepentimiento' })).toHaveAttribute(
      'href',
      '/arrepentimiento',
    );
    const social = footer.getByRole('list', { name: 'Redes sociales' });
    if (params.links.instagram_url)
      await expectNewTab(social.getByRole('link', { name: /^Instagram/ }), params.links.instagram_url);
    if (params.links.facebook_url)
      await expectNewTab(social.getByRole('link', { name: /^Facebook/ }), params.links.facebook_url);
    const chat = social.getByRole('link', { name: /^WhatsApp/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(chat).toHaveAttribute('target', '_blank');
    if (params.whatsapp_number)
      await expect(chat).toHaveAttribute('href', `https://wa.me/${digits(params.whatsapp_number)}`);
  });

  test('a page can ask for the alternate style: the story viewer has it', async ({ page, request }) => {
    const response = await request.get('/api/v2/territorio/parameter');
    const stories = (await response.json()).data.stories as { id: number; slug_url: string }[];
    const story = stories[0];
    test.skip(!story, 'no stories in the parameters');
    await page.goto(`/historias/${story?.id}/${story?.slug_url}`);
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-variant', 'alt');
    await expect(page.getByRole('contentinfo').getByText(/Godoy Cruz, Mendoza/)).toBeVisible();
  });
});

test.describe('every page, error pages included', () => {
  test('a 404 page keeps the header and the footer', async ({ page }) => {
    test.slow();
    const response = await page.goto('/esta-pagina-no-existe');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página.');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contactanos' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('contentinfo').getByText(/Godoy Cruz, Mendoza/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the skip link is the first stop and lands on the content', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the frame has no serious accessibility violations, nor a sideways scroll', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    await open(page);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    if (!isMobile) {
      await page.getByRole('button', { name: 'Turnos de Postventa' }).click();
      await expectNoSeriousAxeViolations(page);
    }
  });

  test('the page sends only the frame data, not the whole parameters', async ({ page }) => {
    const response = await page.goto(PAGE);
    const html = (await response?.text()) ?? '';
    // News, stories and banners belong to their own pages' loaders.
    expect(html).not.toContain('contact_methods');
    expect(html).not.toContain('salespeople');
    expect(html).toContain('appointments');
  });
});

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Offer } from '../../domain/catalogue';
import { newsPath, type Parameters, whatsappLink } from '../../domain/content';
import { DEALERSHIP } from '../../domain/dealership';
import { topOffers } from '../../domain/offers';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  tabTo,
  waitForHydration,
} from './support/page-checks';

/** The popups have their own spec (home-popups.spec.ts); here they would cover the page under test. */
const POPUP_SHOWN_KEY = 'territorio:popups-shown';
const INTERVAL_MS = 6000;
const HOME_TITLE =
  'Territorio | Concesionario oficial Volkswagen, Chevrolet, Nissan y BAIC en Mendoza y San Juan';

/** docs/product.md §7 offers endpoints of the brands the home page shows. */
const OFFER_BRANDS = [
  { name: 'Volkswagen', slug: 'volkswagen', path: '/v1/vw/offers' },
  { name: 'Chevrolet', slug: 'chevrolet', path: '/v1/gm/offers' },
  { name: 'Nissan', slug: 'nissan', path: '/v2/nissan/model/offers' },
] as const;

async function parameters(request: APIRequestContext): Promise<Parameters> {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Parameters }).data;
}

async function offers(request: APIRequestContext, path: string): Promise<Offer[]> {
  const response = await request.get(path);
  expect(response.status(), `${path} answers`).toBe(200);
  return ((await response.json()) as { data: Offer[] }).data;
}

function mendozaDate(iso: string): string {
  return new Intl.DateTimeFormat('es-AR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Argentina/Mendoza',
  }).format(new Date(iso));
}

/** Stops time before the page loads, so the carousel moves only when a test runs the clock (or presses a button). */
async function freezeClock(page: Page) {
  const start = new Date('2026-03-02T10:00:00-03:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

function carousel(page: Page) {
  const region = page.getByRole('region', { name: 'Destacados' });
  return {
    region,
    dots: region.getByRole('button', { name: /^Banner \d+:/ }),
    current: region.locator('.banner-carousel__dot[aria-current="true"]'),
    next: region.getByRole('button', { name: 'Banner siguiente' }),
    previous: region.getByRole('button', { name: 'Banner anterior' }),
    slides: region.locator('[aria-roledescription="banner"]'),
  };
}

async function expectCurrentBanner(page: Page, index: number, total: number) {
  await expect(carousel(page).current).toHaveAttribute('aria-label', new RegExp(`^Banner ${index + 1}:`));
  await expect(carousel(page).slides.nth(index)).toHaveAttribute('aria-label', `${index + 1} de ${total}`);
  await expect(carousel(page).slides.nth(index)).not.toHaveAttribute('inert');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), POPUP_SHOWN_KEY);
});

test.describe('home page (/)', () => {
  test('is rendered on the server with its title, description, canonical link and dealership data', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${HOME_TITLE}</title>`);
    expect(html).toMatch(/<meta name="description" content="Concesionario oficial Volkswagen[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/"/>`);
    expect(html).toContain(`<meta property="og:title" content="${HOME_TITLE}"/>`);
    expect(html).toContain('"@type":"AutoDealer"');
    expect(html).not.toContain('name="robots"');
    // Sections are in the server HTML, not added by the browser.
    for (const text of [
      'Oportunidades 0km',
      'Novedades',
      'Turnos de service',
      'Nuestra historia',
      'Ver formulario',
    ])
      expect(html, text).toContain(text);
  });

  test('shows every section of docs/product.md §2 with the site data', async ({ page, request }) => {
    const params = await parameters(request);
    await freezeClock(page);
    await page.goto('/');
    await expect(page).toHaveTitle(HOME_TITLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Territorio: concesionario oficial Volkswagen, Chevrolet, Nissan y BAIC en Mendoza y San Juan',
    );

    // Banner carousel: one slide per banner, each a link to the banner's page.
    const { slides, dots } = carousel(page);
    await expect(slides).toHaveCount(params.banners.length);
    await expect(dots).toHaveCount(params.banners.length);
    for (const [index, banner] of params.banners.entries()) {
      const slide = slides.nth(index);
      await expect(slide.getByRole('link', { includeHidden: true })).toHaveAttribute('href', banner.url);
      const image = slide.locator('img');
      await expect(image).toHaveAttribute('alt', banner.images[0]?.alt ?? banner.name);
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      await expect(image).toHaveAttribute('loading', index <= 1 ? 'eager' : 'lazy');
    }

    // WhatsApp link of the administration contact.
    const admin = params.contact_methods.find(
      (method) => method.department === 'administration' && method.whatsapp_number,
    );
    const whatsapp = page.getByRole('link', { name: /Escribinos por WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', whatsappLink(admin?.whatsapp_number) ?? 'missing');
    await expect(whatsapp).toHaveAttribute('target', '_blank');

    // How to reserve.
    await expect(page.getByRole('heading', { name: 'Reservá tu 0km online' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mirá cómo reservar' })).toHaveAttribute(
      'href',
      '/como-reservar',
    );

    // Offers: the top offers of each brand, largest discount first.
    await expect(page.getByRole('heading', { name: 'Oportunidades 0km', level: 2 })).toBeVisible();
    for (const brand of OFFER_BRANDS) {
      const expected = topOffers(await offers(request, brand.path));
      const list = page.getByRole('list', { name: `Oportunidades ${brand.name}` });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(expected.map((offer) => offer.name));
      // Each card leads to its discounted unit, ready to reserve.
      for (const [index, offer] of expected.entries()) {
        await expect(list.getByRole('link').nth(index)).toHaveAttribute(
          'href',
          new RegExp(`^/vehiculos-0km/reservar/${brand.slug}/${offer.id}/`),
        );
      }
      await expect(page.getByRole('link', { name: `Ver oportunidades ${brand.name}` })).toHaveAttribute(
        'href',
        `/oportunidades/${brand.slug}`,
      );
    }

    // Stories strip.
    await expect(page.getByRole('heading', { name: `Historias ${DEALERSHIP.name}`, level: 2 })).toBeVisible();

    // The latest 2 news, newest first, dated in Mendoza time.
    const latest = [...params.news]
      .sort((a, b) => Date.parse(b.display_date) - Date.parse(a.display_date))
      .slice(0, 2);
    const news = page.getByRole('region', { name: 'Novedades' }).getByRole('article');
    await expect(news).toHaveCount(2);
    for (const [index, item] of latest.entries()) {
      const card = news.nth(index);
      await expect(card.getByRole('link', { name: item.title })).toHaveAttribute('href', newsPath(item));
      await expect(card.locator('time')).toHaveText(mendozaDate(item.display_date));
      await expect(card.locator('time')).toHaveAttribute('datetime', item.display_date);
    }
    await expect(page.getByRole('link', { name: 'Ver todas las noticias' })).toHaveAttribute(
      'href',
      '/noticias',
    );

    // Models banner.
    await expect(page.getByRole('link', { name: 'Ver modelos 0km' })).toHaveAttribute(
      'href',
      '/vehiculos-0km',
    );

    // Company history: docs/product.md §1.
    const history = page.getByRole('region', { name: 'Nuestra historia' });
    await expect(history.getByText('Más de 40 años', { exact: true })).toBeVisible();
    await expect(history.getByText('3 premios', { exact: true })).toBeVisible();
    await expect(history.getByText('Club del Presidente', { exact: true })).toBeVisible();

    // Job application: hidden until asked for.
    await expect(page.getByRole('heading', { name: 'Trabajá con nosotros' })).toBeVisible();
    await expect(page.getByText('Ver formulario')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Postulación laboral' })).toBeHidden();
  });

  test('the service-appointment dropdown lists Chevrolet, Volkswagen and Nissan in new tabs', async ({
    page,
    request,
  }) => {
    const urls = (await parameters(request)).service_appointment_urls;
    await page.goto('/');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Turnos de service' });
    const button = section.getByRole('button', { name: 'Sacá tu turno' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = section.getByRole('link', { name: /Chevrolet|Volkswagen|Nissan/ });
    await expect(links).toHaveText([/^Chevrolet/, /^Volkswagen/, /^Nissan/]);
    for (const [index, brandId] of ['2', '1', '4'].entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', urls[brandId] ?? 'missing');
      await expect(links.nth(index)).toHaveAttribute('target', '_blank');
    }
    await page.keyboard.press('Escape');
    await expect(links.first()).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('no horizontal scroll, lazy pictures included', async ({ page }) => {
    await page.goto('/');
    await expectNoHorizontalScroll(page);
    await page.getByRole('region', { name: 'Trabajá con nosotros' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
    await page.getByText('Ver formulario').click();
    await expectNoHorizontalScroll(page);
  });

  test('one h1 and headings in order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const levels = await page
      .locator('main :is(h1, h2, h3, h4, h5, h6)')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries()) {
      if (index > 0)
        expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    }
  });

  test('axe finds no serious or critical violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('banner carousel', () => {
  test('shows the wide picture from 768 px and the tall one on phones', async ({ page, request }) => {
    const [banner] = (await parameters(request)).banners;
    const [wide, tall] = banner?.images ?? [];
    if (!wide || !tall) throw new Error('The demo banners have a wide and a tall picture');
    await page.goto('/');
    const image = carousel(page).slides.first().locator('img');
    await expect(image).toHaveJSProperty('complete', true);
    const expected = (page.viewportSize()?.width ?? 0) >= 768 ? wide : tall;
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
      expected.path,
    );
    await expect(carousel(page).slides.first().locator('source')).toHaveAttribute(
      'media',
      '(min-width: 768px)',
    );
  });

  test('advances on its own every few seconds and wraps to the first banner', async ({ page, request }) => {
    const total = (await parameters(request)).banners.length;
    expect(total).toBeGreaterThan(1);
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    await expectCurrentBanner(page, 0, total);
    for (let step = 1; step <= total; step++) {
      await page.clock.runFor(INTERVAL_MS);
      await expectCurrentBanner(page, step % total, total);
    }
  });

  test('moves by 75 % of its width per banner (docs/product.md §9)', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const { region, slides, next } = carousel(page);
    const viewport = region.locator('.banner-carousel__viewport');
    const width = (await viewport.boundingBox())?.width ?? 0;
    const slideBox = await slides.first().boundingBox();
    expect(slideBox?.width).toBeCloseTo(width * 0.75, 0);
    await next.click();
    await expect
      .poll(async () =>
        region
          .locator('.banner-carousel__track')
          .evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41),
      )
      .toBeCloseTo(-width * 0.75, 0);
  });

  test('previous and next buttons and dots move it, wrapping both ways', async ({ page, request }) => {
    const total = (await parameters(request)).banners.length;
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const { next, previous, dots } = carousel(page);
    await previous.click();
    await expectCurrentBanner(page, total - 1, total);
    await next.click();
    await expectCurrentBanner(page, 0, total);
    await next.click();
    await expectCurrentBanner(page, 1, total);
    await dots.nth(total - 1).click();
    await expectCurrentBanner(page, total - 1, total);
    await next.click();
    await expectCurrentBanner(page, 0, total);
    // The banner in front is the only one a click or the keyboard reaches.
    await expect(carousel(page).slides.nth(1)).toHaveAttribute('inert');
  });

  test('pauses while the keyboard focus is inside, and with its pause button', async ({ page, request }) => {
    const total = (await parameters(request)).banners.length;
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const { region, next } = carousel(page);

    await next.focus();
    await page.keyboard.press('Enter');
    await expectCurrentBanner(page, 1, total);
    await page.clock.runFor(INTERVAL_MS * 3);
    await expectCurrentBanner(page, 1, total);

    const pause = region.getByRole('button', { name: 'Detener la rotación de banners' });
    await pause.click();
    const resume = region.getByRole('button', { name: 'Reanudar la rotación de banners' });
    await expect(resume).toBeVisible();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.clock.runFor(INTERVAL_MS * 2);
    await expectCurrentBanner(page, 1, total);

    await resume.click();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.clock.runFor(INTERVAL_MS);
    await expectCurrentBanner(page, 2 % total, total);
  });

  test('pauses while the pointer is over it', async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'touch screens have no hover');
    const total = (await parameters(request)).banners.length;
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    await carousel(page).slides.first().hover();
    await page.clock.runFor(INTERVAL_MS * 2);
    await expectCurrentBanner(page, 0, total);
    await page.mouse.move(1, 1);
    await page.clock.runFor(INTERVAL_MS);
    await expectCurrentBanner(page, 1, total);
  });

  test('does not rotate for visitors who prefer reduced motion', async ({ page, request }) => {
    const total = (await parameters(request)).banners.length;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(
      carousel(page).region.getByRole('button', { name: 'Reanudar la rotación de banners' }),
    ).toBeVisible();
    await page.clock.runFor(INTERVAL_MS * 3);
    await expectCurrentBanner(page, 0, total);
    await carousel(page).next.click();
    await expectCurrentBanner(page, 1, total);
  });

  test('keyboard: Tab reaches the banner link and every control, with a visible focus', async ({
    page,
    request,
  }) => {
    const total = (await parameters(request)).banners.length;
    await freezeClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const { region, slides, dots, next } = carousel(page);
    const bannerLink = slides.first().getByRole('link');
    await tabTo(page, bannerLink, 60);
    expect(await hasVisibleFocus(bannerLink)).toBe(true);

    const pause = region.getByRole('button', { name: 'Detener la rotación de banners' });
    await tabTo(page, pause, 1);
    expect(await hasVisibleFocus(pause)).toBe(true);
    await tabTo(page, dots.first(), 1);
    expect(await hasVisibleFocus(dots.first())).toBe(true);
    await tabTo(page, next, total + 1);
    await page.keyboard.press('Enter');
    await expectCurrentBanner(page, 1, total);
    await page.keyboard.press('Space');
    await expectCurrentBanner(page, 2 % total, total);
  });
});

import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Offer } from '#domain/catalogue/catalogue';
import { topOffers } from '#domain/catalogue/offers';
import { newsPath, whatsappLink } from '#domain/content/content';
import { DEALERSHIP } from '#domain/content/dealership';
import {
  BANNER_INTERVAL_MS,
  carousel,
  expectCurrentBanner,
  expectOneH1AndHeadingsInOrder,
  freezeClock,
  openHomeWithClockStopped,
  parametersOf,
  skipPopups,
} from './support/content-helpers';

/**
 * The home page (docs/product.md §2 Home): its server HTML, the site data each section shows, and the carousel's timing,
 * none of which changes with the screen's width. How the page and its carousel fit a phone and a desktop, and their
 * keyboard paths, are in home.spec.ts; the pause on hover in home.desktop.spec.ts; the popups in
 * home-popups.once.spec.ts and the job form in home-jobs*.spec.ts. axe checks the page through a11y/content.ts.
 */

const HOME_TITLE =
  'Territorio | Concesionario oficial Volkswagen, Chevrolet, Nissan y BAIC en Mendoza y San Juan';

/** docs/product.md §7 offers endpoints of the brands the home page shows. */
const OFFER_BRANDS = [
  { name: 'Volkswagen', slug: 'volkswagen', path: '/v1/vw/offers' },
  { name: 'Chevrolet', slug: 'chevrolet', path: '/v1/gm/offers' },
  { name: 'Nissan', slug: 'nissan', path: '/v2/nissan/model/offers' },
] as const;

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

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test.describe('home page (/)', { tag: ['@home'] }, () => {
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

  test('shows every section of docs/product.md §2 with the site data, under one h1 and headings in order', async ({
    page,
    request,
  }) => {
    const params = await parametersOf(request);
    await freezeClock(page);
    await page.goto('/');
    await expect(page).toHaveTitle(HOME_TITLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Territorio: concesionario oficial Volkswagen, Chevrolet, Nissan y BAIC en Mendoza y San Juan',
    );

    await test.step("banner carousel: one slide per banner, each a link to the banner's page", async () => {
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
    });

    await test.step('the WhatsApp link of the administration contact, and how to reserve', async () => {
      const admin = params.contact_methods.find(
        (method) => method.department === 'administration' && method.whatsapp_number,
      );
      const whatsapp = page.getByRole('link', { name: /Escribinos por WhatsApp/ });
      await expect(whatsapp).toHaveAttribute('href', whatsappLink(admin?.whatsapp_number) ?? 'missing');
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('heading', { name: 'Reservá tu 0km online' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Mirá cómo reservar' })).toHaveAttribute(
        'href',
        '/como-reservar',
      );
    });

    await test.step('offers: the top offers of each brand, largest discount first', async () => {
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
    });

    await test.step('the stories strip, and the latest 2 news, newest first, dated in Mendoza time', async () => {
      await expect(
        page.getByRole('heading', { name: `Historias ${DEALERSHIP.name}`, level: 2 }),
      ).toBeVisible();
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
    });

    await test.step('the models banner, the company history (docs/product.md §1) and the job application', async () => {
      await expect(page.getByRole('link', { name: 'Ver modelos 0km' })).toHaveAttribute(
        'href',
        '/vehiculos-0km',
      );
      const history = page.getByRole('region', { name: 'Nuestra historia' });
      await expect(history.getByText('Más de 40 años', { exact: true })).toBeVisible();
      await expect(history.getByText('3 premios', { exact: true })).toBeVisible();
      await expect(history.getByText('Club del Presidente', { exact: true })).toBeVisible();
      // Hidden until asked for.
      await expect(page.getByRole('heading', { name: 'Trabajá con nosotros' })).toBeVisible();
      await expect(page.getByText('Ver formulario')).toBeVisible();
      await expect(page.getByRole('form', { name: 'Postulación laboral' })).toBeHidden();
    });

    await test.step('one h1 and the headings in order', () => expectOneH1AndHeadingsInOrder(page));
  });

  test('the banner carousel advances on its own every few seconds and wraps, and pauses while the keyboard focus is inside and with its pause button', async ({
    page,
    request,
  }) => {
    const total = (await parametersOf(request)).banners.length;
    expect(total).toBeGreaterThan(1);
    await openHomeWithClockStopped(page);
    const { next, pause, resume } = carousel(page);

    await test.step('it advances on its own and wraps to the first banner', async () => {
      await expectCurrentBanner(page, 0, total);
      for (let step = 1; step <= total; step++) {
        await page.clock.runFor(BANNER_INTERVAL_MS);
        await expectCurrentBanner(page, step % total, total);
      }
    });

    await test.step('it stays while the keyboard focus is inside', async () => {
      await next.focus();
      await page.keyboard.press('Enter');
      await expectCurrentBanner(page, 1, total);
      await page.clock.runFor(BANNER_INTERVAL_MS * 3);
      await expectCurrentBanner(page, 1, total);
    });

    await test.step('it stays after its pause button, and moves on again after resuming', async () => {
      await pause.click();
      await expect(resume).toBeVisible();
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      await page.clock.runFor(BANNER_INTERVAL_MS * 2);
      await expectCurrentBanner(page, 1, total);

      await resume.click();
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      await page.clock.runFor(BANNER_INTERVAL_MS);
      await expectCurrentBanner(page, 2 % total, total);
    });
  });

  test('the banner carousel does not rotate for visitors who prefer reduced motion', async ({
    page,
    request,
  }) => {
    const total = (await parametersOf(request)).banners.length;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHomeWithClockStopped(page);
    await expect(carousel(page).resume).toBeVisible();
    await page.clock.runFor(BANNER_INTERVAL_MS * 3);
    await expectCurrentBanner(page, 0, total);
    await carousel(page).next.click();
    await expectCurrentBanner(page, 1, total);
  });
});

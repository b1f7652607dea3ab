import { expect, test } from '@playwright/test';
import { CATALOGUE_BRANDS } from '#domain/catalogue/brands';
import { phoneLink, whatsappDigits } from '#domain/content/content';
import { formatMoney, formatPriceOrUnavailable } from '#domain/shared/money';
import {
  expectExternal,
  expectOneH1AndHeadingsInOrder,
  parametersOf,
  serviceCategoriesOf,
} from './support/content-helpers';
import { waitForHydration } from './support/page-checks';

/**
 * The information pages (docs/product.md §2 Information pages): what they say, the data they list against the API, their
 * links and the how-to video, the same at any width. How they fit a phone and a desktop, and their keyboard paths,
 * are in info-pages.spec.ts; axe checks them through a11y/content.ts.
 */

/** The video made for /como-reservar, and the size scripts/make-how-to-video.ts keeps it under. */
const HOW_TO_VIDEO = {
  src: '/videos/como-reservar.mp4',
  poster: '/videos/como-reservar.jpg',
  maxBytes: 600 * 1024,
};

const BRAND_PAGES = [
  {
    path: '/ducati',
    title: 'Ducati en Mendoza',
    subject: 'Ducati',
    lineup: ['Monster', 'Multistrada V4', 'Scrambler', 'Panigale V4', 'DesertX', 'Diavel'],
  },
  {
    path: '/mercedes-benz',
    title: 'Mercedes-Benz en Mendoza',
    subject: 'Mercedes-Benz',
    lineup: ['Clase A', 'Clase C', 'GLA', 'GLC', 'Sprinter', 'Vito'],
  },
] as const;

function brandName(id: number): string {
  return CATALOGUE_BRANDS.find((brand) => brand.id === id)?.name ?? String(id);
}

test.describe('information pages', { tag: ['@info-pages'] }, () => {
  test('/como-reservar explains the four steps, the deposit by card, the 48 hours and the right to cancel, and leads on', async ({
    page,
    request,
  }) => {
    const { booking_prices } = await parametersOf(request);
    await page.goto('/como-reservar');

    await test.step('the four steps of the digital dealership, in order', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo reservar online');
      const steps = page.getByRole('region', { name: 'Los 4 pasos del Concesionario Digital' });
      await expect(steps.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
        'Paso 1: Modo de pago',
        'Paso 2: Datos Personales',
        'Paso 3: Revisa y confirma',
        'Paso 4: Pago de Seña',
      ]);
    });

    await test.step("the deposit: the cards, the instalments and each brand's amount", async () => {
      const deposit = page.getByRole('region', { name: 'La seña' });
      await expect(deposit).toContainText('Visa, MasterCard o Naranja');
      await expect(deposit).toContainText('1, 2 o 3 cuotas');
      await expect(
        deposit.getByRole('list', { name: 'Tarjetas aceptadas' }).getByRole('listitem'),
      ).toHaveText(['Visa', 'MasterCard', 'Naranja']);
      for (const brand of CATALOGUE_BRANDS) {
        const amount = booking_prices[String(brand.id)];
        if (!amount) continue;
        const row = deposit.locator('.deposit-table__row', { hasText: brand.name });
        await expect(row).toContainText(formatMoney(amount, 'ars'));
      }
    });

    await test.step('after reserving: the 48 hours and the right to cancel', async () => {
      const after = page.getByRole('region', { name: 'Después de reservar' });
      await expect(after).toContainText('dentro de las 48 horas');
      await expect(after).toContainText('100% de la seña');
      await expect(after.getByRole('heading', { name: 'Podés arrepentirte' })).toBeVisible();
    });

    await test.step('it leads on to the vehicles and the offers', async () => {
      const cta = page.getByRole('region', { name: '¿Listo para reservar?' });
      await expect(cta.getByRole('link', { name: 'Ver vehículos 0 km' })).toHaveAttribute(
        'href',
        '/vehiculos-0km',
      );
      await expect(cta.getByRole('link', { name: 'Ver oportunidades' })).toHaveAttribute(
        'href',
        '/oportunidades',
      );
    });

    await test.step('one h1 and its headings in order', () => expectOneH1AndHeadingsInOrder(page));
  });

  // The page's own how-to video (scripts/make-how-to-video.ts, docs/decisions/0006), not a model's story: it plays in
  // the browser the site is tested with, as story-video.once.spec.ts checks the story videos.
  test('/como-reservar plays its how-to video on demand only, and the video says in words what it shows', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('.mp4')) videoRequests.push(sent.url());
    });
    await page.goto('/como-reservar');
    await waitForHydration(page);
    const video = page.getByRole('region', { name: 'Mirá cómo se reserva' }).locator('video');

    await test.step('muted, looping, inline, with controls, a poster and its size', async () => {
      await expect(video).toHaveAttribute('preload', 'none');
      await expect(video).toHaveAttribute('poster', HOW_TO_VIDEO.poster);
      await expect(video).toHaveAttribute('loop', '');
      await expect(video).toHaveAttribute('playsinline', '');
      await expect(video).toHaveAttribute('controls', '');
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
      await expect(video.locator('source')).toHaveAttribute('src', HOW_TO_VIDEO.src);
      await expect(video).toHaveAttribute('width', '540');
      await expect(video).toHaveAttribute('height', '960');
    });

    await test.step('its name, and a description that walks through its screens (it has no sound)', async () => {
      await expect(video).toHaveAccessibleName('Video: Cómo reservar tu 0 km online');
      await expect(video).toHaveAccessibleDescription(
        /Reservar online.*e-mail.*Modo de pago.*Datos Personales.*Revisa y confirma.*Pago de Seña.*48 horas/,
      );
    });

    await test.step('nothing of the video is fetched before it is played, even once it is on screen', async () => {
      await video.scrollIntoViewIfNeeded();
      // Anything the scroll set off (an intersection observer's callback) has run after two rendering steps.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      // The element's own account: no media data, and not loading any (preload="none" leaves it idle).
      const media = await video.evaluate((element: HTMLVideoElement) => ({
        readyState: element.readyState,
        networkState: element.networkState,
        buffered: element.buffered.length,
      }));
      expect(media.readyState, 'HAVE_NOTHING').toBe(0);
      expect(media.networkState, 'not NETWORK_LOADING').not.toBe(2);
      expect(media.buffered).toBe(0);
      expect(videoRequests, 'the video is not fetched before it is played').toEqual([]);
    });

    await test.step('played, it is fetched and plays past 1 s: a portrait video of 12 to 20 s', async () => {
      await video.evaluate((element: HTMLVideoElement) => element.play().catch(() => undefined));
      await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(1);
      const state = await video.evaluate((element: HTMLVideoElement) => ({
        error: element.error?.message ?? null,
        source: element.currentSrc,
        width: element.videoWidth,
        height: element.videoHeight,
        duration: element.duration,
      }));
      expect(state.error).toBeNull();
      expect(new URL(state.source).pathname).toBe(HOW_TO_VIDEO.src);
      expect(state.height).toBeGreaterThan(state.width);
      expect(state.duration).toBeGreaterThanOrEqual(12);
      expect(state.duration).toBeLessThanOrEqual(20);
    });
  });

  test('serves the how-to video as a small H.264 MP4, and its poster as an image', async ({ request }) => {
    const video = await request.get(HOW_TO_VIDEO.src);
    expect(video.status()).toBe(200);
    expect(video.headers()['content-type']).toMatch(/^video\/mp4/);
    const bytes = await video.body();
    expect(bytes.length).toBeLessThan(HOW_TO_VIDEO.maxBytes);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.includes(Buffer.from('avc1'))).toBe(true);

    const poster = await request.get(HOW_TO_VIDEO.poster);
    expect(poster.status()).toBe(200);
    expect(poster.headers()['content-type']).toMatch(/^image\//);
    expect((await poster.body()).length).toBeGreaterThan(1000);
  });

  test('/postventa offers the appointment links and lists every service category with its prices and the after-sales stories', async ({
    page,
    request,
  }) => {
    const { service_appointment_urls, stories } = await parametersOf(request);
    const categories = await serviceCategoriesOf(request);
    expect(categories.length).toBeGreaterThan(0);
    await page.goto('/postventa');

    await test.step('the three appointment links in a new tab: Chevrolet, Volkswagen and Nissan', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service oficial');
      const turns = page.getByRole('region', { name: 'Turnos de service online' });
      await expect(turns.getByRole('heading', { level: 3 })).toHaveText([
        'Service Chevrolet',
        'Service Volkswagen',
        'Service Nissan',
      ]);
      for (const [id, name] of [
        [2, 'Chevrolet'],
        [1, 'Volkswagen'],
        [4, 'Nissan'],
      ] as const) {
        const url = service_appointment_urls[String(id)];
        expect(url, `${name} has an appointment page`).toBeTruthy();
        await expectExternal(turns.getByRole('link', { name: new RegExp(`^Turno ${name}`) }), url as string);
      }
    });

    await test.step('every service category and its prices, "no disponible" where a price is absent', async () => {
      const prices = page.getByRole('region', { name: 'Precios de service' });
      await expect(prices.getByRole('heading', { level: 3 })).toHaveText(
        categories.map((category) => category.name),
      );
      for (const category of categories) {
        const section = prices.getByRole('region', { name: category.name });
        await expect(section.getByText(category.description)).toBeVisible();
        const rows = section.getByRole('listitem');
        await expect(rows).toHaveCount(category.services.length);
        for (const service of category.services) {
          // Brand-specific services repeat their names (one per brand): find the row within the brand's group.
          const group =
            service.brand_id === null
              ? section
              : section.locator('.service-group', {
                  has: page.getByRole('heading', {
                    level: 4,
                    name: brandName(service.brand_id),
                    exact: true,
                  }),
                });
          const row = group.getByRole('listitem').filter({ hasText: service.name }).first();
          await expect(row.locator('dd')).toHaveText([
            formatPriceOrUnavailable(service.price_default, 'ars'),
            formatPriceOrUnavailable(service.price_premium, 'ars'),
            formatPriceOrUnavailable(service.price_promotion, 'ars'),
          ]);
        }
      }
      await expect(prices.getByText('no disponible').first()).toBeVisible();
    });

    await test.step('the after-sales stories strip', async () => {
      for (const story of stories.filter((entry) => entry.category_string === 'Postventa')) {
        await expect(page.locator(`a[href="/historias/${story.id}/${story.slug_url}"]`)).toHaveCount(1);
      }
    });

    await test.step('one h1 and its headings in order', () => expectOneH1AndHeadingsInOrder(page));
  });

  test("/pagar-plan explains how to pay on the administrators' sites, with each plan's phone and WhatsApp", async ({
    page,
    request,
  }) => {
    const { contact_methods } = await parametersOf(request);
    await page.goto('/pagar-plan');

    await test.step('the official payment links of Volkswagen and Chevrolet, and the other ways to pay', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagá tu plan online');
      const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect(breadcrumb.getByRole('link', { name: 'Planes de ahorro' })).toHaveAttribute(
        'href',
        '/planes-de-ahorro',
      );
      const plans = page.getByRole('region', { name: 'Elegí tu plan' });
      await expect(plans.getByRole('heading', { level: 3 })).toHaveText([
        'Autoahorro Volkswagen',
        'Plan Chevrolet',
      ]);
      await expectExternal(
        plans.getByRole('link', { name: /^Pagar cuota de Autoahorro Volkswagen/ }),
        /^https:\/\/www\.autoahorro\.com\.ar\//,
      );
      await expectExternal(
        plans.getByRole('link', { name: /^Pagar cuota de Plan Chevrolet/ }),
        /^https:\/\/www\.planchevrolet\.com\.ar\//,
      );
      await expect(plans).toContainText('grupo y orden');
      await expect(
        page.getByRole('region', { name: 'Otras formas de pago' }).getByRole('heading', { level: 3 }),
      ).toHaveText(['Débito automático', 'Home banking y billeteras', 'En efectivo']);
    });

    await test.step('each plan its own phone and WhatsApp', async () => {
      for (const [brandId, plan] of [
        [1, 'Autoahorro Volkswagen'],
        [2, 'Plan Chevrolet'],
      ] as const) {
        const method =
          contact_methods.find((entry) => entry.department === 'plans' && entry.brand_id === brandId) ??
          contact_methods.find((entry) => entry.department === 'plans' && entry.brand_id === 5);
        if (!method) continue;
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
        if (method.phone) await expect(card.locator(`a[href="${phoneLink(method.phone)}"]`)).toBeVisible();
        if (method.whatsapp_number) {
          await expect(
            card.locator(`a[href^="https://wa.me/${whatsappDigits(method.whatsapp_number)}"]`),
          ).toBeVisible();
        }
      }
    });

    await test.step('one h1 and its headings in order', () => expectOneH1AndHeadingsInOrder(page));
  });

  for (const brand of BRAND_PAGES) {
    test(`${brand.path} presents the brand with its line-up and the dealership's contact methods`, async ({
      page,
      request,
    }) => {
      const { contact_methods, locations } = await parametersOf(request);
      const sales = contact_methods.find((entry) => entry.department === 'sales' && entry.brand_id === 5);
      await page.goto(brand.path);

      await test.step('the brand and its line-up', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.title);
        const lineup = page.getByRole('region', { name: `La gama ${brand.subject}` });
        await expect(lineup.getByRole('heading', { level: 3 })).toHaveText([...brand.lineup]);
      });

      await test.step("the dealership's phone, WhatsApp, video call and branch", async () => {
        const advisor = page.getByRole('region', { name: `Hablá con un asesor ${brand.subject}` });
        if (sales?.phone) {
          await expect(advisor.getByRole('link', { name: sales.phone })).toHaveAttribute(
            'href',
            phoneLink(sales.phone) as string,
          );
        }
        if (sales?.whatsapp_number) {
          const chat = advisor.locator(
            `a[href^="https://wa.me/${whatsappDigits(sales.whatsapp_number)}?text="]`,
          );
          await expect(chat).toBeVisible();
          expect(decodeURIComponent((await chat.getAttribute('href')) ?? '')).toContain(brand.subject);
          await expect(chat).toHaveAttribute('target', '_blank');
        }
        if (sales?.zoom_link) {
          await expectExternal(
            advisor.getByRole('link', { name: /^Agendá una videollamada/ }),
            sales.zoom_link,
          );
        }
        const branch = locations[0];
        if (branch) {
          await expect(advisor.getByRole('heading', { name: `Sucursal ${branch.name}` })).toBeVisible();
          await expect(advisor.getByText(branch.address, { exact: true })).toBeVisible();
          await expectExternal(advisor.getByRole('link', { name: /^Ver en el mapa/ }), branch.map_url);
        }
      });

      await test.step('one h1 and its headings in order', () => expectOneH1AndHeadingsInOrder(page));
    });
  }
});

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CATALOGUE_BRANDS } from '../../domain/brands';
import type { Parameters, ServiceCategory } from '../../domain/content';
import { phoneLink, whatsappDigits } from '../../domain/content';
import { CONTACT_RECEIVED_MESSAGE } from '../../domain/leads';
import { formatMoney, formatPriceOrUnavailable } from '../../domain/money';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  tabTo,
  waitForHydration,
} from './support/page-checks';

async function parametersOf(request: APIRequestContext): Promise<Parameters> {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Parameters }).data;
}

async function serviceCategoriesOf(request: APIRequestContext): Promise<ServiceCategory[]> {
  const response = await request.get('/api/v2/territorio/vehicle/service');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ServiceCategory[] }).data;
}

async function expectExternal(link: ReturnType<Page['getByRole']>, href: string | RegExp) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  // Screen readers hear that it opens a new tab.
  await expect(link).toHaveAccessibleName(/se abre en una pestaña nueva/);
}

test.describe('how to reserve (/como-reservar)', () => {
  const PATH = '/como-reservar';
  /** The video made for the page, and the size scripts/make-how-to-video.ts keeps it under. */
  const HOW_TO_VIDEO = {
    src: '/videos/como-reservar.mp4',
    poster: '/videos/como-reservar.jpg',
    maxBytes: 600 * 1024,
  };

  test('explains the four steps of the digital dealership, in order', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo reservar online');
    const steps = page.getByRole('region', { name: 'Los 4 pasos del Concesionario Digital' });
    await expect(steps.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
      'Paso 1: Modo de pago',
      'Paso 2: Datos Personales',
      'Paso 3: Revisa y confirma',
      'Paso 4: Pago de Seña',
    ]);
  });

  test('states the deposit by card, the 48 hours and the right to cancel', async ({ page, request }) => {
    const { booking_prices } = await parametersOf(request);
    await page.goto(PATH);
    const deposit = page.getByRole('region', { name: 'La seña' });
    await expect(deposit).toContainText('Visa, MasterCard o Naranja');
    await expect(deposit).toContainText('1, 2 o 3 cuotas');
    await expect(deposit.getByRole('list', { name: 'Tarjetas aceptadas' }).getByRole('listitem')).toHaveText([
      'Visa',
      'MasterCard',
      'Naranja',
    ]);
    for (const brand of CATALOGUE_BRANDS) {
      const amount = booking_prices[String(brand.id)];
      if (!amount) continue;
      const row = deposit.locator('.deposit-table__row', { hasText: brand.name });
      await expect(row).toContainText(formatMoney(amount, 'ars'));
    }
    const after = page.getByRole('region', { name: 'Después de reservar' });
    await expect(after).toContainText('dentro de las 48 horas');
    await expect(after).toContainText('100% de la seña');
    await expect(after.getByRole('heading', { name: 'Podés arrepentirte' })).toBeVisible();
  });

  test('plays its video on demand only: muted, looping, with a poster and nothing fetched before play', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('.mp4')) videoRequests.push(sent.url());
    });
    await page.goto(PATH);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    const video = page.getByRole('region', { name: 'Mirá cómo se reserva' }).locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', HOW_TO_VIDEO.poster);
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('controls', '');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect(video.locator('source')).toHaveAttribute('src', HOW_TO_VIDEO.src);
    await expect(video).toHaveAttribute('width', '540');
    await expect(video).toHaveAttribute('height', '960');
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(videoRequests, 'the video is not fetched before it is played').toEqual([]);

    await video.evaluate((element: HTMLVideoElement) => element.play().catch(() => undefined));
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  });

  // The page's own how-to video (scripts/make-how-to-video.ts), not a model's story: it plays in the browser the site
  // is tested with, as story-video.spec.ts checks the story videos.
  test('plays the how-to video made for it, which says in words what it shows', async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const video = page.getByRole('region', { name: 'Mirá cómo se reserva' }).locator('video');
    await expect(video.locator('source')).toHaveAttribute('src', HOW_TO_VIDEO.src);
    await expect(video).toHaveAccessibleName('Video: Cómo reservar tu 0 km online');
    // It has no sound: the description walks through its screens, the four steps by their names.
    await expect(video).toHaveAccessibleDescription(
      /Reservar online.*e-mail.*Modo de pago.*Datos Personales.*Revisa y confirma.*Pago de Seña.*48 horas/,
    );

    await video.evaluate((element: HTMLVideoElement) => element.play().catch(() => undefined));
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

  test('leads on to the vehicles and the offers', async ({ page }) => {
    await page.goto(PATH);
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
});

test.describe('after-sales (/postventa)', () => {
  const PATH = '/postventa';

  test('offers the three appointment links in a new tab, Chevrolet, Volkswagen and Nissan', async ({
    page,
    request,
  }) => {
    const { service_appointment_urls } = await parametersOf(request);
    await page.goto(PATH);
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

  test('lists every service category and its prices, "no disponible" where a price is absent', async ({
    page,
    request,
  }) => {
    const categories = await serviceCategoriesOf(request);
    expect(categories.length).toBeGreaterThan(0);
    await page.goto(PATH);
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
                has: page.getByRole('heading', { level: 4, name: brandName(service.brand_id), exact: true }),
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

  test('shows the after-sales stories strip', async ({ page, request }) => {
    const { stories } = await parametersOf(request);
    const afterSales = stories.filter((story) => story.category_string === 'Postventa');
    await page.goto(PATH);
    if (afterSales.length === 0) return;
    for (const story of afterSales) {
      await expect(page.locator(`a[href="/historias/${story.id}/${story.slug_url}"]`)).toHaveCount(1);
    }
  });
});

function brandName(id: number): string {
  return CATALOGUE_BRANDS.find((brand) => brand.id === id)?.name ?? String(id);
}

test.describe('pay a plan online (/pagar-plan)', () => {
  const PATH = '/pagar-plan';

  test('explains how to pay, with the official payment links of Volkswagen and Chevrolet', async ({
    page,
  }) => {
    await page.goto(PATH);
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

  test('gives each plan its own phone and WhatsApp', async ({ page, request }) => {
    const { contact_methods } = await parametersOf(request);
    await page.goto(PATH);
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

  test('the questions open and close from the keyboard', async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
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
});

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

for (const brand of BRAND_PAGES) {
  test.describe(`brand landing page (${brand.path})`, () => {
    test('presents the brand with its line-up', async ({ page }) => {
      await page.goto(brand.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.title);
      const lineup = page.getByRole('region', { name: `La gama ${brand.subject}` });
      await expect(lineup.getByRole('heading', { level: 3 })).toHaveText([...brand.lineup]);
    });

    test("shows the dealership's contact methods", async ({ page, request }) => {
      const { contact_methods, locations } = await parametersOf(request);
      const sales = contact_methods.find((entry) => entry.department === 'sales' && entry.brand_id === 5);
      await page.goto(brand.path);
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

    test(`its contact form sends the subject "${brand.subject}"`, async ({ page }) => {
      let body: unknown;
      await page.route('**/api/v2/territorio/contact', async (route) => {
        body = route.request().postDataJSON();
        await route.fulfill({ status: 201, json: { data: { id: 1, message: CONTACT_RECEIVED_MESSAGE } } });
      });
      await page.goto(brand.path);
      await waitForHydration(page);
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
  });
}

const PAGES = [
  { path: '/como-reservar', firstLink: 'Elegir mi 0 km' },
  { path: '/postventa', firstLink: 'Sacá tu turno' },
  { path: '/pagar-plan', firstLink: 'Planes de ahorro' },
  { path: '/ducati', firstLink: 'Quiero que me contacten' },
  { path: '/mercedes-benz', firstLink: 'Quiero que me contacten' },
] as const;

for (const { path, firstLink } of PAGES) {
  test.describe(`${path}: layout and accessibility`, () => {
    test('has no serious axe violations', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoSeriousAxeViolations(page);
    });

    test('does not scroll sideways', async ({ page }) => {
      await page.goto(path);
      await expectNoHorizontalScroll(page);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
    });

    test('has one h1 and its headings in order', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const levels = await page
        .getByRole('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      for (const [index, level] of levels.entries()) {
        if (index > 0)
          expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      }
    });

    test('keyboard: the skip link leads to the content and Tab reaches its first link, visibly', async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      const link = page.getByRole('main').getByRole('link', { name: firstLink }).first();
      await tabTo(page, link, 10);
      expect(await hasVisibleFocus(link)).toBe(true);
    });
  });
}

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Offer, StockUnit } from '../../domain/catalogue';
import { formatMoney } from '../../domain/money';
import { toRouteParam } from '../../domain/route-params';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  tabTo,
  waitForHydration,
} from './support/page-checks';

/** docs/product.md §2 offers page brands, in the docs/product.md §9 tab order, with their docs/product.md §7 intranet endpoints. */
const BRANDS = [
  {
    slug: 'chevrolet',
    name: 'Chevrolet',
    styleKey: 'gm',
    families: '/v1/gm/stock/families',
    offers: '/v1/gm/offers',
    stock: '/v1/gm/stock/stock',
  },
  {
    slug: 'nissan',
    name: 'Nissan',
    styleKey: 'nissan',
    families: '/v2/nissan/family',
    offers: '/v2/nissan/model/offers',
    stock: '/v2/nissan/model/stock',
  },
  {
    slug: 'volkswagen',
    name: 'Volkswagen',
    styleKey: 'vw',
    families: '/v1/vw/stock/families',
    offers: '/v1/vw/offers',
    stock: '/v1/vw/stock/stock',
  },
] as const;
type OfferBrand = (typeof BRANDS)[number];

const TAB_NAMES = ['Chevrolet', 'Nissan', 'Volkswagen', 'Todos'];
const CONTACT_ENDPOINT = '/api/v2/territorio/contact';
const MINUS = '\u2212';

interface StockPageAnswer {
  data: StockUnit[];
  meta: { next_offset: number | null };
}

interface ExpectedFamily {
  id: number;
  name: string;
  offers: Offer[];
  units: number;
}

interface ExpectedBrand {
  brand: OfferBrand;
  families: ExpectedFamily[];
  units: number;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `${path} answers`).toBe(200);
  return (await response.json()) as T;
}

/**
 * What the page must show, read from the intranet API: the best offers grouped by family (best first), and the
 * discounted units a buyer can reserve now, counted in the stock of each family with offers.
 */
async function expectedBrand(request: APIRequestContext, brand: OfferBrand): Promise<ExpectedBrand> {
  const [{ data: offers }, { data: families }] = await Promise.all([
    json<{ data: Offer[] }>(request, brand.offers),
    json<{ data: { id: number; name: string }[] }>(request, brand.families),
  ]);
  const grouped = new Map<number, Offer[]>();
  for (const offer of offers) grouped.set(offer.family_id, [...(grouped.get(offer.family_id) ?? []), offer]);
  const result: ExpectedFamily[] = [];
  for (const [id, familyOffers] of grouped) {
    let units = 0;
    let offset: number | null = 0;
    while (offset !== null) {
      const page: StockPageAnswer = await json<StockPageAnswer>(
        request,
        `${brand.stock}?family_id=${id}&limit=100&offset=${offset}`,
      );
      units += page.data.filter((unit) => unit.available && unit.discount + unit.special_discount > 0).length;
      offset = page.meta.next_offset;
    }
    const name = families.find((family) => family.id === id)?.name;
    expect(name, `family ${id} of an offer is in ${brand.families}`).toBeTruthy();
    result.push({ id, name: name ?? '', offers: familyOffers, units });
  }
  return { brand, families: result, units: result.reduce((sum, family) => sum + family.units, 0) };
}

function unitsText(count: number): string {
  return count === 1 ? '1 unidad con descuento' : `${count} unidades con descuento`;
}

function discountText(offer: Offer): string {
  return `${MINUS}${formatMoney(offer.discount_amount, offer.currency)}`;
}

function buyPath(offer: Offer): string {
  return `/vehiculos-0km/reservar/${offer.brand}/${offer.id}/${toRouteParam(offer.family)}/${offer.family_id}/${toRouteParam(offer.name)}`;
}

function versionsPath(offer: Offer): string {
  return `/vehiculos-0km/versiones/${offer.brand}/${toRouteParam(offer.family)}/${offer.family_id}`;
}

function section(page: Page, brandName: string) {
  return page.getByRole('region', { name: brandName, exact: true });
}

function familyCards(page: Page, brandName: string) {
  return section(page, brandName).getByRole('article');
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** scrollY once the page has stopped moving (wheel and smooth scrolling take a few frames). */
async function settledScrollY(page: Page): Promise<number> {
  let last = -1;
  for (let attempt = 0; attempt < 40; attempt++) {
    const now = await scrollY(page);
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(100);
  }
  return last;
}

test.describe('offers page (/oportunidades)', () => {
  test('the server HTML has the title, the count and every brand section', async ({ request, baseURL }) => {
    const response = await request.get('/oportunidades');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Oportunidades 0 km | Territorio</title>');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/oportunidades"/>`);
    expect(html).toMatch(/<meta property="og:title" content="Oportunidades 0 km \| Territorio"\/>/);
    const expected = await Promise.all(BRANDS.map((brand) => expectedBrand(request, brand)));
    const total = expected.reduce((sum, brand) => sum + brand.units, 0);
    expect(html).toContain(`${total} unidades 0\u00a0km con descuento</h1>`);
    for (const { brand } of expected) expect(html).toContain(`>${brand.name}</h2>`);
  });

  test('tabs come in the order of docs/product.md §9 and mark the page shown', async ({ page }) => {
    await page.goto('/oportunidades');
    const tabs = page.getByRole('navigation', { name: 'Marcas' }).getByRole('link');
    await expect(tabs).toHaveText(TAB_NAMES);
    const hrefs = [
      '/oportunidades/chevrolet',
      '/oportunidades/nissan',
      '/oportunidades/volkswagen',
      '/oportunidades',
    ];
    for (const [index, href] of hrefs.entries()) await expect(tabs.nth(index)).toHaveAttribute('href', href);
    await expect(tabs.nth(3)).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: 'Marcas' }).locator('[aria-current="page"]'),
    ).toHaveCount(1);

    for (const [index, brand] of BRANDS.entries()) {
      await page.goto(`/oportunidades/${brand.slug}`);
      await expect(page.getByRole('main')).toHaveClass(new RegExp(`\\btheme-${brand.styleKey}\\b`));
      const current = page.getByRole('navigation', { name: 'Marcas' }).getByRole('link');
      await expect(current.nth(index)).toHaveAttribute('aria-current', 'page');
      await expect(
        page.getByRole('navigation', { name: 'Marcas' }).locator('[aria-current="page"]'),
      ).toHaveCount(1);
    }
  });

  test('the counts and family cards match the catalogue', async ({ page, request }) => {
    await page.goto('/oportunidades');
    const expected = await Promise.all(BRANDS.map((brand) => expectedBrand(request, brand)));
    const total = expected.reduce((sum, brand) => sum + brand.units, 0);
    expect(total, 'the demo catalogue has discounted units').toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${total} unidades 0 km con descuento`);
    await expect(page.getByRole('heading', { level: 2 })).toContainText(TAB_NAMES.slice(0, 3));

    for (const { brand, families, units } of expected) {
      const region = section(page, brand.name);
      await expect(region.getByText(unitsText(units), { exact: true }).first()).toBeVisible();
      const cards = familyCards(page, brand.name);
      await expect(cards).toHaveCount(families.length);
      for (const [index, family] of families.entries()) {
        const card = cards.nth(index);
        const best = family.offers[0] as Offer;
        await expect(card.getByRole('button', { name: family.name, exact: true })).toBeVisible();
        const offers = family.offers.length === 1 ? '1 oferta' : `${family.offers.length} ofertas`;
        await expect(card.getByText(`${offers} · ${unitsText(family.units)}`)).toBeVisible();
        await expect(card.getByText(discountText(best), { exact: true })).toBeVisible();
        const image = card.locator('img');
        await expect(image).toHaveAttribute('src', best.image);
        await expect(image).toHaveAttribute('width', '640');
        await expect(image).toHaveAttribute('height', '320');
      }
    }
  });

  test('a brand page shows that brand only, with its own count', async ({ page, request, baseURL }) => {
    const nissan = await expectedBrand(request, BRANDS[1]);
    await page.goto('/oportunidades/nissan');
    await expect(page).toHaveTitle('Oportunidades 0 km Nissan | Territorio');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/oportunidades/nissan`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${nissan.units} unidades Nissan 0 km con descuento`,
    );
    await expect(section(page, 'Nissan')).toBeVisible();
    await expect(section(page, 'Chevrolet')).toHaveCount(0);
    await expect(section(page, 'Volkswagen')).toHaveCount(0);
    await expect(familyCards(page, 'Nissan')).toHaveCount(nissan.families.length);
  });

  test("'Ver todos' is disabled with every brand shown, and leads there from a brand", async ({ page }) => {
    await page.goto('/oportunidades');
    const disabled = page.getByRole('button', { name: 'Ver todos' });
    await expect(disabled).toHaveCount(3);
    for (const button of await disabled.all()) await expect(button).toBeDisabled();

    await page.goto('/oportunidades/chevrolet');
    await waitForHydration(page);
    const link = section(page, 'Chevrolet').getByRole('link', { name: 'Ver todos' });
    await expect(link).toHaveAttribute('href', '/oportunidades');
    await link.click();
    await expect(page).toHaveURL(/\/oportunidades$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Volkswagen', exact: true })).toBeVisible();
  });

  test('switching tabs in the browser shows the loading view, then the brand', async ({ page }) => {
    await page.goto('/oportunidades');
    await waitForHydration(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/oportunidades/volkswagen.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Marcas' }).getByRole('link', { name: 'Volkswagen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cargando oportunidades…' })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/oportunidades\/volkswagen$/);
    await expect(page.getByRole('status').filter({ hasText: 'Cargando oportunidades…' })).toHaveCount(0);
    await expect(section(page, 'Volkswagen')).toBeVisible();
    await expect(section(page, 'Chevrolet')).toHaveCount(0);
  });

  test("'Explorar oportunidades' and 'Contactar un asesor' scroll to their targets and move focus", async ({
    page,
  }) => {
    await page.goto('/oportunidades');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Explorar oportunidades' }).click();
    const list = page.locator('#oportunidades-lista');
    await expect(list).toBeFocused();
    await expect(list).toBeInViewport();
    await expect
      .poll(() => list.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(40);
    // In-page scrolling, not navigation: the address stays the same.
    await expect(page).toHaveURL(/\/oportunidades$/);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('link', { name: 'Contactar un asesor' }).click();
    const contact = page.locator('#contactar-asesor');
    await expect(contact).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeInViewport();
  });

  test('with reduced motion the scroll buttons jump at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/oportunidades');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Contactar un asesor' }).click();
    // No animation: the target is in place as soon as the click has been handled, without waiting.
    const top = await page
      .locator('#contactar-asesor')
      .evaluate((element) => element.getBoundingClientRect().top);
    const bottomReached = await page.evaluate(
      () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
    );
    expect(bottomReached || Math.abs(top) < 40, `contact form top at ${top}px`).toBe(true);
    await expect(page.locator('#contactar-asesor')).toBeFocused();
  });

  test('a family card opens its units; closing restores the scroll position', async ({ page, request }) => {
    const nissan = await expectedBrand(request, BRANDS[1]);
    const family = nissan.families.at(-1) as ExpectedFamily;
    await page.goto('/oportunidades');
    await waitForHydration(page);

    const opener = familyCards(page, 'Nissan').last().getByRole('button', { name: family.name, exact: true });
    await opener.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    const before = await settledScrollY(page);
    expect(before).toBeGreaterThan(200);
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await opener.click();

    const dialog = page.getByRole('dialog', { name: family.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Oportunidades Nissan')).toBeVisible();
    await expect(dialog.getByText(unitsText(family.units), { exact: true })).toBeVisible();
    const units = dialog.getByRole('listitem');
    await expect(units).toHaveCount(family.offers.length);
    for (const [index, offer] of family.offers.entries()) {
      const unit = units.nth(index);
      await expect(unit.getByRole('heading', { name: offer.name, exact: true })).toBeVisible();
      await expect(unit.getByText(offer.color, { exact: false }).first()).toBeVisible();
      await expect(unit.getByText(discountText(offer), { exact: true })).toBeVisible();
      await expect(
        unit.getByText(formatMoney(offer.full_price_with_discount, offer.currency), { exact: true }),
      ).toBeVisible();
      await expect(unit.getByRole('link', { name: /^Reservar/ })).toHaveAttribute('href', buyPath(offer));
      await expect(unit.getByRole('link', { name: /^Ver versiones/ })).toHaveAttribute(
        'href',
        versionsPath(offer),
      );
    }

    // Scrolling inside the dialog must not move the page underneath for good.
    await dialog.hover();
    await page.mouse.wheel(0, 600);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    expect(Math.abs((await settledScrollY(page)) - before)).toBeLessThanOrEqual(3);
    await expect(opener).toBeFocused();
  });

  test('Escape closes the units and puts focus back on the card', async ({ page }) => {
    await page.goto('/oportunidades/volkswagen');
    await waitForHydration(page);
    const opener = familyCards(page, 'Volkswagen').nth(1).getByRole('button');
    const name = (await opener.textContent()) ?? '';
    await opener.scrollIntoViewIfNeeded();
    const before = await settledScrollY(page);
    await opener.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(Math.abs((await settledScrollY(page)) - before)).toBeLessThanOrEqual(3);
  });

  test('shows both disclaimers', async ({ page }) => {
    await page.goto('/oportunidades');
    const legal = page.getByRole('complementary', { name: 'Condiciones de las oportunidades' });
    await expect(legal.getByText(/^Vehículos únicos, ofrecidos en condiciones especiales/)).toBeVisible();
    await expect(legal.getByText(/sujetos a revisión por parte del cliente/)).toBeVisible();
    await expect(legal.getByText(/^Las fotografías son ilustrativas y no contractuales/)).toBeVisible();
  });

  test("the contact form sends 'Oportunidades' and thanks the visitor", async ({ page }) => {
    await page.goto('/oportunidades');
    await waitForHydration(page);
    const form = page.locator('#contactar-asesor');
    for (const label of ['Nombre', 'Apellido', 'Teléfono', 'Email'])
      await expect(form.getByRole('textbox', { name: label })).toBeVisible();
    await expect(form.getByRole('textbox')).toHaveCount(4);
    await expect(form.getByLabel(/Mensaje/)).toHaveCount(0);

    await form.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
    await form.getByRole('textbox', { name: 'Apellido' }).fill('Giménez');
    await form.getByRole('textbox', { name: 'Teléfono' }).fill('2615551234');
    await form.getByRole('textbox', { name: 'Email' }).fill('lucia.gimenez@example.com');
    const sent = page.waitForRequest(
      (request) => request.url().endsWith(CONTACT_ENDPOINT) && request.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Enviar' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Lucía',
      lastname: 'Giménez',
      telephone: '2615551234',
      email: 'lucia.gimenez@example.com',
      subject: 'Oportunidades',
      website: '',
    });
    await expect(form.getByRole('heading', { name: 'Recibimos tu mensaje' })).toBeVisible();
  });

  test('an unknown or non-offers brand answers 404; capitals redirect', async ({ page, request }) => {
    for (const path of ['/oportunidades/ford', '/oportunidades/baic', '/oportunidades/territorio']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const response = await page.goto('/oportunidades/ford');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página.');

    const upper = await request.get('/oportunidades/Nissan', { maxRedirects: 0 });
    expect(upper.status()).toBe(301);
    expect(upper.headers().location).toBe('/oportunidades/nissan');
  });

  for (const path of ['/oportunidades', '/oportunidades/chevrolet']) {
    test(`${path}: axe, one h1, headings in order, no sideways scroll`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      for (const [index, level] of levels.entries()) {
        if (index > 0)
          expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      }
      await expectNoHorizontalScroll(page);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('keyboard: the scroll buttons, a family card and its units work without a mouse', async ({ page }) => {
    await page.goto('/oportunidades');
    await waitForHydration(page);
    const explore = page.getByRole('link', { name: 'Explorar oportunidades' });
    await tabTo(page, explore, 30);
    expect(await hasVisibleFocus(explore)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator('#oportunidades-lista')).toBeFocused();

    // From the list, the next Tab lands on the first family card.
    await page.keyboard.press('Tab');
    const first = familyCards(page, 'Chevrolet').first().getByRole('button');
    await expect(first).toBeFocused();
    expect(await hasVisibleFocus(first)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Cerrar' });
    await expect(close).toBeFocused();
    expect(await hasVisibleFocus(close)).toBe(true);
    // Focus stays inside the modal.
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });
});
